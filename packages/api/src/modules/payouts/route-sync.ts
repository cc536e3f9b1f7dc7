import { POLICY } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { appendLedgerEntries } from "../ledger/ledger";
import { type PaymentGateway, PaymentGatewayError } from "../payments/razorpay-client";
import type { RazorpayTransfer } from "../payments/razorpay-entities";
import { settleBooking } from "./settle-booking";

const SYSTEM: Actor = { id: null, role: "system" };

/** Bookings whose transfers are released to the centre: the job is done (or the customer did not come). */
const RELEASED_ON = new Set(["completed", "no_show"]);
/** Bookings whose centre may still be owed for the job once the release window has passed. */
export const LIVE_AFTER_SLOT = ["paid", "confirmed", "in_progress"] as const;

/** When a booking's slot ended this long ago, its share is released even if nobody marked the job done. */
export const releaseWindowMs = () => POLICY.payoutReleaseDaysAfterSlot * 24 * 60 * 60_000;

/**
 * Whether the centre's share of a booking may leave the hold now: the job is done (or a no-show), or the
 * release window after its slot has passed on a booking nobody cancelled and nobody disputes.
 */
function releaseDue(
  booking: { status: string; slotEnd: Date; _count: { disputes: number } },
  now: Date,
): boolean {
  if (RELEASED_ON.has(booking.status)) return true;
  return (
    (LIVE_AFTER_SLOT as readonly string[]).includes(booking.status) &&
    booking._count.disputes === 0 &&
    booking.slotEnd.getTime() + releaseWindowMs() <= now.getTime()
  );
}

type PayoutAccountRow = { razorpayAccountId: string; activationStatus: string; payoutsPaused: boolean };

/**
 * Brings a booking's payouts in line, from its books to Razorpay: settles it (settleBooking), sends its waiting
 * transfers to the centre's linked account on hold, has Route take back what a later refund made too much,
 * and releases the holds once the job is done (or the release window after the slot has passed). Each step
 * finds what an earlier attempt did at Razorpay before acting again, so a retry after a lost answer never pays or takes back twice. Razorpay not answering throws
 * (the outbox tries again later); a refusal is recorded on the transfer.
 */
export async function syncBookingPayouts(
  db: Db,
  gateway: PaymentGateway,
  bookingId: number,
  reference: string,
  now = new Date(),
): Promise<void> {
  const settled = await db.$transaction((tx) => settleBooking(tx, bookingId, reference));
  const booking = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      status: true,
      slotEnd: true,
      _count: { select: { disputes: { where: { status: "open" } } } },
      centre: {
        select: {
          payout: { select: { razorpayAccountId: true, activationStatus: true, payoutsPaused: true } },
        },
      },
    },
  });
  const account = booking.centre.payout;
  await sendWaitingTransfers(db, gateway, bookingId, account);
  if (settled.overTransferredPaise > 0) {
    await reverseOverTransferred(db, gateway, bookingId, settled.overTransferredPaise);
  }
  if (releaseDue(booking, now) && account && !account.payoutsPaused) {
    await releaseHeldTransfers(db, gateway, bookingId);
  }
}

/** Why a centre's transfers cannot go now, or null when they can. */
function whyWaiting(account: PayoutAccountRow | null): string | null {
  if (!account) return "The centre has no payout account yet";
  if (account.payoutsPaused) return "Payouts to this centre are paused";
  if (account.activationStatus !== "activated") {
    return `The centre's payout account is ${account.activationStatus.replaceAll("_", " ")}`;
  }
  return null;
}

const chamakTransferIdOf = (transfer: RazorpayTransfer): unknown =>
  Array.isArray(transfer.notes) ? undefined : transfer.notes?.chamak_transfer_id;

async function sendWaitingTransfers(
  db: Db,
  gateway: PaymentGateway,
  bookingId: number,
  account: PayoutAccountRow | null,
): Promise<void> {
  const waiting = await db.transfer.findMany({
    where: { bookingId, state: "waiting" },
    select: {
      id: true,
      amountPaise: true,
      paymentId: true,
      payment: { select: { razorpayPaymentId: true } },
    },
  });
  const reason = whyWaiting(account);
  if (reason !== null || !account) {
    await db.transfer.updateMany({ where: { bookingId, state: "waiting" }, data: { reason } });
    return;
  }
  for (const transfer of waiting) {
    const paymentId = transfer.payment.razorpayPaymentId;
    if (!paymentId) continue;
    let sent: RazorpayTransfer | undefined;
    try {
      // An earlier attempt may have died after Razorpay made the transfer: find it by our id in its notes.
      sent = (await gateway.fetchPaymentTransfers(paymentId)).find(
        (made) => chamakTransferIdOf(made) === String(transfer.id),
      );
      sent ??= (
        await gateway.transferFromPayment(paymentId, [
          {
            accountId: account.razorpayAccountId,
            amountPaise: transfer.amountPaise,
            onHold: true,
            notes: { chamak_transfer_id: String(transfer.id), booking_id: String(bookingId) },
          },
        ])
      )[0];
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.kind === "rejected") {
        await db.transfer.update({
          where: { id: transfer.id },
          data: { state: "failed", reason: `Razorpay refused the transfer: ${error.description}` },
        });
        continue;
      }
      throw error;
    }
    if (!sent) throw new Error(`Razorpay answered no transfer for transfer ${transfer.id}`);
    const made = sent;
    await db.$transaction(async (tx) => {
      await tx.transfer.update({
        where: { id: transfer.id },
        data: { state: "on_hold", razorpayTransferId: made.id, amountPaise: made.amount, reason: null },
      });
      await appendLedgerEntries(tx, SYSTEM, [
        {
          bookingId,
          kind: "transfer_created",
          amountPaise: made.amount,
          reference: `transfer:${transfer.id}`,
          paymentId: transfer.paymentId,
          transferId: transfer.id,
          razorpayId: made.id,
        },
      ]);
    });
  }
}

/** Takes back, newest transfer first, what was sent beyond the centre's share now. */
async function reverseOverTransferred(
  db: Db,
  gateway: PaymentGateway,
  bookingId: number,
  overPaise: number,
): Promise<void> {
  let over = overPaise;
  const sent = await db.transfer.findMany({
    where: { bookingId, razorpayTransferId: { not: null } },
    select: {
      id: true,
      paymentId: true,
      amountPaise: true,
      razorpayTransferId: true,
      payment: { select: { razorpayPaymentId: true } },
      ledger: { where: { kind: "transfer_reversed" }, select: { amountPaise: true } },
    },
    orderBy: { id: "desc" },
  });
  for (const transfer of sent) {
    if (over <= 0) return;
    const transferId = transfer.razorpayTransferId as string;
    const reversedHere = transfer.ledger.reduce((sum, entry) => sum + entry.amountPaise, 0);
    // What Razorpay has taken back of it, perhaps by an attempt whose answer was lost.
    const atRazorpay = (await gateway.fetchPaymentTransfers(transfer.payment.razorpayPaymentId ?? "")).find(
      (made) => made.id === transferId,
    );
    const reversedThere = atRazorpay?.amount_reversed ?? reversedHere;
    if (reversedThere > reversedHere) {
      await recordReversal(
        db,
        bookingId,
        transfer,
        reversedThere - reversedHere,
        `${transferId}@${reversedThere}`,
      );
      over -= reversedThere - reversedHere;
    }
    const take = Math.min(over, transfer.amountPaise - reversedThere);
    if (take <= 0) continue;
    const reversal = await gateway.reverseTransfer(transferId, { amountPaise: take });
    await recordReversal(db, bookingId, transfer, reversal.amount, reversal.id);
    over -= reversal.amount;
  }
}

function recordReversal(
  db: Db,
  bookingId: number,
  transfer: { id: number; paymentId: number; razorpayTransferId: string | null },
  amountPaise: number,
  razorpayId: string,
) {
  return db.$transaction((tx) =>
    appendLedgerEntries(tx, SYSTEM, [
      {
        bookingId,
        kind: "transfer_reversed",
        amountPaise,
        reference: `reversal:${razorpayId}`,
        paymentId: transfer.paymentId,
        transferId: transfer.id,
        razorpayId,
      },
    ]),
  );
}

async function releaseHeldTransfers(db: Db, gateway: PaymentGateway, bookingId: number): Promise<void> {
  const held = await db.transfer.findMany({
    where: { bookingId, state: "on_hold" },
    select: { id: true, razorpayTransferId: true },
  });
  for (const transfer of held) {
    if (!transfer.razorpayTransferId) continue;
    await gateway.releaseTransfer(transfer.razorpayTransferId);
    await db.transfer.update({
      where: { id: transfer.id },
      data: { state: "released", releasedAt: new Date() },
    });
  }
}
