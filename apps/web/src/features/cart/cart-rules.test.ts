import { describe, expect, it } from "vitest";
import type { NewCartItem } from "./cart-item";
import {
  addToCart,
  cartCentre,
  cartConflict,
  cartTotal,
  cartTotalPaise,
  parseCart,
  removeFromCart,
  setCartQuantity,
  switchCartVehicle,
} from "./cart-rules";

const foamWash: NewCartItem = {
  service_id: 11,
  price: 299,
  driver_fee: 99,
  vehicle_type_id: 5,
  vehicle_type: "Suv",
  category_name: "Basic Wash",
  sub_category_name: "Foam Wash",
  centre_id: 3,
  centre_name: "Sparkle Auto Spa",
};
const waxWash: NewCartItem = { ...foamWash, service_id: 12, price: 749.5, sub_category_name: "Wash & Wax" };

describe("adding to the cart", () => {
  it("adds a new service with quantity 1 and the legacy fields", () => {
    const items = addToCart([], foamWash);
    expect(items).toEqual([{ ...foamWash, id: 11, quantity: 1, pick_drop: false }]);
  });

  it("adds one to a service already in the cart", () => {
    const items = addToCart(addToCart([], foamWash), foamWash);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(2);
  });

  it("never goes above ten of one service", () => {
    let items = addToCart([], foamWash);
    items = setCartQuantity(items, 11, 10);
    expect(addToCart(items, foamWash)[0]?.quantity).toBe(10);
  });
});

describe("one centre and one vehicle per cart", () => {
  const items = addToCart([], foamWash);

  it("has no conflict for an empty cart or the same centre and vehicle", () => {
    expect(cartConflict([], foamWash)).toBeNull();
    expect(cartConflict(items, waxWash)).toBeNull();
  });

  it("names the centre already in the cart", () => {
    expect(cartConflict(items, { ...waxWash, centre_id: 4, centre_name: "Gloss Garage" })).toEqual({
      kind: "centre",
      centreName: "Sparkle Auto Spa",
    });
  });

  it("names the vehicle already in the cart", () => {
    expect(cartConflict(items, { ...waxWash, vehicle_type_id: 4, vehicle_type: "Sedan" })).toEqual({
      kind: "vehicle",
      vehicleType: "Suv",
    });
  });

  it("reports the cart's centre", () => {
    expect(cartCentre([])).toBeNull();
    expect(cartCentre(items)).toEqual({ id: 3, name: "Sparkle Auto Spa" });
  });
});

describe("changing lines", () => {
  const items = addToCart(addToCart([], foamWash), waxWash);

  it("sets a quantity, kept between 1 and 10", () => {
    expect(setCartQuantity(items, 12, 3).find((i) => i.id === 12)?.quantity).toBe(3);
    expect(setCartQuantity(items, 12, 0).find((i) => i.id === 12)?.quantity).toBe(1);
    expect(setCartQuantity(items, 12, 99).find((i) => i.id === 12)?.quantity).toBe(10);
    expect(setCartQuantity(items, 12, Number.NaN)).toEqual(items);
  });

  it("removes by id", () => {
    expect(removeFromCart(items, 11).map((i) => i.id)).toEqual([12]);
  });

  it("totals price × quantity without float drift", () => {
    const three = setCartQuantity(items, 12, 3);
    expect(cartTotalPaise(three)).toBe(29_900 + 3 * 74_950);
    expect(cartTotal(three)).toBe(2547.5);
    expect(cartTotal([])).toBe(0);
  });

  it("switches the vehicle, repricing lines and dropping those not offered", () => {
    const result = switchCartVehicle(items, { id: 4, name: "Sedan" }, (id) => (id === 11 ? 249 : null));
    expect(result.items).toEqual([{ ...items[0], price: 249, vehicle_type_id: 4, vehicle_type: "Sedan" }]);
    expect(result.dropped.map((i) => i.id)).toEqual([12]);
  });
});

describe("reading the stored cart", () => {
  it("reads what the cart wrote", () => {
    const items = addToCart([], foamWash);
    expect(parseCart(JSON.stringify(items))).toEqual(items);
  });

  it.each([
    ["nothing", null],
    ["broken JSON", "[{"],
    ["an object", '{"id":1}'],
  ])("treats %s as an empty cart", (_case, raw) => {
    expect(parseCart(raw)).toEqual([]);
  });

  it("drops malformed lines and repairs quantities", () => {
    const raw = JSON.stringify([
      { id: 1, price: "299" },
      { ...foamWash, id: 11, quantity: 0 },
    ]);
    expect(parseCart(raw)).toEqual([{ ...foamWash, id: 11, quantity: 1, pick_drop: false }]);
  });
});
