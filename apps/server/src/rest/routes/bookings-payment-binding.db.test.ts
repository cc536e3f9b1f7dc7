/**
 * POST /api/bookings/store with a razorpay_payment_id: a payment binds to exactly one booking of one customer.
 * Real HTTP against the listening app, the Razorpay stand-in over HTTP (its webhooks delivered to the app).
 */

import { standinPayments } from "@chamak/api/test-support/caller";
import {
  authorizeStandaloneInTestCheckout,
  confirmPaymentInput,
  payInTestCheckout,
} from "@chamak/api/test-support/test-checkout";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listeningApp, trpcHttp } from "../../../test/reliability/reliability-harness";
import {
  indiaDatePlus,
  legacyBookingForm,
  legacyCentre,
  signIn,
} from "../../../test/support/legacy-fixtures";

const keys = {
  keyId: "rzp_test_binding",
  keySecret: "binding-key-secret",
  webhookSecret: "binding-webhook-secret",
};

let database: TestDb;
let standin: RunningRazorpayStandin;
let server: Awaited<ReturnType<typeof listeningApp>>;
let centre: Awaited<ReturnType<typeof legacyCentre>>;
let first: Awaited<ReturnType<typeof signIn>>;
let second: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  standin = await startRazorpayStandin(keys);
  database = await createTestDb();
  server = await listeningApp({ db: database.db, payments: standinPayments(keys, standin.apiBaseUrl) });
  standin.controls.setWebhookUrl(`${server.origin}/webhooks/razorpay`);
  centre = await legacyCentre(database.db, { name: "Binding Centre" });
  first = await signIn(server.app, database.db, "user");
  second = await signIn(server.app, database.db, "user");
});
afterAll(async () => {
  await server?.close();
  await standin?.close();
  await database?.close();
});

const tomorrow = indiaDatePlus(1);
const FIELD = "razorpay_payment_id";

/** The legacy booking form for one Foam Wash (₹499) on an SUV, tomorrow at `time`. */
const legacyForm = (time: string, razorpayPaymentId: string, overrides: Record<string, unknown> = {}) =>
  legacyBookingForm({
    servies: [
      {
        id: centre.wash.id,
        price: 499,
        vehicle_type_id: centre.suv.id,
        service_id: centre.wash.id,
        quantity: 1,
      },
    ],
    date: tomorrow,
    time,
    razorpay_payment_id: razorpayPaymentId,
    ...overrides,
  });

async function store(token: string, form: object) {
  const response = await fetch(`${server.origin}/api/bookings/store`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A UPI booking made through tRPC (booking.create), with its Razorpay order. */
async function upiBooking(token: string, time: string) {
  const answer = await trpcHttp(
    server.origin,
    "booking.create",
    {
      centreId: centre.centre.id,
      vehicleTypeId: centre.suv.id,
      items: [{ serviceId: centre.wash.id, quantity: 1 }],
      serviceMode: "at_centre",
      date: tomorrow,
      time,
      vehicleNumber: "DL 3C AB 1234",
      contactMobile: "9876543210",
      state: "Delhi",
      city: "New Delhi",
      address: "B-12 Lajpat Nagar",
      zip: "110024",
      paymentMethod: "upi",
    },
    { kind: "mutation", token, timeoutMs: 30_000 },
  );
  expect(answer.status, answer.text).toBe(200);
  const booking = (
    answer.body as { result: { data: { json: { id: number; checkout: { orderId: string } } } } }
  ).result.data.json;
  return { id: booking.id, orderId: booking.checkout.orderId };
}

/** What the customer's browser does in Checkout: pays the order (auto-captured, as our orders are). */
const payOrder = (orderId: string) => payInTestCheckout(standin.url, { keyId: keys.keyId, orderId });

/** A payment with no order, as the legacy client makes it, from a payer with these details. */
const authorizeStandalone = (payer: { email?: string; contact?: string } = {}, amountPaise = 49_900) =>
  authorizeStandaloneInTestCheckout(standin.url, { keyId: keys.keyId, amountPaise, ...payer });

const standinPayment = (id: string) => standin.controls.payments().find((payment) => payment.id === id);

/** Everything a refused submission could have written: bookings, bays at that time, payment rows. */
async function footprint(customerId: number, time: string, razorpayPaymentId: string) {
  const slotStart = new Date(`${tomorrow}T${time}:00+05:30`);
  const { db } = database;
  return {
    bookings: await db.booking.count({ where: { customerId } }),
    bays: await db.bayReservation.count({ where: { centreId: centre.centre.id, slotStart } }),
    boundTo: await db.payment.findMany({ where: { razorpayPaymentId }, select: { bookingId: true } }),
  };
}

async function bookingRow(id: number) {
  return database.db.booking.findUniqueOrThrow({
    where: { id },
    select: {
      status: true,
      paymentStatus: true,
      payments: { select: { razorpayPaymentId: true, state: true, amountPaise: true } },
    },
  });
}

describe("a payment made against another booking's Razorpay order", () => {
  it("is refused with 409 for another customer, nothing is written, and the payer's confirmation still works", async () => {
    standin.controls.deliverWebhooks(false);
    const booking = await upiBooking(first.token, "10:00");
    const paid = await payOrder(booking.orderId);
    const payment = standinPayment(paid.razorpay_payment_id);

    const before = await footprint(second.id, "11:00", paid.razorpay_payment_id);
    const stolen = await store(second.token, legacyForm("11:00", paid.razorpay_payment_id));
    expect(stolen).toEqual({
      status: 409,
      body: {
        status: false,
        requestId: expect.any(String),
        message: "This payment was made for another booking and cannot pay for this one",
        field: FIELD,
      },
    });
    expect(await footprint(second.id, "11:00", paid.razorpay_payment_id)).toEqual(before);
    expect(before).toEqual({ bookings: 0, bays: 0, boundTo: [] });
    // The payment at Razorpay is untouched: no second capture, no refund.
    expect(standinPayment(paid.razorpay_payment_id)).toEqual(payment);

    // The payer's own legacy form cannot reuse it for another booking either.
    const mine = await store(first.token, legacyForm("11:30", paid.razorpay_payment_id));
    expect(mine.status).toBe(409);
    expect(mine.body).toMatchObject({ status: false, requestId: expect.any(String), field: FIELD });

    const confirmed = await trpcHttp(
      server.origin,
      "booking.confirmPayment",
      confirmPaymentInput(booking.id, paid),
      { kind: "mutation", token: first.token, timeoutMs: 30_000 },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(
      (confirmed.body as { result: { data: { json: { outcome: string } } } }).result.data.json.outcome,
    ).toBe("paid");

    // The webhook that follows is answered without an error and changes nothing.
    standin.controls.deliverWebhooks(true);
    await standin.controls.webhooksSettled();
    const events = standin.controls
      .events()
      .filter((event) => event.payload.payload.payment.entity.id === paid.razorpay_payment_id);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.attempts.map((attempt) => attempt.status)).toEqual([200]);
    expect(await bookingRow(booking.id)).toEqual({
      status: "paid",
      paymentStatus: "captured",
      payments: [{ razorpayPaymentId: paid.razorpay_payment_id, state: "captured", amountPaise: 49_900 }],
    });
  });

  it("is refused with 409, and the payer's booking is then made paid by the webhook alone", async () => {
    standin.controls.deliverWebhooks(false);
    const booking = await upiBooking(first.token, "12:00");
    const paid = await payOrder(booking.orderId);

    const stolen = await store(second.token, legacyForm("12:30", paid.razorpay_payment_id));
    expect(stolen.status).toBe(409);
    expect(stolen.body).toMatchObject({ status: false, requestId: expect.any(String), field: FIELD });
    expect(await footprint(second.id, "12:30", paid.razorpay_payment_id)).toEqual({
      bookings: 0,
      bays: 0,
      boundTo: [],
    });

    standin.controls.deliverWebhooks(true);
    await standin.controls.webhooksSettled();
    const events = standin.controls
      .events()
      .filter((event) => event.payload.payload.payment.entity.id === paid.razorpay_payment_id);
    expect(events.map((event) => event.event).sort()).toEqual(["order.paid", "payment.captured"]);
    for (const event of events) expect(event.attempts.map((attempt) => attempt.status)).toEqual([200]);
    expect(await bookingRow(booking.id)).toEqual({
      status: "paid",
      paymentStatus: "captured",
      payments: [{ razorpayPaymentId: paid.razorpay_payment_id, state: "captured", amountPaise: 49_900 }],
    });
  });

  it("is refused with 409 when the order is not one we opened", async () => {
    const gateway = standinPayments(keys, standin.apiBaseUrl).gateway;
    const order = await gateway.createOrder({ amountPaise: 49_900, receipt: "elsewhere-1", notes: {} });
    const paid = await payOrder(order.id);
    const answer = await store(second.token, legacyForm("13:00", paid.razorpay_payment_id));
    expect(answer).toEqual({
      status: 409,
      body: {
        status: false,
        requestId: expect.any(String),
        message:
          "This payment was made for an order Chamak did not open for this booking, so it cannot pay for it",
        field: FIELD,
      },
    });
    expect(await footprint(second.id, "13:00", paid.razorpay_payment_id)).toEqual({
      bookings: 0,
      bays: 0,
      boundTo: [],
    });
  });
});

describe("a payment without an order, authorised by someone else", () => {
  it("is refused with 409 when Razorpay's email is another customer's, and nothing is written", async () => {
    const paymentId = await authorizeStandalone({ email: first.email, contact: "+919876543210" });
    const answer = await store(second.token, legacyForm("14:00", paymentId));
    expect(answer).toEqual({
      status: 409,
      body: {
        status: false,
        requestId: expect.any(String),
        message:
          "This payment was made with another email address than your account's, so it cannot pay for your booking",
        field: FIELD,
      },
    });
    expect(await footprint(second.id, "14:00", paymentId)).toEqual({ bookings: 0, bays: 0, boundTo: [] });
    expect(standinPayment(paymentId)?.status).toBe("authorized");
  });

  it("is refused with 409 when Razorpay's contact is neither the customer's mobile nor the booking's", async () => {
    const paymentId = await authorizeStandalone({ email: second.email, contact: "+91 99999 88888" });
    const answer = await store(second.token, legacyForm("14:30", paymentId));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      status: false,
      requestId: expect.any(String),
      message:
        "This payment was made from another mobile number than yours or the booking's, so it cannot pay for your booking",
      field: FIELD,
    });
    expect(await footprint(second.id, "14:30", paymentId)).toEqual({ bookings: 0, bays: 0, boundTo: [] });
    expect(standinPayment(paymentId)?.status).toBe("authorized");
  });

  it("is accepted from the customer: email in another case, the mobile with +91 and spaces", async () => {
    const paymentId = await authorizeStandalone({
      email: second.email.toUpperCase(),
      contact: "+91 98765 43210",
    });
    const answer = await store(second.token, legacyForm("15:00", paymentId));
    expect(answer.status).toBe(200);
    expect(await bookingRow(answer.body.booking_id as number)).toEqual({
      status: "paid",
      paymentStatus: "captured",
      payments: [{ razorpayPaymentId: paymentId, state: "captured", amountPaise: 49_900 }],
    });
    // The capture is in the ledger, once.
    expect(
      await database.db.ledgerEntry.findMany({
        where: { bookingId: answer.body.booking_id as number, kind: "payment_captured" },
        select: { amountPaise: true, razorpayId: true },
      }),
    ).toEqual([{ amountPaise: 49_900, razorpayId: paymentId }]);
    expect(standinPayment(paymentId)?.status).toBe("captured");
  });

  it("is accepted when the contact is the booking's contact number (mobileno), not the account's", async () => {
    const paymentId = await authorizeStandalone({ contact: "09811122233" });
    const answer = await store(second.token, legacyForm("15:30", paymentId, { mobileno: "9811122233" }));
    expect(answer.status).toBe(200);
    expect((await bookingRow(answer.body.booking_id as number)).status).toBe("paid");
  });

  it("a payment bound to one customer's booking is refused for another customer's", async () => {
    const paymentId = await authorizeStandalone();
    const mine = await store(first.token, legacyForm("16:00", paymentId));
    expect(mine.status).toBe(200);
    const before = await footprint(second.id, "16:30", paymentId);
    const theirs = await store(second.token, legacyForm("16:30", paymentId));
    expect(theirs).toEqual({
      status: 409,
      body: {
        status: false,
        requestId: expect.any(String),
        message: "This payment has already been used for a booking",
        field: FIELD,
      },
    });
    expect(await footprint(second.id, "16:30", paymentId)).toEqual(before);
    expect(before.boundTo).toEqual([{ bookingId: mine.body.booking_id }]);
  });
});
