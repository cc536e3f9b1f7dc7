import { indiaDate } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser, standinPayments } from "../../../test/support/caller";
import { recordFixtureMoney } from "../../../test/support/ledger-fixture";
import {
  confirmPaymentInput,
  payBookingInTestCheckout,
  payInTestCheckout,
} from "../../../test/support/test-checkout";
import { adminAlertHandlers } from "../notifications/admin-alerts";
import { createSmtpMailer, type Mailer } from "../notifications/mailer";
import { startSmtpSink } from "../notifications/smtp-sink.testing";
import { processOutbox } from "../outbox/outbox-worker";
import type { PaymentsDeps } from "../payments/payments-deps";
import { refundHandler } from "../payments/refund-handler";
import { handleRazorpayWebhook } from "../payments/webhook.service";

// The money scenarios of the payments-ledger issue, each through the real services, the Razorpay stand-in over
// HTTP and the refund job: before the ledger every one of them ended with money wrong.

const keys = {
  keyId: "rzp_test_ledger",
  keySecret: "key-secret-ledger",
  webhookSecret: "webhook-secret-ledger",
};
let database: Awaited<ReturnType<typeof createTestDb>>;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let mailer: Mailer;

beforeAll(async () => {
  database = await createTestDb();
  smtp = await startSmtpSink();
  mailer = createSmtpMailer({ smtpUrl: smtp.url, from: "Chamak <no-reply@chamak.in>" });
  standin = await startRazorpayStandin(keys);
  payments = standinPayments(keys, standin.apiBaseUrl);
  // Webhooks are delivered by hand below, so each scenario decides what Razorpay reports and when.
  standin.controls.setWebhookUrl(undefined);
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await standin?.close();
  await database?.close();
});

const silent = { warn: () => {}, error: () => {} };
const runJobs = () =>
  processOutbox(
    database.db,
    {
      "payment.refund": refundHandler(database.db, payments),
      ...adminAlertHandlers(database.db, mailer),
    },
    { logger: silent, limit: 200 },
  );

const payInCheckout = (orderId: string, outcome: "success" | "failure" = "success") =>
  payInTestCheckout(standin.url, { keyId: keys.keyId, orderId, outcome });

async function people() {
  const fixture = await bookableCentre(database.db, { bays: 1 });
  const customer = await signedInUser(database.db);
  const admin = await signedInUser(database.db, "admin");
  return {
    fixture,
    customer: callerFor(database.db, { token: customer.token, payments }),
    centre: callerFor(database.db, { token: fixture.owner.token, payments }),
    admin: callerFor(database.db, { token: admin.token, payments }),
    adminEmail: admin.email,
  };
}

type Caller = ReturnType<typeof callerFor>;

/** A UPI booking the customer paid through Checkout and confirmed. */
async function paidBooking(
  customer: Caller,
  fixture: Awaited<ReturnType<typeof bookableCentre>>,
  time: string,
) {
  const booking = await customer.booking.create(bookingRequest(fixture, { time, paymentMethod: "upi" }));
  const confirmed = await customer.booking.confirmPayment(
    await payBookingInTestCheckout(standin.url, keys.keyId, booking),
  );
  expect(confirmed.booking).toMatchObject({ status: "paid", money: { heldPaise: 49_900 } });
  return confirmed.booking;
}

/** What the stand-in refunded of a booking's payments, in paise. */
function refundedAtRazorpay(paymentIds: readonly string[]) {
  return standin.controls
    .refunds()
    .filter((refund) => paymentIds.includes(refund.payment_id) && refund.status !== "failed")
    .reduce((sum, refund) => sum + refund.amount, 0);
}

describe("the money scenarios, from the ledger", () => {
  it("a UPI booking never paid, cancelled by the centre, cannot be rescheduled into a paid booking", async () => {
    const { fixture, customer, centre } = await people();
    const booking = await customer.booking.create(
      bookingRequest(fixture, { time: "10:00", paymentMethod: "upi" }),
    );
    await centre.centreBookings.act({ bookingId: booking.id, action: "cancel", reason: "Water supply cut" });

    const attempt = customer.booking.reschedule({
      bookingId: booking.id,
      date: indiaDate(new Date(), 2),
      time: "11:00",
    });
    await expect(attempt).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringMatching(/never paid/),
    });
    const after = await customer.booking.get({ bookingId: booking.id });
    expect(after).toMatchObject({
      status: "cancelled",
      paymentStatus: "pending",
      money: { capturedPaise: 0, heldPaise: 0, outstandingPaise: 0 },
    });
  });

  it("a paid booking cancelled by an admin and refunded in full cannot then be rescheduled for free", async () => {
    const { fixture, customer, admin } = await people();
    const booking = await paidBooking(customer, fixture, "10:30");
    await admin.admin.bookings.cancel({ bookingId: booking.id, reason: "Centre closed by the city" });
    await admin.admin.bookings.refund({ bookingId: booking.id, reason: "Centre closed by the city" });
    await runJobs();

    const attempt = customer.booking.reschedule({
      bookingId: booking.id,
      date: indiaDate(new Date(), 2),
      time: "11:00",
    });
    await expect(attempt).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringMatching(/refunded/),
    });
    expect(await customer.booking.get({ bookingId: booking.id })).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      money: { capturedPaise: 49_900, refundedPaise: 49_900, heldPaise: 0, outstandingPaise: 0 },
    });
  });

  it("after a ₹100 goodwill refund, cancelling in time refunds the remaining ₹399", async () => {
    const { fixture, customer, admin } = await people();
    const booking = await paidBooking(customer, fixture, "11:00");
    await admin.admin.bookings.refund({
      bookingId: booking.id,
      amountPaise: 10_000,
      reason: "Goodwill: late start",
    });
    await runJobs();
    expect(await customer.booking.get({ bookingId: booking.id })).toMatchObject({
      paymentStatus: "partially_refunded",
      money: { refundedPaise: 10_000, refundablePaise: 39_900 },
    });

    await customer.booking.cancel({ bookingId: booking.id });
    await runJobs();
    const cancelled = await customer.booking.get({ bookingId: booking.id });
    expect(cancelled).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      money: { capturedPaise: 49_900, refundedPaise: 49_900, refundablePaise: 0, refundPendingPaise: 0 },
    });
    const rows = await database.db.payment.findMany({ where: { bookingId: booking.id } });
    expect(refundedAtRazorpay(rows.map((row) => row.razorpayPaymentId as string))).toBe(49_900);
  });

  it("refuses a refund below ₹1.00 or one leaving less than ₹1.00, which Razorpay could neither refund nor pay out", async () => {
    const { fixture, customer, admin } = await people();
    const booking = await paidBooking(customer, fixture, "11:00");
    const refund = (amountPaise: number) =>
      admin.admin.bookings.refund({ bookingId: booking.id, amountPaise, reason: "Goodwill" });
    await expect(refund(2)).rejects.toMatchObject({
      message: "A refund must be at least ₹1.00: Razorpay refunds nothing smaller",
      cause: { field: "amountPaise" },
    });
    await expect(refund(49_898)).rejects.toMatchObject({
      message:
        "This refund would leave ₹0.02, less than the ₹1.00 Razorpay can refund or pay out: refund all ₹499.00, or leave at least ₹1.00",
      cause: { field: "amountPaise" },
    });
    expect(await database.db.refund.count({ where: { bookingId: booking.id } })).toBe(0);
    await refund(49_800);
    await runJobs();
    expect(await customer.booking.get({ bookingId: booking.id })).toMatchObject({
      money: { refundedPaise: 49_800, refundablePaise: 100 },
    });
  });

  it("a booking paid twice (a failed attempt, then two orders both paid) keeps one payment and refunds the other, and a cancel refunds the rest", async () => {
    const { fixture, customer } = await people();
    const booking = await customer.booking.create(
      bookingRequest(fixture, { time: "12:00", paymentMethod: "upi" }),
    );
    const firstOrder = booking.checkout?.orderId as string;
    await payInCheckout(firstOrder, "failure");
    // The customer retries; meanwhile the first order is paid in another tab: both orders end up captured.
    const second = await payInCheckout(firstOrder);
    const reopened = await customer.booking.pay({ bookingId: booking.id });
    expect(reopened.checkout?.orderId).toBe(firstOrder);
    const secondOrder = await payments.gateway.createOrder({ amountPaise: 49_900, receipt: booking.code });
    await database.db.payment.create({
      data: { bookingId: booking.id, method: "upi", amountPaise: 49_900, razorpayOrderId: secondOrder.id },
    });
    const third = await payInCheckout(secondOrder.id);
    for (const paid of [second, third]) {
      await customer.booking.confirmPayment(confirmPaymentInput(booking.id, paid));
    }
    await runJobs();
    const paidOnce = await customer.booking.get({ bookingId: booking.id });
    expect(paidOnce).toMatchObject({
      status: "paid",
      money: { capturedPaise: 99_800, refundedPaise: 49_900, heldPaise: 49_900 },
    });

    await customer.booking.cancel({ bookingId: booking.id });
    await runJobs();
    expect(await customer.booking.get({ bookingId: booking.id })).toMatchObject({
      paymentStatus: "refunded",
      money: { capturedPaise: 99_800, refundedPaise: 99_800, heldPaise: 0 },
    });
    expect(refundedAtRazorpay([second.razorpay_payment_id, third.razorpay_payment_id])).toBe(99_800);
  });

  it("a late webhook for a second order is refunded, not lost, when the booking was paid already", async () => {
    const { fixture, customer } = await people();
    const booking = await paidBooking(customer, fixture, "13:00");
    const extraOrder = await payments.gateway.createOrder({ amountPaise: 49_900, receipt: booking.code });
    await database.db.payment.create({
      data: { bookingId: booking.id, method: "upi", amountPaise: 49_900, razorpayOrderId: extraOrder.id },
    });
    const paid = await payInCheckout(extraOrder.id);
    const event = standin.controls
      .events()
      .find(
        (record) => record.event === "payment.captured" && record.body.includes(paid.razorpay_payment_id),
      );
    if (!event) throw new Error("the stand-in sent no payment.captured event");
    await handleRazorpayWebhook(database.db, payments, {
      rawBody: event.body,
      signature: event.signature,
      eventId: event.id,
    });
    await runJobs();
    expect(await customer.booking.get({ bookingId: booking.id })).toMatchObject({
      status: "paid",
      paymentStatus: "partially_refunded",
      money: { capturedPaise: 99_800, refundedPaise: 49_900, heldPaise: 49_900 },
    });
  });

  it("a cancelled, unpaid NEW30 booking gives the first-booking offer back", async () => {
    const { fixture, customer } = await people();
    await database.db.coupon.upsert({
      where: { code: "NEW30" },
      update: {},
      create: {
        code: "NEW30",
        description: "30% off your first booking",
        percentOff: 30,
        firstBookingOnly: true,
      },
    });
    const first = await customer.booking.create({
      ...bookingRequest(fixture, { time: "14:00", paymentMethod: "upi" }),
      couponCode: "NEW30",
    });
    expect(first.money).toMatchObject({ duePaise: 49_900 - 14_970 });
    await customer.booking.cancel({ bookingId: first.id });

    const second = await customer.booking.create({
      ...bookingRequest(fixture, { time: "15:00", paymentMethod: "upi" }),
      couponCode: "NEW30",
    });
    expect(second).toMatchObject({ couponCode: "NEW30", discountPaise: 14_970 });
  });

  it("a partial refund (₹100 + ₹60 of ₹499) shows as partly refunded with its amounts, and the centre's revenue counts only what it keeps", async () => {
    const { fixture, customer, admin, centre } = await people();
    const booking = await paidBooking(customer, fixture, "16:00");
    await admin.admin.bookings.refund({
      bookingId: booking.id,
      amountPaise: 10_000,
      reason: "Interior not cleaned",
    });
    await admin.admin.bookings.refund({
      bookingId: booking.id,
      amountPaise: 6_000,
      reason: "Waited 20 minutes",
    });
    expect(await admin.admin.bookings.get({ bookingId: booking.id })).toMatchObject({
      paymentStatus: "refund_pending",
      money: { refundPendingPaise: 16_000, refundablePaise: 33_900 },
    });
    await runJobs();

    const view = { paymentStatus: "partially_refunded", money: { refundedPaise: 16_000, heldPaise: 33_900 } };
    expect(await customer.booking.get({ bookingId: booking.id })).toMatchObject(view);
    expect(await admin.admin.bookings.get({ bookingId: booking.id })).toMatchObject(view);
    const board = await centre.centreBookings.list({ page: 1, pageSize: 20 });
    expect(board.items.find((item) => item.id === booking.id)).toMatchObject(view);
    const date = indiaDate(new Date(), 1);
    const dashboard = await centre.dashboard.overview({ from: date, to: date });
    expect(dashboard.totals.revenuePaise).toBe(33_900);
  });

  it("a refund Razorpay refuses is recorded with its reason, alerts the admins, waits in their queue and can be retried", async () => {
    const { fixture, customer, admin, adminEmail } = await people();
    const booking = await customer.booking.create(
      bookingRequest(fixture, { time: "17:00", paymentMethod: "upi" }),
    );
    // A payment Razorpay does not know (as the demo data's seeded payments once were): refunding it is refused.
    await database.db.payment.updateMany({
      where: { bookingId: booking.id },
      data: { state: "captured", razorpayPaymentId: "pay_UnknownToRzp01", capturedAt: new Date() },
    });
    await database.db.booking.update({ where: { id: booking.id }, data: { status: "paid" } });
    await recordFixtureMoney(database.db, booking.id);

    await admin.admin.bookings.refund({
      bookingId: booking.id,
      amountPaise: 20_000,
      reason: "Customer moved away",
    });
    smtp.received.length = 0;
    await runJobs();
    await runJobs();

    const detail = await admin.admin.bookings.get({ bookingId: booking.id });
    expect(detail).toMatchObject({
      paymentStatus: "captured",
      money: { refundFailedPaise: 20_000, refundablePaise: 49_900, refundedPaise: 0 },
    });
    expect(detail.refunds).toMatchObject([{ status: "failed", failureReason: expect.any(String) }]);
    const queue = await admin.admin.bookings.failedRefunds();
    expect(queue).toContainEqual(
      expect.objectContaining({
        booking: expect.objectContaining({ id: booking.id }),
        refundablePaise: 49_900,
      }),
    );
    // Every active admin is told by email, through SMTP.
    const alert = smtp.received.find((mail) => mail.to.includes(adminEmail));
    expect(alert?.data).toContain(`for booking ${booking.code}`);
    expect(alert?.data).toMatch(/Retry it from the console/);

    // The retry makes good the failed amount: the refund leaves the queue, though more could still be refunded.
    await admin.admin.bookings.refund({
      bookingId: booking.id,
      amountPaise: 20_000,
      reason: "Retry of the failed refund",
    });
    const after = await admin.admin.bookings.failedRefunds();
    expect(after.some((entry) => entry.booking.id === booking.id)).toBe(false);
  });
});
