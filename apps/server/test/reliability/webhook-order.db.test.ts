/**
 * Razorpay webhooks delivered twice, late or out of order, from the real stand-in to the real app over HTTP,
 * with the real background jobs (hold expiry, refunds through the outbox) running in between.
 */
import type { PaymentsDeps } from "@chamak/api";
import { bookableCentre, bookingRequest } from "@chamak/api/test-support/booking-fixtures";
import { customersWithSessions } from "@chamak/api/test-support/bulk-customers";
import { standinPayments } from "@chamak/api/test-support/caller";
import { recordReliability } from "@chamak/api/test-support/reliability-record";
import { unlimited } from "@chamak/api/test-support/security-world";
import { submitTestCheckout } from "@chamak/api/test-support/test-checkout";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  bookingInvariantViolations,
  type HttpAnswer,
  listeningApp,
  runJobsUntil,
  trpcHttp,
} from "./reliability-harness";

const keys = {
  keyId: "rzp_test_webhooks",
  keySecret: "webhooks-key-secret",
  webhookSecret: "webhooks-whsec",
};

let database: TestDb;
let db: Db;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;
let server: Awaited<ReturnType<typeof listeningApp>>;

beforeAll(async () => {
  [database, standin] = await Promise.all([
    createTestDb(),
    startRazorpayStandin({ ...keys, webhookRetryDelaysMs: [100, 200] }),
  ]);
  db = database.db;
  payments = standinPayments(keys, standin.apiBaseUrl);
  server = await listeningApp({ db, payments, limiter: unlimited });
  standin.controls.setWebhookUrl(`${server.origin}/webhooks/razorpay`);
}, 120_000);

afterEach(() => standin.controls.setRefundWebhookRace(false));

afterAll(async () => {
  await server?.close();
  await standin?.close();
  await database?.close();
});

const bookingOf = (answer: HttpAnswer) =>
  (answer.body as { result?: { data?: { json?: { id: number; checkout?: { orderId: string } | null } } } })
    ?.result?.data?.json;

async function payAtStandin(orderId: string, outcome: "success" | "failure" = "success") {
  const response = await submitTestCheckout(standin.url, { keyId: keys.keyId, orderId, outcome });
  await response.text();
  await standin.controls.webhooksSettled();
}

/** The job runner's wiring; webhooks it causes have all been delivered once it stops. */
const jobDeps = () => ({
  db,
  payments,
  timeoutMs: 20_000,
  afterStop: () => standin.controls.webhooksSettled(),
});

const eventsFor = (name: string, orderId: string) =>
  standin.controls
    .events()
    .filter((e) => e.event === name && e.payload.payload.payment?.entity.order_id === orderId);

/**
 * A UPI booking whose hold runs out (the expiry job releases its bay), whose slot another customer then takes,
 * and whose payment is captured only after that: the webhook must turn it into a refund.
 */
async function lateCaptureAfterBayIsGone() {
  const fixture = await bookableCentre(db, { bays: 1 });
  const [late, other] = await customersWithSessions(db, 2);
  if (!late || !other) throw new Error("no customers");
  const created = await trpcHttp(
    server.origin,
    "booking.create",
    bookingRequest(fixture, { time: "10:00", paymentMethod: "upi" }),
    { kind: "mutation", token: late.token, timeoutMs: 15_000 },
  );
  expect(created.status).toBe(200);
  const booking = bookingOf(created);
  const orderId = booking?.checkout?.orderId as string;
  const bookingId = booking?.id as number;

  await db.booking.update({
    where: { id: bookingId },
    data: { holdExpiresAt: new Date(Date.now() - 60_000) },
  });
  await runJobsUntil(jobDeps(), "expire the hold", async () => {
    const row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    return row.status === "expired";
  });
  const taken = await trpcHttp(
    server.origin,
    "booking.create",
    bookingRequest(fixture, { time: "10:00", paymentMethod: "cash" }),
    { kind: "mutation", token: other.token, timeoutMs: 15_000 },
  );
  expect(taken.status).toBe(200);

  await payAtStandin(orderId);
  const captured = eventsFor("payment.captured", orderId)[0];
  expect(captured?.state).toBe("delivered");
  expect(await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({
    status: "cancelled",
    paymentStatus: "refund_pending",
  });
  return { bookingId, orderId, otherBookingId: bookingOf(taken)?.id as number, captured };
}

async function expectRefundedOnce(bookingId: number, otherBookingId: number) {
  expect(await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({
    status: "cancelled",
    paymentStatus: "refunded",
  });
  const refunds = await db.refund.findMany({ where: { bookingId } });
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({
    status: "processed",
    razorpayRefundId: expect.stringMatching(/^rfnd_/),
  });
  const payment = await db.payment.findFirstOrThrow({ where: { bookingId, method: "upi" } });
  expect(payment.state).toBe("refunded");
  expect(standin.controls.refunds().filter((r) => r.payment_id === payment.razorpayPaymentId)).toHaveLength(
    1,
  );
  expect(
    await db.auditLog.count({ where: { action: "booking.refunded", entityId: String(bookingId) } }),
  ).toBe(1);
  expect(
    await db.outboxMessage.count({
      where: { topic: "booking.refunded", payload: { path: ["bookingId"], equals: bookingId } },
    }),
  ).toBe(1);
  // The customer who took the slot keeps it; the refunded booking holds no bay.
  expect(await db.bayReservation.count({ where: { bookingId: otherBookingId } })).toBe(1);
  expect(await db.bayReservation.count({ where: { bookingId } })).toBe(0);
  expect(await bookingInvariantViolations(db)).toEqual([]);
}

/** The refund jobs queued for a booking's refunds (each carries one refund's id). */
async function refundJobsOf(bookingId: number) {
  const refunds = await db.refund.findMany({ where: { bookingId }, select: { id: true } });
  const ids = new Set(refunds.map((refund) => refund.id));
  const jobs = await db.outboxMessage.findMany({ where: { topic: "payment.refund" } });
  return jobs.filter((job) => ids.has((job.payload as { refundId?: number }).refundId ?? -1));
}

describe("webhooks twice, late or out of order", () => {
  it("payment.captured after the hold expired and the bay was taken: refunded in full once, even when the capture is delivered again", async () => {
    recordReliability({
      area: "Webhooks",
      scenario:
        "payment.captured arrives after the hold expired and another customer took the bay, and is then delivered again: the late payer is refunded in full exactly once and the other customer keeps the bay",
      load: "1 bay; 1 UPI booking expired by the hold-expiry job, the slot re-booked by a second customer, then the payment captured",
      faults: "late payment.captured, the same event redelivered (same id), order.paid for the same capture",
    });
    const { bookingId, otherBookingId, captured } = await lateCaptureAfterBayIsGone();
    const again = await standin.controls.redeliver(captured?.id as string);
    expect(again.attempts.at(-1)?.status).toBe(200);
    expect(await refundJobsOf(bookingId)).toHaveLength(1);
    const errors = await runJobsUntil(jobDeps(), "refund the late payment", async () => {
      const row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
      return row.paymentStatus === "refunded";
    });
    expect(errors).toEqual([]);
    await expectRefundedOnce(bookingId, otherBookingId);
  }, 90_000);

  it("refund.processed delivered before our refund record knows Razorpay's refund id: the refund still completes, once", async () => {
    recordReliability({
      area: "Webhooks",
      scenario:
        "refund.processed reaches us before the refund job has recorded Razorpay's answer (which says pending): the refund is still recorded as processed, once, and the customer is told once",
      load: "1 late-paid UPI booking refunded by the outbox job",
      faults:
        "Razorpay answers the refund 'pending' and delivers refund.processed before that answer reaches the refund job",
    });
    const { bookingId, otherBookingId } = await lateCaptureAfterBayIsGone();
    standin.controls.setRefundWebhookRace(true);
    const errors = await runJobsUntil(jobDeps(), "run the refund", async () => {
      const jobs = await refundJobsOf(bookingId);
      return jobs.length > 0 && jobs.every((job) => job.status !== "pending");
    });
    expect(errors).toEqual([]);
    const processed = standin.controls.events().filter((e) => e.event === "refund.processed");
    expect(processed.at(-1)?.state).toBe("delivered");
    await expectRefundedOnce(bookingId, otherBookingId);
  }, 90_000);

  it("payment.failed for an earlier attempt delivered after the capture, and again later: the booking stays paid", async () => {
    recordReliability({
      area: "Webhooks",
      scenario:
        "payment.failed of an earlier attempt arrives again after payment.captured (out of order, and redelivered): the booking stays paid with the captured payment",
      load: "1 UPI booking: a failed attempt, then a successful one",
      faults: "payment.failed redelivered after payment.captured; payment.captured redelivered",
    });
    const fixture = await bookableCentre(db, { bays: 1 });
    const [customer] = await customersWithSessions(db, 1);
    const created = await trpcHttp(
      server.origin,
      "booking.create",
      bookingRequest(fixture, { time: "11:00", paymentMethod: "upi" }),
      { kind: "mutation", token: customer?.token as string, timeoutMs: 15_000 },
    );
    const booking = bookingOf(created);
    const orderId = booking?.checkout?.orderId as string;
    await payAtStandin(orderId, "failure");
    await payAtStandin(orderId, "success");
    const failed = eventsFor("payment.failed", orderId)[0];
    const captured = eventsFor("payment.captured", orderId)[0];
    expect([failed?.state, captured?.state]).toEqual(["delivered", "delivered"]);
    const paidPaymentId = captured?.payload.payload.payment?.entity.id;

    for (const late of [failed, captured, failed]) {
      const again = await standin.controls.redeliver(late?.id as string);
      expect(again.attempts.at(-1)?.status).toBe(200);
    }
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking?.id as number } })).toMatchObject({
      status: "paid",
      paymentStatus: "captured",
    });
    const payment = await db.payment.findFirstOrThrow({ where: { bookingId: booking?.id as number } });
    expect(payment).toMatchObject({ state: "captured", razorpayPaymentId: paidPaymentId });
    expect(
      await db.auditLog.count({ where: { action: "booking.paid", entityId: String(booking?.id) } }),
    ).toBe(1);
    expect(await bookingInvariantViolations(db)).toEqual([]);
  }, 60_000);
});
