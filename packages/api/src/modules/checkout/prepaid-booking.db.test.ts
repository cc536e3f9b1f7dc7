/**
 * The legacy prepaid flow (createPrepaidBooking) when something goes wrong between claiming a payment id and
 * recording its capture. The Razorpay stand-in over HTTP, its latency and outages switched on mid-flight.
 */
import { createTestDb } from "@chamak/db/testing";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { signedInUser, standinPayments } from "../../../test/support/caller";
import { authorizeStandaloneInTestCheckout } from "../../../test/support/test-checkout";
import { MemoryRateLimiter } from "../../lib/rate-limiter";
import { expireUnpaidHolds } from "../jobs/expire-holds";
import type { CheckoutDeps } from "./checkout-deps";
import { createPrepaidBooking } from "./prepaid-booking.service";

const keys = { keyId: "rzp_test_prepaid", keySecret: "prepaid-key-secret", webhookSecret: "prepaid-webhook" };
let database: Awaited<ReturnType<typeof createTestDb>>;
let standin: RunningRazorpayStandin;
let deps: CheckoutDeps;
let fixture: Awaited<ReturnType<typeof bookableCentre>>;

beforeAll(async () => {
  database = await createTestDb();
  standin = await startRazorpayStandin(keys);
  deps = { payments: standinPayments(keys, standin.apiBaseUrl), limiter: new MemoryRateLimiter() };
  fixture = await bookableCentre(database.db);
});
afterEach(() => {
  standin.controls.setDown(false);
  standin.controls.setLatency(0);
});
afterAll(async () => {
  await standin?.close();
  await database?.close();
});

const authorizeStandalone = (amountPaise = 49_900) =>
  authorizeStandaloneInTestCheckout(standin.url, { keyId: keys.keyId, amountPaise });

/** The legacy form's input for a Foam Wash at `time` tomorrow, with its total. */
function prepaidInput(time: string) {
  const { paymentMethod: _cash, ...input } = bookingRequest(fixture, { time });
  return { ...input, expectedTotalPaise: 49_900 };
}

/** Resolves once the payment id is claimed for a booking (its row written, the capture about to start). */
async function claimed(razorpayPaymentId: string) {
  for (let tries = 0; tries < 200; tries++) {
    const row = await database.db.payment.findUnique({ where: { razorpayPaymentId } });
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${razorpayPaymentId} was never claimed`);
}

const standinPayment = (id: string) => standin.controls.payments().find((payment) => payment.id === id);

describe("createPrepaidBooking when the capture goes wrong", () => {
  it("Razorpay failing the capture: 503, the bay is released, the payment id let go and usable again", async () => {
    const { id: customerId } = await signedInUser(database.db);
    const paymentId = await authorizeStandalone();
    standin.controls.setLatency(300);
    const attempt = createPrepaidBooking(
      database.db,
      deps,
      { id: customerId },
      prepaidInput("10:00"),
      paymentId,
    );
    const outcome = attempt.then(
      () => "booked",
      (error: unknown) => error,
    );
    await claimed(paymentId);
    standin.controls.setDown(true);
    expect(await outcome).toMatchObject({ name: "DomainError", code: "UNAVAILABLE" });
    standin.controls.setDown(false);
    standin.controls.setLatency(0);

    const [failed] = await database.db.booking.findMany({
      where: { customerId },
      select: {
        id: true,
        status: true,
        holdExpiresAt: true,
        reservations: true,
        payments: { select: { state: true, razorpayPaymentId: true, failureReason: true } },
      },
    });
    expect(failed).toMatchObject({ status: "cancelled", holdExpiresAt: null, reservations: [] });
    expect(failed?.payments).toEqual([
      {
        state: "failed",
        razorpayPaymentId: null,
        failureReason: expect.stringContaining(`Capturing ${paymentId} failed`),
      },
    ]);
    expect(standinPayment(paymentId)?.status).toBe("authorized");

    // The customer sends the form again with the same payment once Razorpay is back: it goes through.
    const booking = await createPrepaidBooking(
      database.db,
      deps,
      { id: customerId },
      prepaidInput("10:00"),
      paymentId,
    );
    expect(booking).toMatchObject({ status: "paid", paymentStatus: "captured" });
    expect(booking.id).not.toBe(failed?.id);
    expect(standinPayment(paymentId)?.status).toBe("captured");
  });

  it("the hold running out during the capture: the money is recorded and refunded in full, 409, no bay held", async () => {
    const { id: customerId } = await signedInUser(database.db);
    const paymentId = await authorizeStandalone();
    standin.controls.setLatency(300);
    const outcome = createPrepaidBooking(
      database.db,
      deps,
      { id: customerId },
      prepaidInput("11:00"),
      paymentId,
    ).then(
      () => "booked",
      (error: unknown) => error,
    );
    const row = await claimed(paymentId);
    // The hold-expiry job runs while Razorpay is still capturing.
    expect(await expireUnpaidHolds(database.db, new Date(Date.now() + 24 * 60 * 60_000))).toBeGreaterThan(0);
    expect(await outcome).toMatchObject({
      name: "DomainError",
      code: "CONFLICT",
      field: "razorpay_payment_id",
      message: expect.stringMatching(/refunded in full/),
    });
    expect(standinPayment(paymentId)?.status).toBe("captured");
    const booking = await database.db.booking.findUniqueOrThrow({
      where: { id: row.bookingId },
      select: {
        status: true,
        paymentStatus: true,
        reservations: true,
        payments: { select: { state: true } },
      },
    });
    expect(booking).toEqual({
      status: "expired",
      paymentStatus: "refund_pending",
      reservations: [],
      payments: [{ state: "captured" }],
    });
    const ledger = await database.db.ledgerEntry.findMany({
      where: { bookingId: row.bookingId, kind: { in: ["payment_captured", "refund_requested"] } },
      select: { kind: true, amountPaise: true },
      orderBy: { id: "asc" },
    });
    expect(ledger).toEqual([
      { kind: "payment_captured", amountPaise: 49_900 },
      { kind: "refund_requested", amountPaise: 49_900 },
    ]);
    expect(await database.db.refund.count({ where: { bookingId: row.bookingId, status: "pending" } })).toBe(
      1,
    );
  });
});
