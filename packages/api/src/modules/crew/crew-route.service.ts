import { type CrewRoute, type CrewRouteInput, indiaToInstant, type MapPoint } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";

/**
 * A washer's or driver's day as a route (crew.route): where it starts (their base, else the centre's location)
 * and the stops whose work starts on that India date, in order of work start. Only the centre's own people.
 */
export async function crewRoute(db: Db | DbTx, centreId: number, input: CrewRouteInput): Promise<CrewRoute> {
  const person = await db.crewMember.findUnique({
    where: { centreId_userId: { centreId, userId: input.userId } },
    select: {
      baseLatitude: true,
      baseLongitude: true,
      centre: { select: { latitude: true, longitude: true } },
      member: { select: { user: { select: { name: true } } } },
      holds: {
        where: {
          workStart: { gte: indiaToInstant(input.date, 0), lt: indiaToInstant(input.date, 24 * 60) },
        },
        orderBy: [{ workStart: "asc" }, { bookingId: "asc" }],
        select: {
          bookingId: true,
          leg: true,
          travelStart: true,
          workStart: true,
          workEnd: true,
          fromLatitude: true,
          fromLongitude: true,
          toLatitude: true,
          toLongitude: true,
          booking: {
            select: { code: true, status: true, address: true, zip: true, city: true, state: true },
          },
        },
      },
    },
  });
  if (!person) throw new DomainError("NOT_FOUND", "crewMemberNotFound", "userId");
  return {
    userId: input.userId,
    name: person.member.user.name,
    date: input.date,
    base:
      pointOf(person.baseLatitude, person.baseLongitude) ??
      pointOf(person.centre.latitude, person.centre.longitude),
    stops: person.holds.map((hold) => ({
      bookingId: hold.bookingId,
      code: hold.booking.code,
      leg: hold.leg,
      travelStart: hold.travelStart,
      workStart: hold.workStart,
      workEnd: hold.workEnd,
      from: { latitude: hold.fromLatitude, longitude: hold.fromLongitude },
      to: { latitude: hold.toLatitude, longitude: hold.toLongitude },
      place: shortPlace(hold.booking),
      status: hold.booking.status,
    })),
  };
}

const pointOf = (latitude: number | null, longitude: number | null): MapPoint | null =>
  latitude === null || longitude === null ? null : { latitude, longitude };

const PLACE_CHARS = 32;

/**
 * A place short enough for a map's label: the address's last part that is not the city, state or PIN (where the
 * locality is usually written), and the PIN. "Flat 4, Tower B, Sector 62, Noida" with 201301 is
 * "Sector 62, 201301".
 */
export function shortPlace(booking: { address: string; zip: string; city: string; state: string }): string {
  const skip = new Set([booking.city, booking.state, booking.zip].map((part) => part.trim().toLowerCase()));
  const parts = booking.address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== "" && !skip.has(part.toLowerCase()));
  const locality = parts.at(-1) ?? "";
  const short = locality.length > PLACE_CHARS ? `${locality.slice(0, PLACE_CHARS - 1).trimEnd()}…` : locality;
  return short ? `${short}, ${booking.zip}` : booking.zip;
}
