import { type CouponTerms, type ErrorKey, errorMessage, formatRupees } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";

export interface ApplicableCoupon extends CouponTerms {
  id: number;
  code: string;
  description: string;
}

const invalid = (key: ErrorKey, code: string, values: Record<string, string> = {}) =>
  new DomainError("BAD_INPUT", errorMessage(key, { code, ...values }), "couponCode");

/** Bookings that count as "having booked before" for first-booking offers. */
const COUNTED_STATUSES = [
  "pending_payment",
  "requested",
  "paid",
  "confirmed",
  "in_progress",
  "completed",
  "no_show",
] as const;

/** Checks a promo code for a customer and subtotal; the error names the reason. */
export async function findApplicableCoupon(
  db: Db | DbTx,
  code: string,
  customerId: number,
  subtotalPaise: number,
  now = new Date(),
): Promise<ApplicableCoupon> {
  const coupon = await db.coupon.findUnique({ where: { code } });
  if (!coupon || coupon.retiredAt) throw invalid("couponInvalid", code);
  if (coupon.validFrom > now) throw invalid("couponNotActive", code);
  if (coupon.validUntil && coupon.validUntil <= now) throw invalid("couponExpired", code);
  if (subtotalPaise < coupon.minOrderPaise) {
    throw invalid("couponMinOrder", code, { minimum: formatRupees(coupon.minOrderPaise) });
  }
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) {
    throw invalid("couponUsedUp", code);
  }
  const [usedByCustomer, earlierBookings] = await Promise.all([
    db.couponRedemption.count({ where: { couponId: coupon.id, userId: customerId } }),
    coupon.firstBookingOnly
      ? db.booking.count({ where: { customerId, status: { in: [...COUNTED_STATUSES] } } })
      : Promise.resolve(0),
  ]);
  if (usedByCustomer >= coupon.perUserLimit) throw invalid("couponAlreadyUsed", code);
  if (earlierBookings > 0) throw invalid("couponFirstBookingOnly", code);
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    percentOff: coupon.percentOff,
    amountOffPaise: coupon.amountOffPaise,
    maxDiscountPaise: coupon.maxDiscountPaise,
    allowsFree: coupon.allowsFree,
  };
}

/** Counts a redemption; refuses when the last one was taken meanwhile. Call inside the booking's transaction. */
export async function redeemCoupon(
  tx: DbTx,
  coupon: ApplicableCoupon,
  redemption: { userId: number; bookingId: number; discountPaise: number },
) {
  const counted = await tx.$executeRaw`
    UPDATE coupons SET redemption_count = redemption_count + 1
    WHERE id = ${coupon.id} AND (max_redemptions IS NULL OR redemption_count < max_redemptions)`;
  if (counted === 0) throw invalid("couponUsedUp", coupon.code);
  await tx.couponRedemption.create({ data: { couponId: coupon.id, ...redemption } });
}

/**
 * Gives a booking's promo code back when the booking ended and the customer keeps nothing of it (never paid,
 * or everything refunded): a cancelled or expired booking must not use up a one-time or first-booking offer.
 * Call inside the booking's transaction after any refund it triggers; does nothing when there is no
 * redemption or money is still held.
 */
export async function releaseCouponIfNothingKept(tx: DbTx, bookingId: number, heldPaise: number) {
  if (heldPaise > 0) return;
  const redemption = await tx.couponRedemption.findUnique({
    where: { bookingId },
    select: { id: true, couponId: true },
  });
  if (!redemption) return;
  await tx.couponRedemption.delete({ where: { id: redemption.id } });
  await tx.$executeRaw`
    UPDATE coupons SET redemption_count = redemption_count - 1
    WHERE id = ${redemption.couponId} AND redemption_count > 0`;
}
