import type { Db } from "@chamak/db";
import { replaceSource } from "../../src/modules/places/gazetteer-loader";
import type { PlaceRow } from "../../src/modules/places/place-row";

const pin = (code: string, city: string, state: string, latitude: number, longitude: number): PlaceRow => ({
  kind: "pin",
  name: code,
  nameHi: null,
  searchName: code,
  searchNameHi: null,
  pin: code,
  city,
  district: city,
  state,
  latitude,
  longitude,
  precision: "pin",
});

/** The PINs the fixtures' addresses use, at their centres as India Post's directory places them. */
const TEST_PINS: readonly PlaceRow[] = [
  pin("110001", "Delhi", "Delhi", 28.632743, 77.219597),
  pin("110019", "Delhi", "Delhi", 28.534692, 77.260174),
  pin("110024", "Delhi", "Delhi", 28.568713, 77.240372),
  pin("122002", "Gurugram", "Haryana", 28.474679, 77.104898),
  pin("122011", "Gurugram", "Haryana", 28.423, 77.1025),
  pin("400050", "Mumbai", "Maharashtra", 19.05517, 72.829952),
];

/**
 * Places the fixtures' PINs, so doorstep and pick & drop bookings can be measured against a centre's reach
 * (loading India Post's whole directory takes seconds). Once per database; nothing when a gazetteer is there.
 */
export async function ensureTestPlaces(db: Db): Promise<void> {
  if (await db.placeSource.findUnique({ where: { source: "india-post" } })) return;
  await replaceSource(db, "india-post", "test PINs", TEST_PINS);
}
