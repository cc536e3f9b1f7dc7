import { describe, expect, it } from "vitest";
import type { CartItem } from "../cart/cart-item";
import { cartRequestOf, newIdempotencyKey } from "./booking-cart";
import { indiaDate } from "./india-time";

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

describe("indiaDate", () => {
  it("uses India's calendar, not the browser's (tests run in New York)", () => {
    // 20:00 in New York on 9 June is already 10 June in India.
    expect(indiaDate(new Date("2025-06-10T00:00:00Z"))).toBe("2025-06-10");
    expect(indiaDate(new Date("2025-06-09T19:00:00Z"))).toBe("2025-06-10");
    expect(indiaDate(new Date("2025-06-09T18:00:00Z"), 1)).toBe("2025-06-10");
  });
});
