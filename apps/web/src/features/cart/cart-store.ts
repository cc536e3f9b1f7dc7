import { useMemo } from "react";
import {
  browserStorage,
  createStoredValue,
  readRaw,
  type StorageLike,
  writeRaw,
} from "../../lib/stored-value";
import type { CartItem, NewCartItem } from "./cart-item";
import {
  addToCart,
  type CartConflict,
  cartCentre,
  cartConflict,
  cartTotal,
  cartTotalPaise,
  parseCart,
  removeFromCart,
  setCartQuantity,
} from "./cart-rules";
import { clearSelectedSlot } from "./slot-store";

export type { CartItem, NewCartItem } from "./cart-item";

/** The legacy key: the cart lives in localStorage "services" and survives reloads. */
export const CART_KEY = "services";

export function serializeCart(items: readonly CartItem[]): string | null {
  return items.length > 0 ? JSON.stringify(items) : null;
}

const cartValue = createStoredValue<CartItem[]>({
  area: "local",
  key: CART_KEY,
  parse: parseCart,
  serialize: serializeCart,
});

export function readCart(storage: StorageLike | null = browserStorage("local")): CartItem[] {
  return parseCart(readRaw(storage, CART_KEY));
}

export function writeCart(items: readonly CartItem[], storage: StorageLike | null = browserStorage("local")) {
  writeRaw(storage, CART_KEY, serializeCart(items));
}

/** Whether a change of cart must forget the chosen slot: the slot belongs to the cart's centre. */
export function centreChanged(before: readonly CartItem[], after: readonly CartItem[]): boolean {
  return cartCentre(before)?.id !== cartCentre(after)?.id;
}

function commit(next: CartItem[]): void {
  const before = cartValue.get();
  cartValue.set(next);
  if (centreChanged(before, next)) clearSelectedSlot();
}

export type AddResult = { added: true } | { added: false; conflict: NonNullable<CartConflict> };

/**
 * Adds a service. A line from another centre (or for another vehicle) is refused with the conflict, so the
 * page can ask; `{ newCart: true }` then starts a new cart with it.
 */
export function addCartItem(item: NewCartItem, options: { newCart?: boolean } = {}): AddResult {
  const items = options.newCart ? [] : cartValue.get();
  const conflict = cartConflict(items, item);
  if (conflict) return { added: false, conflict };
  commit(addToCart(items, item));
  return { added: true };
}

export const cartActions = {
  add: addCartItem,
  setQuantity(id: number, quantity: number) {
    commit(setCartQuantity(cartValue.get(), id, quantity));
  },
  remove(id: number) {
    commit(removeFromCart(cartValue.get(), id));
  },
  /** Replaces every line at once (e.g. after switching the vehicle type). */
  replace(items: CartItem[]) {
    commit(items);
  },
  clear() {
    commit([]);
  },
};

export type Cart = {
  items: CartItem[];
  /** Rupees (display only). */
  total: number;
  totalPaise: number;
  centreId: number | null;
  centreName: string | null;
} & typeof cartActions;

/** The cart, live across components and tabs. */
export function useCart(): Cart {
  const items = cartValue.use();
  return useMemo(() => {
    const centre = cartCentre(items);
    return {
      items,
      total: cartTotal(items),
      totalPaise: cartTotalPaise(items),
      centreId: centre?.id ?? null,
      centreName: centre?.name ?? null,
      ...cartActions,
    };
  }, [items]);
}
