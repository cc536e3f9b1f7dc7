import type { AvailabilityInput } from "@chamak/contracts";
import type { CartItem } from "../cart/cart-item";

export type CartRequest = Omit<AvailabilityInput, "date">;

/** The cart as the API takes it; the legacy rupee prices stay behind (the server prices the booking). */
export function cartRequestOf(items: readonly CartItem[]): CartRequest | null {
  const first = items[0];
  if (!first) return null;
  return {
    centreId: first.centre_id,
    vehicleTypeId: first.vehicle_type_id,
    items: items.map((item) => ({ serviceId: item.service_id, quantity: item.quantity })),
  };
}

/** One key per form: a double click (or a retry after a lost answer) books once. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
