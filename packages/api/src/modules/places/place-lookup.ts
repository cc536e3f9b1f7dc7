import { Prisma } from "@chamak/db";
import type { PlaceRow } from "./place-row";
import { searchNameOf } from "./search-name";

const sql = Prisma.sql;

/** Runs a read: Prisma's, the pg pool's, or the benchmark's raw pg (catalog's SearchExec has this shape). */
export type PlaceExec = <T>(statement: Prisma.Sql) => Promise<T[]>;

/** A place as the lookups answer: its row's public part, and the words of the query it was found by. */
export type Place = Omit<PlaceRow, "searchName" | "searchNameHi" | "precision"> & {
  /** The words of the query the place was found by, in the search's normal form. */
  phrase: string;
};

const PLACE_COLUMNS = sql`p.kind, p.name, p.name_hi AS "nameHi", p.pin, p.city, p.district, p.state,
  p.latitude, p.longitude`;

/**
 * The place a query names, looked up by its phrases (each in the search's normal form, as `searchNameOf` writes
 * names): the longest phrase that is a place wins; among places of one name, one in a demo city (where the
 * centres are), then one placed exactly (a locality or landmark, not a post office at its PIN's centre), then a
 * PIN. A demo-city place named with a side of town also answers without it ("bandra" is Bandra West, not
 * Bandra in Rajasthan; "wadala" is Wadala East, not the Wadala post office's PIN centre). `cities`, when the query named
 * some, keeps to their places. Null when no phrase is a place.
 */
export async function placeNamed(
  exec: PlaceExec,
  phrases: readonly string[],
  cities: readonly string[] | null,
): Promise<Place | null> {
  if (phrases.length === 0) return null;
  const inCities = cities && cities.length > 0 ? sql`AND p.city = ANY(${[...cities]}::text[])` : sql``;
  const [place] = await exec<Place>(sql`
    SELECT ${PLACE_COLUMNS}, c.phrase
    FROM unnest(${[...phrases]}::text[]) AS c(phrase)
    CROSS JOIN LATERAL (
      SELECT p.*, true AS whole FROM places p WHERE p.search_name = c.phrase
      UNION ALL
      SELECT p.*, true FROM places p WHERE p.search_name_hi = c.phrase
      UNION ALL
      SELECT p.*, false FROM places p
      WHERE p.search_name = ANY(ARRAY[c.phrase || ' west', c.phrase || ' east', c.phrase || ' north',
        c.phrase || ' south']) AND p.city IS NOT NULL
    ) p
    WHERE true ${inCities}
    ORDER BY cardinality(string_to_array(c.phrase, ' ')) DESC, (p.city IS NOT NULL) DESC,
      (p.precision = 'exact') DESC, p.whole DESC,
      CASE p.kind WHEN 'locality' THEN 0 WHEN 'landmark' THEN 0 WHEN 'post_office' THEN 1 ELSE 2 END, p.id
    LIMIT 1`);
  return place ?? null;
}

/** Where an address is, as the gazetteer places it. */
export interface AddressLocation {
  latitude: number;
  longitude: number;
  /** "Sector 104, Noida (201304)": the place found, for messages. */
  label: string;
}

/**
 * Places an address by its PIN and locality: the most exactly placed locality, landmark or post office of that
 * PIN whose name is in the address's words, else the PIN's centre. Null for a PIN India Post does not have.
 */
export async function locateAddress(
  exec: PlaceExec,
  address: { pin: string; text: string },
): Promise<AddressLocation | null> {
  const words = ` ${searchNameOf(address.text)} `;
  const [place] = await exec<Place>(sql`
    SELECT ${PLACE_COLUMNS}, p.search_name AS phrase FROM places p
    WHERE p.pin = ${address.pin}
      AND (p.kind = 'pin' OR strpos(${words}, ' ' || p.search_name || ' ') > 0)
    ORDER BY (p.kind = 'pin'), (p.precision = 'exact') DESC, length(p.search_name) DESC, p.id
    LIMIT 1`);
  if (!place) return null;
  const where = place.city ?? place.district;
  const name = place.kind === "pin" ? where : `${place.name}, ${where}`;
  return { latitude: place.latitude, longitude: place.longitude, label: `${name} (${place.pin})` };
}
