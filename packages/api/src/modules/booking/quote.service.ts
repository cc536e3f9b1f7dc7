import type { Quote, QuoteInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import { type ApplicableCoupon, findApplicableCoupon } from "../coupons";
import { type CartLine, type CartRow, cartColumn, cartQuantities, toCartLines } from "./cart-lines";
import { type BookingPrice, priceBooking } from "./pricing";
import { type BookableCentre, loadBookableCentreWith } from "./schedule";

export interface PricedCart {
  centre: BookableCentre;
  lines: CartLine[];
  coupon: ApplicableCoupon | null;
  price: BookingPrice;
}

/** Everything the server needs to price a cart: the centre, the lines, the coupon and the total. */
export async function priceCart(
  db: Db,
  customerId: number | null,
  input: QuoteInput,
  now = currentTime(),
): Promise<PricedCart> {
  const quantities = cartQuantities(input.items);
  const { centre, extra } = await loadBookableCentreWith<{ cart: CartRow[] }>({ pool: db }, input.centreId, [
    cartColumn(input.vehicleTypeId, quantities),
  ]);
  if (input.serviceMode === "pick_drop" && !centre.offersPickDrop) {
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.noPickDrop", values: { centre: centre.name } },
      "serviceMode",
    );
  }
  if (input.serviceMode === "doorstep" && !centre.offersDoorstep) {
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.noDoorstep", values: { centre: centre.name } },
      "serviceMode",
    );
  }
  const lines = toCartLines(extra.cart, quantities);
  let coupon: ApplicableCoupon | null = null;
  if (input.couponCode) {
    if (customerId === null) throw new DomainError("UNAUTHENTICATED", "signInForCoupon", "couponCode");
    const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    coupon = await findApplicableCoupon(db, input.couponCode, customerId, subtotal, now);
  }
  const price = priceBooking({
    lines,
    pickDrop: input.serviceMode === "pick_drop",
    centrePickDropFeePaise: centre.pickDropFeePaise,
    coupon,
  });
  return { centre, lines, coupon, price };
}

export async function quoteCart(db: Db, customerId: number | null, input: QuoteInput): Promise<Quote> {
  const { price, coupon } = await priceCart(db, customerId, input);
  return { ...price, coupon: coupon && { code: coupon.code, description: coupon.description } };
}
