import { POLICY } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { appendLedgerEntries } from "../ledger";
import type { RazorpayTransfer } from "../payments";
import { type PaymentGateway, PaymentGatewayError } from "../payments";
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

type PayoutAccountRow = {
  razorpayAccountId: string;
  activationStatus: string;
  payoutsPaused: boolean;
  holdUntil: Date | null;
};

/** Whether the centre's money may move now: not paused, and past any hold after a change of bank account. */
const mayPay = (account: PayoutAccountRow, now: Date) =>
  !account.payoutsPaused && !(account.holdUntil && account.holdUntil > now);

/**
 * Brings a booking's payouts in line, from its books to Razorpay: settles it (settleBooking), sends its waiting
 * transfers to the centre's linked account (on hold; see sendShare for a payment with a refund), has Route
 * take back what a later refund made too much, and releases the holds once the job is done (or the release
 * window after the slot has passed). Each step finds what an earlier attempt did at Razorpay before acting
 * again, so a retry after a lost answer never pays or takes back twice. Razorpay not answering throws (the
 * outbox tries again later); a refusal is recorded on the transfer.
 */
export async function syncBookingPayouts(
  db: Db,
  gateway: PaymentGateway,
  bookingId: number,
  reference: string,
  now = currentTime(),
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
          payout: {
            select: { razorpayAccountId: true, activationStatus: true, payoutsPaused: true, holdUntil: true },
          },
        },
      },
    },
  });
  const account = booking.centre.payout;
  const releaseNow = releaseDue(booking, now);
  await sendWaitingTransfers(db, gateway, bookingId, account, releaseNow, now);
  if (settled.overTransferredPaise > 0) {
    await reverseOverTransferred(db, gateway, bookingId, settled.overTransferredPaise);
  }
  if (releaseNow && account && mayPay(account, now)) {
    await releaseHeldTransfers(db, gateway, bookingId);
  }
}

/** Why a centre's transfers cannot go now, or null when they can. */
function whyWaiting(account: PayoutAccountRow | null, now: Date): string | null {
  if (!account) return "The centre has no payout account yet";
  if (account.payoutsPaused) return "Payouts to this centre are paused";
  if (!mayPay(account, now)) return "Held after a change of the centre's bank account, until the hold ends";
  if (account.activationStatus !== "activated") {
    return `The centre's payout account is ${account.activationStatus.replaceAll("_", " ")}`;
  }
  return null;
}

const chamakTransferIdOf = (transfer: RazorpayTransfer): unknown =>
  Array.isArray(transfer.notes) ? undefined : transfer.notes?.chamak_transfer_id;

/** Why a share whose payment has a refund waits for the job to be done. */
export const WAITS_AFTER_REFUND =
  "Sent when the job is done: after a refund Razorpay sends the share from Chamak's balance, which cannot be held";

/** A centre's share of one payment, waiting to be sent. */
interface WaitingShare {
  id: number;
  bookingId: number;
  paymentId: number;
  amountPaise: number;
  createdAt: Date;
  razorpayPaymentId: string;
  /**
   * It goes from Chamak's balance: a refund of the payment was made at Razorpay, which then makes no transfers
   * from it, or it is a second transfer of the payment, sending again what Route took back of the first.
   */
  fromBalance: boolean;
}

async function sendWaitingTransfers(
  db: Db,
  gateway: PaymentGateway,
  bookingId: number,
  account: PayoutAccountRow | null,
  releaseNow: boolean,
  now: Date,
): Promise<void> {
  const waiting = await db.transfer.findMany({
    where: { bookingId, state: "waiting" },
    select: {
      id: true,
      amountPaise: true,
      paymentId: true,
      createdAt: true,
      payment: {
        select: {
          razorpayPaymentId: true,
          refunds: { where: { razorpayRefundId: { not: null } }, select: { id: true }, take: 1 },
          transfers: { select: { id: true }, orderBy: { id: "asc" }, take: 1 },
        },
      },
    },
  });
  const reason = whyWaiting(account, now);
  if (reason !== null || !account) {
    await db.transfer.updateMany({ where: { bookingId, state: "waiting" }, data: { reason } });
    return;
  }
  for (const { payment, ...transfer } of waiting) {
    if (!payment.razorpayPaymentId) continue;
    const share: WaitingShare = {
      ...transfer,
      bookingId,
      razorpayPaymentId: payment.razorpayPaymentId,
      fromBalance: payment.refunds.length > 0 || payment.transfers[0]?.id !== transfer.id,
    };
    let sent: RazorpayTransfer | null;
    try {
      sent = await sendShare(gateway, share, account.razorpayAccountId, releaseNow);
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
    if (!sent) {
      await db.transfer.update({ where: { id: transfer.id }, data: { reason: WAITS_AFTER_REFUND } });
      continue;
    }
    const made = sent;
    await db.$transaction(async (tx) => {
      await tx.transfer.update({
        where: { id: transfer.id },
        data: {
          razorpayTransferId: made.id,
          amountPaise: made.amount,
          reason: null,
          ...(made.on_hold ? { state: "on_hold" } : { state: "released", releasedAt: currentTime() }),
        },
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

/**
 * Sends a share to the centre's linked account, or finds it sent by an earlier attempt whose answer was lost
 * (by our id in its notes). It goes from its payment, on hold, until the payment has a refund; after that
 * Razorpay makes no transfer from the payment, and a share sent again after Route took it back is in Chamak's
 * balance already, so these go from Chamak's balance as a direct transfer, which cannot be held and so waits
 * until the share may be released (null until then).
 */
async function sendShare(
  gateway: PaymentGateway,
  share: WaitingShare,
  accountId: string,
  releaseNow: boolean,
): Promise<RazorpayTransfer | null> {
  const ours = (made: RazorpayTransfer) => chamakTransferIdOf(made) === String(share.id);
  const notes = { chamak_transfer_id: String(share.id), booking_id: String(share.bookingId) };
  const fromPayment = (await gateway.fetchPaymentTransfers(share.razorpayPaymentId)).find(ours);
  if (fromPayment) return fromPayment;
  if (!share.fromBalance) {
    try {
      const [made] = await gateway.transferFromPayment(share.razorpayPaymentId, [
        { accountId, amountPaise: share.amountPaise, onHold: true, notes },
      ]);
      if (!made) throw new Error(`Razorpay answered no transfer for transfer ${share.id}`);
      return made;
    } catch (error) {
      // Refused for a refund our books do not know yet (its answer was lost): the share goes direct.
      const refused = error instanceof PaymentGatewayError && error.kind === "rejected";
      if (!refused || (await gateway.fetchPaymentRefunds(share.razorpayPaymentId)).length === 0) throw error;
    }
  }
  if (!releaseNow) return null;
  return (
    (await findDirectTransfer(gateway, share.createdAt, ours)) ??
    gateway.directTransfer({
      accountId,
      amountPaise: share.amountPaise,
      notes,
      idempotencyKey: `chamak-transfer-${share.id}`,
    })
  );
}

/** A direct transfer made since `since` that `isOurs`, page by page (Razorpay lists them newest first). */
async function findDirectTransfer(
  gateway: PaymentGateway,
  since: Date,
  isOurs: (made: RazorpayTransfer) => boolean,
): Promise<RazorpayTransfer | undefined> {
  const page = 100;
  // A minute early, for a clock at Razorpay a little behind ours.
  const from = new Date(since.getTime() - 60_000);
  for (let skip = 0; ; skip += page) {
    const made = await gateway.fetchTransfers({ from, count: page, skip });
    const found = made.find(isOurs);
    if (found || made.length < page) return found;
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
      ledger: { where: { kind: "transfer_reversed" }, select: { amountPaise: true } },
    },
    orderBy: { id: "desc" },
  });
  for (const transfer of sent) {
    if (over <= 0) return;
    const transferId = transfer.razorpayTransferId as string;
    const reversedHere = transfer.ledger.reduce((sum, entry) => sum + entry.amountPaise, 0);
    // What Razorpay has taken back of it, perhaps by an attempt whose answer was lost.
    const reversedThere = (await gateway.fetchTransfer(transferId)).amount_reversed;
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
      data: { state: "released", releasedAt: currentTime() },
    });
  }
}
