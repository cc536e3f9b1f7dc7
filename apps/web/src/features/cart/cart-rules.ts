import { type CartItem, MAX_QUANTITY, type NewCartItem, toCartItem } from "./cart-item";

export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.map(toCartItem).filter((item): item is CartItem => item !== null);
  } catch {
    return [];
  }
}

/** Σ price × quantity in paise, so rupee fractions add up exactly. */
export function cartTotalPaise(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
}

/** Σ price × quantity in rupees, as the legacy cart showed it. */
export function cartTotal(items: readonly CartItem[]): number {
  return cartTotalPaise(items) / 100;
}

export function cartCentre(items: readonly CartItem[]): { id: number; name: string } | null {
  const first = items[0];
  return first ? { id: first.centre_id, name: first.centre_name } : null;
}

/** The cart is for one centre and one vehicle; a line that breaks that needs a new cart. */
export type CartConflict =
  | { kind: "centre"; centreName: string }
  | { kind: "vehicle"; vehicleType: string }
  | null;

export function cartConflict(items: readonly CartItem[], item: NewCartItem): CartConflict {
  const first = items[0];
  if (!first) return null;
  if (first.centre_id !== item.centre_id) return { kind: "centre", centreName: first.centre_name };
  if (first.vehicle_type_id !== item.vehicle_type_id)
    return { kind: "vehicle", vehicleType: first.vehicle_type };
  return null;
}

/** A new line gets quantity 1; the same service again adds one (up to the maximum). */
export function addToCart(items: readonly CartItem[], item: NewCartItem): CartItem[] {
  const existing = items.find((line) => line.id === item.service_id);
  if (existing) {
    return items.map((line) =>
      line.id === item.service_id ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + 1) } : line,
    );
  }
  return [...items, { ...item, id: item.service_id, quantity: 1, pick_drop: false }];
}

/** Sets a line's quantity, kept between 1 and the maximum; remove a line with `removeFromCart`. */
export function setCartQuantity(items: readonly CartItem[], id: number, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity)) return [...items];
  const clamped = Math.min(MAX_QUANTITY, Math.max(1, Math.round(quantity)));
  return items.map((line) => (line.id === id ? { ...line, quantity: clamped } : line));
}

export function removeFromCart(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((line) => line.id !== id);
}

/**
 * Moves the cart to another vehicle type: each line takes that vehicle's price, and lines whose service is
 * not offered for it are dropped (returned so the page can say so).
 */
export function switchCartVehicle(
  items: readonly CartItem[],
  vehicle: { id: number; name: string },
  priceOf: (serviceId: number) => number | null,
): { items: CartItem[]; dropped: CartItem[] } {
  const kept: CartItem[] = [];
  const dropped: CartItem[] = [];
  for (const line of items) {
    const price = priceOf(line.service_id);
    if (price === null) dropped.push(line);
    else kept.push({ ...line, price, vehicle_type_id: vehicle.id, vehicle_type: vehicle.name });
  }
  return { items: kept, dropped };
}

export { MAX_QUANTITY };
