import {
  type CouponTerms,
  type ErrorKey,
  errorMessage,
  type FirstBookingOffer,
  formatRupees,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";

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

type CouponRow = NonNullable<Awaited<ReturnType<Db["coupon"]["findUnique"]>>>;

/** Why a coupon cannot be used: an errors message id and its values (beside the code). */
type CouponRefusal = { key: ErrorKey; values?: Record<string, string> };

/**
 * Why this coupon cannot be used now by this customer (null: anyone, signed out) on this subtotal (null: any),
 * or null when it can: the one rule the booking applies and the first-booking hint asks.
 */
async function couponRefusal(
  db: Db | DbTx,
  coupon: CouponRow,
  customerId: number | null,
  subtotalPaise: number | null,
  now: Date,
): Promise<CouponRefusal | null> {
  if (coupon.retiredAt) return { key: "couponInvalid" };
  if (coupon.validFrom > now) return { key: "couponNotActive" };
  if (coupon.validUntil && coupon.validUntil <= now) return { key: "couponExpired" };
  if (subtotalPaise !== null && subtotalPaise < coupon.minOrderPaise) {
    return { key: "couponMinOrder", values: { minimum: formatRupees(coupon.minOrderPaise) } };
  }
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) {
    return { key: "couponUsedUp" };
  }
  if (customerId === null) return null;
  const [usedByCustomer, earlierBookings] = await Promise.all([
    db.couponRedemption.count({ where: { couponId: coupon.id, userId: customerId } }),
    coupon.firstBookingOnly
      ? db.booking.count({ where: { customerId, status: { in: [...COUNTED_STATUSES] } } })
      : Promise.resolve(0),
  ]);
  if (usedByCustomer >= coupon.perUserLimit) return { key: "couponAlreadyUsed" };
  if (earlierBookings > 0) return { key: "couponFirstBookingOnly" };
  return null;
}

/** Checks a promo code for a customer and subtotal; the error names the reason. */
export async function findApplicableCoupon(
  db: Db | DbTx,
  code: string,
  customerId: number,
  subtotalPaise: number,
  now = currentTime(),
): Promise<ApplicableCoupon> {
  const coupon = await db.coupon.findUnique({ where: { code } });
  if (!coupon) throw invalid("couponInvalid", code);
  const refusal = await couponRefusal(db, coupon, customerId, subtotalPaise, now);
  if (refusal) throw invalid(refusal.key, code, refusal.values);
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

/**
 * The first-booking offer the site may mention to this visitor: a live first-booking coupon the customer could
 * still use (by couponRefusal, whatever the cart), any live one for a signed-out visitor (customerId null), and
 * null when there is none, or for accounts that do not book (`customerId` undefined: centres and admins).
 */
export async function firstBookingOffer(
  db: Db,
  customerId: number | null | undefined,
  now = currentTime(),
): Promise<FirstBookingOffer | null> {
  if (customerId === undefined) return null;
  const offers = await db.coupon.findMany({
    where: { firstBookingOnly: true, retiredAt: null, validFrom: { lte: now } },
    orderBy: { id: "asc" },
  });
  for (const coupon of offers) {
    if ((await couponRefusal(db, coupon, customerId, null, now)) === null) {
      return {
        code: coupon.code,
        percentOff: coupon.percentOff,
        amountOffPaise: coupon.amountOffPaise,
        maxDiscountPaise: coupon.maxDiscountPaise,
      };
    }
  }
  return null;
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
