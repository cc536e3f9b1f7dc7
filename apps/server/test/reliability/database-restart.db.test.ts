/**
 * A PostgreSQL restart in the middle of a load run. The real app listens on a loopback port and reaches its
 * own throwaway database through a TCP proxy; while a steady mixed load (search, availability, cash and UPI
 * bookings) runs over real HTTP, its backends are terminated (pg_terminate_backend) and the proxy drops every
 * connection and refuses new ones for 3 s, then accepts again. The shared PostgreSQL server itself is never
 * restarted: other tests use it at the same time.
 */
import { randomBytes } from "node:crypto";
import { bookableCentre, bookingRequest } from "@chamak/api/test-support/booking-fixtures";
import { customersWithSessions } from "@chamak/api/test-support/bulk-customers";
import { standinPayments } from "@chamak/api/test-support/caller";
import { recordReliability } from "@chamak/api/test-support/reliability-record";
import { unlimited } from "@chamak/api/test-support/security-world";
import { indiaDate } from "@chamak/contracts";
import { createDb, type DbHandle } from "@chamak/db";
import { describeOnPostgres } from "@chamak/db/testing";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migratedThrowawayDatabase, type ThrowawayDatabase } from "../../src/multinode/fixtures";
import {
  bookingInvariantViolations,
  GENERIC_FAILURE,
  type HttpAnswer,
  INTERNALS,
  listeningApp,
  SLOT_FILLED,
  startTcpProxy,
  trpcErrorOf,
  trpcHttp,
} from "./reliability-harness";

const APP_NAME = "chamak-reliability-app";
const CLIENTS = 8;
const CUSTOMERS = 40;
const CENTRES = 3;
const BEFORE_MS = 3000;
const OUTAGE_MS = 3000;
const AFTER_MS = 5000;
/** No request may take longer than this, outage or not (the booking transaction's own limit is 15 s). */
const CLIENT_TIMEOUT_MS = 20_000;
/** Requests started this long after the database is back must all succeed. */
const RECOVERY_GRACE_MS = 1000;

const keys = { keyId: "rzp_test_restart", keySecret: "restart-key-secret", webhookSecret: "restart-whsec" };

let database: ThrowawayDatabase | undefined;
let direct: DbHandle | undefined;
let appDb: DbHandle | undefined;
let standin: RunningRazorpayStandin | undefined;
let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
let server: Awaited<ReturnType<typeof listeningApp>> | undefined;

const claim = {
  area: "Database faults" as const,
  scenario:
    "PostgreSQL restarts during a load run: the server recovers by itself, no request hangs, every failure is a clean error, no booking is half-written, and retrying a failed booking with its idempotency key never gives two",
  load: `${CLIENTS} concurrent HTTP clients for ${(BEFORE_MS + OUTAGE_MS + AFTER_MS) / 1000} s: search, availability, cash and UPI bookings by ${CUSTOMERS} customers at ${CENTRES} centres (2 bays each)`,
  faults: `pg_terminate_backend on every app connection, and the app's TCP path to PostgreSQL dropped and refused for ${OUTAGE_MS / 1000} s`,
  inputs: `client-side bound ${CLIENT_TIMEOUT_MS / 1000} s per request; after the outage, every failed booking retried with the same idempotency key`,
  needs: "PostgreSQL: a server whose connections can be cut",
};

type Op = "search" | "availability" | "create";
interface Sent extends HttpAnswer {
  op: Op;
  key?: string;
  token?: string;
  input?: unknown;
}

describeOnPostgres(
  "database restart during load",
  "needs a PostgreSQL server whose connections can be cut",
  (serverUrl) => {
    beforeAll(async () => {
      [database, standin] = await Promise.all([
        migratedThrowawayDatabase(serverUrl),
        startRazorpayStandin(keys),
      ]);
      direct = await createDb({ databaseUrl: database.url, pool: 4 });
      const target = new URL(database.url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(database.url);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      viaProxy.searchParams.set("application_name", APP_NAME);
      appDb = await createDb({ databaseUrl: viaProxy.toString(), pool: 10 });
      const payments = standinPayments(keys, standin.apiBaseUrl);
      server = await listeningApp({ db: appDb.db, payments, limiter: unlimited });
    }, 120_000);

    afterAll(async () => {
      await server?.close();
      await Promise.allSettled([appDb?.close(), direct?.close(), standin?.close(), proxy?.close()]);
      await database?.drop();
    }, 60_000);

    it("recovers by itself; no hang, no unmasked error, no half-written booking", async () => {
      const recorded = recordReliability(claim);
      const db = direct?.db;
      const origin = server?.origin;
      if (!db || !origin || !proxy) throw new Error("not set up");
      const fixtures: Awaited<ReturnType<typeof bookableCentre>>[] = [];
      for (let i = 0; i < CENTRES; i++) fixtures.push(await bookableCentre(db, { bays: 2 }));
      const customers = await customersWithSessions(db, CUSTOMERS);
      const run = randomBytes(3).toString("hex");
      let seq = 0;
      const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

      const sent: Sent[] = [];
      const one = async (): Promise<void> => {
        const fixture = pick(fixtures);
        const day = 1 + Math.floor(Math.random() * 5);
        const op = pick<Op>(["search", "availability", "create", "create"]);
        if (op === "search") {
          const input = {
            q: pick(["Test", "Foam", "Centre", "Wash"]),
            city: "New Delhi",
            page: 1,
            pageSize: 10,
          };
          sent.push({
            op,
            ...(await trpcHttp(origin, "catalog.search", input, {
              kind: "query",
              timeoutMs: CLIENT_TIMEOUT_MS,
            })),
          });
          return;
        }
        const base = bookingRequest(fixture, {
          date: indiaDate(new Date(), day),
          time: `${String(8 + Math.floor(Math.random() * 12)).padStart(2, "0")}:${pick(["00", "30"])}`,
          paymentMethod: Math.random() < 0.3 ? "upi" : "cash",
        });
        if (op === "availability") {
          const { centreId, vehicleTypeId, items, serviceMode } = base;
          const input = { centreId, vehicleTypeId, items, serviceMode, date: base.date };
          sent.push({
            op,
            ...(await trpcHttp(origin, "booking.availability", input, {
              kind: "query",
              timeoutMs: CLIENT_TIMEOUT_MS,
            })),
          });
          return;
        }
        const customer = pick(customers);
        const key = `restart-${run}-${seq++}`;
        const input = { ...base, idempotencyKey: key };
        const answer = await trpcHttp(origin, "booking.create", input, {
          kind: "mutation",
          token: customer.token,
          timeoutMs: CLIENT_TIMEOUT_MS,
        });
        sent.push({ op, key, token: customer.token, input, ...answer });
      };

      let stop = false;
      const clients = Array.from({ length: CLIENTS }, async () => {
        while (!stop) await one();
      });
      await sleep(BEFORE_MS);
      const outageStart = Date.now();
      const terminated = await db.$queryRaw<{ terminated: boolean }[]>`
      SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${APP_NAME}`;
      await proxy.cut();
      await sleep(OUTAGE_MS);
      await proxy.resume();
      const outageEnd = Date.now();
      await sleep(AFTER_MS);
      stop = true;
      await Promise.all(clients);

      // The fault really happened: connections were killed and requests failed while the path was down.
      expect(terminated.length).toBeGreaterThan(0);
      const before = sent.filter((a) => a.startedAt + a.ms < outageStart);
      const during = sent.filter((a) => a.startedAt + a.ms >= outageStart && a.startedAt < outageEnd);
      const after = sent.filter((a) => a.startedAt >= outageEnd + RECOVERY_GRACE_MS);
      expect(before.filter((a) => a.status === 200).length).toBeGreaterThan(10);
      const failedDuring = during.filter((a) => a.status >= 500);
      expect(failedDuring.length).toBeGreaterThan(0);

      // Every request got an answer within the bound: none hung, none lost its connection to the server.
      const unanswered = sent.filter((a) => a.failure);
      expect(unanswered.map((a) => `${a.op}: ${a.failure} after ${a.ms} ms`)).toEqual([]);

      // Every failure is one a client can show: a refusal it understands or the generic "try again"
      // (or a 503); never the database's own words.
      const unclean = sent.filter((a) => {
        if (a.status === 200) return false;
        const error = trpcErrorOf(a);
        if (!error || INTERNALS.test(error.message) || error.stack) return true;
        if (a.status === 409) return error.message !== SLOT_FILLED;
        if (a.status === 500) return error.message !== GENERIC_FAILURE;
        return a.status !== 503;
      });
      expect(unclean.map((a) => `${a.op} ${a.status}: ${a.text.slice(0, 300)}`)).toEqual([]);

      // Once the database is back, the server works again without a restart of its own.
      expect(after.length).toBeGreaterThan(10);
      expect(
        after.filter((a) => a.status >= 500).map((a) => `${a.op} ${a.status} ${a.text.slice(0, 200)}`),
      ).toEqual([]);
      const fixture = fixtures[0] as (typeof fixtures)[number];
      const probe = bookingRequest(fixture, { time: "19:30", date: indiaDate(new Date(), 6) });
      const [search, availability, create] = await Promise.all([
        trpcHttp(
          origin,
          "catalog.search",
          { city: "New Delhi", page: 1, pageSize: 10 },
          { kind: "query", timeoutMs: 5000 },
        ),
        trpcHttp(origin, "booking.availability", { ...probe }, { kind: "query", timeoutMs: 5000 }),
        trpcHttp(origin, "booking.create", probe, {
          kind: "mutation",
          token: customers[0]?.token,
          timeoutMs: 5000,
        }),
      ]);
      expect([search.status, availability.status, create.status]).toEqual([200, 200, 200]);

      // A customer whose booking failed during the outage retries with the same key: one booking, at most.
      const failedCreates = sent.filter((a) => a.op === "create" && a.status >= 500);
      const retried = await Promise.all(
        failedCreates.map((a) =>
          trpcHttp(origin, "booking.create", a.input, {
            kind: "mutation",
            token: a.token,
            timeoutMs: CLIENT_TIMEOUT_MS,
          }),
        ),
      );
      expect(
        retried.filter((r) => r.status !== 200 && r.status !== 409).map((r) => r.text.slice(0, 200)),
      ).toEqual([]);

      // Nothing the server acknowledged is missing, and nothing is half-written.
      const acknowledged = [
        ...sent.filter((a) => a.op === "create" && a.status === 200),
        ...retried.filter((r) => r.status === 200),
      ]
        .map((a) => bookingIdOf(a))
        .filter((id): id is number => id !== null);
      expect(acknowledged.length).toBeGreaterThan(0);
      const stored = await db.booking.findMany({ where: { id: { in: acknowledged } }, select: { id: true } });
      expect(stored.length).toBe(new Set(acknowledged).size);
      const keysUsed = sent.filter((a) => a.key).map((a) => a.key as string);
      const perKey = await db.booking.groupBy({
        by: ["idempotencyKey"],
        where: { idempotencyKey: { in: keysUsed } },
        _count: { _all: true },
      });
      expect(perKey.filter((row) => row._count._all > 1)).toEqual([]);
      expect(await bookingInvariantViolations(db)).toEqual([]);

      const ms = sent.map((a) => a.ms).sort((x, y) => x - y);
      const firstOk = sent
        .filter((a) => a.startedAt >= outageEnd && a.status === 200)
        .sort((x, y) => x.startedAt - y.startedAt)[0];
      recorded.measured = {
        requests: sent.length,
        failedDuringOutage: failedDuring.length,
        statusesDuringOutage: [...new Set(failedDuring.map((a) => a.status))].join(","),
        bookingsAcknowledged: acknowledged.length,
        retriedAfterOutage: failedCreates.length,
        p50Ms: ms[Math.floor(ms.length / 2)] ?? 0,
        maxMs: ms[ms.length - 1] ?? 0,
        firstSuccessAfterOutageMs: firstOk ? firstOk.startedAt + firstOk.ms - outageEnd : -1,
      };
      console.log("database restart:", recorded.measured);
    }, 120_000);
  },
);

function bookingIdOf(answer: HttpAnswer): number | null {
  const id = (answer.body as { result?: { data?: { json?: { id?: number } } } })?.result?.data?.json?.id;
  return typeof id === "number" ? id : null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
