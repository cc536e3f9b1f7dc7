import type { CartItem } from "../../src/features/cart/cart-item";

/** One Foam Wash for a hatchback at Sparkle Hub (centre 7), as the cart keeps it: the booking form's tests' cart. */
export const FOAM_AT_SPARKLE_HUB: CartItem = {
  id: 11,
  price: 299,
  driver_fee: 0,
  pick_drop: false,
  vehicle_type_id: 1,
  vehicle_type: "Hatchback",
  category_name: "Basic Wash",
  sub_category_name: "Foam Wash",
  service_id: 11,
  quantity: 1,
  centre_id: 7,
  centre_name: "Sparkle Hub",
};
