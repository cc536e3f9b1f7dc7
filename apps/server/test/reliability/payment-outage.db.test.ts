/**
 * Razorpay (the stand-in, a real HTTP server) down or slow while customers book with UPI over real HTTP.
 * Each customer is told clearly that payment is unavailable, the booking stays pending with its bay held, and
 * the real background jobs (startJobRunner: hold expiry, reconciliation with Razorpay, outbox) later either
 * complete it (the customer paid once the service was back) or release its bay (the customer never paid).
 * Time passing is played by moving the hold's end and the order's creation time into the past.
 */
import type { PaymentsDeps } from "@chamak/api";
import { bookableCentre, bookingRequest } from "@chamak/api/test-support/booking-fixtures";
import { customersWithSessions } from "@chamak/api/test-support/bulk-customers";
import { standinPayments } from "@chamak/api/test-support/caller";
import { recordReliability } from "@chamak/api/test-support/reliability-record";
import { unlimited } from "@chamak/api/test-support/security-world";
import { submitTestCheckout } from "@chamak/api/test-support/test-checkout";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { createRazorpayStandin, type StandinControls } from "@chamak/razorpay-standin";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingInvariantViolations,
  type HttpAnswer,
  listeningApp,
  runJobsUntil,
  trpcErrorOf,
  trpcHttp,
} from "./reliability-harness";

const keys = { keyId: "rzp_test_outage", keySecret: "outage-key-secret", webhookSecret: "outage-whsec" };
const GATEWAY_TIMEOUT_MS = 1500;
const CLIENT_TIMEOUT_MS = 15_000;
const SLOW_MS = 4000;
const UNAVAILABLE =
  "The payment service is not answering. Your slot is held for a few minutes: try paying again shortly.";
const TIMES = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"];

let database: TestDb;
let db: Db;
let standin: { url: string; apiBaseUrl: string; controls: StandinControls; close(): Promise<void> };
let payments: PaymentsDeps;
let server: Awaited<ReturnType<typeof listeningApp>>;

beforeAll(async () => {
  [database, standin] = await Promise.all([createTestDb(), startStandin()]);
  db = database.db;
  payments = standinPayments(keys, standin.apiBaseUrl, { timeoutMs: GATEWAY_TIMEOUT_MS });
  server = await listeningApp({ db, payments, limiter: unlimited });
}, 120_000);

afterAll(async () => {
  standin?.controls.setDown(false);
  await server?.close();
  await standin?.close();
  await database?.close();
});

/**
 * The stand-in on its own port, like startRazorpayStandin, but closing connections at once on close: answers
 * the gateway gave up waiting for would otherwise keep their connections open for the keep-alive timeout.
 */
async function startStandin() {
  const standin = createRazorpayStandin(keys);
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(standin.plugin);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the stand-in is not listening on TCP");
  const url = `http://127.0.0.1:${address.port}`;
  return { url, apiBaseUrl: `${url}/v1`, controls: standin.controls, close: () => app.close() };
}

const bookingOf = (answer: HttpAnswer) =>
  (answer.body as { result?: { data?: { json?: { id: number; checkout?: { orderId: string } | null } } } })
    ?.result?.data?.json;

async function payAtStandin(orderId: string) {
  const response = await submitTestCheckout(standin.url, { keyId: keys.keyId, orderId });
  expect(response.status).toBe(200);
  await response.text();
}

/** The hold and the order are as old as if `minutes` had passed. */
async function letTimePass(bookingIds: number[], minutes: number) {
  const past = new Date(Date.now() - minutes * 60_000);
  await db.booking.updateMany({ where: { id: { in: bookingIds } }, data: { holdExpiresAt: past } });
  await db.payment.updateMany({ where: { bookingId: { in: bookingIds } }, data: { createdAt: past } });
}

async function freeBaysAt(fixture: Awaited<ReturnType<typeof bookableCentre>>, times: string[]) {
  const { centreId, vehicleTypeId, items, serviceMode, date } = bookingRequest(fixture);
  const answer = await trpcHttp(
    server.origin,
    "booking.availability",
    { centreId, vehicleTypeId, items, serviceMode, date },
    { kind: "query", timeoutMs: CLIENT_TIMEOUT_MS },
  );
  expect(answer.status).toBe(200);
  const slots = (
    answer.body as { result: { data: { json: { slots: { time: string; freeBays: number }[] } } } }
  ).result.data.json.slots;
  return times.map((time) => slots.find((slot) => slot.time === time)?.freeBays);
}

async function upiRush(fixture: Awaited<ReturnType<typeof bookableCentre>>, tokens: string[]) {
  return Promise.all(
    tokens.map((token, i) =>
      trpcHttp(
        server.origin,
        "booking.create",
        bookingRequest(fixture, { time: TIMES[i] as string, paymentMethod: "upi" }),
        { kind: "mutation", token, timeoutMs: CLIENT_TIMEOUT_MS },
      ),
    ),
  );
}

describe("Razorpay down or slow during UPI bookings", () => {
  it("down: customers are told clearly, bookings stay pending with their bays; the jobs complete the paid ones once it is back and release the rest", async () => {
    recordReliability({
      area: "Payment faults",
      scenario:
        "Razorpay down while customers book with UPI: a clear 503 to each, bookings stay pending with their bays held; once Razorpay is back the real jobs complete the ones paid (webhook lost, reconciliation) and release the unpaid ones' bays (hold expiry)",
      load: `${TIMES.length} customers booking UPI at once over HTTP (1 bay per slot), Razorpay stand-in answering 503 to everything`,
      faults:
        "Razorpay API down (503) during booking; after recovery, half the customers pay with the webhook lost, half never pay",
    });
    const fixture = await bookableCentre(db, { bays: 1 });
    const customers = await customersWithSessions(db, TIMES.length + 1);
    const tokens = customers.slice(0, TIMES.length).map((c) => c.token);

    standin.controls.setDown(true);
    let answers: HttpAnswer[];
    try {
      answers = await upiRush(fixture, tokens);
    } finally {
      standin.controls.setDown(false);
    }
    expect(answers.map((a) => [a.status, trpcErrorOf(a)?.code, trpcErrorOf(a)?.message])).toEqual(
      answers.map(() => [503, "SERVICE_UNAVAILABLE", UNAVAILABLE]),
    );
    const pending = await db.booking.findMany({
      where: { centreId: fixture.centre.id },
      select: { id: true, customerId: true, status: true, holdExpiresAt: true, slotStart: true },
      orderBy: { slotStart: "asc" },
    });
    expect(pending).toHaveLength(TIMES.length);
    expect(pending.every((b) => b.status === "pending_payment" && b.holdExpiresAt)).toBe(true);
    expect(await db.payment.count({ where: { bookingId: { in: pending.map((b) => b.id) } } })).toBe(0);
    // The holds are real: another customer cannot take a held slot.
    const late = await trpcHttp(
      server.origin,
      "booking.create",
      bookingRequest(fixture, { time: "09:00", paymentMethod: "cash" }),
      { kind: "mutation", token: customers[TIMES.length]?.token as string, timeoutMs: CLIENT_TIMEOUT_MS },
    );
    expect(late.status).toBe(409);

    // Razorpay is back. The first half pay (their browsers close, the webhooks are lost); the rest never do.
    standin.controls.setWebhookUrl(undefined);
    const payers = pending.slice(0, TIMES.length / 2);
    const quitters = pending.slice(TIMES.length / 2);
    for (const booking of payers) {
      const token = customers.find((c) => c.id === booking.customerId)?.token as string;
      const retried = await trpcHttp(
        server.origin,
        "booking.pay",
        { bookingId: booking.id },
        { kind: "mutation", token, timeoutMs: CLIENT_TIMEOUT_MS },
      );
      expect(retried.status).toBe(200);
      await payAtStandin(bookingOf(retried)?.checkout?.orderId as string);
    }
    await letTimePass(
      pending.map((b) => b.id),
      20,
    );

    const paidIds = payers.map((b) => b.id);
    const releasedIds = quitters.map((b) => b.id);
    const errors = await runJobsUntil({ db, payments, timeoutMs: 30_000 }, "finish", async () => {
      const [paid, expired] = await Promise.all([
        db.booking.count({ where: { id: { in: paidIds }, status: "paid" } }),
        db.booking.count({ where: { id: { in: releasedIds }, status: "expired" } }),
      ]);
      return paid === paidIds.length && expired === releasedIds.length;
    });
    expect(errors).toEqual([]);
    // A payment that arrives after its hold ran out keeps the bay only because it is still free; here the
    // reconciliation ran after the expiry released it, so it re-took it: paid, with its bay.
    expect(await db.bayReservation.count({ where: { bookingId: { in: paidIds } } })).toBe(paidIds.length);
    expect(await db.bayReservation.count({ where: { bookingId: { in: releasedIds } } })).toBe(0);
    expect(await db.payment.count({ where: { bookingId: { in: paidIds }, state: "captured" } })).toBe(
      paidIds.length,
    );
    expect(await freeBaysAt(fixture, TIMES)).toEqual(TIMES.map((_, i) => (i < TIMES.length / 2 ? 0 : 1)));
    expect(await bookingInvariantViolations(db)).toEqual([]);
  }, 120_000);

  it("slow: past the gateway's timeout customers get a clear 503 in bounded time; once fast again, a retry pays and the webhook completes it", async () => {
    const recorded = recordReliability({
      area: "Payment faults",
      scenario:
        "Razorpay slower than our gateway timeout: each customer gets a clear 503 within a bounded time, the booking stays pending; a retry once Razorpay is fast again pays, and the webhook completes it exactly once",
      load: `5 customers booking UPI at once over HTTP, Razorpay answering after 4 s (our gateway timeout ${GATEWAY_TIMEOUT_MS / 1000} s); then 1 customer with Razorpay answering after 0.5 s`,
      faults: "Razorpay API latency 4 s, then 0.5 s",
    });
    const fixture = await bookableCentre(db, { bays: 1 });
    const customers = await customersWithSessions(db, 6);
    const tokens = customers.slice(0, 5).map((c) => c.token);

    standin.controls.setLatency(SLOW_MS);
    let answers: HttpAnswer[];
    try {
      answers = await upiRush(fixture, tokens);
    } finally {
      standin.controls.setLatency(0);
    }
    expect(answers.map((a) => [a.status, trpcErrorOf(a)?.message])).toEqual(
      answers.map(() => [503, UNAVAILABLE]),
    );
    const slowest = Math.max(...answers.map((a) => a.ms));
    expect(slowest).toBeLessThan(GATEWAY_TIMEOUT_MS + 5000);
    const pending = await db.booking.findMany({
      where: { centreId: fixture.centre.id },
      select: { id: true, customerId: true, status: true },
    });
    expect(pending.map((b) => b.status)).toEqual(pending.map(() => "pending_payment"));
    expect(pending).toHaveLength(5);

    // Slow but within the timeout: the booking simply succeeds.
    standin.controls.setLatency(500);
    let slowOk: HttpAnswer;
    try {
      slowOk = await trpcHttp(
        server.origin,
        "booking.create",
        bookingRequest(fixture, { time: "15:00", paymentMethod: "upi" }),
        { kind: "mutation", token: customers[5]?.token as string, timeoutMs: CLIENT_TIMEOUT_MS },
      );
    } finally {
      standin.controls.setLatency(0);
    }
    expect(slowOk.status).toBe(200);
    expect(bookingOf(slowOk)?.checkout?.orderId).toMatch(/^order_/);

    // Fast again: the first customer retries, pays, and the stand-in's webhook reaches the server.
    standin.controls.setWebhookUrl(`${server.origin}/webhooks/razorpay`);
    try {
      const first = pending[0] as (typeof pending)[number];
      const token = customers.find((c) => c.id === first.customerId)?.token as string;
      const retried = await trpcHttp(
        server.origin,
        "booking.pay",
        { bookingId: first.id },
        { kind: "mutation", token, timeoutMs: CLIENT_TIMEOUT_MS },
      );
      expect(retried.status).toBe(200);
      await payAtStandin(bookingOf(retried)?.checkout?.orderId as string);
      await standin.controls.webhooksSettled();
      const paid = await db.booking.findUniqueOrThrow({ where: { id: first.id } });
      expect(paid).toMatchObject({ status: "paid", paymentStatus: "captured" });
      expect(await db.auditLog.count({ where: { action: "booking.paid", entityId: String(first.id) } })).toBe(
        1,
      );
    } finally {
      standin.controls.setWebhookUrl(undefined);
    }
    expect(await bookingInvariantViolations(db)).toEqual([]);
    recorded.measured = { slowest503Ms: slowest };
  }, 120_000);
});
