import { formatRupees, rupeesInputToPaise } from "../../lib/format";

/**
 * The refund forms' own check of a typed amount in rupees (the schema does not know the booking): more than ₹0
 * and at most what is left to refund. Null when it is within, or empty (everything left is refunded).
 */
export function refundAmountCheck(amount: number | string, remainingPaise: number): string | null {
  const amountPaise = rupeesInputToPaise(amount);
  if (amountPaise === null || (amountPaise > 0 && amountPaise <= remainingPaise)) return null;
  return `Refund amount must be more than ₹0 and at most ${formatRupees(remainingPaise)}`;
}
