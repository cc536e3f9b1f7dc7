import { DEMO_CITY_PLACES, type DemoCity } from "./demo-city-places";
import type { PlaceRow } from "./place-row";
import { searchNameOf } from "./search-name";

const CITY_AREA: Record<DemoCity, { district: string; state: string }> = {
  Delhi: { district: "Delhi", state: "Delhi" },
  Noida: { district: "Gautam Buddha Nagar", state: "Uttar Pradesh" },
  Gurugram: { district: "Gurgaon", state: "Haryana" },
  Mumbai: { district: "Mumbai", state: "Maharashtra" },
};

/** The demo cities' localities and landmarks as gazetteer rows. */
export function demoCityPlaces(): PlaceRow[] {
  return DEMO_CITY_PLACES.map(([name, nameHi, kind, city, pin, latitude, longitude]) => ({
    kind,
    name,
    nameHi,
    searchName: searchNameOf(name),
    searchNameHi: searchNameOf(nameHi),
    pin,
    city,
    ...CITY_AREA[city],
    latitude,
    longitude,
    precision: "exact",
  }));
}
