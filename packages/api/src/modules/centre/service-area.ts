import { type ServiceAreaCorners, type TravelFeeBand, travelFeeBandsSchema } from "@chamak/contracts";
import { type Db, type DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { distanceKm } from "../places";

// A centre's drawn service area is PostgreSQL's own polygon type (x = longitude, y = latitude), so that booking
// and search ask "is this address inside" of the database the same way (`@>`); Prisma has no polygon, so it is
// read and written here in SQL. This file is the only writer of centres.service_area.

/** The furthest a drawn area's corner may be from the centre, as for a radius. */
const MAX_AREA_KM = 50;

/** The area as PostgreSQL writes a polygon: "((77.36,28.54),(77.38,28.55),…)". */
const polygonText = (corners: ServiceAreaCorners) =>
  `(${corners.map((corner) => `(${corner.longitude},${corner.latitude})`).join(",")})`;

function cornersOf(text: string): ServiceAreaCorners {
  return [...text.matchAll(/\(([-\d.e+]+),([-\d.e+]+)\)/g)].map((match) => ({
    longitude: Number(match[1]),
    latitude: Number(match[2]),
  }));
}

/** A centre's travel fee bands as stored (centres.travel_fee_bands, written only through the profile's schema). */
export const storedTravelFeeBands = (json: unknown): TravelFeeBand[] => travelFeeBandsSchema.parse(json);

export async function readServiceArea(db: Db | DbTx, centreId: number): Promise<ServiceAreaCorners | null> {
  const [row] = await db.$queryRaw<{ area: string | null }[]>(
    Prisma.sql`SELECT service_area::text AS area FROM centres WHERE id = ${centreId}`,
  );
  return row?.area ? cornersOf(row.area) : null;
}

export async function writeServiceArea(
  tx: DbTx,
  centreId: number,
  corners: ServiceAreaCorners | null,
): Promise<void> {
  await tx.$executeRaw(
    Prisma.sql`UPDATE centres SET service_area = ${corners && polygonText(corners)}::polygon WHERE id = ${centreId}`,
  );
}

/**
 * A drawn area and travel fees are measured from the centre: it needs a location, and every corner lies within
 * MAX_AREA_KM of it (a typo in a corner would otherwise sell doorstep washes in another state).
 */
export function assertAreaAroundCentre(
  centre: { latitude: number | null; longitude: number | null },
  corners: ServiceAreaCorners | null,
  bands: readonly TravelFeeBand[],
): void {
  if (corners === null && bands.length === 0) return;
  const { latitude, longitude } = centre;
  if (latitude === null || longitude === null) {
    throw new DomainError("BAD_INPUT", "areaNeedsLocation", corners ? "serviceArea" : "travelFeeBands");
  }
  corners?.forEach((corner, index) => {
    const km = distanceKm({ latitude, longitude }, corner);
    if (km > MAX_AREA_KM) {
      throw new DomainError(
        "BAD_INPUT",
        { id: "errors.areaTooFar", values: { corner: index + 1, km: km.toFixed(1) } },
        "serviceArea",
      );
    }
  });
}
