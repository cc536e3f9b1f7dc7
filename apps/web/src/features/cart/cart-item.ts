/**
 * A cart line as the legacy site stored it in localStorage "services" (field names kept as they were).
 * Prices are rupees for display only: the server prices every booking itself.
 */
export type CartItem = {
  /** Equals service_id. */
  id: number;
  /** Unit price in rupees for vehicle_type. */
  price: number;
  /** Pick & drop driver fee in rupees. */
  driver_fee: number;
  pick_drop: false;
  vehicle_type_id: number;
  vehicle_type: string;
  category_name: string;
  sub_category_name: string;
  service_id: number;
  quantity: number;
  centre_id: number;
  centre_name: string;
};

/** What a page hands to `add`: everything but the bookkeeping fields. */
export type NewCartItem = Omit<CartItem, "id" | "quantity" | "pick_drop">;

export const MAX_QUANTITY = 10;

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === "string";

/** A stored line, or null when it is not one (hand-edited storage, an older format). */
export function toCartItem(value: unknown): CartItem | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const serviceId = isNumber(v.service_id) ? v.service_id : v.id;
  if (!isNumber(serviceId) || !isNumber(v.price) || !isNumber(v.vehicle_type_id) || !isNumber(v.centre_id)) {
    return null;
  }
  const quantity = isNumber(v.quantity) ? Math.min(MAX_QUANTITY, Math.max(1, Math.round(v.quantity))) : 1;
  return {
    id: serviceId,
    price: v.price,
    driver_fee: isNumber(v.driver_fee) ? v.driver_fee : 0,
    pick_drop: false,
    vehicle_type_id: v.vehicle_type_id,
    vehicle_type: isText(v.vehicle_type) ? v.vehicle_type : "",
    category_name: isText(v.category_name) ? v.category_name : "",
    sub_category_name: isText(v.sub_category_name) ? v.sub_category_name : "",
    service_id: serviceId,
    quantity,
    centre_id: v.centre_id,
    centre_name: isText(v.centre_name) ? v.centre_name : "",
  };
}
