import { type CrewRoute, type CrewRouteStop, formatIndiaTime } from "@chamak/contracts";
import type { RouteMapStop } from "./route-stop";

const LEG_LABELS: Record<CrewRouteStop["leg"], string> = {
  doorstep: "At the door",
  pickup: "Fetches the car",
  return: "Brings it back",
};

const samePoint = (a: CrewRouteStop["from"], b: CrewRouteStop["to"]) =>
  a.latitude === b.latitude && a.longitude === b.longitude;

/** A person's day (crew.route) as the map's numbered stops: in its order, done once the booking is completed. */
export function routeMapStopsOf(route: CrewRoute): RouteMapStop[] {
  return route.stops.map((stop, index) => ({
    number: index + 1,
    label: `${LEG_LABELS[stop.leg]} · ${stop.code} · ${stop.place}`,
    time: `${formatIndiaTime(stop.workStart)}–${formatIndiaTime(stop.workEnd)}`,
    done: stop.status === "completed",
    at: stop.from,
    ...(samePoint(stop.from, stop.to) ? {} : { endsAt: stop.to }),
  }));
}
