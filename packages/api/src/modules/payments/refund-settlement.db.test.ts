import type { Db } from "@chamak/db";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import { describe, expect, it } from "vitest";
import { capturedUpiBooking } from "../../../test/support/booking-fixtures";
import { requestRefundNow } from "../../../test/support/refunds";
import { recordReliability } from "../../../test/support/reliability-record";
import { useStandinAndDatabase } from "../../../test/support/standin-database";
import { bookingMoney } from "../ledger/ledger";
import { processOutbox } from "../outbox/outbox-worker";
import type { PaymentsDeps } from "./payments-deps";
import { signWebhook } from "./razorpay-signature";
import { reconcilePendingRefunds } from "./reconcile.service";
import { refundHandler } from "./refund-handler";
import { handleRazorpayWebhook } from "./webhook.service";

// The stand-in has no webhook URL here: its webhooks are recorded but never delivered, as if lost.
const keys = { keyId: "rzp_test_settle", keySecret: "settle_secret", webhookSecret: "settle_webhook" };
let db: Db;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;
useStandinAndDatabase(
  keys,
  (started) => {
    ({ db, standin, payments } = started);
  },
  { freshEachTest: true },
);

const silent = { warn: () => {}, error: () => {} };
const everyPending = { olderThanMs: -60_000 };

/** A captured booking refunded in full through the refund job, with Razorpay holding the refund pending. */
async function heldRefund(totalPaise = 59_900) {
  const booking = await capturedUpiBooking(db, payments, standin.url, { totalPaise });
  standin.controls.holdRefunds(true);
  await requestRefundNow(db, { bookingId: booking.bookingId, reason: "Centre cancelled" });
  await processOutbox(db, { "payment.refund": refundHandler(db, payments) }, { logger: silent });
  const refund = await db.refund.findFirstOrThrow({ where: { bookingId: booking.bookingId } });
  expect(refund).toMatchObject({ status: "pending", razorpayRefundId: expect.any(String) });
  return { booking, refund, razorpayRefundId: refund.razorpayRefundId as string };
}

const bookingOf = (id: number) => db.booking.findUniqueOrThrow({ where: { id } });
const auditCount = (bookingId: number, action: string) =>
  db.auditLog.count({ where: { entityId: String(bookingId), action } });

describe("refunds Razorpay left pending", () => {
  it("are recorded as processed once Razorpay has processed them, when the webhook never came", async () => {
    recordReliability({
      area: "Webhooks",
      scenario:
        "A refund Razorpay holds pending whose refund.processed webhook is lost: reconciliation asks Razorpay and records it processed, once",
      load: "1 UPI booking refunded in full; reconciliation run before and twice after the bank settles it",
      faults: "the refund.processed webhook never delivered",
    });
    const { booking, refund, razorpayRefundId } = await heldRefund();
    expect(await bookingOf(booking.bookingId)).toMatchObject({ paymentStatus: "refund_pending" });

    // Still pending at the bank: nothing changes, but it goes to the back of the queue.
    expect(await reconcilePendingRefunds(db, payments, everyPending)).toBe(0);
    const asked = await db.refund.findUniqueOrThrow({ where: { id: refund.id } });
    expect(asked.status).toBe("pending");
    expect(asked.updatedAt.getTime()).toBeGreaterThan(refund.updatedAt.getTime());

    standin.controls.settleRefund(razorpayRefundId, "processed");
    expect(await reconcilePendingRefunds(db, payments, everyPending)).toBe(1);
    expect(await reconcilePendingRefunds(db, payments, everyPending)).toBe(0);

    await expect(db.refund.findUniqueOrThrow({ where: { id: refund.id } })).resolves.toMatchObject({
      status: "processed",
      processedAt: expect.any(Date),
    });
    expect(await bookingOf(booking.bookingId)).toMatchObject({ paymentStatus: "refunded" });
    await expect(db.payment.findUniqueOrThrow({ where: { id: booking.paymentId } })).resolves.toMatchObject({
      state: "refunded",
    });
    expect(await auditCount(booking.bookingId, "booking.refunded")).toBe(1);
    expect(await db.outboxMessage.count({ where: { topic: "booking.refunded" } })).toBe(1);
  });

  it("are recorded as failed when the bank returned them, and the amount can be refunded again", async () => {
    const { booking, refund, razorpayRefundId } = await heldRefund();
    standin.controls.settleRefund(razorpayRefundId, "failed");
    expect(await reconcilePendingRefunds(db, payments, everyPending)).toBe(1);

    await expect(db.refund.findUniqueOrThrow({ where: { id: refund.id } })).resolves.toMatchObject({
      status: "failed",
    });
    expect(await bookingOf(booking.bookingId)).toMatchObject({ paymentStatus: "captured" });
    expect(await auditCount(booking.bookingId, "booking.refund-failed")).toBe(1);
    expect(await db.outboxMessage.count({ where: { topic: "booking.refunded" } })).toBe(0);
    await expect(bookingMoney(db, booking.bookingId)).resolves.toMatchObject({
      refundedPaise: 0,
      refundFailedPaise: 59_900,
      refundablePaise: 59_900,
    });
  });

  it("are not asked about while recent, nor while Razorpay is down", async () => {
    const { refund, razorpayRefundId } = await heldRefund();
    standin.controls.settleRefund(razorpayRefundId, "processed");
    // The default waits 15 minutes for the webhook before asking.
    expect(await reconcilePendingRefunds(db, payments)).toBe(0);
    standin.controls.setDown(true);
    expect(await reconcilePendingRefunds(db, payments, everyPending)).toBe(0);
    await expect(db.refund.findUniqueOrThrow({ where: { id: refund.id } })).resolves.toMatchObject({
      status: "pending",
    });
    standin.controls.setDown(false);
    expect(await reconcilePendingRefunds(db, payments, everyPending)).toBe(1);
  });
});

describe("the refund.failed webhook", () => {
  it("records the refund failed once, however often it is delivered, and reconciliation then leaves it", async () => {
    const { booking, refund, razorpayRefundId } = await heldRefund();
    standin.controls.settleRefund(razorpayRefundId, "failed");
    await standin.controls.webhooksSettled();
    const event = standin.controls.events().find((record) => record.event === "refund.failed");
    if (!event) throw new Error("the stand-in sent no refund.failed event");
    const delivery = { rawBody: event.body, signature: event.signature, eventId: event.id };

    expect(await handleRazorpayWebhook(db, payments, delivery)).toBe("processed");
    expect(await handleRazorpayWebhook(db, payments, delivery)).toBe("duplicate");
    expect(await reconcilePendingRefunds(db, payments, everyPending)).toBe(0);

    await expect(db.refund.findUniqueOrThrow({ where: { id: refund.id } })).resolves.toMatchObject({
      status: "failed",
    });
    expect(await bookingOf(booking.bookingId)).toMatchObject({ paymentStatus: "captured" });
    expect(await auditCount(booking.bookingId, "booking.refund-failed")).toBe(1);
  });

  it("does not undo a refund already recorded as processed", async () => {
    const { booking, refund, razorpayRefundId } = await heldRefund();
    standin.controls.settleRefund(razorpayRefundId, "processed");
    expect(await reconcilePendingRefunds(db, payments, everyPending)).toBe(1);
    const processed = standin.controls.events().find((record) => record.event === "refund.processed");
    if (!processed) throw new Error("the stand-in sent no refund.processed event");
    // A late refund.failed for the same refund: Razorpay's body with the event renamed, signed with the secret.
    const rawBody = processed.body.replace('"event":"refund.processed"', '"event":"refund.failed"');
    const delivery = {
      rawBody,
      signature: signWebhook(rawBody, keys.webhookSecret),
      eventId: "evt_late_failed",
    };
    expect(await handleRazorpayWebhook(db, payments, delivery)).toBe("ignored");
    await expect(db.refund.findUniqueOrThrow({ where: { id: refund.id } })).resolves.toMatchObject({
      status: "processed",
    });
    expect(await bookingOf(booking.bookingId)).toMatchObject({ paymentStatus: "refunded" });
  });
});
