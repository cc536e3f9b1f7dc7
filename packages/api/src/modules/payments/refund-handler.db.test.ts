import type { Db } from "@chamak/db";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import { describe, expect, it } from "vitest";
import { capturedUpiBooking } from "../../../test/support/booking-fixtures";
import { requestRefundNow } from "../../../test/support/refunds";
import { useStandinAndDatabase } from "../../../test/support/standin-database";
import { enqueue } from "../outbox/outbox.service";
import { processOutbox } from "../outbox/outbox-worker";
import type { PaymentsDeps } from "./payments-deps";
import { refundHandler } from "./refund-handler";

const keys = { keyId: "rzp_test_jobs", keySecret: "jobs_secret", webhookSecret: "jobs_webhook" };
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
const runRefunds = () =>
  processOutbox(db, { "payment.refund": refundHandler(db, payments) }, { logger: silent });

/** A cancelled booking whose UPI payment Razorpay (the stand-in) has captured. */
const paidBooking = (totalPaise?: number) => capturedUpiBooking(db, payments, standin.url, { totalPaise });

describe("payment.refund", () => {
  it("refunds the captured payment in full, records it and announces it", async () => {
    const booking = await paidBooking();
    await requestRefundNow(db, { bookingId: booking.bookingId, reason: "Centre cancelled" });
    expect(await runRefunds()).toMatchObject({ done: 1 });

    const [atRazorpay] = standin.controls.refunds();
    expect(standin.controls.refunds()).toHaveLength(1);
    expect(atRazorpay).toMatchObject({
      payment_id: booking.razorpayPaymentId,
      amount: 59_900,
      status: "processed",
    });
    const refund = await db.refund.findFirstOrThrow({ where: { bookingId: booking.bookingId } });
    expect(refund).toMatchObject({
      amountPaise: 59_900,
      status: "processed",
      razorpayRefundId: atRazorpay?.id,
      reason: "Centre cancelled",
    });
    expect(atRazorpay?.notes).toEqual({ chamak_refund_id: String(refund.id), booking_code: booking.code });
    await expect(db.booking.findUniqueOrThrow({ where: { id: booking.bookingId } })).resolves.toMatchObject({
      paymentStatus: "refunded",
    });
    await expect(db.payment.findUniqueOrThrow({ where: { id: booking.paymentId } })).resolves.toMatchObject({
      state: "refunded",
    });
    await expect(
      db.auditLog.findMany({ where: { entityId: String(booking.bookingId), action: "booking.refunded" } }),
    ).resolves.toMatchObject([{ actorRole: "system" }]);
    const announced = await db.outboxMessage.findMany({ where: { topic: "booking.refunded" } });
    expect(announced.map((message) => message.payload)).toEqual([
      { bookingId: booking.bookingId, refundId: refund.id },
    ]);
  });

  it("refunds once when the same refund's job is delivered twice", async () => {
    const booking = await paidBooking();
    const [refundId] = await requestRefundNow(db, {
      bookingId: booking.bookingId,
      reason: "Centre cancelled",
    });
    await enqueue(db, "payment.refund", { refundId: refundId ?? 0 });
    expect(await runRefunds()).toMatchObject({ done: 2 });
    expect(standin.controls.refunds()).toHaveLength(1);
    expect(await db.refund.count({ where: { bookingId: booking.bookingId } })).toBe(1);
    expect(await db.outboxMessage.count({ where: { topic: "booking.refunded" } })).toBe(1);
  });

  it("records the refund once when a second run of the message overlaps the first (a lock that ran out)", async () => {
    const booking = await paidBooking();
    const [refundId] = await requestRefundNow(db, {
      bookingId: booking.bookingId,
      reason: "Centre cancelled",
    });
    const payload = { refundId: refundId ?? 0 };
    const ctx = {
      messageId: 1n,
      deliveryId: 1n,
      topic: "payment.refund",
      handler: "razorpay-refund",
      attempts: 1,
    } as const;
    let second: Promise<void> | undefined;
    const overlapping: PaymentsDeps = {
      ...payments,
      gateway: {
        ...payments.gateway,
        async refundPayment(id, input) {
          const answer = await payments.gateway.refundPayment(id, input);
          // Before this run records Razorpay's answer, another node runs the same message to the end.
          second ??= refundHandler(db, payments)(payload, { ...ctx, attempts: 2 });
          await second;
          return answer;
        },
      },
    };
    await refundHandler(db, overlapping)(payload, ctx);

    expect(standin.controls.refunds()).toHaveLength(1);
    await expect(db.refund.findMany({ where: { bookingId: booking.bookingId } })).resolves.toMatchObject([
      { status: "processed", razorpayRefundId: standin.controls.refunds()[0]?.id },
    ]);
    expect(
      await db.auditLog.count({ where: { entityId: String(booking.bookingId), action: "booking.refunded" } }),
    ).toBe(1);
    expect(await db.outboxMessage.count({ where: { topic: "booking.refunded" } })).toBe(1);
  });

  it("does not refund again when a retry finds Razorpay already refunded (a crash after Razorpay's answer)", async () => {
    const booking = await paidBooking();
    const [refundId] = await requestRefundNow(db, {
      bookingId: booking.bookingId,
      reason: "Centre cancelled",
    });
    await runRefunds();
    // As if the node died after Razorpay refunded but before our database learnt of it.
    await db.refund.updateMany({
      where: { bookingId: booking.bookingId },
      data: { status: "pending", razorpayRefundId: null, processedAt: null },
    });
    await db.payment.update({ where: { id: booking.paymentId }, data: { state: "captured" } });
    await db.booking.update({ where: { id: booking.bookingId }, data: { paymentStatus: "captured" } });
    await db.outboxMessage.deleteMany();

    await enqueue(db, "payment.refund", { refundId: refundId ?? 0 });
    expect(await runRefunds()).toMatchObject({ done: 1 });
    expect(standin.controls.refunds()).toHaveLength(1);
    await expect(db.refund.findMany({ where: { bookingId: booking.bookingId } })).resolves.toMatchObject([
      { status: "processed" },
    ]);
    await expect(db.booking.findUniqueOrThrow({ where: { id: booking.bookingId } })).resolves.toMatchObject({
      paymentStatus: "refunded",
    });
  });

  it("does not send a partial refund twice when a retry follows a crash after Razorpay's answer", async () => {
    const booking = await paidBooking(100_000);
    const request = { bookingId: booking.bookingId, reason: "Late cancellation", amountPaise: 40_000 };
    const [refundId] = await requestRefundNow(db, request);
    await runRefunds();
    const [made] = standin.controls.refunds();
    // As if the node died after Razorpay refunded but before our database learnt of it.
    await db.refund.updateMany({
      where: { bookingId: booking.bookingId },
      data: { status: "pending", razorpayRefundId: null, processedAt: null },
    });
    await db.booking.update({ where: { id: booking.bookingId }, data: { paymentStatus: "captured" } });
    await db.outboxMessage.deleteMany();

    await enqueue(db, "payment.refund", { refundId: refundId ?? 0 });
    expect(await runRefunds()).toMatchObject({ done: 1 });
    expect(standin.controls.refunds()).toHaveLength(1);
    await expect(db.refund.findMany({ where: { bookingId: booking.bookingId } })).resolves.toMatchObject([
      { status: "processed", amountPaise: 40_000, razorpayRefundId: made?.id },
    ]);
  });

  it("leaves the message pending while Razorpay is down, then refunds when it is back", async () => {
    const booking = await paidBooking();
    const [refundId] = await requestRefundNow(db, {
      bookingId: booking.bookingId,
      reason: "Customer cancelled",
    });
    standin.controls.setDown(true);
    expect(await runRefunds()).toMatchObject({ retried: 1 });
    const waiting = await db.outboxMessage.findFirstOrThrow({
      where: { topic: "payment.refund", payload: { path: ["refundId"], equals: refundId } },
    });
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.lastError).toContain("Razorpay unavailable");
    expect(standin.controls.refunds()).toHaveLength(0);

    standin.controls.setDown(false);
    await db.outboxMessage.update({
      where: { id: waiting.id },
      data: { runAt: new Date(Date.now() - 1000) },
    });
    expect(await runRefunds()).toMatchObject({ done: 1 });
    expect(standin.controls.refunds()).toHaveLength(1);
    expect(await db.refund.count({ where: { bookingId: booking.bookingId } })).toBe(1);
  });

  it("refunds part of the payment when asked for an amount", async () => {
    const booking = await paidBooking(100_000);
    await requestRefundNow(db, {
      bookingId: booking.bookingId,
      reason: "Late cancellation",
      amountPaise: 50_000,
    });
    expect(await runRefunds()).toMatchObject({ done: 1 });
    expect(standin.controls.refunds()).toMatchObject([{ amount: 50_000 }]);
    await expect(db.payment.findUniqueOrThrow({ where: { id: booking.paymentId } })).resolves.toMatchObject({
      state: "captured",
    });
  });

  it("fails at once for a refund that does not exist", async () => {
    await enqueue(db, "payment.refund", { refundId: 999_999 });
    expect(await runRefunds()).toMatchObject({ failed: 1 });
    await expect(
      db.outboxMessage.findFirstOrThrow({ where: { topic: "payment.refund" } }),
    ).resolves.toMatchObject({
      status: "failed",
      lastError: "PermanentJobError: Refund 999999 does not exist",
    });
    expect(standin.controls.refunds()).toHaveLength(0);
  });
});
