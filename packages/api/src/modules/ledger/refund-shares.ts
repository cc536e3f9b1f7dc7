/**
 * Razorpay neither refunds nor transfers less than ₹1.00 (100 paise) at a time. A refund that left a payment
 * with 1–99 paise could never give them back or pass them to the centre, so they would sit in the marketplace's
 * account unaccounted for. These rules keep every payment's refundable amount at 0 or at least ₹1.00.
 */
export const RAZORPAY_MIN_PAISE = 100;

/** True when paise can be refunded or transferred on their own: nothing, or at least ₹1.00. */
export function movable(paise: number): boolean {
  return paise === 0 || paise >= RAZORPAY_MIN_PAISE;
}

export interface RefundablePayment {
  id: number;
  refundablePaise: number;
}

/**
 * How much to take from each payment (newest first) for one refund, each share at least ₹1.00 and leaving each
 * payment at 0 or at least ₹1.00; null when no such split exists (for example ₹1.00 from two payments of
 * ₹1.50). Greedy: where a share would leave crumbs on a payment and an older one remains, this payment keeps
 * ₹1.00 more and the older one gives ₹1.00.
 */
export function planRefundShares(
  amountPaise: number,
  payments: readonly RefundablePayment[],
): Array<{ paymentId: number; sharePaise: number }> | null {
  const shares: Array<{ paymentId: number; sharePaise: number }> = [];
  let left = amountPaise;
  for (const [index, payment] of payments.entries()) {
    if (left === 0) break;
    let share = Math.min(left, payment.refundablePaise);
    const isLast = index === payments.length - 1;
    if (!movable(payment.refundablePaise - share) && !isLast) share = left - RAZORPAY_MIN_PAISE;
    if (share < RAZORPAY_MIN_PAISE || !movable(payment.refundablePaise - share)) return null;
    shares.push({ paymentId: payment.id, sharePaise: share });
    left -= share;
  }
  return left === 0 ? shares : null;
}
