import { createTestDb } from "@chamak/db/testing";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser, standinPayments } from "../../../test/support/caller";
import { recordReliability } from "../../../test/support/reliability-record";
import { payInTestCheckout } from "../../../test/support/test-checkout";
import { expireUnpaidHolds } from "../jobs/expire-holds";
import type { PaymentsDeps } from "../payments/payments-deps";
import { signPayment, signWebhook } from "../payments/razorpay-signature";
import { reconcileOpenOrders } from "../payments/reconcile.service";
import { handleRazorpayWebhook } from "../payments/webhook.service";

const keys = { keyId: "rzp_test_upi", keySecret: "key-secret-upi", webhookSecret: "webhook-secret-upi" };
let database: Awaited<ReturnType<typeof createTestDb>>;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;

beforeAll(async () => {
  database = await createTestDb();
  standin = await startRazorpayStandin(keys);
  payments = standinPayments(keys, standin.apiBaseUrl);
});
afterAll(async () => {
  await standin?.close();
  await database?.close();
});

/** What the customer's browser does in the (test) Checkout: pay the order, get Checkout's answer. */
const payInCheckout = (orderId: string) => payInTestCheckout(standin.url, { keyId: keys.keyId, orderId });

async function upiBooking(time: string) {
  const fixture = await bookableCentre(database.db);
  const { token } = await signedInUser(database.db);
  const caller = callerFor(database.db, { token, payments });
  const booking = await caller.booking.create(bookingRequest(fixture, { time, paymentMethod: "upi" }));
  return { caller, booking, checkout: booking.checkout as NonNullable<typeof booking.checkout> };
}

function webhookFor(event: { event: string; orderId: string; paymentId: string; amount: number }) {
  const rawBody = JSON.stringify({
    entity: "event",
    event: event.event,
    payload: { payment: { entity: { id: event.paymentId, order_id: event.orderId, amount: event.amount } } },
  });
  return { rawBody, signature: signWebhook(rawBody, keys.webhookSecret) };
}

describe("UPI through Razorpay", () => {
  it("creates an order for the server's total and marks the booking paid once Checkout's signature verifies", async () => {
    const { caller, booking, checkout } = await upiBooking("10:00");
    expect(booking).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });
    expect(checkout).toMatchObject({
      keyId: keys.keyId,
      amountPaise: 49_900,
      currency: "INR",
      testMode: true,
    });
    expect(standin.controls.orders().find((o) => o.id === checkout.orderId)?.amount).toBe(49_900);
    // The view written in the same statement as the order's payment row is the booking as read afterwards.
    expect({ ...booking, checkout: null }).toEqual(await caller.booking.get({ bookingId: booking.id }));

    standin.controls.deliverWebhooks(false);
    const paid = await payInCheckout(checkout.orderId);
    const result = await caller.booking.confirmPayment({
      bookingId: booking.id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    });
    expect(result.outcome).toBe("paid");
    expect(result.booking).toMatchObject({ status: "paid", paymentStatus: "captured" });
    expect(result.booking).toEqual(await caller.booking.get({ bookingId: booking.id }));

    // The webhook arriving afterwards changes nothing.
    standin.controls.deliverWebhooks(true);
    await standin.controls.webhooksSettled();
    const row = await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row).toMatchObject({ status: "paid", holdExpiresAt: null });
  });

  it("stays paid, not refunding, when the browser's confirmation and the webhook arrive together", async () => {
    recordReliability({
      area: "Webhooks",
      scenario:
        "The browser's payment confirmation and the payment.captured webhook arrive together: the booking is paid once, never sent down the refund path",
      load: "1 UPI booking, confirmation and webhook at the same moment",
      faults: "two reports of one capture racing",
    });
    const { caller, booking, checkout } = await upiBooking("09:30");
    standin.controls.setWebhookUrl(undefined);
    const paid = await payInCheckout(checkout.orderId);
    const delivery = webhookFor({
      event: "payment.captured",
      orderId: checkout.orderId,
      paymentId: paid.razorpay_payment_id,
      amount: 49_900,
    });
    await Promise.all([
      caller.booking.confirmPayment({
        bookingId: booking.id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: paid.razorpay_signature,
      }),
      handleRazorpayWebhook(database.db, payments, { ...delivery, eventId: "evt_race" }),
    ]);
    expect(await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "paid",
      paymentStatus: "captured",
    });
    expect(
      await database.db.auditLog.count({ where: { entityId: String(booking.id), action: "booking.paid" } }),
    ).toBe(1);
  });

  it("refuses a forged signature and leaves the booking unpaid", async () => {
    const { caller, booking, checkout } = await upiBooking("10:30");
    await expect(
      caller.booking.confirmPayment({
        bookingId: booking.id,
        razorpayOrderId: checkout.orderId,
        razorpayPaymentId: "pay_forged000000000",
        razorpaySignature: signPayment(checkout.orderId, "pay_forged000000000", "not-the-secret"),
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/could not verify/) });
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe(
      "pending_payment",
    );
  });

  it("completes the booking from the webhook when the browser closes after paying", async () => {
    const { booking, checkout } = await upiBooking("11:00");
    standin.controls.setWebhookUrl(undefined);
    const paid = await payInCheckout(checkout.orderId);
    const delivery = webhookFor({
      event: "payment.captured",
      orderId: checkout.orderId,
      paymentId: paid.razorpay_payment_id,
      amount: 49_900,
    });
    const first = await handleRazorpayWebhook(database.db, payments, {
      ...delivery,
      eventId: "evt_browser_gone",
    });
    const replay = await handleRazorpayWebhook(database.db, payments, {
      ...delivery,
      eventId: "evt_browser_gone",
    });
    expect([first, replay]).toEqual(["processed", "duplicate"]);
    expect(await database.db.webhookEvent.count({ where: { id: "evt_browser_gone" } })).toBe(1);
    const row = await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row).toMatchObject({ status: "paid", paymentStatus: "captured" });
    expect(
      await database.db.auditLog.count({ where: { entityId: String(booking.id), action: "booking.paid" } }),
    ).toBe(1);
  });

  it("writes the same records whether Checkout's callback (one statement) or the webhook marks it paid", async () => {
    standin.controls.setWebhookUrl(undefined);
    const byCallback = await upiBooking("15:00");
    const callbackPaid = await payInCheckout(byCallback.checkout.orderId);
    await byCallback.caller.booking.confirmPayment({
      bookingId: byCallback.booking.id,
      razorpayOrderId: callbackPaid.razorpay_order_id,
      razorpayPaymentId: callbackPaid.razorpay_payment_id,
      razorpaySignature: callbackPaid.razorpay_signature,
    });
    const byWebhook = await upiBooking("15:00");
    const webhookPaid = await payInCheckout(byWebhook.checkout.orderId);
    await handleRazorpayWebhook(database.db, payments, {
      ...webhookFor({
        event: "payment.captured",
        orderId: byWebhook.checkout.orderId,
        paymentId: webhookPaid.razorpay_payment_id,
        amount: 49_900,
      }),
      eventId: `evt_${webhookPaid.razorpay_payment_id}`,
    });

    const { db } = database;
    const recordsOf = async (bookingId: number, paymentId: string) => {
      const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
      const payment = await db.payment.findFirstOrThrow({ where: { bookingId } });
      const audit = await db.auditLog.findMany({
        where: { entityId: String(bookingId), action: "booking.paid" },
        select: { actorRole: true, data: true },
      });
      const outbox = await db.outboxMessage.findMany({
        where: { payload: { path: ["bookingId"], equals: bookingId }, topic: { not: "booking.created" } },
        select: { topic: true, payload: true, runAt: true },
        orderBy: { topic: "asc" },
      });
      return {
        booking: {
          status: booking.status,
          paymentStatus: booking.paymentStatus,
          holdExpiresAt: booking.holdExpiresAt,
          slotStart: booking.slotStart.toISOString(),
        },
        payment: {
          state: payment.state,
          paid: payment.razorpayPaymentId === paymentId,
          capturedAt: payment.capturedAt instanceof Date,
        },
        audit: audit.map((row) => ({
          ...row,
          data: row.data && { ...(row.data as object), paymentId: "…" },
        })),
        outbox: outbox.map((row) => ({
          topic: row.topic,
          payload: { ...(row.payload as object), bookingId: "…" },
          reminderMinutesBeforeSlot:
            row.topic === "booking.reminder"
              ? (booking.slotStart.getTime() - row.runAt.getTime()) / 60_000
              : null,
        })),
      };
    };
    const callback = await recordsOf(byCallback.booking.id, callbackPaid.razorpay_payment_id);
    const webhook = await recordsOf(byWebhook.booking.id, webhookPaid.razorpay_payment_id);
    expect(callback.booking).toEqual({ ...webhook.booking });
    expect(callback.payment).toEqual({ state: "captured", paid: true, capturedAt: true });
    expect(webhook.payment).toEqual(callback.payment);
    expect(callback.audit.map((row) => row.data)).toEqual(webhook.audit.map((row) => row.data));
    expect(callback.outbox).toEqual(webhook.outbox);
    expect(callback.outbox.map((row) => row.topic)).toEqual(["booking.paid", "booking.reminder"]);
    expect(callback.outbox[1]).toMatchObject({
      payload: { slotStart: callback.booking.slotStart },
      reminderMinutesBeforeSlot: 120,
    });

    // Razorpay's own report of the payment the callback recorded: stored once, changing nothing.
    const lateReport = {
      ...webhookFor({
        event: "payment.captured",
        orderId: byCallback.checkout.orderId,
        paymentId: callbackPaid.razorpay_payment_id,
        amount: 49_900,
      }),
      eventId: `evt_late_${callbackPaid.razorpay_payment_id}`,
    };
    expect(await handleRazorpayWebhook(db, payments, lateReport)).toBe("processed");
    expect(await handleRazorpayWebhook(db, payments, lateReport)).toBe("duplicate");
    expect(await db.webhookEvent.count({ where: { id: lateReport.eventId } })).toBe(1);
    expect(await recordsOf(byCallback.booking.id, callbackPaid.razorpay_payment_id)).toEqual(callback);
  });

  it("rejects webhooks with a bad signature or a tampered amount", async () => {
    const { booking, checkout } = await upiBooking("11:30");
    const delivery = webhookFor({
      event: "payment.captured",
      orderId: checkout.orderId,
      paymentId: "pay_x",
      amount: 100,
    });
    await expect(
      handleRazorpayWebhook(database.db, payments, {
        rawBody: delivery.rawBody,
        signature: "00".repeat(32),
        eventId: "evt_forged",
      }),
    ).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(
      handleRazorpayWebhook(database.db, payments, { ...delivery, eventId: "evt_tampered" }),
    ).rejects.toMatchObject({
      message: "The amount paid does not match the booking's total",
    });
    // Nothing was recorded, so a genuine redelivery later is still processed.
    expect(
      await database.db.webhookEvent.count({ where: { id: { in: ["evt_forged", "evt_tampered"] } } }),
    ).toBe(0);
    expect((await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe(
      "pending_payment",
    );
  });

  it("repairs a payment whose callback and webhook were both lost, by asking Razorpay", async () => {
    const { booking, checkout } = await upiBooking("12:00");
    standin.controls.setWebhookUrl(undefined);
    await payInCheckout(checkout.orderId);
    expect(await reconcileOpenOrders(database.db, payments, { olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
    expect(await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "paid",
    });
  });

  it("a late payment after the hold expired re-takes the bay when it is still free", async () => {
    recordReliability({
      area: "Webhooks",
      scenario:
        "payment.captured after the hold expired, with the bay still free: the booking re-takes its bay and is paid",
      load: "1 UPI booking expired by the hold-expiry job, then captured",
      faults: "late payment.captured",
    });
    const { booking, checkout } = await upiBooking("12:30");
    await expireUnpaidHolds(database.db, new Date(Date.now() + 60 * 60_000));
    expect(await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "expired",
    });
    expect(await database.db.bayReservation.count({ where: { bookingId: booking.id } })).toBe(0);
    const paid = await payInCheckout(checkout.orderId);
    const delivery = webhookFor({
      event: "payment.captured",
      orderId: checkout.orderId,
      paymentId: paid.razorpay_payment_id,
      amount: 49_900,
    });
    await handleRazorpayWebhook(database.db, payments, { ...delivery, eventId: "evt_late" });
    expect(await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "paid",
    });
    expect(await database.db.bayReservation.count({ where: { bookingId: booking.id } })).toBe(1);
  });

  it("says so clearly when the payment service is down, and keeps the booking's hold", async () => {
    recordReliability({
      area: "Payment faults",
      scenario:
        "Razorpay down when a UPI booking is made (service level): SERVICE_UNAVAILABLE, the booking keeps its hold, and paying again once Razorpay is back opens a new order",
      load: "1 UPI booking",
      faults: "Razorpay API answering 503",
    });
    const fixture = await bookableCentre(database.db);
    const { token } = await signedInUser(database.db);
    const caller = callerFor(database.db, { token, payments });
    standin.controls.setDown(true);
    try {
      await expect(
        caller.booking.create(bookingRequest(fixture, { time: "13:00", paymentMethod: "upi" })),
      ).rejects.toMatchObject({
        code: "SERVICE_UNAVAILABLE",
      });
    } finally {
      standin.controls.setDown(false);
    }
    const [pending] = await database.db.booking.findMany({ where: { centreId: fixture.centre.id } });
    expect(pending).toMatchObject({ status: "pending_payment" });
    const retried = await caller.booking.pay({ bookingId: pending?.id ?? 0 });
    expect(retried.checkout?.orderId).toMatch(/^order_/);
  });

  it("reopens Checkout only while the booking waits for payment and its slot has not begun", async () => {
    const { caller, booking, checkout } = await upiBooking("15:00");
    const reopened = await caller.booking.pay({ bookingId: booking.id });
    expect(reopened.checkout?.orderId).toBe(checkout.orderId);

    // The same booking moved to yesterday (it was for tomorrow): its slot has passed, so paying is refused.
    const twoDays = 2 * 24 * 60 * 60 * 1000;
    const row = await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    await database.db.booking.update({
      where: { id: booking.id },
      data: {
        slotStart: new Date(row.slotStart.getTime() - twoDays),
        slotEnd: new Date(row.slotEnd.getTime() - twoDays),
      },
    });
    await expect(caller.booking.pay({ bookingId: booking.id })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "The slot has passed; please book again",
    });
    const orders = await database.db.payment.count({ where: { bookingId: booking.id } });
    expect(orders).toBe(1);

    const paid = await upiBooking("15:30");
    const inCheckout = await payInCheckout(paid.checkout.orderId);
    await paid.caller.booking.confirmPayment({
      bookingId: paid.booking.id,
      razorpayOrderId: inCheckout.razorpay_order_id,
      razorpayPaymentId: inCheckout.razorpay_payment_id,
      razorpaySignature: inCheckout.razorpay_signature,
    });
    await expect(paid.caller.booking.pay({ bookingId: paid.booking.id })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "This booking is not waiting for payment",
    });
    const stranger = callerFor(database.db, { token: (await signedInUser(database.db)).token, payments });
    await expect(stranger.booking.pay({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
