import { describe, expect, it } from "vitest";
import type { CartItem } from "../cart/cart-item";
import { cartRequestOf, newIdempotencyKey } from "./booking-cart";

const line = (serviceId: number, quantity: number): CartItem => ({
  id: serviceId,
  price: 319,
  driver_fee: 99,
  pick_drop: false,
  vehicle_type_id: 2,
  vehicle_type: "Car",
  category_name: "Basic Wash",
  sub_category_name: "Foam Wash",
  service_id: serviceId,
  quantity,
  centre_id: 7,
  centre_name: "Sparkle Auto Spa",
});

describe("cartRequestOf", () => {
  it("sends ids and quantities only: the server prices the cart", () => {
    expect(cartRequestOf([line(1, 1), line(2, 3)])).toEqual({
      centreId: 7,
      vehicleTypeId: 2,
      items: [
        { serviceId: 1, quantity: 1 },
        { serviceId: 2, quantity: 3 },
      ],
    });
  });

  it("is null for an empty cart", () => {
    expect(cartRequestOf([])).toBeNull();
  });
});

describe("newIdempotencyKey", () => {
  it("makes a fresh key that the API accepts (8 to 64 characters)", () => {
    const key = newIdempotencyKey();
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(64);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
