import type { Db } from "@chamak/db";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import { describe, expect, it } from "vitest";
import { capturedUpiBooking, createBookingFixture } from "../../../test/support/booking-fixtures";
import { requestRefundNow } from "../../../test/support/refunds";
import { useStandinAndDatabase } from "../../../test/support/standin-database";
import { createLogMailer, type EmailMessage } from "../notifications/mailer";
import type { PaymentsDeps } from "../payments/payments-deps";
import { type JobLogger, startJobRunner } from "./job-runner";

const keys = { keyId: "rzp_test_runner", keySecret: "runner_secret", webhookSecret: "runner_webhook" };
let db: Db;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;
useStandinAndDatabase(keys, (started) => {
  ({ db, standin, payments } = started);
});

function recordingLogger() {
  const emails: EmailMessage[] = [];
  const errors: string[] = [];
  const logger: JobLogger = {
    info: (obj) => {
      if ("email" in obj) emails.push(obj.email as EmailMessage);
    },
    warn: () => {},
    error: (_obj, msg) => errors.push(msg ?? ""),
  };
  return { logger, emails, errors };
}

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("Condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A booking an admin cancelled whose UPI payment the Razorpay stand-in captured. */
const capturedBooking = () =>
  capturedUpiBooking(db, payments, standin.url, {
    totalPaise: 49_900,
    booking: { status: "cancelled", cancelledBy: "admin" },
  });

describe("startJobRunner", () => {
  it("releases lapsed holds, refunds and emails in the background, logging failures without stopping", async () => {
    const lapsed = await createBookingFixture(db, {
      holdExpiresAt: new Date(Date.now() - 60_000),
      reserveBay: true,
    });
    const refunded = await capturedBooking();
    await requestRefundNow(db, { bookingId: refunded.bookingId, reason: "Centre closed for the day" });
    // A topic no code produces any more (written by hand: enqueue only takes registered topics).
    await db.outboxMessage.create({ data: { topic: "nobody.listens", payload: {} } });
    const { logger, emails, errors } = recordingLogger();

    const runner = startJobRunner({ db, payments, mailer: createLogMailer(logger), logger, intervalMs: 20 });
    try {
      await eventually(() => emails.length >= 2);
    } finally {
      await runner.stop();
    }
    expect(emails.map((email) => [email.to, email.subject.split(" | ")[0]]).sort()).toEqual(
      [
        [lapsed.customerEmail, `Booking ${lapsed.code} released: payment not received`],
        [refunded.customerEmail, `Refund for booking ${refunded.code} processed`],
      ].sort(),
    );
    await expect(db.booking.findUniqueOrThrow({ where: { id: lapsed.bookingId } })).resolves.toMatchObject({
      status: "expired",
    });
    expect(await db.bayReservation.count({ where: { bookingId: lapsed.bookingId } })).toBe(0);
    expect(errors).toEqual([expect.stringContaining('No handler for outbox topic "nobody.listens"')]);
    expect(await db.outboxMessage.count({ where: { status: "pending" } })).toBe(0);
  });

  it("finishes the run under way before stop() resolves", async () => {
    await db.outboxMessage.deleteMany();
    const booking = await capturedBooking();
    const [refundId] = await requestRefundNow(db, {
      bookingId: booking.bookingId,
      reason: "Slot no longer available",
    });
    standin.controls.setLatency(400);
    const { logger } = recordingLogger();
    const runner = startJobRunner({
      db,
      payments,
      mailer: createLogMailer(logger),
      logger,
      intervalMs: 10_000,
    });
    try {
      // The worker has claimed the job and is waiting on Razorpay's slow answer.
      await eventually(async () => {
        const job = await db.outboxMessage.findFirst({
          where: { topic: "payment.refund", payload: { path: ["refundId"], equals: refundId } },
          select: { attempts: true },
        });
        return (job?.attempts ?? 0) > 0;
      });
    } finally {
      await runner.stop();
      standin.controls.setLatency(0);
    }
    await expect(
      db.outboxMessage.findFirstOrThrow({
        where: { topic: "payment.refund", payload: { path: ["refundId"], equals: refundId } },
      }),
    ).resolves.toMatchObject({
      status: "done",
    });
    await expect(
      db.refund.findFirstOrThrow({ where: { bookingId: booking.bookingId } }),
    ).resolves.toMatchObject({
      status: "processed",
    });
  });
});
