import { indiaDate, indiaToInstant, instantToIndia } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import { describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { newMobile } from "../../../test/support/mobiles";
import { useStandinAndDatabase } from "../../../test/support/standin-database";
import { payInTestCheckout } from "../../../test/support/test-checkout";
import { getBookingForAdmin } from "../admin/admin-bookings.service";
import type { PaymentsDeps } from "../payments/payments-deps";
import { reconcileOpenOrders } from "../payments/reconcile.service";
import { handleRazorpayWebhook } from "../payments/webhook.service";

const keys = {
  keyId: "rzp_test_walkin",
  keySecret: "key-secret-walkin",
  webhookSecret: "webhook-secret-walkin",
};
let db: Db;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;
useStandinAndDatabase(keys, (parts) => ({ db, standin, payments } = parts), { freshEachTest: true });

const tomorrow = () => indiaDate(new Date(), 1);

async function counterOf(options: { bays?: number } = {}) {
  const fixture = await bookableCentre(db, options);
  return { fixture, counter: callerFor(db, { token: fixture.owner.token, payments }) };
}

function walkIn(
  fixture: Awaited<ReturnType<typeof bookableCentre>>,
  overrides: Partial<{
    mobile: string;
    name: string;
    time: string;
    date: string;
    paymentMethod: "cash" | "upi";
  }>,
) {
  return {
    mobile: overrides.mobile ?? newMobile("8"),
    ...(overrides.name === undefined
      ? { name: "Ravi Kumar" }
      : overrides.name
        ? { name: overrides.name }
        : {}),
    vehicleTypeId: fixture.vehicleType.id,
    vehicleNumber: "dl 3c ab 1234",
    items: [{ serviceId: fixture.wash.id, quantity: 1 }],
    ...(overrides.time ? { date: overrides.date ?? tomorrow(), time: overrides.time } : {}),
    paymentMethod: overrides.paymentMethod ?? "cash",
  };
}

/** A booking's ledger as kinds and amounts, in order: what every money question is answered from. */
async function ledgerOf(bookingId: number) {
  const entries = await db.ledgerEntry.findMany({ where: { bookingId }, orderBy: { id: "asc" } });
  return entries.map((entry) => ({ kind: entry.kind, amountPaise: entry.amountPaise }));
}

/** The customer's UPI app pays the QR code: the stand-in's test control, over HTTP. */
async function payQr(qrId: string) {
  const response = await fetch(`${standin.url}/__control/qr-codes/${qrId}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; amount: number };
}

/** Delivers the stand-in's signed qr_code.credited event to our webhook handler, as it would over HTTP. */
function deliverCredited() {
  const credited = standin.controls.events().filter((record) => record.event === "qr_code.credited");
  expect(credited).toHaveLength(1);
  const [record] = credited;
  if (!record) throw new Error("no qr_code.credited");
  return handleRazorpayWebhook(db, payments, {
    rawBody: record.body,
    signature: record.signature,
    eventId: record.id,
  });
}

describe("walk-ins paid in cash", () => {
  it("makes an account for an unknown number, books a bay and takes the cash: the ledger of an online cash booking", async () => {
    const { fixture, counter } = await counterOf();
    const mobile = newMobile("8");
    const made = await counter.walkIns.create(walkIn(fixture, { mobile, time: "10:00" }));

    expect(made.customer).toMatchObject({ name: "Ravi Kumar", isNew: true });
    expect(made.booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "cash_collected",
      paymentMethod: "cash",
      vehicleNumber: "DL 3C AB 1234",
      totalPaise: 49_900,
    });
    expect(made.paid).toBe(true);
    expect(made.qr).toBeNull();
    const user = await db.user.findUniqueOrThrow({ where: { id: made.customer.id } });
    expect(user).toMatchObject({ phone: `+91${mobile}`, mobile, passwordHash: "", role: "user" });
    expect(user.email).toBe(`91${mobile}@phone.chamak.invalid`);
    const madeAtCounter = await db.auditLog.findFirst({
      where: { action: "account.created_at_counter", entityId: String(user.id) },
    });
    expect(madeAtCounter).toMatchObject({ actorId: fixture.owner.id, data: { centreId: fixture.centre.id } });
    const row = await db.booking.findUniqueOrThrow({
      where: { id: made.booking.id },
      include: { reservations: true },
    });
    expect(row.walkIn).toBe(true);
    expect(row.reservations).toHaveLength(1);

    // The admins' history credits the centre's member who booked it at the counter, not the customer, and names
    // the people it mentions.
    await counter.centreBookings.assignWasher({ bookingId: made.booking.id, washerId: fixture.owner.id });
    const history = (await getBookingForAdmin(db, made.booking.id)).audit;
    const owner = await db.user.findUniqueOrThrow({
      where: { id: fixture.owner.id },
      select: { name: true },
    });
    expect(history.find((entry) => entry.action === "booking.created")).toMatchObject({
      actorId: fixture.owner.id,
      actorRole: "vendor",
      actorName: owner.name,
      names: { customerId: "Ravi Kumar" },
    });
    expect(history.find((entry) => entry.action === "booking.washer_assigned")?.names).toEqual({
      to: owner.name,
    });

    // An online cash booking, confirmed and its cash taken on the board, has exactly these entries.
    const { token } = await signedInUser(db);
    const online = await callerFor(db, { token }).booking.create(bookingRequest(fixture, { time: "11:00" }));
    await counter.centreBookings.act({ bookingId: online.id, action: "confirm" });
    await counter.centreBookings.act({ bookingId: online.id, action: "cash_collected" });
    expect(await ledgerOf(made.booking.id)).toEqual(await ledgerOf(online.id));
    expect(await ledgerOf(made.booking.id)).toEqual([
      { kind: "service_charge", amountPaise: 49_900 },
      { kind: "cash_collected", amountPaise: 49_900 },
    ]);
    const settles = await db.outboxMessage.count({
      where: { topic: "booking.cash_collected", payload: { equals: { bookingId: made.booking.id } } },
    });
    expect(settles).toBe(1);
  });

  it("reuses the account of a known number, without a name; an unknown number without a name is refused on the name", async () => {
    const { fixture, counter } = await counterOf();
    const mobile = newMobile("8");
    const first = await counter.walkIns.create(walkIn(fixture, { mobile, time: "10:00" }));
    const again = await counter.walkIns.create(walkIn(fixture, { mobile, name: "", time: "12:00" }));
    expect(again.customer).toEqual({ id: first.customer.id, name: "Ravi Kumar", isNew: false });
    expect(await db.user.count({ where: { phone: `+91${mobile}` } })).toBe(1);

    const before = await db.booking.count();
    const errors = await fieldErrorsOfRejection(
      counter.walkIns.create(walkIn(fixture, { mobile: newMobile("8"), name: "", time: "13:00" })),
    );
    expect(errors).toEqual({ name: "Full name is required" });
    expect(await db.booking.count()).toBe(before);
  });

  it("books 'now' at the next start that fits today", async () => {
    const { fixture, counter } = await counterOf();
    const date = tomorrow();
    const made = await atTime(indiaToInstant(date, 10 * 60 + 7), () =>
      counter.walkIns.create(walkIn(fixture, {})),
    );
    expect(instantToIndia(made.booking.slotStart)).toMatchObject({ date, minutes: 10 * 60 + 30 });
  });
});

describe("walk-ins paid by UPI QR", () => {
  it("shows a single-use QR for the total; the qr_code.credited webhook marks it paid once, with an online UPI booking's ledger", async () => {
    const { fixture, counter } = await counterOf();
    standin.controls.deliverWebhooks(false);
    const made = await counter.walkIns.create(walkIn(fixture, { time: "10:00", paymentMethod: "upi" }));
    expect(made.booking).toMatchObject({ status: "pending_payment", paymentMethod: "upi" });
    expect(made.paid).toBe(false);
    const qr = made.qr;
    if (!qr) throw new Error("no QR");
    expect(qr).toMatchObject({ amountPaise: 49_900, status: "active" });
    expect(qr.imageContent).toMatch(/^upi:\/\/pay\?/);
    const atRazorpay = standin.controls.qrCodes().find((code) => code.id === qr.id);
    expect(atRazorpay).toMatchObject({
      usage: "single_use",
      fixed_amount: true,
      payment_amount: 49_900,
      notes: { booking_code: made.booking.code },
    });

    const paid = await payQr(qr.id);
    expect(await deliverCredited()).toBe("processed");
    expect(await deliverCredited()).toBe("duplicate");
    const status = await counter.walkIns.status({ bookingId: made.booking.id });
    // The centre made it: paid, it is confirmed at once, as a cash walk-in is as it is made.
    expect(status.booking).toMatchObject({ status: "confirmed", paymentStatus: "captured" });
    expect(status.paid).toBe(true);
    expect(status.qr?.status).toBe("closed");
    expect(
      (await db.payment.findFirstOrThrow({ where: { razorpayQrCodeId: qr.id } })).razorpayPaymentId,
    ).toBe(paid.id);

    // An online UPI booking paid in Checkout has exactly these entries.
    const { token } = await signedInUser(db);
    const customer = callerFor(db, { token, payments });
    const online = await customer.booking.create(
      bookingRequest(fixture, { time: "11:00", paymentMethod: "upi" }),
    );
    const orderId = online.checkout?.orderId ?? "";
    const checkout = await payInTestCheckout(standin.url, { keyId: keys.keyId, orderId });
    await customer.booking.confirmPayment({
      bookingId: online.id,
      razorpayOrderId: checkout.razorpay_order_id,
      razorpayPaymentId: checkout.razorpay_payment_id,
      razorpaySignature: checkout.razorpay_signature,
    });
    expect(await ledgerOf(made.booking.id)).toEqual(await ledgerOf(online.id));
    expect(await ledgerOf(made.booking.id)).toEqual([
      { kind: "service_charge", amountPaise: 49_900 },
      { kind: "payment_captured", amountPaise: 49_900 },
    ]);
  });

  it("records the payment by polling when the webhook is lost; the late webhook then changes nothing", async () => {
    const { fixture, counter } = await counterOf();
    standin.controls.deliverWebhooks(false);
    const made = await counter.walkIns.create(walkIn(fixture, { time: "10:00", paymentMethod: "upi" }));
    const waiting = await counter.walkIns.status({ bookingId: made.booking.id });
    expect(waiting).toMatchObject({
      paid: false,
      booking: { status: "pending_payment" },
      qr: { status: "active" },
    });

    await payQr(made.qr?.id ?? "");
    const polled = await counter.walkIns.status({ bookingId: made.booking.id });
    expect(polled).toMatchObject({ paid: true, booking: { status: "confirmed" }, qr: { status: "closed" } });
    expect(await counter.walkIns.status({ bookingId: made.booking.id })).toMatchObject({ paid: true });

    expect(await deliverCredited()).toBe("processed");
    expect(await ledgerOf(made.booking.id)).toEqual([
      { kind: "service_charge", amountPaise: 49_900 },
      { kind: "payment_captured", amountPaise: 49_900 },
    ]);
    expect(await db.outboxMessage.count({ where: { topic: "booking.paid" } })).toBe(1);
  });

  it("a QR paid while its webhooks are lost and nobody polls is recorded by reconciliation", async () => {
    const { fixture, counter } = await counterOf();
    standin.controls.deliverWebhooks(false);
    const made = await counter.walkIns.create(walkIn(fixture, { time: "13:00", paymentMethod: "upi" }));
    await payQr(made.qr?.id ?? "");

    expect(await reconcileOpenOrders(db, payments, { olderThanMs: -60_000 })).toBeGreaterThanOrEqual(1);
    await expect(db.booking.findUniqueOrThrow({ where: { id: made.booking.id } })).resolves.toMatchObject({
      status: "confirmed",
      paymentStatus: "captured",
    });
    expect(await ledgerOf(made.booking.id)).toEqual([
      { kind: "service_charge", amountPaise: 49_900 },
      { kind: "payment_captured", amountPaise: 49_900 },
    ]);
  });

  it("cancelling at the counter closes the QR and frees the bay", async () => {
    const { fixture, counter } = await counterOf({ bays: 1 });
    const made = await counter.walkIns.create(walkIn(fixture, { time: "10:00", paymentMethod: "upi" }));
    const cancelled = await counter.walkIns.cancel({ bookingId: made.booking.id });
    expect(cancelled.booking.status).toBe("cancelled");
    expect(cancelled.qr?.status).toBe("closed");
    expect(standin.controls.qrCodes().find((code) => code.id === made.qr?.id)).toMatchObject({
      status: "closed",
      close_reason: "on_demand",
    });
    const next = await counter.walkIns.create(walkIn(fixture, { time: "10:00" }));
    expect(next.booking.status).toBe("confirmed");
  });
});

describe("a walk-in waiting for UPI, found again", () => {
  it("is listed as waiting; its QR shows again; 'take cash instead' closes the QR and makes it a cash walk-in, collected", async () => {
    const { fixture, counter } = await counterOf({ bays: 1 });
    standin.controls.deliverWebhooks(false);
    const made = await counter.walkIns.create(walkIn(fixture, { time: "10:00", paymentMethod: "upi" }));
    const waiting = await counter.walkIns.waiting();
    expect(waiting.map((item) => item.booking.code)).toEqual([made.booking.code]);
    // The counter screen was left: the same QR shows again.
    const again = await counter.walkIns.status({ bookingId: made.booking.id });
    expect(again.qr).toMatchObject({ id: made.qr?.id, status: "active" });

    const cash = await counter.walkIns.takeCash({ bookingId: made.booking.id });
    expect(cash.booking).toMatchObject({
      code: made.booking.code,
      status: "confirmed",
      paymentMethod: "cash",
      paymentStatus: "cash_collected",
    });
    expect(cash.paid).toBe(true);
    expect(standin.controls.qrCodes().find((code) => code.id === made.qr?.id)?.status).toBe("closed");
    // The same bay, and a cash walk-in's ledger: charged, then cash collected.
    expect(await db.bayReservation.count({ where: { bookingId: made.booking.id } })).toBe(1);
    expect(await ledgerOf(made.booking.id)).toEqual([
      { kind: "service_charge", amountPaise: 49_900 },
      { kind: "cash_collected", amountPaise: 49_900 },
    ]);
    expect(await counter.walkIns.waiting()).toEqual([]);
    // Nothing more can be paid by the QR; asked again, the answer is the same and nothing changes.
    await expect(counter.walkIns.takeCash({ bookingId: made.booking.id })).resolves.toMatchObject({
      booking: { paymentStatus: "cash_collected" },
    });
    expect(await ledgerOf(made.booking.id)).toHaveLength(2);
  });

  it("a QR paid just before 'take cash instead' stays paid by UPI, and no cash is recorded", async () => {
    const { fixture, counter } = await counterOf();
    standin.controls.deliverWebhooks(false);
    const made = await counter.walkIns.create(walkIn(fixture, { time: "10:00", paymentMethod: "upi" }));
    await payQr(made.qr?.id ?? "");
    const answer = await counter.walkIns.takeCash({ bookingId: made.booking.id });
    expect(answer.booking).toMatchObject({
      status: "confirmed",
      paymentMethod: "upi",
      paymentStatus: "captured",
    });
    expect(await ledgerOf(made.booking.id)).toEqual([
      { kind: "service_charge", amountPaise: 49_900 },
      { kind: "payment_captured", amountPaise: 49_900 },
    ]);
  });

  it("another centre's walk-in is not found", async () => {
    const { fixture, counter } = await counterOf();
    const made = await counter.walkIns.create(walkIn(fixture, { time: "10:00", paymentMethod: "upi" }));
    const other = await counterOf();
    await expect(other.counter.walkIns.takeCash({ bookingId: made.booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await other.counter.walkIns.waiting()).toEqual([]);
  });
});

describe("the last bay", () => {
  it("a walk-in and an online booking racing for it: one wins, the other is told the slot filled", async () => {
    const { fixture, counter } = await counterOf({ bays: 1 });
    const { token } = await signedInUser(db);
    const [atCounter, onlineBooking] = await Promise.allSettled([
      counter.walkIns.create(walkIn(fixture, { time: "10:00" })),
      callerFor(db, { token }).booking.create(bookingRequest(fixture, { time: "10:00" })),
    ]);
    const outcomes = [atCounter, onlineBooking];
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.filter(
      (outcome): outcome is PromiseRejectedResult => outcome.status === "rejected",
    );
    expect(refused.map((outcome) => outcome.reason.message)).toEqual([
      "That slot just filled up; please choose another time",
    ]);
    expect(await db.bayReservation.count({ where: { centreId: fixture.centre.id } })).toBe(1);
    expect(await db.booking.count({ where: { centreId: fixture.centre.id } })).toBe(1);
  });

  it("refuses a walk-in for a vendor's services at another centre", async () => {
    const { counter } = await counterOf();
    const other = await bookableCentre(db);
    await expect(counter.walkIns.create(walkIn(other, { time: "10:00" }))).rejects.toThrow();
    expect(await db.booking.count({ where: { centreId: other.centre.id } })).toBe(0);
  });
});
