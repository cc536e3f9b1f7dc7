import type { MapPoint } from "@chamak/contracts";

/** One stop of a route, as the map and its list show it (route-map.tsx). */
export interface RouteMapStop {
  /** Its place in the day, from 1: the marker's number. */
  number: number;
  /** What and where, short ("At the door · CH-1234 · B-12 Lajpat Nagar, 110024"). */
  label: string;
  /** When, as the day's India time ("09:30–10:00"). */
  time: string;
  done: boolean;
  /** Where the stop is (where its work starts). */
  at: MapPoint;
  /** Where its work ends when that is elsewhere (a pick-up ends at the centre): the line passes through it. */
  endsAt?: MapPoint;
}

/** The plain background a map without tiles is drawn on. */
export const PLAIN_MAP_BACKGROUND = "#eef2f5";
