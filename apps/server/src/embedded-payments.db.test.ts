import { bookableCentre, bookingRequest } from "@chamak/api/test-support/booking-fixtures";
import { signedInUser } from "@chamak/api/test-support/caller";
import { submitTestCheckout } from "@chamak/api/test-support/test-checkout";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, trpcClient } from "../test/support/test-app";

// The embedded default: no Razorpay keys, so the server mounts its own stand-in and talks to it over HTTP,
// and the stand-in posts signed webhooks back to the server, like Razorpay would.
let t: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await t?.close();
});

describe("the embedded Razorpay stand-in", () => {
  it("takes a UPI booking from order to paid through its webhook, even when the browser never reports back", async () => {
    const fixture = await bookableCentre(t.db);
    const { token } = await signedInUser(t.db);
    const client = trpcClient(origin, token);
    const booking = await client.booking.create.mutate(
      bookingRequest(fixture, { paymentMethod: "upi", time: "10:00" }),
    );
    expect(booking.checkout).toMatchObject({
      keyId: "rzp_test_chamakstandin",
      testMode: true,
      amountPaise: 49_900,
    });

    const paid = await submitTestCheckout(`${origin}/__razorpay`, {
      keyId: booking.checkout?.keyId as string,
      orderId: booking.checkout?.orderId as string,
    });
    expect(paid.ok).toBe(true);

    let status = booking.status;
    for (let attempt = 0; attempt < 50 && status !== "paid"; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await client.booking.get.query({ bookingId: booking.id })).status;
    }
    expect(status).toBe("paid");
    expect(await t.db.webhookEvent.count()).toBeGreaterThan(0);
  });
});
