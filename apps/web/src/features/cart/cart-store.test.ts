import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart-item";
import { CART_KEY, centreChanged, readCart, serializeCart, writeCart } from "./cart-store";
import { memoryStorage } from "./test-storage";

const line: CartItem = {
  id: 11,
  service_id: 11,
  price: 299,
  driver_fee: 99,
  pick_drop: false,
  vehicle_type_id: 5,
  vehicle_type: "Suv",
  category_name: "Basic Wash",
  sub_category_name: "Foam Wash",
  quantity: 2,
  centre_id: 3,
  centre_name: "Sparkle Auto Spa",
};

describe("the stored cart", () => {
  it("is kept under the legacy key 'services' and read back", () => {
    const storage = memoryStorage();
    writeCart([line], storage);
    expect(JSON.parse(storage.data.get(CART_KEY) ?? "null")).toEqual([line]);
    expect(readCart(storage)).toEqual([line]);
  });

  it("removes the key when the cart is emptied", () => {
    const storage = memoryStorage({ [CART_KEY]: JSON.stringify([line]) });
    writeCart([], storage);
    expect(storage.data.has(CART_KEY)).toBe(false);
    expect(serializeCart([])).toBeNull();
  });

  it("reads an empty cart when storage is blocked", () => {
    const blocked = {
      getItem(): string | null {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem() {},
      removeItem() {},
    };
    expect(readCart(blocked)).toEqual([]);
    expect(readCart(null)).toEqual([]);
  });
});

describe("when the chosen slot must go", () => {
  it("is when the cart's centre changes or the cart empties", () => {
    const other = { ...line, centre_id: 4, centre_name: "Gloss Garage" };
    expect(centreChanged([line], [line, { ...line, id: 12, service_id: 12 }])).toBe(false);
    expect(centreChanged([line], [other])).toBe(true);
    expect(centreChanged([line], [])).toBe(true);
    expect(centreChanged([], [line])).toBe(true);
  });
});
