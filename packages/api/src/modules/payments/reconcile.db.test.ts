/**
 * reconcileOpenOrders: each open order on its own, so one that cannot be recorded never stops the others.
 * Real database, the Razorpay stand-in over HTTP.
 */
import { createTestDb } from "@chamak/db/testing";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser, standinPayments } from "../../../test/support/caller";
import { submitTestCheckout } from "../../../test/support/test-checkout";
import type { PaymentsDeps } from "./payments-deps";
import { type ReconcileLogger, reconcileOpenOrders, reconcileRetryDelayMs } from "./reconcile.service";

const keys = { keyId: "rzp_test_reconcile", keySecret: "reconcile-secret", webhookSecret: "reconcile-hook" };
let database: Awaited<ReturnType<typeof createTestDb>>;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;
let fixture: Awaited<ReturnType<typeof bookableCentre>>;

beforeAll(async () => {
  database = await createTestDb();
  standin = await startRazorpayStandin(keys);
  // No webhook reaches us: reconciliation is the only way these payments are heard of.
  standin.controls.setWebhookUrl(undefined);
  payments = standinPayments(keys, standin.apiBaseUrl);
  fixture = await bookableCentre(database.db, { bays: 4 });
});
afterAll(async () => {
  await standin?.close();
  await database?.close();
});

const MINUTE = 60_000;

/** A UPI booking whose order the customer paid in Checkout, with its payments row. */
async function paidUpiBooking(time: string) {
  const { token } = await signedInUser(database.db);
  const caller = callerFor(database.db, { token, payments });
  const booking = await caller.booking.create(bookingRequest(fixture, { time, paymentMethod: "upi" }));
  const orderId = booking.checkout?.orderId as string;
  const response = await submitTestCheckout(standin.url, { keyId: keys.keyId, orderId });
  expect(response.status).toBe(200);
  const row = await database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } });
  return { bookingId: booking.id, paymentId: row.id, orderId };
}

function capturingLogger() {
  const warnings: { obj: object; msg: string | undefined }[] = [];
  const logger: ReconcileLogger = { warn: (obj, msg) => warnings.push({ obj, msg }) };
  return { logger, warnings };
}

const bookingStatus = async (id: number) =>
  (await database.db.booking.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

const reconcileState = (id: number) =>
  database.db.payment.findUniqueOrThrow({
    where: { id },
    select: {
      state: true,
      reconcileAttempts: true,
      reconcileAfter: true,
      reconcileError: true,
      updatedAt: true,
    },
  });

describe("reconcileRetryDelayMs", () => {
  it("doubles from 2 minutes per failure in a row, up to 6 hours", () => {
    expect([1, 2, 3, 4, 8, 9, 20].map((failures) => reconcileRetryDelayMs(failures) / MINUTE)).toEqual([
      2, 4, 8, 16, 256, 360, 360,
    ]);
  });
});

describe("reconcileOpenOrders", () => {
  it("records the good orders around ones it cannot, notes each failure, backs off, and clears it on success", async () => {
    const good1 = await paidUpiBooking("10:00");
    const bad = await paidUpiBooking("10:30");
    const lost = await paidUpiBooking("11:00");
    const good2 = await paidUpiBooking("11:30");
    // The bad one's booking cannot take its capture: our row expects another amount than Razorpay took.
    await database.db.payment.update({ where: { id: bad.paymentId }, data: { amountPaise: 40_000 } });
    // Razorpay does not know the lost one's order (as after a change of account keys).
    await database.db.payment.update({
      where: { id: lost.paymentId },
      data: { razorpayOrderId: "order_NotAtRazorpay01" },
    });

    const t0 = new Date();
    const first = capturingLogger();
    expect(
      await reconcileOpenOrders(database.db, payments, { olderThanMs: 0, now: t0, logger: first.logger }),
    ).toBe(2);
    expect(await bookingStatus(good1.bookingId)).toBe("paid");
    expect(await bookingStatus(good2.bookingId)).toBe("paid");
    expect(await bookingStatus(bad.bookingId)).toBe("pending_payment");

    expect(await reconcileState(bad.paymentId)).toMatchObject({
      state: "created",
      reconcileAttempts: 1,
      reconcileAfter: new Date(t0.getTime() + 2 * MINUTE),
      reconcileError: "PAYMENT_FAILED: The amount paid does not match the booking's total",
    });
    expect(await reconcileState(lost.paymentId)).toMatchObject({
      state: "created",
      reconcileAttempts: 1,
      reconcileAfter: new Date(t0.getTime() + 2 * MINUTE),
      reconcileError: expect.stringMatching(/^Razorpay rejected: /),
    });
    // Newest first: the lost one was made after the bad one.
    expect(first.warnings.map((warning) => warning.msg)).toEqual([
      expect.stringContaining("Reconciling order order_NotAtRazorpay01 failed (1 time(s) in a row)"),
      expect.stringContaining(`Reconciling order ${bad.orderId} failed (1 time(s) in a row)`),
    ]);
    expect(first.warnings[1]?.obj).toMatchObject({ paymentId: bad.paymentId, failures: 1 });

    // Before its wait is over, a failed order is not asked about again.
    const badBefore = await reconcileState(bad.paymentId);
    const lostBefore = await reconcileState(lost.paymentId);
    const early = capturingLogger();
    const oneMinuteOn = new Date(t0.getTime() + MINUTE);
    expect(
      await reconcileOpenOrders(database.db, payments, {
        olderThanMs: 0,
        now: oneMinuteOn,
        logger: early.logger,
      }),
    ).toBe(0);
    expect(early.warnings).toEqual([]);
    expect(await reconcileState(bad.paymentId)).toEqual(badBefore);
    expect(await reconcileState(lost.paymentId)).toEqual(lostBefore);

    // Once it is, it is tried again; failing again doubles the wait.
    const t1 = new Date(t0.getTime() + 2 * MINUTE + 1000);
    const again = capturingLogger();
    expect(
      await reconcileOpenOrders(database.db, payments, { olderThanMs: 0, now: t1, logger: again.logger }),
    ).toBe(0);
    expect(again.warnings).toHaveLength(2);
    expect(await reconcileState(bad.paymentId)).toMatchObject({
      reconcileAttempts: 2,
      reconcileAfter: new Date(t1.getTime() + 4 * MINUTE),
    });

    // The admins see both, most tried first.
    const { token } = await signedInUser(database.db, "admin");
    const admin = callerFor(database.db, { token, payments });
    const stuck = await admin.admin.bookings.reconcileErrors({ page: 1 });
    expect(stuck.total).toBe(2);
    expect(stuck.items.map((item) => [item.paymentId, item.booking.id, item.attempts])).toEqual([
      [bad.paymentId, bad.bookingId, 2],
      [lost.paymentId, lost.bookingId, 2],
    ]);
    expect(stuck.items[0]).toMatchObject({
      razorpayOrderId: bad.orderId,
      amountPaise: 40_000,
      nextAttemptAt: new Date(t1.getTime() + 4 * MINUTE),
      error: "PAYMENT_FAILED: The amount paid does not match the booking's total",
      booking: { status: "pending_payment", customerId: expect.any(Number), centreId: fixture.centre.id },
    });

    // A new order is not held up behind the stuck ones: with room for one, it goes first.
    const fresh = await paidUpiBooking("12:00");
    const t2 = new Date(t1.getTime() + 4 * MINUTE + 1000);
    expect(await reconcileOpenOrders(database.db, payments, { olderThanMs: 0, now: t2, limit: 1 })).toBe(1);
    expect(await bookingStatus(fresh.bookingId)).toBe("paid");
    expect((await reconcileState(bad.paymentId)).reconcileAttempts).toBe(2);

    // Repaired (the row expects what Razorpay took), the bad one is recorded and its error cleared.
    await database.db.payment.update({ where: { id: bad.paymentId }, data: { amountPaise: 49_900 } });
    const last = capturingLogger();
    expect(
      await reconcileOpenOrders(database.db, payments, { olderThanMs: 0, now: t2, logger: last.logger }),
    ).toBe(1);
    expect(await bookingStatus(bad.bookingId)).toBe("paid");
    expect(await reconcileState(bad.paymentId)).toMatchObject({
      state: "captured",
      reconcileAttempts: 0,
      reconcileAfter: null,
      reconcileError: null,
    });
    expect(last.warnings.map((warning) => warning.msg)).toEqual([
      expect.stringContaining("Reconciling order order_NotAtRazorpay01 failed (3 time(s) in a row)"),
    ]);
    const remaining = await admin.admin.bookings.reconcileErrors({ page: 1 });
    expect(remaining.items.map((item) => item.paymentId)).toEqual([lost.paymentId]);
  });

  it("records a payment made in a Checkout left open after the customer chose to pay at the centre, and gives it back", async () => {
    const { token } = await signedInUser(database.db);
    const caller = callerFor(database.db, { token, payments });
    const booking = await caller.booking.create(
      bookingRequest(fixture, { time: "15:00", paymentMethod: "upi" }),
    );
    const orderId = booking.checkout?.orderId as string;
    await caller.booking.payAtCentre({ bookingId: booking.id });
    // The Checkout still open in another tab: the customer pays there after all, and no webhook comes.
    expect((await submitTestCheckout(standin.url, { keyId: keys.keyId, orderId })).status).toBe(200);

    expect(await reconcileOpenOrders(database.db, payments, { olderThanMs: -MINUTE })).toBeGreaterThanOrEqual(
      1,
    );
    const row = await database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } });
    expect(row.state).toBe("captured");
    await expect(
      database.db.refund.findMany({
        where: { bookingId: booking.id },
        select: { amountPaise: true, reason: true },
      }),
    ).resolves.toEqual([
      { amountPaise: booking.totalPaise, reason: "Paid online after choosing to pay at the centre" },
    ]);
    expect(await bookingStatus(booking.id)).toBe("requested");
  });

  it("asks about the newest open orders first, so old ones left open for good never crowd out a new one", async () => {
    const older = await paidUpiBooking("16:00");
    const newer = await paidUpiBooking("16:30");
    expect(await reconcileOpenOrders(database.db, payments, { olderThanMs: -MINUTE, limit: 1 })).toBe(1);
    expect((await reconcileState(newer.paymentId)).state).toBe("captured");
    expect((await reconcileState(older.paymentId)).state).toBe("created");
    await reconcileOpenOrders(database.db, payments, { olderThanMs: -MINUTE });
    expect((await reconcileState(older.paymentId)).state).toBe("captured");
  });

  it("only admins may list the stuck orders", async () => {
    const { token } = await signedInUser(database.db, "user");
    await expect(
      callerFor(database.db, { token, payments }).admin.bookings.reconcileErrors({ page: 1 }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
