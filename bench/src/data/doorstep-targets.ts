import type pg from "pg";
import { rawPoolDb } from "../servers/raw-pg";
import { assertCentreReaches, DomainError, distanceKm, loadBookableCentre } from "../servers/workspace-code";
import { STREETS } from "./places";
import { createRandom } from "./random";
import type { BookableOffer } from "./targets";

/** An address a customer gives for a doorstep wash: a real PIN near the centre and a place of it, by name. */
export interface DoorstepAddress {
  zip: string;
  /** The address after the house number, naming the place the gazetteer finds it by: "Ring Road, Koramangala". */
  street: string;
  /** Where the gazetteer placed it when it was chosen ("Koramangala, Bangalore (560034)"). */
  label: string;
}

/** A doorstep centre's bookable offer, its washers, and addresses inside its reach. */
export interface DoorstepOffer extends BookableOffer {
  washers: number;
  addresses: DoorstepAddress[];
}

/** Addresses kept per centre: requests draw one and a house number, so no two are alike. */
const ADDRESSES_PER_CENTRE = 10;
/** Places an address can name (a PIN's own row is its centre, which an address never names). */
const NAMED_PLACES = ["locality", "landmark", "post_office"];
/** Places are fetched by grid cell: 0.1° (about 11 km), one cell around a centre's covers any radius up to 10 km. */
const CELLS_PER_DEGREE = 10;

interface DoorstepCentre {
  id: number;
  latitude: number;
  longitude: number;
  doorstepRadiusKm: number;
  washers: number;
}

interface NamedPlace {
  pin: string;
  name: string;
  latitude: number;
  longitude: number;
}

const cell = (degrees: number) => Math.floor(degrees * CELLS_PER_DEGREE);

/** The gazetteer's named places in and around the centres' grid cells, in one scan. */
async function placesAround(
  client: pg.ClientBase,
  centres: readonly DoorstepCentre[],
): Promise<NamedPlace[]> {
  const cells = new Map<string, [number, number]>();
  for (const centre of centres) {
    for (const dLat of [-1, 0, 1])
      for (const dLng of [-1, 0, 1]) {
        const at: [number, number] = [cell(centre.latitude) + dLat, cell(centre.longitude) + dLng];
        cells.set(at.join(","), at);
      }
  }
  const { rows } = await client.query<NamedPlace>(
    `SELECT p.pin, p.name, p.latitude, p.longitude FROM places p
     WHERE p.kind = ANY ($3::text[])
       AND (floor(p.latitude * ${CELLS_PER_DEGREE})::int, floor(p.longitude * ${CELLS_PER_DEGREE})::int)
         IN (SELECT * FROM unnest($1::int[], $2::int[]))`,
    [[...cells.values()].map(([lat]) => lat), [...cells.values()].map(([, lng]) => lng), NAMED_PLACES],
  );
  return rows;
}

/**
 * One doorstep offer per approved centre that offers doorstep and has washers (field-crew.sql.ts), with up to
 * ADDRESSES_PER_CENTRE addresses the booking module itself accepts for it: the gazetteer's named places within its
 * doorstep radius, each then checked with reach.ts's assertCentreReaches on the centre as booking loads it, which
 * places the address on the gazetteer as a booking does, so every request's address is inside the centre's reach.
 * Deterministic for a database.
 */
export async function loadDoorstepOffers(
  client: pg.ClientBase,
  offers: readonly BookableOffer[],
): Promise<DoorstepOffer[]> {
  const { rows: centres } = await client.query<DoorstepCentre>(`
    SELECT c.id, c.latitude, c.longitude, c.doorstep_radius_km AS "doorstepRadiusKm", count(m.id)::int AS washers
    FROM centres c JOIN crew_members m ON m.centre_id = c.id AND 'washer' = ANY (m.kinds)
    WHERE c.status = 'approved' AND c.offers_doorstep AND c.latitude IS NOT NULL AND c.longitude IS NOT NULL
    GROUP BY c.id ORDER BY c.id`);
  const offerOf = new Map(offers.map((offer) => [offer.centreId, offer]));
  const places = await placesAround(client, centres);
  const db = rawPoolDb(client);
  const random = createRandom(47);
  const doorstep: DoorstepOffer[] = [];
  for (const centre of centres) {
    const offer = offerOf.get(centre.id);
    if (!offer) continue;
    const near = places
      .filter((place) => distanceKm(centre, place) <= centre.doorstepRadiusKm)
      .map((place) => [place, random.next()] as const)
      .sort((a, b) => a[1] - b[1])
      .map(([place]) => place);
    // The centre as booking reads it (its reach: radius, listed PINs, whatever else decides it).
    const bookable = await loadBookableCentre({ pool: db }, centre.id);
    const addresses: DoorstepAddress[] = [];
    for (const place of near) {
      if (addresses.length >= ADDRESSES_PER_CENTRE) break;
      const street = `${random.pick(STREETS)}, ${place.name}`;
      const where = await assertCentreReaches({ pool: db }, bookable, {
        serviceMode: "doorstep",
        zip: place.pin,
        address: `1, ${street}`,
        city: offer.city,
      }).catch((error: unknown) => {
        // Placed out of reach (another place of the PIN matched the words): not an address for this centre.
        if (error instanceof DomainError) return null;
        throw error;
      });
      if (where) addresses.push({ zip: place.pin, street, label: where.label });
    }
    if (addresses.length > 0) doorstep.push({ ...offer, washers: centre.washers, addresses });
  }
  return doorstep;
}
