import type { WalkIn } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import type { Actor } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { actOnCentreBooking, bookingView, takeCashInstead } from "../booking";
import { openPayment } from "../payment-records";
import type { PaymentsDeps, RazorpayQrCode } from "../payments";
import { recordCapturedQrPayment, viaGateway } from "../payments";

const SYSTEM = { id: null, role: "system" } as const;

/**
 * The UPI QR code a walk-in pays by: single use, for exactly the booking's total, closing by itself when the
 * booking's hold on its bay ends. Made after the booking commits (a slow gateway holds no lock); recorded as
 * the booking's UPI payment, as an online booking's order is. When Razorpay cannot make it, the booking is
 * cancelled at once so its bay is free again, and the centre is told to try again or take cash.
 */
export async function openWalkInQr(
  db: Db,
  payments: PaymentsDeps,
  actor: Actor & { id: number },
  centreId: number,
  booking: { id: number; code: string; totalPaise: number },
  now = currentTime(),
): Promise<WalkIn["qr"]> {
  const { holdExpiresAt } = await db.booking.findUniqueOrThrow({
    where: { id: booking.id },
    select: { holdExpiresAt: true },
  });
  let qr: RazorpayQrCode;
  try {
    qr = await viaGateway(
      () =>
        payments.gateway.createQrCode({
          amountPaise: booking.totalPaise,
          description: `Chamak booking ${booking.code}`,
          closeBy: holdExpiresAt ?? new Date(now.getTime() + 15 * 60_000),
          notes: { booking_code: booking.code, booking_id: String(booking.id) },
        }),
      "qrUnavailable",
    );
  } catch (error) {
    await actOnCentreBooking(db, actor, centreId, booking.id, {
      type: "cancel",
      reason: "The UPI QR code could not be made",
    });
    throw error;
  }
  await openPayment(db, {
    bookingId: booking.id,
    method: "upi",
    amountPaise: booking.totalPaise,
    razorpayQrCodeId: qr.id,
  });
  return qrView(qr);
}

/**
 * The counter screen's poll: what Razorpay says was paid against the booking's QR code is recorded (the same
 * capture path as the `qr_code.credited` webhook, so whichever comes first records it and the other changes
 * nothing, and a lost webhook never leaves a paid walk-in unpaid); a QR code still open once the booking no
 * longer waits for it (paid, cancelled, expired) is closed.
 */
export async function refreshWalkIn(
  db: Db,
  payments: PaymentsDeps,
  centreId: number,
  bookingId: number,
  now = currentTime(),
): Promise<WalkIn> {
  const booking = await findWalkIn(db, centreId, bookingId);
  const payment = await db.payment.findFirst({
    where: { bookingId, razorpayQrCodeId: { not: null } },
    orderBy: { id: "desc" },
    select: { state: true, razorpayQrCodeId: true },
  });
  if (!payment?.razorpayQrCodeId) return walkInView(db, centreId, booking.id, null, now);
  const qrCodeId = payment.razorpayQrCodeId;
  if (payment.state === "created") await recordQrPayments(db, payments, qrCodeId);
  const view = await walkInView(db, centreId, booking.id, null, now);
  let qr = await viaGateway(() => payments.gateway.fetchQrCode(qrCodeId), "qrUnavailable");
  if (qr.status === "active" && view.booking.status !== "pending_payment") {
    qr = await viaGateway(() => payments.gateway.closeQrCode(qrCodeId), "qrUnavailable");
  }
  return { ...view, qr: qrView(qr) };
}

/** What Razorpay says was paid against the QR code, recorded (the webhook's capture path; a repeat changes nothing). */
async function recordQrPayments(db: Db, payments: PaymentsDeps, qrCodeId: string) {
  const paid = await viaGateway(() => payments.gateway.fetchQrCodePayments(qrCodeId), "qrUnavailable");
  for (const item of paid.filter((candidate) => candidate.status === "captured")) {
    await db.$transaction((tx) =>
      recordCapturedQrPayment(tx, { qrCodeId, paymentId: item.id, amountPaise: item.amount }, SYSTEM),
    );
  }
}

/**
 * The customer pays cash instead of scanning the QR. The QR is closed at Razorpay first, so nothing more can be
 * paid by it, and whatever was paid before that is recorded: a walk-in the UPI payment reached meanwhile stays
 * paid by UPI (the answer says so); otherwise it becomes a cash walk-in, confirmed with its cash collected.
 */
export async function takeCashForWalkIn(
  db: Db,
  payments: PaymentsDeps,
  actor: Actor & { id: number },
  centreId: number,
  bookingId: number,
  now = currentTime(),
): Promise<WalkIn> {
  await findWalkIn(db, centreId, bookingId);
  const payment = await db.payment.findFirst({
    where: { bookingId, razorpayQrCodeId: { not: null } },
    orderBy: { id: "desc" },
    select: { state: true, razorpayQrCodeId: true },
  });
  if (payment?.razorpayQrCodeId && payment.state === "created") {
    const qrCodeId = payment.razorpayQrCodeId;
    const qr = await viaGateway(() => payments.gateway.fetchQrCode(qrCodeId), "qrUnavailable");
    if (qr.status === "active") {
      await viaGateway(() => payments.gateway.closeQrCode(qrCodeId), "qrUnavailable");
    }
    await recordQrPayments(db, payments, qrCodeId);
  }
  const { status } = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { status: true },
  });
  if (status === "pending_payment") {
    await db.$transaction((tx) => takeCashInstead(tx, actor, centreId, bookingId, now));
  }
  return refreshWalkIn(db, payments, centreId, bookingId, now);
}

/** The centre's walk-ins still waiting for their UPI QR to be paid, newest first: the counter finds them again. */
export async function waitingWalkIns(db: Db, centreId: number, now = currentTime()): Promise<WalkIn[]> {
  const rows = await db.booking.findMany({
    where: { centreId, walkIn: true, status: "pending_payment" },
    orderBy: { id: "desc" },
    take: 20,
    select: { id: true },
  });
  return Promise.all(rows.map((row) => walkInView(db, centreId, row.id, null, now)));
}

/** Cancels a walk-in at the counter (the customer left, or chose cash instead) and closes its QR code. */
export async function cancelWalkIn(
  db: Db,
  payments: PaymentsDeps,
  actor: Actor & { id: number },
  centreId: number,
  bookingId: number,
  now = currentTime(),
): Promise<WalkIn> {
  await findWalkIn(db, centreId, bookingId);
  await actOnCentreBooking(
    db,
    actor,
    centreId,
    bookingId,
    { type: "cancel", reason: "Cancelled at the counter" },
    now,
  );
  return refreshWalkIn(db, payments, centreId, bookingId, now);
}

async function findWalkIn(db: Db, centreId: number, bookingId: number) {
  const booking = await db.booking.findFirst({
    where: { id: bookingId, centreId, walkIn: true },
    select: { id: true },
  });
  if (!booking) throw new DomainError("NOT_FOUND", "walkInNotFound");
  return booking;
}

/** The walk-in as the counter sees it; `qr` is filled in by the callers that asked Razorpay for it. */
export async function walkInView(
  db: Db,
  centreId: number,
  bookingId: number,
  customer: { id: number; name: string; isNew: boolean } | null,
  now = currentTime(),
): Promise<WalkIn> {
  const row = await db.booking.findFirstOrThrow({
    where: { id: bookingId, centreId },
    select: { customer: { select: { id: true, name: true } } },
  });
  const booking = await bookingView({ pool: db }, bookingId, "centre", now);
  return {
    booking,
    customer: customer ?? { ...row.customer, isNew: false },
    qr: null,
    paid: booking.money.outstandingPaise === 0 && booking.money.heldPaise > 0,
  };
}

function qrView(qr: RazorpayQrCode): NonNullable<WalkIn["qr"]> {
  return {
    id: qr.id,
    imageContent: qr.image_content ?? null,
    imageUrl: qr.image_url,
    amountPaise: qr.payment_amount ?? 0,
    status: qr.status,
  };
}
