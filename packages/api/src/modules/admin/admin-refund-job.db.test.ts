import type { Db } from "@chamak/db";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import { describe, expect, it } from "vitest";
import { capturedUpiBooking } from "../../../test/support/booking-fixtures";
import { callerFor } from "../../../test/support/caller";
import { useStandinAndDatabase } from "../../../test/support/standin-database";
import { processOutbox } from "../outbox/outbox-worker";
import type { PaymentsDeps } from "../payments/payments-deps";
import { refundHandler } from "../payments/refund-handler";
import { signedInCaller } from "./admin.fixtures";

const keys = { keyId: "rzp_test_admin", keySecret: "admin_secret", webhookSecret: "admin_webhook" };
let db: Db;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;
useStandinAndDatabase(keys, (started) => {
  ({ db, standin, payments } = started);
});

const silent = { warn: () => {}, error: () => {} };
const runRefunds = () =>
  processOutbox(db, { "payment.refund": refundHandler(db, payments) }, { logger: silent });

/** A completed booking whose UPI payment the Razorpay stand-in captured. */
const capturedBooking = (totalPaise: number) =>
  capturedUpiBooking(db, payments, standin.url, { totalPaise, booking: { status: "completed" } });

describe("an admin refund through the refund job", () => {
  it("is refunded at Razorpay once, partially and then in full", async () => {
    const admin = await signedInCaller(db, "admin");
    const asAdmin = callerFor(db, { token: admin.token, payments }).admin.bookings;
    const booking = await capturedBooking(70_000);

    await asAdmin.refund({ bookingId: booking.bookingId, amountPaise: 25_000, reason: "Late by an hour" });
    await runRefunds();
    await runRefunds(); // a second pass finds nothing more to do
    let detail = await asAdmin.get({ bookingId: booking.bookingId });
    expect(detail.refunds).toMatchObject([
      { amountPaise: 25_000, status: "processed", reason: "Late by an hour" },
    ]);
    expect(detail.money).toMatchObject({
      capturedPaise: 70_000,
      refundedPaise: 25_000,
      refundPendingPaise: 0,
      refundablePaise: 45_000,
    });
    expect(detail.paymentStatus).toBe("partially_refunded");

    await asAdmin.refund({ bookingId: booking.bookingId, reason: "Customer unhappy with the rest" });
    await runRefunds();
    detail = await asAdmin.get({ bookingId: booking.bookingId });
    expect(detail.refunds.map((refund) => [refund.amountPaise, refund.status])).toEqual([
      [25_000, "processed"],
      [45_000, "processed"],
    ]);
    expect(detail.money.refundablePaise).toBe(0);
    expect(detail.paymentStatus).toBe("refunded");
    expect(detail.payments[0]?.state).toBe("refunded");
    expect(detail.audit.map((entry) => entry.action)).toEqual([
      "booking.refund_requested",
      "booking.refunded",
      "booking.refund_requested",
      "booking.refunded",
    ]);
  });
});
