import type { ErrorKey, ErrorValue } from "./messages";
import { formatRupees } from "./money";

/**
 * What a coupon may leave to pay for the services at least, unless an admin made it a free coupon: Razorpay's
 * smallest order, ₹1. A coupon alone never prices a booking at ₹0 by mistake.
 */
export const MIN_PAYABLE_AFTER_COUPON_PAISE = 100;

/** What a promo code takes off: a percentage (capped) or a fixed amount; `allowsFree` lets it take everything. */
export interface CouponTerms {
  percentOff: number | null;
  amountOffPaise: number | null;
  maxDiscountPaise: number | null;
  allowsFree: boolean;
}

/**
 * The discount a coupon gives on a subtotal: a percentage (rounded down, capped) or a fixed amount, never more
 * than leaves ₹1 to pay unless the coupon allows a free booking.
 */
export function couponDiscount(terms: CouponTerms, subtotalPaise: number): number {
  const raw =
    terms.percentOff !== null
      ? Math.floor((subtotalPaise * terms.percentOff) / 100)
      : (terms.amountOffPaise ?? 0);
  const capped = terms.maxDiscountPaise !== null ? Math.min(raw, terms.maxDiscountPaise) : raw;
  const ceiling = terms.allowsFree
    ? subtotalPaise
    : Math.max(0, subtotalPaise - MIN_PAYABLE_AFTER_COUPON_PAISE);
  return Math.min(capped, ceiling);
}

export interface CouponTermsIssue {
  path: "percentOff" | "amountOffPaise" | "maxDiscountPaise";
  key: ErrorKey;
  values?: Record<string, ErrorValue>;
}

/**
 * Why a new coupon's terms are impossible, field by field: one kind of discount, a percentage with a cap in
 * rupees, a flat amount below the minimum order; a free coupon (allowsFree) needs neither the cap nor the
 * minimum. The form and the server both check with this (couponCreateInput).
 */
export function couponTermsIssues(
  terms: Partial<CouponTerms> & { minOrderPaise?: number | null | undefined },
): CouponTermsIssue[] {
  const percent = terms.percentOff ?? null;
  const amount = terms.amountOffPaise ?? null;
  const cap = terms.maxDiscountPaise ?? null;
  const minOrder = terms.minOrderPaise ?? 0;
  if ((percent === null) === (amount === null)) {
    return [{ path: "percentOff", key: percent === null ? "couponNeedsDiscount" : "couponOneDiscount" }];
  }
  if (amount !== null) {
    if (cap !== null) return [{ path: "maxDiscountPaise", key: "couponCapOnlyForPercent" }];
    if (!terms.allowsFree && amount >= minOrder) {
      return [
        {
          path: "amountOffPaise",
          key: "couponAmountNotBelowMinOrder",
          values: { minimum: formatRupees(minOrder) },
        },
      ];
    }
    return [];
  }
  if (!terms.allowsFree && cap === null) return [{ path: "maxDiscountPaise", key: "couponCapRequired" }];
  return [];
}
