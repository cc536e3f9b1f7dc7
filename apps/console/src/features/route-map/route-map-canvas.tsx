import "leaflet/dist/leaflet.css";
import type { MapPoint } from "@chamak/contracts";
import { divIcon, type LatLngBounds, type LatLngTuple, latLngBounds } from "leaflet";
import { useEffect, useMemo } from "react";
import { CircleMarker, MapContainer, Marker, Polyline, TileLayer, useMap } from "react-leaflet";
import { PLAIN_MAP_BACKGROUND, type RouteMapStop } from "./route-stop";

// Leaflet's side of RouteMap, loaded lazily with its CSS (route-map.tsx). Markers are Leaflet divIcons (a number in
// a circle), so no marker images are fetched either.

const TO_DO = "#0ca678";
const DONE = "#adb5bd";
const BASE = "#343a40";
const NOW = "#1c7ed6";
/** A day's stops are within a city: closer than a street view helps nobody. */
const MAX_ZOOM = 16;

const tuple = (point: MapPoint): LatLngTuple => [point.latitude, point.longitude];

const disc = (text: string, background: string, shape = "50%") =>
  divIcon({
    className: "",
    iconSize: [26, 26],
    iconAnchor: [13, 13],
    html: `<span style="display:flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:${shape};background:${background};color:#fff;font:700 13px/1 system-ui,sans-serif;border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.4)">${text}</span>`,
  });

/** The way the person goes: from the base to each stop, through where a stop's work ends when that is elsewhere. */
export function routePath(base: MapPoint | null, stops: RouteMapStop[]): LatLngTuple[] {
  const path: LatLngTuple[] = base ? [tuple(base)] : [];
  for (const stop of stops) {
    path.push(tuple(stop.at));
    if (stop.endsAt) path.push(tuple(stop.endsAt));
  }
  return path;
}

/** Keeps the whole route in view as it changes (MapContainer's own bounds apply to its first drawing only). */
function FitRoute({ bounds }: { bounds: LatLngBounds }) {
  const map = useMap();
  useEffect(() => {
    map.invalidateSize();
    const size = map.getSize();
    // A container not laid out yet (no size) has no zoom that fits: centre on the route instead.
    if (size.x > 0 && size.y > 0) map.fitBounds(bounds, { padding: [28, 28], maxZoom: MAX_ZOOM });
    else map.setView(bounds.getCenter(), 13);
  }, [map, bounds]);
  return null;
}

export default function RouteMapCanvas({
  base,
  stops,
  current,
  tiles,
}: {
  base: MapPoint | null;
  stops: RouteMapStop[];
  current: MapPoint | null;
  tiles: { url: string; attribution: string } | null;
}) {
  const path = routePath(base, stops);
  const framed = current ? [...path, tuple(current)] : path;
  // Refit only when the route itself changes (a dispatch), not on every render, so a pan or zoom stays put.
  const frameKey = JSON.stringify(framed);
  const bounds = useMemo(() => latLngBounds(JSON.parse(frameKey) as LatLngTuple[]), [frameKey]);
  return (
    <MapContainer
      center={bounds.getCenter()}
      zoom={13}
      maxZoom={MAX_ZOOM + 2}
      attributionControl={tiles !== null && tiles.attribution !== ""}
      style={{ height: "100%", width: "100%", background: PLAIN_MAP_BACKGROUND }}
    >
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
      <FitRoute bounds={bounds} />
      <Polyline positions={path} pathOptions={{ color: TO_DO, weight: 3, opacity: 0.8 }} />
      {base ? <Marker position={tuple(base)} icon={disc("B", BASE, "6px")} title="Start: the base" /> : null}
      {stops.map((stop) => (
        <Marker
          key={stop.number}
          position={tuple(stop.at)}
          icon={disc(String(stop.number), stop.done ? DONE : TO_DO)}
          title={`${stop.number}. ${stop.time} ${stop.label}${stop.done ? " (done)" : ""}`}
          zIndexOffset={stop.done ? 0 : 100}
        />
      ))}
      {current ? (
        <CircleMarker
          center={tuple(current)}
          radius={8}
          pathOptions={{ color: "#fff", weight: 2, fillColor: NOW, fillOpacity: 1 }}
        />
      ) : null}
    </MapContainer>
  );
}
