import type { CatalogService } from "@chamak/contracts";
import { createStoredValue } from "../../lib/stored-value";

export type Vehicle = { id: number; slug: string; name: string };

/** The legacy key: the chosen vehicle type lives in sessionStorage "VehicleType" (a slug here). */
export const VEHICLE_KEY = "VehicleType";
/** Chosen for the visitor when nothing is stored and the centre prices it (legacy default). */
export const DEFAULT_VEHICLE = "suv";

export const vehicleChoice = createStoredValue<string | null>({
  area: "session",
  key: VEHICLE_KEY,
  parse: (raw) => raw?.trim() || null,
  serialize: (value) => value,
});

/** Every vehicle type at least one of the centre's services is priced for, in the platform's order. */
export function centreVehicles(services: readonly CatalogService[]): Vehicle[] {
  const byId = new Map<number, Vehicle>();
  for (const service of services) {
    for (const price of service.prices) {
      byId.set(price.vehicleTypeId, {
        id: price.vehicleTypeId,
        slug: price.vehicleTypeSlug,
        name: price.vehicleTypeName,
      });
    }
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Matches a stored slug or a legacy stored name ("Suv"), case-insensitively. */
export function findVehicle(vehicles: readonly Vehicle[], wanted: string | null | undefined): Vehicle | null {
  const key = wanted?.trim().toLowerCase();
  if (!key) return null;
  return vehicles.find((v) => v.slug === key || v.name.toLowerCase() === key) ?? null;
}

/**
 * The vehicle the page prices for: the cart's (when the cart is from this centre), else the stored choice,
 * else the default when the centre prices it; null means "no vehicle chosen yet".
 */
export function resolveVehicle(
  vehicles: readonly Vehicle[],
  stored: string | null,
  cartVehicleId: number | null,
): Vehicle | null {
  if (cartVehicleId !== null) {
    const fromCart = vehicles.find((v) => v.id === cartVehicleId);
    if (fromCart) return fromCart;
  }
  if (stored) return findVehicle(vehicles, stored);
  return findVehicle(vehicles, DEFAULT_VEHICLE);
}

/** The service's price in paise for a vehicle, or null when it is not offered for it. */
export function priceFor(service: CatalogService, vehicleId: number | undefined): number | null {
  if (vehicleId === undefined) return null;
  return service.prices.find((p) => p.vehicleTypeId === vehicleId)?.pricePaise ?? null;
}
