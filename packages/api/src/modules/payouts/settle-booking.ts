import type { DbTx, LedgerKind } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { lockBooking } from "../booking";
import { appendLedgerEntries, deriveBookingPayout, type LedgerEntryInput, ledgerTotals } from "../ledger";
import { settlementRatesAt } from "./rates";
import { centreReceivablePaise, lockCentreReceivable } from "./receivable";
import { type SettlementTarget, settlementTarget } from "./settlement";

const SYSTEM: Actor = { id: null, role: "system" };

/** What is left to do at Razorpay after a booking's books are brought in line. */
export interface Settled {
  target: SettlementTarget;
  /** Sent to the centre beyond its share now (a refund came after the transfer): Route must take it back. */
  overTransferredPaise: number;
}

/**
 * Brings a booking's commission, TCS and transfers in line with what is kept of its money now
 * (settlementTarget), in the caller's transaction: the differences are ledger entries under the booking and
 * `reference` (the event's, so a retry records nothing twice).
 * - A cash booking only gets its commission: the centre holds the cash, so the commission is what it owes
 *   (the receivable, see receivable.ts).
 * - A UPI booking's share first pays what the centre owes (`receivable_offset`), then goes on transfers: a new
 *   one waits to be sent for each captured payment that has none; a waiting one shrinks when less is due. When
 *   less is due, what was kept back for the receivable is given back to it first, then waiting transfers
 *   shrink; what was already sent and is now too much is returned as `overTransferredPaise` for Route to reverse.
 */
export async function settleBooking(tx: DbTx, bookingId: number, reference: string): Promise<Settled> {
  await lockBooking(tx, bookingId);
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      id: true,
      centreId: true,
      paymentMethod: true,
      centre: { select: { id: true, gstin: true, gstRegisteredAt: true } },
      payments: {
        where: { state: { in: ["captured", "refunded"] }, capturedAt: { not: null } },
        select: { id: true, amountPaise: true, capturedAt: true },
        orderBy: { capturedAt: "asc" },
      },
    },
  });
  const nothing: SettlementTarget = { settledPaise: 0, commissionPaise: 0, tcsPaise: 0, centreSharePaise: 0 };
  const firstCapture = booking.payments[0]?.capturedAt;
  if (!firstCapture) return { target: nothing, overTransferredPaise: 0 };

  const totals = await ledgerTotals(tx, bookingId);
  const rates = await settlementRatesAt(tx, booking.centre, firstCapture);
  const target = settlementTarget(totals, rates, booking.paymentMethod);
  const payout = deriveBookingPayout(totals);
  const entries: LedgerEntryInput[] = [];
  // Ledger references are unique per kind across all bookings: this one names the booking and the event.
  const settlement = `settle:${bookingId}:${reference}`;
  // The difference from what is recorded, as an entry of the kind that raises or lowers it.
  const adjust = (now: number, due: number, [up, down]: readonly [LedgerKind, LedgerKind]) => {
    if (due > now) entries.push({ bookingId, kind: up, amountPaise: due - now, reference: settlement });
    if (due < now) entries.push({ bookingId, kind: down, amountPaise: now - due, reference: settlement });
  };
  adjust(payout.commissionPaise, target.commissionPaise, ["commission", "commission_reversed"]);
  adjust(payout.tcsPaise, target.tcsPaise, ["tcs_withheld", "tcs_reversed"]);
  if (booking.paymentMethod === "cash") {
    await appendLedgerEntries(tx, SYSTEM, entries);
    return { target, overTransferredPaise: 0 };
  }

  const allTransfers = await tx.transfer.findMany({
    where: { bookingId },
    select: {
      id: true,
      paymentId: true,
      amountPaise: true,
      state: true,
      ledger: { where: { kind: "transfer_reversed" }, select: { amountPaise: true } },
    },
    orderBy: { id: "asc" },
  });
  // A failed transfer moved nothing, but its payment keeps it: no other transfer is made from that payment.
  const transfers = allTransfers.filter((t) => t.state !== "failed");
  const committed = sumOf(transfers) - payout.reversedPaise + payout.offsetPaise;
  let gap = target.centreSharePaise - committed;
  // The share pays the centre's debt first, or gives back to it first what it no longer can.
  if (gap !== 0) await lockCentreReceivable(tx, booking.centreId);
  const offset = gap > 0 ? Math.min(gap, await centreReceivablePaise(tx, booking.centreId)) : 0;
  const offsetBack = gap < 0 ? Math.min(-gap, payout.offsetPaise) : 0;
  adjust(payout.offsetPaise, payout.offsetPaise + offset - offsetBack, [
    "receivable_offset",
    "receivable_offset_reversed",
  ]);
  gap += offsetBack - offset;
  await appendLedgerEntries(tx, SYSTEM, entries);

  // More is due: each payment carries up to its amount, less what its transfers still hold. That is all of it
  // for a payment with no transfer yet, and what Route took back when the share comes due again (a refund that
  // reversed it failed): that goes on the payment's waiting transfer, or a new one.
  for (const payment of booking.payments) {
    if (gap <= 0) break;
    const its = allTransfers.filter((t) => t.paymentId === payment.id);
    if (its.some((t) => t.state === "failed")) continue;
    const held = its.reduce((sum, t) => sum + t.amountPaise - sumOf(t.ledger), 0);
    const amountPaise = Math.min(gap, payment.amountPaise - held);
    if (amountPaise <= 0) continue;
    const waiting = its.find((t) => t.state === "waiting");
    if (waiting) {
      await tx.transfer.update({
        where: { id: waiting.id },
        data: { amountPaise: waiting.amountPaise + amountPaise },
      });
    } else {
      await tx.transfer.create({
        data: { bookingId, paymentId: payment.id, centreId: booking.centreId, amountPaise, state: "waiting" },
      });
    }
    gap -= amountPaise;
  }
  // Less is due: what has not been sent shrinks first.
  for (const transfer of [...transfers].reverse()) {
    if (gap >= 0) break;
    if (transfer.state !== "waiting") continue;
    const cut = Math.min(-gap, transfer.amountPaise);
    if (cut === transfer.amountPaise) await tx.transfer.delete({ where: { id: transfer.id } });
    else
      await tx.transfer.update({
        where: { id: transfer.id },
        data: { amountPaise: transfer.amountPaise - cut },
      });
    gap += cut;
  }
  return { target, overTransferredPaise: Math.max(0, -gap) };
}

const sumOf = (entries: { amountPaise: number }[]) => entries.reduce((sum, e) => sum + e.amountPaise, 0);
