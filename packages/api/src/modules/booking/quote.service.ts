import type { Quote, QuoteInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import { type ApplicableCoupon, findApplicableCoupon } from "../coupons";
import { type CartLine, type CartRow, cartColumn, cartQuantities, toCartLines } from "./cart-lines";
import { type BookingPrice, priceBooking } from "./pricing";
import { assertCentreReaches, type ReachedAddress } from "./reach";
import { type BookableCentre, loadBookableCentreWith } from "./schedule";

export interface PricedCart {
  centre: BookableCentre;
  lines: CartLine[];
  coupon: ApplicableCoupon | null;
  price: BookingPrice;
  /** Where a doorstep or pick & drop car is, how far, and its travel fee; null at the centre or not known yet. */
  where: ReachedAddress | null;
}

/**
 * Everything the server needs to price a cart: the centre, the lines, the coupon, the address's travel fee and
 * the total. A booking (`placeRequired`) is refused for an address the centre does not serve; a quote for one is
 * priced without a travel fee (availability says why no time is offered there, and the booking refuses it).
 */
export async function priceCart(
  db: Db,
  customerId: number | null,
  input: QuoteInput,
  now = currentTime(),
  options: { placeRequired?: boolean } = {},
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
  const where = await placeFor(db, centre, input, options.placeRequired ?? false);
  const price = priceBooking({
    lines,
    pickDrop: input.serviceMode === "pick_drop",
    centrePickDropFeePaise: centre.pickDropFeePaise,
    travelFeePaise: where?.travelFeePaise ?? 0,
    coupon,
  });
  return { centre, lines, coupon, price, where };
}

async function placeFor(
  db: Db,
  centre: BookableCentre,
  input: QuoteInput,
  required: boolean,
): Promise<ReachedAddress | null> {
  const { serviceMode, zip, address = "", city = "" } = input;
  // A booking's schema requires the PIN; a quote asked before it is typed has no travel fee yet.
  if (serviceMode === "at_centre" || !zip) return null;
  try {
    return await assertCentreReaches({ pool: db }, centre, { serviceMode, zip, address, city });
  } catch (error) {
    if (required || !(error instanceof DomainError) || error.code !== "BAD_INPUT") throw error;
    return null;
  }
}

export async function quoteCart(db: Db, customerId: number | null, input: QuoteInput): Promise<Quote> {
  const { price, coupon, where } = await priceCart(db, customerId, input);
  return {
    ...price,
    travelKm: where?.km ?? null,
    coupon: coupon && { code: coupon.code, description: coupon.description },
  };
}
