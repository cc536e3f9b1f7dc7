import { formatIndiaTime } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { lazy, Suspense, useEffect, useState } from "react";
import { keepWorkingOffline } from "./keep-working-offline";
import { PlanRound } from "./plan-round";
import { planWashKey } from "./queued-tap";
import { StopCard } from "./stop-card";
import { useMyDay } from "./use-my-day";

// The map (Leaflet) loads only when the washer asks for it, so the phone page stays light.
const RouteMap = lazy(() =>
  import("../route-map/route-map").then((module) => ({ default: module.RouteMap })),
);

/** A washer's or driver's day on their phone: stops in order, each tap kept on the phone and sent when it can be. */
export function MyDayPage() {
  useDocumentTitle("My day — Chamak");
  useEffect(() => keepWorkingOffline(), []);
  const { day, stops, planStops, online, waiting, loading, error, tap, planTap, dismiss } = useMyDay();
  const [showMap, setShowMap] = useState(false);
  if (loading) return <Loader aria-label="Loading your day" m="xl" />;
  if (!day) {
    return (
      <Container size="xs" py="md">
        <Alert color="red" role="alert" title="Your day could not be loaded">
          {error ? messageOf(error) : "Open this page once with a network to keep your day on this phone."}
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="xs" px="sm" py="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Title order={1} size="h3">
              My day
            </Title>
            <Text size="sm" c="dimmed">
              {day.centreName} · {day.date}
            </Text>
          </Stack>
          <Anchor href={`${import.meta.env.BASE_URL}vendor/today`} size="sm">
            Console
          </Anchor>
        </Group>
        <Alert color={online ? (waiting > 0 ? "yellow" : "teal") : "orange"} role="status" py="xs">
          {online
            ? waiting > 0
              ? `Sending ${waiting} saved ${waiting === 1 ? "step" : "steps"}…`
              : "Everything is sent"
            : `No signal: ${waiting} ${waiting === 1 ? "step" : "steps"} saved on this phone, sent when the signal is back`}
        </Alert>
        {stops.length === 0 && planStops.length === 0 ? <Text>No stops for you today.</Text> : null}
        <PlanRound
          stops={planStops}
          onTap={planTap}
          onDismiss={(stop) => dismiss(planWashKey(stop.subscriptionId, stop.date))}
        />
        {stops.length > 0 && planStops.length > 0 ? (
          <Title order={2} size="h4">
            Bookings
          </Title>
        ) : null}
        {stops.map((stop, index) => (
          <StopCard
            key={`${stop.bookingId}-${stop.leg}`}
            stop={stop}
            number={index + 1}
            onTap={(newTap) => tap(stop, newTap)}
            onDismiss={() => dismiss(stop.bookingId)}
          />
        ))}
        {stops.length > 0 ? (
          showMap ? (
            <Suspense fallback={<Loader aria-label="Loading the map" />}>
              <RouteMap
                base={day.base}
                listLabel="Your stops in order"
                stops={stops.map((stop, index) => ({
                  number: index + 1,
                  label: `${stop.bookingCode} · ${stop.address}`,
                  time: `${formatIndiaTime(stop.workStart)}–${formatIndiaTime(stop.workEnd)}`,
                  done: stop.jobCardState === "done" || stop.bookingStatus === "completed",
                  at: stop.to,
                }))}
              />
            </Suspense>
          ) : (
            <Button variant="default" onClick={() => setShowMap(true)}>
              Show the route on a map
            </Button>
          )
        ) : null}
      </Stack>
    </Container>
  );
}
