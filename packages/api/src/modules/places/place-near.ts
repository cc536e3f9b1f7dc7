import { Prisma } from "@chamak/db";
import type { PlaceExec } from "./place-lookup";

const sql = Prisma.sql;

/**
 * How far an exactly placed locality may be from a position and still name where it is: a Noida sector or a
 * Mumbai neighbourhood is a kilometre or two across. Farther, only the nearest PIN's centre answers.
 */
export const LOCALITY_KM = 2;
/** Kilometres in a degree of latitude (and of longitude at the equator), as the catalog's near-me box takes it. */
const KM_PER_DEGREE = 111.045;

/** The gazetteer's answer for a position: a locality, or a PIN's centre; `km` from the position to it. */
export interface NearestPlace {
  kind: "pin" | "locality";
  name: string;
  nameHi: string | null;
  pin: string;
  city: string | null;
  district: string;
  state: string;
  km: number;
}

/**
 * The place a position is at: an exactly placed locality within LOCALITY_KM (its PIN is the locality's own,
 * which a PIN's centre can get wrong: Noida's Sector 104 is nearer 201303's centre than its own 201304's), else
 * the nearest PIN's centre, within `maxKm` either way; null when nothing is that near (the sea, the border, a
 * place India Post does not place). Post offices are never the answer: each sits at its PIN's centre, and which
 * of a PIN's offices is "nearest" would be chance. A bounding box on places_near_idx (latitude, longitude; PINs
 * and localities only) narrows the rows before the exact distance (haversine, as distance.ts and the catalog's
 * search measure it).
 */
export async function nearestPlace(
  exec: PlaceExec,
  position: { latitude: number; longitude: number },
  maxKm: number,
): Promise<NearestPlace | null> {
  const { latitude: lat, longitude: lng } = position;
  const dLat = maxKm / KM_PER_DEGREE;
  const dLng = maxKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  const km = sql`12742.0 * asin(least(1.0, sqrt(
    power(sin(radians(p.latitude - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(p.latitude))
    * power(sin(radians(p.longitude - ${lng}::float8) / 2), 2))))`;
  // The kinds are written out, not parameters: the planner proves the partial index's WHERE from them.
  const [place] = await exec<NearestPlace>(sql`
    SELECT p.kind, p.name, p.name_hi AS "nameHi", p.pin, p.city, p.district, p.state, d.km
    FROM places p
    CROSS JOIN LATERAL (SELECT ${km} AS km) d
    WHERE p.kind IN ('pin', 'locality')
      AND p.latitude BETWEEN ${lat - dLat}::float8 AND ${lat + dLat}::float8
      AND p.longitude BETWEEN ${lng - dLng}::float8 AND ${lng + dLng}::float8
      AND d.km <= ${maxKm}::float8
      AND (p.kind = 'pin' OR d.km <= ${LOCALITY_KM}::float8)
    ORDER BY (p.kind = 'locality') DESC, d.km, p.id
    LIMIT 1`);
  return place ?? null;
}
