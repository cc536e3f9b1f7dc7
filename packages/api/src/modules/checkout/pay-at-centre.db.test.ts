import { createTestDb } from "@chamak/db/testing";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser, standinPayments } from "../../../test/support/caller";
import { payInTestCheckout } from "../../../test/support/test-checkout";
import type { PaymentsDeps } from "../payments/payments-deps";

const keys = { keyId: "rzp_test_cash", keySecret: "key-secret-cash", webhookSecret: "webhook-secret-cash" };
let database: Awaited<ReturnType<typeof createTestDb>>;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;

beforeAll(async () => {
  database = await createTestDb();
  standin = await startRazorpayStandin(keys);
  standin.controls.deliverWebhooks(false);
  payments = standinPayments(keys, standin.apiBaseUrl);
});
afterAll(async () => {
  await standin?.close();
  await database?.close();
});

async function customerWithCentre() {
  const fixture = await bookableCentre(database.db);
  const { token } = await signedInUser(database.db);
  return { fixture, caller: callerFor(database.db, { token, payments }) };
}

describe("a customer's bookings waiting for payment (the booking page offers them)", () => {
  it("lists only the customer's own UPI bookings still waiting for payment", async () => {
    const { fixture, caller } = await customerWithCentre();
    const waiting = await caller.booking.create(
      bookingRequest(fixture, { time: "09:00", paymentMethod: "upi" }),
    );
    await caller.booking.create(bookingRequest(fixture, { time: "09:30", paymentMethod: "cash" }));
    const paidLater = await caller.booking.create(
      bookingRequest(fixture, { time: "10:00", paymentMethod: "upi" }),
    );
    const paid = await payInTestCheckout(standin.url, {
      keyId: keys.keyId,
      orderId: paidLater.checkout?.orderId ?? "",
    });
    await caller.booking.confirmPayment({
      bookingId: paidLater.id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    });

    const found = await caller.booking.mine({ page: 1, pageSize: 5, awaitingPayment: true });
    expect(found.items.map((booking) => booking.code)).toEqual([waiting.code]);
    expect(found.total).toBe(1);
    expect((await caller.booking.mine({ page: 1, pageSize: 5 })).total).toBe(3);

    const { caller: other } = await customerWithCentre();
    expect((await other.booking.mine({ page: 1, pageSize: 5, awaitingPayment: true })).items).toEqual([]);
  });
});

describe("paying at the centre instead of online", () => {
  it("turns a UPI booking waiting for payment into a cash request, same price, bay kept", async () => {
    const { fixture, caller } = await customerWithCentre();
    const booking = await caller.booking.create(bookingRequest(fixture, { paymentMethod: "upi" }));
    expect(booking.allowedActions).toContain("pay");

    const cash = await caller.booking.payAtCentre({ bookingId: booking.id });
    expect(cash).toMatchObject({
      status: "requested",
      paymentMethod: "cash",
      paymentStatus: "cash_due",
      totalPaise: booking.totalPaise,
      slotStart: booking.slotStart,
    });
    expect(cash.money).toMatchObject({ duePaise: booking.totalPaise, outstandingPaise: booking.totalPaise });
    expect(cash.allowedActions).not.toContain("pay");
    const row = await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.holdExpiresAt).toBeNull();
    expect(await database.db.bayReservation.count({ where: { bookingId: booking.id } })).toBeGreaterThan(0);
    expect(
      await database.db.outboxMessage.count({
        where: { topic: "booking.created", payload: { path: ["bookingId"], equals: booking.id } },
      }),
    ).toBe(2);

    // Once is enough; a cash booking is not waiting for an online payment.
    await expect(caller.booking.payAtCentre({ bookingId: booking.id })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "This booking is not waiting for payment",
    });
  });

  it("refunds in full a payment of the old order that arrives after the switch", async () => {
    const { fixture, caller } = await customerWithCentre();
    const booking = await caller.booking.create(bookingRequest(fixture, { paymentMethod: "upi" }));
    const late = await payInTestCheckout(standin.url, {
      keyId: keys.keyId,
      orderId: booking.checkout?.orderId ?? "",
    });
    await caller.booking.payAtCentre({ bookingId: booking.id });

    const answer = await caller.booking.confirmPayment({
      bookingId: booking.id,
      razorpayOrderId: late.razorpay_order_id,
      razorpayPaymentId: late.razorpay_payment_id,
      razorpaySignature: late.razorpay_signature,
    });
    expect(answer.outcome).toBe("refunding");
    expect(answer.booking).toMatchObject({ status: "requested", paymentMethod: "cash" });
    expect(answer.booking.money).toMatchObject({
      capturedPaise: booking.totalPaise,
      refundablePaise: 0,
      heldPaise: 0,
      outstandingPaise: booking.totalPaise,
    });
  });

  it("refuses another customer's booking and a cash booking", async () => {
    const { fixture, caller } = await customerWithCentre();
    const upi = await caller.booking.create(bookingRequest(fixture, { time: "11:00", paymentMethod: "upi" }));
    const cash = await caller.booking.create(bookingRequest(fixture, { time: "11:30" }));
    const { caller: other } = await customerWithCentre();
    await expect(other.booking.payAtCentre({ bookingId: upi.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(caller.booking.payAtCentre({ bookingId: cash.id })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
    });
    expect((await caller.booking.get({ bookingId: upi.id })).status).toBe("pending_payment");
  });
});
