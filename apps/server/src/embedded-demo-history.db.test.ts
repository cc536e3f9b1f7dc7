import { createMailer, startJobRunner } from "@chamak/api";
import { signedInUser } from "@chamak/api/test-support/caller";
import { seedDemoData } from "@chamak/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, trpcClient } from "../test/support/test-app";

// The embedded demo's past bookings were made, paid and completed by the seed, before the server ran.
let t: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: (db) => seedDemoData(db) });
  origin = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await t?.close();
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
/** The background jobs, as the server runs them. */
const jobRunner = (logger: typeof quiet = quiet) =>
  startJobRunner({
    db: t.db,
    payments: t.app.payments,
    mailer: createMailer({ smtpUrl: undefined, from: "Chamak <no-reply@chamak.in>", logger: quiet }),
    logger,
    intervalMs: 10,
  });

const completedWithoutInvoice = () =>
  t.db.booking.count({
    where: { status: "completed", invoices: { none: { kind: { in: ["tax_invoice", "bill_of_supply"] } } } },
  });

// No completion message was ever written for them, as for bookings completed before invoices existed.
describe("the demo's completed bookings", () => {
  it("each get their invoice from the job runner once the server runs", async () => {
    const completed = await t.db.booking.count({ where: { status: "completed" } });
    expect(completed).toBeGreaterThan(100);
    expect(await completedWithoutInvoice()).toBe(completed);

    const failures: unknown[] = [];
    const runner = jobRunner({ ...quiet, error: (...args: unknown[]) => failures.push(args) });
    try {
      await expect.poll(completedWithoutInvoice, { timeout: 120_000, interval: 500 }).toBe(0);
    } finally {
      await runner.stop();
    }
    expect(failures).toEqual([]);
    expect(await t.db.invoice.count({ where: { bookingId: { not: null } } })).toBe(completed);
  });
});

// The stand-in is told about their payments at start, so an admin can refund one as with real Razorpay.

describe("the demo data's payments at the embedded stand-in", () => {
  it("can be refunded by an admin: the stand-in knows them and processes the refund", async () => {
    const seeded = await t.db.payment.findFirstOrThrow({
      where: { method: "upi", state: "captured", razorpayPaymentId: { not: null } },
      select: { bookingId: true, amountPaise: true, razorpayPaymentId: true },
      orderBy: { id: "asc" },
    });
    const at = await fetch(`${origin}/__razorpay/v1/payments/${seeded.razorpayPaymentId}`, {
      headers: { authorization: `Basic ${Buffer.from("rzp_test_chamakstandin:x").toString("base64")}` },
    });
    // The key secret is random per start, so the stand-in refuses the wrong one; through the server it works.
    expect(at.status).toBe(401);

    const admin = await signedInUser(t.db, "admin");
    const client = trpcClient(origin, admin.token);
    await client.admin.bookings.refund.mutate({
      bookingId: seeded.bookingId,
      amountPaise: 10_000,
      reason: "Goodwill for the demo",
    });
    // The background jobs, until the refund is settled.
    const runner = jobRunner();
    try {
      await expect
        .poll(async () => (await t.db.refund.findFirst({ where: { bookingId: seeded.bookingId } }))?.status, {
          timeout: 30_000,
        })
        .toBe("processed");
    } finally {
      await runner.stop();
    }

    const detail = await client.admin.bookings.get.query({ bookingId: seeded.bookingId });
    expect(detail.refunds).toMatchObject([{ amountPaise: 10_000, status: "processed" }]);
    expect(detail).toMatchObject({
      paymentStatus: "partially_refunded",
      money: { refundedPaise: 10_000, refundablePaise: seeded.amountPaise - 10_000 },
    });
  });
});
