import { type IndianState, stateByName } from "@chamak/contracts";

/** India Post's names for states that the address form's list (contracts/states.ts) spells otherwise. */
const INDIA_POST_STATES: Readonly<Record<string, IndianState>> = {
  "Andaman & Nicobar": "Andaman and Nicobar Islands",
  Chattisgarh: "Chhattisgarh",
  "Dadra & Nagar Haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "Daman & Diu": "Dadra and Nagar Haveli and Daman and Diu",
  "Jammu & Kashmir": "Jammu and Kashmir",
  Pondicherry: "Puducherry",
};

/** Ladakh's districts, which India Post's directory still files under Jammu & Kashmir. */
const LADAKH_DISTRICTS = new Set(["Leh", "Kargil"]);

/** A gazetteer row's state as the address form lists it; null for a name that is none of the list. */
export function stateOfPlace(place: { district: string; state: string }): IndianState | null {
  if (LADAKH_DISTRICTS.has(place.district)) return "Ladakh";
  return INDIA_POST_STATES[place.state] ?? stateByName(place.state)?.name ?? null;
}
