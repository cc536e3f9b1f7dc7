import { type AppRouter, createMailer, startJobRunner } from "@chamak/api";
import { signedInUser } from "@chamak/api/testing/caller";
import { seedDemoData } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";

// The embedded demo's past bookings were paid before the server (and its in-memory Razorpay stand-in) started:
// the stand-in is told about them at start, so an admin can refund one as with real Razorpay.
let database: Awaited<ReturnType<typeof createTestDb>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let origin: string;

beforeAll(async () => {
  database = await createTestDb();
  await seedDemoData(database.db);
  app = await buildApp({
    db: database.db,
    config: { webDist: "/nonexistent", consoleDist: "/nonexistent", corsOrigins: [] },
  });
  origin = await app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("the demo data's payments at the embedded stand-in", () => {
  it("can be refunded by an admin: the stand-in knows them and processes the refund", async () => {
    const seeded = await database.db.payment.findFirstOrThrow({
      where: { method: "upi", state: "captured", razorpayPaymentId: { not: null } },
      select: { bookingId: true, amountPaise: true, razorpayPaymentId: true },
      orderBy: { id: "asc" },
    });
    const at = await fetch(`${origin}/__razorpay/v1/payments/${seeded.razorpayPaymentId}`, {
      headers: { authorization: `Basic ${Buffer.from("rzp_test_chamakstandin:x").toString("base64")}` },
    });
    // The key secret is random per start, so the stand-in refuses the wrong one; through the server it works.
    expect(at.status).toBe(401);

    const admin = await signedInUser(database.db, "admin");
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${origin}/trpc`,
          transformer: superjson,
          headers: { authorization: `Bearer ${admin.token}` },
        }),
      ],
    });
    await client.admin.bookings.refund.mutate({
      bookingId: seeded.bookingId,
      amountPaise: 10_000,
      reason: "Goodwill for the demo",
    });
    // The background jobs, as the server runs them, until the refund is settled.
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const runner = startJobRunner({
      db: database.db,
      payments: app.payments,
      mailer: createMailer({ smtpUrl: undefined, from: "Chamak <no-reply@chamak.in>", logger: quiet }),
      logger: quiet,
      intervalMs: 50,
    });
    try {
      for (let attempt = 0; attempt < 100; attempt++) {
        const refund = await database.db.refund.findFirst({ where: { bookingId: seeded.bookingId } });
        if (refund && refund.status !== "pending") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
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
