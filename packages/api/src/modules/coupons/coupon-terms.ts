/** What a promo code takes off: a percentage (capped) or a fixed amount. */
export interface CouponTerms {
  percentOff: number | null;
  amountOffPaise: number | null;
  maxDiscountPaise: number | null;
}

/** The discount a coupon gives on a subtotal: a percentage (rounded down, capped) or a fixed amount. */
export function couponDiscount(terms: CouponTerms, subtotalPaise: number): number {
  const raw =
    terms.percentOff !== null
      ? Math.floor((subtotalPaise * terms.percentOff) / 100)
      : (terms.amountOffPaise ?? 0);
  const capped = terms.maxDiscountPaise !== null ? Math.min(raw, terms.maxDiscountPaise) : raw;
  return Math.min(capped, subtotalPaise);
}
