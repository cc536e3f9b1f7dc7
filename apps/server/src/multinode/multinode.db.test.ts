import { randomBytes } from "node:crypto";
import { type AppRouter, createRazorpayClient, messagingStandinSettings } from "@chamak/api";
import { bookableCentre, bookingRequest } from "@chamak/api/test-support/booking-fixtures";
import { customersWithSessions } from "@chamak/api/test-support/bulk-customers";
import { requestRefundsTogether } from "@chamak/api/test-support/refunds";
import { recordReliability } from "@chamak/api/test-support/reliability-record";
import { submitTestCheckout } from "@chamak/api/test-support/test-checkout";
import { createDb, type DbHandle, hashPassword } from "@chamak/db";
import { type RunningMessagingStandin, startMessagingStandin } from "@chamak/messaging-standin";
import {
  type RunningRazorpayStandin,
  startRazorpayStandin,
  type WebhookRecord,
} from "@chamak/razorpay-standin";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import { Redis } from "ioredis";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { killNode, pollUntil, type ServerNode, startNode, waitUntilReady } from "./cluster";
import { capturedBookings, migratedThrowawayDatabase, type ThrowawayDatabase } from "./fixtures";

// Three real server processes (the production entry point, main.ts) on one PostgreSQL database, one Redis and
// one Razorpay stand-in, each on its own loopback port. Needs PostgreSQL (DATABASE_URL) and Redis.
const SERVER_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const skipReason = !SERVER_URL
  ? "set DATABASE_URL (PostgreSQL): several processes share one database"
  : !(await redisAnswers())
    ? `Redis at ${REDIS_URL} does not answer`
    : null;

const run = randomBytes(4).toString("hex");
const prefix = `chamak-test-${run}:`;
const keys = {
  keyId: "rzp_test_multinode",
  keySecret: "multinode_key_secret",
  webhookSecret: "multinode_whsec",
};
/** Production refuses the built-in messaging stand-in: the nodes get "providers", a stand-in of their own. */
const phoneProviders = messagingStandinSettings({
  msg91AuthKey: "multinode-msg91-authkey",
  whatsappToken: "multinode-whatsapp-token",
  phoneNumberId: "100000000000009",
});
const OUTBOX_LOCK_MS = 8000;
const NEEDS = "PostgreSQL and Redis: three server processes share them";

let database: ThrowawayDatabase | undefined;
let handle: DbHandle | undefined;
let redis: Redis | undefined;
let standin: RunningRazorpayStandin | undefined;
let phones: RunningMessagingStandin | undefined;
const nodes: ServerNode[] = [];

const db = () => {
  if (!handle) throw new Error("no database");
  return handle.db;
};
const node = (i: number) => {
  const found = nodes[i];
  if (!found) throw new Error(`no node ${i}`);
  return found;
};

async function oneCustomer() {
  const [customer] = await customersWithSessions(db(), 1);
  if (!customer) throw new Error("no customer");
  return customer;
}

function api(target: ServerNode, token?: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${target.origin}/trpc`,
        transformer: superjson,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    ],
  });
}

async function rejection(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return error;
    throw error;
  }
  throw new Error("expected the call to be refused");
}

/** What Checkout does when the customer approves the UPI request; returns the captured payment's id. */
async function payAtStandin(orderId: string): Promise<string> {
  const response = await submitTestCheckout(`${standin?.url}`, { keyId: keys.keyId, orderId });
  const body = (await response.json()) as { razorpay_payment_id?: string };
  if (!response.ok || !body.razorpay_payment_id) throw new Error(`payment failed: ${JSON.stringify(body)}`);
  return body.razorpay_payment_id;
}

function deliverWebhook(target: ServerNode, record: WebhookRecord) {
  return fetch(`${target.origin}/webhooks/razorpay`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": record.signature,
      "x-razorpay-event-id": record.id,
    },
    body: record.body,
  });
}

/** On failure, show what the nodes printed: the reason is usually there. */
function reportNodesOnFailure() {
  onTestFailed(() => {
    for (const started of nodes) {
      console.error(
        `--- ${started.name} (${started.origin}) output:\n${started.output.join("").slice(-6000)}`,
      );
    }
  });
}

if (skipReason) {
  describe.skip(`several server nodes on shared PostgreSQL and Redis (skipped: ${skipReason})`, () => {
    it("needs PostgreSQL and Redis", () => {});
  });
} else {
  describe("several server nodes on shared PostgreSQL and Redis", () => {
    beforeAll(async () => {
      redis = new Redis(REDIS_URL);
      [database, standin, phones] = await Promise.all([
        migratedThrowawayDatabase(SERVER_URL as string),
        startRazorpayStandin(keys),
        startMessagingStandin(phoneProviders),
      ]);
      const [smsTemplateId = "", smsTemplate] = Object.entries(phoneProviders.msg91.templates)[0] ?? [];
      handle = await createDb({ databaseUrl: database.url, pool: 6 });
      const env = {
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        DATABASE_URL: database.url,
        DB_POOL_SIZE: "10",
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        RAZORPAY_KEY_ID: keys.keyId,
        RAZORPAY_KEY_SECRET: keys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
        RAZORPAY_API_URL: standin.apiBaseUrl,
        MSG91_AUTH_KEY: phoneProviders.msg91.authKey,
        MSG91_SENDER_ID: phoneProviders.msg91.senderIds[0] ?? "",
        MSG91_OTP_TEMPLATE_ID: smsTemplateId,
        MSG91_OTP_DLT_TEMPLATE_ID: smsTemplate?.dltTemplateId ?? "",
        MSG91_API_URL: phones.msg91BaseUrl,
        WHATSAPP_ACCESS_TOKEN: phoneProviders.whatsapp.accessToken,
        WHATSAPP_PHONE_NUMBER_ID: phoneProviders.whatsapp.phoneNumberId,
        WHATSAPP_OTP_TEMPLATE: Object.keys(phoneProviders.whatsapp.templates)[0] ?? "",
        WHATSAPP_API_URL: phones.whatsappBaseUrl,
        WEB_DIST: "/nonexistent/chamak-web",
        CONSOLE_DIST: "/nonexistent/chamak-console",
        CATALOG_CACHE_TTL_MS: "60000",
        JOB_INTERVAL_MS: "200",
        OUTBOX_LOCK_MS: String(OUTBOX_LOCK_MS),
        SHUTDOWN_DRAIN_MS: "1000",
        SHUTDOWN_TIMEOUT_MS: "20000",
      };
      nodes.push(...(await Promise.all(["node-a", "node-b", "node-c"].map((name) => startNode(name, env)))));
      await Promise.all(nodes.map((started) => waitUntilReady(started)));
    }, 150_000);

    afterAll(async () => {
      await Promise.allSettled(nodes.map(killNode));
      standin?.controls.setLatency(0);
      await Promise.allSettled([handle?.close(), standin?.close(), phones?.close()]);
      await database?.drop();
      if (redis) {
        let cursor = "0";
        do {
          const [next, found] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
          if (found.length > 0) await redis.del(...found);
          cursor = next;
        } while (cursor !== "0");
        redis.disconnect();
      }
    }, 60_000);

    it("(a) the login limit holds across nodes: one address guessing over all of them is made to wait on every node", async () => {
      reportNodesOnFailure();
      const email = `locked-${run}@test.chamak.in`;
      const password = "correct-horse-7";
      await db().user.create({
        data: { name: "Lock Test", email, passwordHash: await hashPassword(password) },
      });

      // Guesses from this one address, round-robin over the nodes, as fast as they answer: five are let
      // through, then the address has to wait (1 s, 2 s, 4 s...), whichever node it asks.
      const codes: string[] = [];
      while (codes.length < 15 && codes.at(-1) !== "TOO_MANY_REQUESTS") {
        const refused = await rejection(
          api(node(codes.length % 3)).accounts.login.mutate({ email, password: "wrong-one" }),
        );
        codes.push(String(refused.data?.code));
      }
      expect(codes.slice(0, 5)).toEqual(Array(5).fill("UNAUTHORIZED"));
      expect(codes.at(-1)).toBe("TOO_MANY_REQUESTS");
      // Counted once in Redis, under this run's prefix: a node that kept its own count would let five more
      // through; each one here refuses within a try or two (one more gets through when a short wait ends).
      for (const target of nodes) {
        const more: string[] = [];
        while (more.length < 3 && more.at(-1) !== "TOO_MANY_REQUESTS") {
          const refused = await rejection(
            api(target).accounts.login.mutate({ email, password: "wrong-one" }),
          );
          more.push(String(refused.data?.code));
        }
        expect(more.at(-1)).toBe("TOO_MANY_REQUESTS");
      }
      const shared = await redis?.keys(`${prefix}rl:login:pair:*:${email}`);
      expect(shared?.length).toBeGreaterThan(0);
    });

    it("(b) 100 customers booking one slot with 3 bays, round-robin over the nodes, get exactly 3 bookings", async () => {
      reportNodesOnFailure();
      recordReliability({
        area: "Concurrency",
        scenario:
          "100 customers race for one slot with 3 bays across 3 server processes: exactly 3 bookings on bays 1-3, the rest refused cleanly",
        load: "100 customers, booking.create round-robin over 3 server nodes (real HTTP), 1 slot, 3 bays",
        needs: NEEDS,
      });
      const fixture = await bookableCentre(db(), { bays: 3 });
      const customers = await customersWithSessions(db(), 100);
      const request = bookingRequest(fixture, { time: "10:00" });
      // Warm each node's booking path first (sessions, pricing, availability), so the burst measures the
      // locking, not three cold processes compiling code on a busy machine.
      await Promise.all(
        nodes.map(async (target, i) => {
          const client = api(target, customers[i]?.token);
          await client.booking.availability.query(request);
          await client.booking.quote.query(request);
          await client.booking.mine.query({ page: 1, pageSize: 10 });
        }),
      );
      const results = await Promise.allSettled(
        customers.map(({ token }, i) => api(node(i % 3), token).booking.create.mutate(request)),
      );

      const booked = results.filter((r) => r.status === "fulfilled");
      const refusals = results
        .filter((r): r is PromiseRejectedResult => r.status === "rejected")
        .map((r) => (r.reason as Error).message);
      expect(booked).toHaveLength(3);
      // Every other customer is told the slot filled up. On a machine too busy for a queued booking to get
      // its turn on the centre's lock within the transaction's time limit, it may instead fail with the
      // generic "try again" (nothing written); never with anything else, and never as a fourth booking.
      const filled = refusals.filter((m) => m === "That slot just filled up; please choose another time");
      const timedOut = refusals.filter((m) => m === "Something went wrong on our side; please try again.");
      expect(filled.length + timedOut.length, JSON.stringify(refusals)).toBe(97);
      expect(filled.length).toBeGreaterThan(0);
      expect(await db().booking.count({ where: { centreId: fixture.centre.id } })).toBe(3);
      const bays = await db().bayReservation.findMany({
        where: { centreId: fixture.centre.id },
        select: { bay: true },
      });
      expect(bays.map((b) => b.bay).sort()).toEqual([1, 2, 3]);
    }, 90_000);

    it("(c) the same signed webhook delivered to two nodes at the same moment is applied once", async () => {
      reportNodesOnFailure();
      recordReliability({
        area: "Webhooks",
        scenario:
          "The same signed webhook delivered to two server nodes at the same moment, then order.paid and a late redelivery: applied once",
        load: "1 UPI payment; its payment.captured sent to 2 nodes at once, then order.paid and the capture again",
        faults: "simultaneous duplicate delivery across nodes; redelivery",
        needs: NEEDS,
      });
      const fixture = await bookableCentre(db());
      const { token } = await oneCustomer();
      const booking = await api(node(0), token).booking.create.mutate(
        bookingRequest(fixture, { time: "11:00", paymentMethod: "upi" }),
      );
      const orderId = booking.checkout?.orderId;
      expect(orderId).toBeTruthy();
      await payAtStandin(orderId as string);
      const eventsOf = (name: string) =>
        standin?.controls
          .events()
          .find((e) => e.event === name && e.payload.payload.payment?.entity.order_id === orderId);
      const captured = eventsOf("payment.captured");
      const orderPaid = eventsOf("order.paid");
      if (!captured || !orderPaid) throw new Error("the stand-in raised no capture events");

      const answers = await Promise.all([
        deliverWebhook(node(1), captured),
        deliverWebhook(node(2), captured),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const outcomes = await Promise.all(
        answers.map(async (a) => ((await a.json()) as { outcome: string }).outcome),
      );
      expect(outcomes.sort()).toEqual(["duplicate", "processed"]);

      // Razorpay's second event for the same capture, and a late redelivery, change nothing more.
      expect((await deliverWebhook(node(0), orderPaid)).status).toBe(200);
      expect((await deliverWebhook(node(0), captured)).status).toBe(200);

      expect(await db().webhookEvent.count({ where: { id: captured.id } })).toBe(1);
      const paidAudits = await db().auditLog.count({
        where: { action: "booking.paid", entityType: "booking", entityId: String(booking.id) },
      });
      expect(paidAudits).toBe(1);
      const stored = await db().booking.findUniqueOrThrow({ where: { id: booking.id } });
      expect(stored.status).toBe("paid");
    });

    it("(d) a catalog write on one node clears the other nodes' cached results at once, not after the TTL", async () => {
      reportNodesOnFailure();
      const fixture = await bookableCentre(db());
      const fromPrice = async (target: ServerNode) =>
        (await api(target).catalog.centres.query({ page: 1, pageSize: 50 })).items.find(
          (card) => card.id === fixture.centre.id,
        )?.fromPricePaise;
      // Twice on each node: a node keeps a read from its second request on.
      for (const target of [node(1), node(2), node(1), node(2)]) expect(await fromPrice(target)).toBe(49_900);

      // A change behind the app's back stays unseen: the nodes really serve from their caches (TTL 60 s).
      await db().servicePrice.updateMany({
        where: { serviceId: fixture.wash.id },
        data: { pricePaise: 44_900 },
      });
      expect(await fromPrice(node(1))).toBe(49_900);
      expect(await fromPrice(node(2))).toBe(49_900);

      const opened = await api(node(0), fixture.owner.token).vendor.services.get.query({
        id: fixture.wash.id,
      });
      await api(node(0), fixture.owner.token).vendor.services.update.mutate({
        id: fixture.wash.id,
        version: opened.version,
        categoryId: fixture.wash.categoryId,
        subCategoryName: "Foam Wash",
        description: "Includes Foam Wash",
        durationMinutes: 30,
        driverFeePaise: 15_000,
        prices: [{ vehicleTypeId: fixture.vehicleType.id, pricePaise: 39_900 }],
      });
      for (const target of [node(1), node(2)]) {
        await pollUntil(
          `${target.name} to drop its cached centres`,
          async () => ((await fromPrice(target)) === 39_900 ? true : undefined),
          { timeoutMs: 10_000 },
        );
      }
    });

    it("(e) a node killed (SIGKILL) while delivering outbox messages loses none: the others finish each once", async () => {
      reportNodesOnFailure();
      recordReliability({
        area: "Server faults",
        scenario:
          "A server node killed (SIGKILL) while refunding through the outbox: the surviving nodes finish every refund, each exactly once at Razorpay",
        load: "60 refunds queued on the outbox, 3 nodes claiming batches of 20, Razorpay slowed to 60 ms per call",
        faults: "SIGKILL of one node with its batch claimed",
        needs: NEEDS,
      });
      const gateway = createRazorpayClient({ ...keys, baseUrl: standin?.apiBaseUrl as string });
      // Start from a quiet outbox, so the three nodes' first claims are these messages.
      await pollUntil(
        "earlier outbox messages to be delivered",
        async () => {
          const [row] = await db().$queryRaw<{ due: bigint }[]>`
            SELECT count(*) AS due FROM outbox
            WHERE status = 'pending' AND run_at <= (now() AT TIME ZONE 'UTC')`;
          return Number(row?.due) === 0 ? true : undefined;
        },
        { timeoutMs: 30_000 },
      );
      const fixture = await bookableCentre(db());
      const paid = await capturedBookings(db(), gateway, payAtStandin, {
        centreId: fixture.centre.id,
        vehicleTypeId: fixture.vehicleType.id,
        count: 60,
      });
      const bookingIds = paid.map((p) => p.bookingId);

      // Slow Razorpay down so each node is busy with its batch of 20 for a few seconds.
      standin?.controls.setLatency(60);
      // Asked for as the product asks (refunds written up front, one job each), in one transaction: the jobs
      // appear together.
      const refundIds = await requestRefundsTogether(
        db(),
        bookingIds.map((bookingId) => ({ bookingId, reason: "multi-node test" })),
      );
      const messages = await db().$queryRaw<{ id: bigint }[]>`
        SELECT id FROM outbox WHERE topic = 'payment.refund' AND message_id IS NULL
          AND (payload->>'refundId')::int = ANY(${refundIds}::int[])`;
      const ids = messages.map((m) => m.id);
      expect(ids).toHaveLength(bookingIds.length);
      // payment.refund has two channels (the refund, and the centre's payout): a node closes each message by
      // splitting it into one delivery per channel, so the refunds are done when the deliveries are.
      const progress = async () => {
        const [row] = await db().$queryRaw<
          { split: bigint; claimed: bigint; refunded: bigint; open: bigint }[]
        >`
          SELECT count(*) FILTER (WHERE message_id IS NULL AND status = 'done') AS split,
                 count(*) FILTER (WHERE message_id IS NULL AND status = 'pending'
                                  AND locked_until > (now() AT TIME ZONE 'UTC')) AS claimed,
                 count(*) FILTER (WHERE handler = 'razorpay-refund' AND status = 'done') AS refunded,
                 count(*) FILTER (WHERE status <> 'done') AS open
          FROM outbox WHERE id = ANY(${ids}::bigint[]) OR message_id = ANY(${ids}::bigint[])`;
        return {
          split: Number(row?.split),
          claimed: Number(row?.claimed),
          refunded: Number(row?.refunded),
          open: Number(row?.open),
        };
      };

      // Every message claimed (a node holds one batch of 20 at a time, so each node holds some): kill one.
      await pollUntil(
        "all three nodes to claim their batch",
        async () => {
          const { split, claimed } = await progress();
          return split + claimed === ids.length ? true : undefined;
        },
        { timeoutMs: 30_000, intervalMs: 20 },
      );
      const victim = node(0);
      await killNode(victim);
      standin?.controls.setLatency(0);
      expect(await victim.exited).toEqual({ code: null, signal: "SIGKILL" });
      const atKill = await progress();
      expect(atKill.refunded).toBeLessThan(ids.length);

      // Its claims expire after OUTBOX_LOCK_MS; the survivors take them over.
      await pollUntil(
        "every refund delivery to be done",
        async () => {
          const { split, refunded, open } = await progress();
          return split === ids.length && refunded === ids.length && open === 0 ? true : undefined;
        },
        { timeoutMs: OUTBOX_LOCK_MS + 45_000, intervalMs: 250 },
      );

      const outbox = await db().outboxMessage.findMany({
        where: { OR: [{ id: { in: ids } }, { messageId: { in: ids } }] },
      });
      expect(outbox.every((m) => m.status === "done")).toBe(true);
      // The dead node's unfinished messages or deliveries were claimed a second time.
      expect(outbox.filter((m) => m.attempts >= 2).length).toBeGreaterThan(0);

      // Each booking refunded exactly once: one refund row, one refund at Razorpay, one audit entry.
      const refunds = await db().refund.findMany({ where: { bookingId: { in: bookingIds } } });
      expect(refunds).toHaveLength(ids.length);
      expect(new Set(refunds.map((r) => r.bookingId)).size).toBe(ids.length);
      expect(refunds.every((r) => r.status === "processed")).toBe(true);
      const paymentIds = new Set(paid.map((p) => p.razorpayPaymentId));
      const atRazorpay = standin?.controls.refunds().filter((r) => paymentIds.has(r.payment_id)) ?? [];
      expect(atRazorpay).toHaveLength(ids.length);
      expect(new Set(atRazorpay.map((r) => r.payment_id)).size).toBe(ids.length);
      const audits = await db().auditLog.count({
        where: { action: "booking.refunded", entityId: { in: bookingIds.map(String) } },
      });
      expect(audits).toBe(ids.length);
    }, 100_000);

    it("(f) SIGTERM drains a node: /readyz turns 503, the in-flight request completes, the process exits 0", async () => {
      reportNodesOnFailure();
      recordReliability({
        area: "Server faults",
        scenario:
          "SIGTERM drains a server node: /readyz turns 503 at once, the in-flight booking completes, the process exits 0",
        load: "1 UPI booking in flight on the draining node (Razorpay slowed to 2.5 s)",
        faults: "SIGTERM during a request",
        needs: NEEDS,
      });
      const draining = node(2);
      const fixture = await bookableCentre(db());
      const customer = await oneCustomer();
      // Razorpay answers slowly, so the UPI booking is still waiting for its order when the signal comes.
      standin?.controls.setLatency(2500);
      const inFlight = api(draining, customer.token).booking.create.mutate(
        bookingRequest(fixture, { time: "12:00", paymentMethod: "upi" }),
      );
      inFlight.catch(() => {});
      await pollUntil(
        "the booking to be written (its order request now waits on Razorpay)",
        async () =>
          (await db().booking.count({ where: { customerId: customer.id } })) > 0 ? true : undefined,
        { timeoutMs: 20_000, intervalMs: 20 },
      );
      draining.process.kill("SIGTERM");

      const readiness = await pollUntil(
        "/readyz to report draining",
        async () => {
          const response = await fetch(`${draining.origin}/readyz`);
          return response.status === 503 ? ((await response.json()) as { status: string }) : undefined;
        },
        { timeoutMs: 5000, intervalMs: 50 },
      );
      expect(readiness).toEqual({ status: "draining" });
      expect((await fetch(`${node(1).origin}/readyz`)).status).toBe(200);

      const booking = await inFlight;
      expect(booking.checkout?.orderId).toBeTruthy();
      expect(await draining.exited).toEqual({ code: 0, signal: null });
      standin?.controls.setLatency(0);
      await expect(fetch(`${draining.origin}/readyz`)).rejects.toThrow();
    }, 60_000);
  });
}
