import {
  arrivalWindow,
  firstNameOf,
  indiaDate,
  indiaToInstant,
  type PlanStop,
  readSiteDetails,
  siteDetailsLine,
  type WasherDay,
  type WasherStop,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import { washerPlanStops } from "../wash-plans";

/** A link that opens the phone's own maps app with directions to the car (no map data passes through us). */
export function navigateUrl(to: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${to.latitude},${to.longitude}`;
}

/** Directions to a point, or a search for the address when it has none (a plan subscriber's address may not). */
function navigateTo(point: { latitude: number | null; longitude: number | null }, address: string): string {
  return point.latitude !== null && point.longitude !== null
    ? navigateUrl({ latitude: point.latitude, longitude: point.longitude })
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * A washer's or driver's stops on one India day (today unless given) at the caller's centre, in the order they
 * go: every leg they hold, with what the phone needs to work without signal (address, site details, the car,
 * the services, where the visit and its job card are, and the version to send back), and the morning's plan
 * washes (wash-plans' round, in society, tower and slot order). Never the customer's phone number: calls go
 * through the platform.
 */
export async function washerDay(
  db: Db,
  person: { userId: number; centreId: number },
  date = indiaDate(currentTime()),
): Promise<WasherDay> {
  const centre = await db.centre.findUniqueOrThrow({
    where: { id: person.centreId },
    select: { name: true, latitude: true, longitude: true },
  });
  const holds = await db.crewHold.findMany({
    where: {
      centreId: person.centreId,
      member: { userId: person.userId },
      workStart: { gte: indiaToInstant(date, 0), lt: indiaToInstant(date, 24 * 60) },
      booking: { status: { notIn: ["cancelled", "expired"] } },
    },
    orderBy: [{ workStart: "asc" }, { bookingId: "asc" }],
    select: {
      leg: true,
      travelStart: true,
      workStart: true,
      workEnd: true,
      fromLatitude: true,
      fromLongitude: true,
      member: { select: { baseLatitude: true, baseLongitude: true } },
      booking: {
        select: {
          id: true,
          code: true,
          status: true,
          slotStart: true,
          address: true,
          zip: true,
          siteDetails: true,
          vehicleNumber: true,
          brand: true,
          vehicleType: { select: { name: true } },
          customer: { select: { name: true } },
          items: { select: { subCategoryName: true } },
          jobCard: { select: { state: true, photos: { select: { stage: true, side: true } } } },
          fieldVisits: { select: { leg: true, state: true, etaAt: true, version: true } },
        },
      },
    },
  });
  const stops = holds.map((hold): WasherStop => {
    const { booking } = hold;
    const visit = booking.fieldVisits.find((row) => row.leg === hold.leg);
    const site = readSiteDetails(booking.siteDetails);
    const to = { latitude: hold.fromLatitude, longitude: hold.fromLongitude };
    return {
      bookingId: booking.id,
      bookingCode: booking.code,
      leg: hold.leg,
      travelStart: hold.travelStart,
      workStart: hold.workStart,
      workEnd: hold.workEnd,
      arrivalWindow: arrivalWindow(hold.workStart),
      travelMinutes: Math.round((hold.workStart.getTime() - hold.travelStart.getTime()) / 60_000),
      customerFirstName: firstNameOf(booking.customer.name),
      address: booking.address,
      zip: booking.zip,
      to,
      site,
      siteLine: siteDetailsLine(site),
      vehicle: [booking.brand, booking.vehicleType.name, booking.vehicleNumber].filter(Boolean).join(" · "),
      services: booking.items.map((item) => item.subCategoryName),
      bookingStatus: booking.status,
      visit: visit
        ? { state: visit.state, etaAt: visit.etaAt, version: visit.version }
        : { state: "assigned", etaAt: null, version: 0 },
      jobCardState: booking.jobCard?.state ?? null,
      checkInSides: [
        ...new Set(
          (booking.jobCard?.photos ?? [])
            .filter((photo) => photo.stage === "check_in")
            .map((photo) => photo.side),
        ),
      ],
      afterPhotoCount: (booking.jobCard?.photos ?? []).filter((photo) => photo.stage === "after").length,
      navigateUrl: navigateUrl(to),
    };
  });
  const planStops = (await washerPlanStops(db, person, date)).map(
    ({ latitude, longitude, ...stop }): PlanStop => ({
      ...stop,
      siteLine: siteDetailsLine(stop.site),
      navigateUrl: navigateTo({ latitude, longitude }, `${stop.address} ${stop.zip}`),
    }),
  );
  const own = holds[0]?.member;
  const baseLatitude = own?.baseLatitude ?? centre.latitude;
  const baseLongitude = own?.baseLongitude ?? centre.longitude;
  return {
    date,
    centreName: centre.name,
    base:
      baseLatitude !== null && baseLongitude !== null
        ? { latitude: baseLatitude, longitude: baseLongitude }
        : null,
    stops,
    planStops,
  };
}
