import type { DemoCity } from "./demo-city-places";

/** The demo city an India Post district belongs to: Delhi's districts, Gautam Buddha Nagar, Gurgaon, Mumbai. */
export function cityOfDistrict(district: string, state: string): DemoCity | null {
  if (state === "Delhi") return "Delhi";
  if (district === "Gautam Buddha Nagar") return "Noida";
  if (district === "Gurgaon") return "Gurugram";
  if (district === "Mumbai") return "Mumbai";
  return null;
}
