import type { AppRouter } from "@chamak/api";
import { bookableCentre, bookingRequest } from "@chamak/api/testing/booking-fixtures";
import { signedInUser } from "@chamak/api/testing/caller";
import { createTestDb } from "@chamak/db/testing";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";

// The embedded default: no Razorpay keys, so the server mounts its own stand-in and talks to it over HTTP,
// and the stand-in posts signed webhooks back to the server, like Razorpay would.
let database: Awaited<ReturnType<typeof createTestDb>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let origin: string;

beforeAll(async () => {
  database = await createTestDb();
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

describe("the embedded Razorpay stand-in", () => {
  it("takes a UPI booking from order to paid through its webhook, even when the browser never reports back", async () => {
    const fixture = await bookableCentre(database.db);
    const { token } = await signedInUser(database.db);
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${origin}/trpc`,
          transformer: superjson,
          headers: { authorization: `Bearer ${token}` },
        }),
      ],
    });
    const booking = await client.booking.create.mutate(
      bookingRequest(fixture, { paymentMethod: "upi", time: "10:00" }),
    );
    expect(booking.checkout).toMatchObject({
      keyId: "rzp_test_chamakstandin",
      testMode: true,
      amountPaise: 49_900,
    });

    const paid = await fetch(`${origin}/__razorpay/checkout/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        key_id: booking.checkout?.keyId,
        order_id: booking.checkout?.orderId,
        outcome: "success",
      }),
    });
    expect(paid.ok).toBe(true);

    let status = booking.status;
    for (let attempt = 0; attempt < 50 && status !== "paid"; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await client.booking.get.query({ bookingId: booking.id })).status;
    }
    expect(status).toBe("paid");
    expect(await database.db.webhookEvent.count()).toBeGreaterThan(0);
  });
});
