import { type Db, Prisma } from "@chamak/db";
import { DEMO_CITY_PLACES_VERSION } from "./demo-city-places";
import { demoCityPlaces } from "./demo-city-rows";
import { indiaPostPlaces, indiaPostVersion } from "./india-post";
import type { PlaceRow } from "./place-row";

/** The gazetteer's data sets: each is reloaded whole when the version the database holds differs. */
export const PLACE_SOURCES = {
  "india-post": { version: indiaPostVersion, rows: indiaPostPlaces },
  "demo-cities": { version: () => DEMO_CITY_PLACES_VERSION, rows: demoCityPlaces },
} as const;
export type PlaceSourceName = keyof typeof PLACE_SOURCES;

/** Rows per INSERT: one JSON parameter each, small enough for PGlite's memory, few enough round trips. */
const BATCH = 5_000;
/** One loader at a time across nodes starting together. */
const LOCK_KEY = 47_010;

/**
 * Brings the places table up to the shipped data: each source whose version the database does not hold is
 * replaced in one transaction (readers see the old set until it commits). Cheap when current: one read.
 * Returns the sources loaded and their rows.
 */
export async function ensureGazetteer(
  db: Db,
  sources: readonly PlaceSourceName[] = ["india-post", "demo-cities"],
): Promise<{ source: PlaceSourceName; rows: number }[]> {
  const held = new Map((await db.placeSource.findMany()).map((row) => [row.source, row.version] as const));
  const stale = sources.filter((source) => held.get(source) !== PLACE_SOURCES[source].version());
  const loaded: { source: PlaceSourceName; rows: number }[] = [];
  for (const source of stale) {
    const { version, rows } = PLACE_SOURCES[source];
    loaded.push({ source, rows: await replaceSource(db, source, version(), rows()) });
  }
  return loaded;
}

/** Replaces a source's rows with `rows` in one transaction, recording `version`; returns how many. */
export async function replaceSource(
  db: Db,
  source: PlaceSourceName,
  version: string,
  rows: readonly PlaceRow[],
): Promise<number> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEY})`;
      const current = await tx.placeSource.findUnique({ where: { source } });
      if (current?.version === version) return current.rows; // another node loaded it meanwhile
      await tx.place.deleteMany({ where: { source } });
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = JSON.stringify(rows.slice(start, start + BATCH));
        await tx.$executeRaw(Prisma.sql`
          INSERT INTO places (source, kind, name, name_hi, search_name, search_name_hi, pin, city, district,
            state, latitude, longitude, precision)
          SELECT ${source}, kind, name, "nameHi", "searchName", "searchNameHi", pin, city, district, state,
            latitude, longitude, precision
          FROM json_to_recordset(${batch}::json) AS r(kind text, name text, "nameHi" text, "searchName" text,
            "searchNameHi" text, pin text, city text, district text, state text, latitude float8,
            longitude float8, precision text)`);
      }
      await tx.placeSource.upsert({
        where: { source },
        create: { source, version, rows: rows.length },
        update: { version, rows: rows.length, loadedAt: new Date() },
      });
      return rows.length;
    },
    { timeout: 300_000, maxWait: 60_000 },
  );
}
