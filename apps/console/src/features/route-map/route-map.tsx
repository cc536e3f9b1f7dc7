import type { MapPoint } from "@chamak/contracts";
import { Badge, Box, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { PLAIN_MAP_BACKGROUND, type RouteMapStop } from "./route-stop";

export type { RouteMapStop } from "./route-stop";

// A washer's or driver's day on a map: the base, numbered stops and the line through them, with the same stops as
// an ordered list under it (what phones and screen readers use). The console's Today page shows it per person
// (crew-route-button.tsx); the washer's own phone page imports RouteMap from here too.

export interface RouteMapProps {
  /** Where the day starts; null when neither the person nor the centre has a location. */
  base: MapPoint | null;
  /** In the order they are done. */
  stops: RouteMapStop[];
  /** Where the person is now (their phone's position), when known. */
  current?: MapPoint | null;
  /** The list's name for screen readers ("Ravi's stops in order"). */
  listLabel?: string;
  height?: number;
}

/**
 * The tile server's URL template ("https://tiles.example.in/{z}/{x}/{y}.png"), read when the console is built
 * (VITE_MAP_TILES_URL, with VITE_MAP_TILES_ATTRIBUTION for its credit line). A build setting rather than one the
 * server hands out: the console is static files, a map is drawn before any request could answer, and nothing
 * else on the page needs it. Unset (the embedded default, tests and journeys): no tile layer at all, so nothing is
 * downloaded; the route is drawn on a plain light background and still reads. A tile host other than the
 * console's own origin must also be allowed in the server's Content-Security-Policy img-src (apps/server/src/app.ts);
 * a relative template (a tile server behind the same origin, "/tiles/{z}/{x}/{y}.png") passes it as it is.
 */
export const MAP_TILES: { url: string; attribution: string } | null = tilesFrom(
  import.meta.env.VITE_MAP_TILES_URL as string | undefined,
  import.meta.env.VITE_MAP_TILES_ATTRIBUTION as string | undefined,
);

function tilesFrom(url: string | undefined, attribution: string | undefined) {
  const template = url?.trim();
  return template ? { url: template, attribution: attribution?.trim() ?? "" } : null;
}

// Leaflet and its CSS load only when a map is shown, so pages without one never download them.
const RouteMapCanvas = lazy(() => import("./route-map-canvas"));

export function RouteMap({
  base,
  stops,
  current = null,
  listLabel = "Stops in order",
  height = 320,
}: RouteMapProps) {
  const drawable = base !== null || stops.length > 0;
  return (
    <Stack gap="sm">
      {drawable ? (
        <Box
          h={height}
          role="region"
          aria-label="Map of the route"
          style={{ borderRadius: 8, overflow: "hidden", background: PLAIN_MAP_BACKGROUND }}
        >
          <Suspense
            fallback={
              <Center h="100%">
                <Loader size="sm" aria-label="Loading the map" />
              </Center>
            }
          >
            <RouteMapCanvas base={base} stops={stops} current={current} tiles={MAP_TILES} />
          </Suspense>
        </Box>
      ) : null}
      {stops.length === 0 ? (
        <Text size="sm" c="dimmed">
          No stops this day.
        </Text>
      ) : (
        <Box component="ol" aria-label={listLabel} m={0} pl="lg">
          {stops.map((stop) => (
            <Box component="li" key={stop.number} value={stop.number} mb={4}>
              <Group gap={6} wrap="nowrap" align="baseline">
                <Text size="sm" fw={600} c={stop.done ? "dimmed" : undefined}>
                  {stop.time}
                </Text>
                <Text size="sm" c={stop.done ? "dimmed" : undefined}>
                  {stop.label}
                </Text>
                {stop.done ? (
                  <Badge size="xs" variant="light" color="gray">
                    Done
                  </Badge>
                ) : null}
              </Group>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
