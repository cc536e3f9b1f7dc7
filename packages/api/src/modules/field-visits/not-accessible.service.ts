import type { DbTx } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { lockBooking, moveBooking } from "../booking";
import {
  appendLedgerEntries,
  deriveBookingMoney,
  ledgerRef,
  ledgerTotals,
  notAccessibleFeeFor,
  refundBeyondDue,
  syncPaymentStatus,
} from "../ledger";

/** What recording a car not accessible did to the booking's money. */
export interface NotAccessibleCharge {
  feePaise: number;
  refundPaise: number;
}

/**
 * The washer came and the car could not be reached (the photo is on the visit): the booking becomes a no-show
 * whose price is the policy's fee (`not_accessible_fee`, FIELD_VISIT_POLICY.notAccessibleFeePaise, never more
 * than it costs), what was paid online beyond the fee goes back (refundBeyondDue), and the centre's share of the
 * fee is settled like any price (the commission on the fee; booking.no_show releases it). A cash booking owes
 * the fee. One whose cash the centre already took gets no fee: the centre holds the customer's money, as for any
 * no-show. Call in the washer action's transaction (it locks the booking); a booking not live is refused by
 * the state machine (moveBooking).
 */
export async function chargeNotAccessible(
  tx: DbTx,
  actor: Actor,
  bookingId: number,
): Promise<NotAccessibleCharge> {
  const booking = await lockBooking(tx, bookingId);
  const totals = await ledgerTotals(tx, bookingId);
  const feePaise = deriveBookingMoney(totals).cashPaise > 0 ? 0 : notAccessibleFeeFor(totals);
  await moveBooking(tx, booking, "no_show", actor, {}, { notAccessibleFeePaise: feePaise });
  await appendLedgerEntries(tx, actor, [
    { bookingId, kind: "not_accessible_fee", amountPaise: feePaise, reference: ledgerRef.booking(bookingId) },
  ]);
  await syncPaymentStatus(tx, bookingId);
  const refundPaise =
    feePaise > 0
      ? await refundBeyondDue(tx, actor, {
          bookingId,
          reason: "Car not accessible: the fee is kept, the rest refunded",
        })
      : 0;
  return { feePaise, refundPaise };
}
