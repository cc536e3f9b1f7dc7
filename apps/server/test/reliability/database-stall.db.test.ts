/**
 * PostgreSQL unreachable without a reset (a network partition, a host that vanished): bytes stop flowing on the
 * app's open connections and new connections hang. The pool's own time limits must turn that into clean errors
 * within a bound, or every request waits as long as the partition lasts; once the network heals the app serves
 * again by itself. The shared PostgreSQL server itself is never touched: the app reaches its throwaway
 * database through a TCP proxy that plays the partition.
 */
import { randomBytes } from "node:crypto";
import { bookableCentre, bookingRequest } from "@chamak/api/test-support/booking-fixtures";
import { customersWithSessions } from "@chamak/api/test-support/bulk-customers";
import { recordReliability } from "@chamak/api/test-support/reliability-record";
import { unlimited } from "@chamak/api/test-support/security-world";
import { createDb, type DbHandle } from "@chamak/db";
import { describeOnPostgres } from "@chamak/db/testing";
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

const CLIENTS = 6;
const STALL_MS = 15_000;
/** The pool's limits for this test (the production defaults are longer, see packages/db/src/adapter.ts). */
const CONNECT_TIMEOUT_MS = 2000;
const QUERY_TIMEOUT_MS = 3000;
/** Shorter than the partition: a request that waits for the network to heal breaks it. */
const ANSWER_BOUND_MS = 12_000;

let database: ThrowawayDatabase | undefined;
let direct: DbHandle | undefined;
let appDb: DbHandle | undefined;
let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
let server: Awaited<ReturnType<typeof listeningApp>> | undefined;

interface Sent extends HttpAnswer {
  op: string;
}

describeOnPostgres(
  "database partition during load",
  "needs a PostgreSQL server to partition from",
  (serverUrl) => {
    beforeAll(async () => {
      database = await migratedThrowawayDatabase(serverUrl);
      direct = await createDb({ databaseUrl: database.url, pool: 2 });
      const target = new URL(database.url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(database.url);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      appDb = await createDb({
        databaseUrl: viaProxy.toString(),
        pool: 8,
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
        queryTimeoutMs: QUERY_TIMEOUT_MS,
      });
      server = await listeningApp({ db: appDb.db, limiter: unlimited });
    }, 120_000);

    afterAll(async () => {
      proxy?.heal();
      await server?.close();
      await Promise.allSettled([appDb?.close(), direct?.close(), proxy?.close()]);
      await database?.drop();
    }, 60_000);

    it("answers every request within a bound while the database is unreachable, and recovers when it is back", async () => {
      const recorded = recordReliability({
        area: "Database faults",
        scenario:
          "PostgreSQL becomes unreachable without a reset (network partition) during a load run: every request is answered within a bound with a clean error instead of hanging, nothing is half-written, and the server serves again once the network heals",
        load: `${CLIENTS} concurrent HTTP clients: search, availability and cash bookings by 30 customers at 2 centres`,
        faults: `every byte between the app and PostgreSQL dropped for ${STALL_MS / 1000} s (open connections hang, new ones hang), then the connections reset`,
        inputs: `pool connect timeout ${CONNECT_TIMEOUT_MS / 1000} s and query timeout ${QUERY_TIMEOUT_MS / 1000} s; every request bounded at ${ANSWER_BOUND_MS / 1000} s, less than the partition`,
        needs: "PostgreSQL: a server to partition from",
      });
      const db = direct?.db;
      const origin = server?.origin;
      if (!db || !origin || !proxy) throw new Error("not set up");
      const fixtures: Awaited<ReturnType<typeof bookableCentre>>[] = [];
      for (let i = 0; i < 2; i++) fixtures.push(await bookableCentre(db, { bays: 2 }));
      const customers = await customersWithSessions(db, 30);
      const run = randomBytes(3).toString("hex");
      let seq = 0;
      const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

      const sent: Sent[] = [];
      const one = async () => {
        const fixture = pick(fixtures);
        const request = bookingRequest(fixture, {
          time: `${String(8 + Math.floor(Math.random() * 12)).padStart(2, "0")}:${pick(["00", "30"])}`,
          idempotencyKey: `stall-${run}-${seq++}`,
        });
        const op = pick(["search", "availability", "create"]);
        const bound = { timeoutMs: ANSWER_BOUND_MS };
        if (op === "search") {
          const input = { q: pick(["Test", "Foam", "Wash"]), city: "New Delhi", page: 1, pageSize: 10 };
          sent.push({
            op,
            ...(await trpcHttp(origin, "catalog.search", input, { kind: "query", ...bound })),
          });
        } else if (op === "availability") {
          const { centreId, vehicleTypeId, items, serviceMode, date } = request;
          const input = { centreId, vehicleTypeId, items, serviceMode, date };
          sent.push({
            op,
            ...(await trpcHttp(origin, "booking.availability", input, { kind: "query", ...bound })),
          });
        } else {
          const token = pick(customers).token;
          sent.push({
            op,
            ...(await trpcHttp(origin, "booking.create", request, { kind: "mutation", token, ...bound })),
          });
        }
      };

      let stop = false;
      const clients = Array.from({ length: CLIENTS }, async () => {
        while (!stop) await one();
      });
      await sleep(2000);
      const stallStart = Date.now();
      proxy.stall();
      await sleep(STALL_MS);
      proxy.heal();
      const healed = Date.now();
      await sleep(4000);
      stop = true;
      await Promise.all(clients);

      const during = sent.filter((a) => a.startedAt >= stallStart && a.startedAt + a.ms <= healed);
      // Nobody waited for the network to heal: every request got an answer within the bound.
      expect(sent.filter((a) => a.failure).map((a) => `${a.op}: ${a.failure} after ${a.ms} ms`)).toEqual([]);
      // The partition was felt: requests failed while it lasted.
      expect(during.filter((a) => a.status >= 500).length).toBeGreaterThan(0);
      const unclean = sent.filter((a) => {
        if (a.status === 200) return false;
        const error = trpcErrorOf(a);
        if (!error || INTERNALS.test(error.message) || error.stack) return true;
        if (a.status === 409) return error.message !== SLOT_FILLED;
        if (a.status === 500) return error.message !== GENERIC_FAILURE;
        return a.status !== 503;
      });
      expect(unclean.map((a) => `${a.op} ${a.status}: ${a.text.slice(0, 300)}`)).toEqual([]);

      // Healed: the server works again by itself.
      const after = sent.filter((a) => a.startedAt >= healed + 1000);
      expect(after.length).toBeGreaterThan(5);
      expect(after.filter((a) => a.status >= 500).map((a) => `${a.op} ${a.status}`)).toEqual([]);
      expect(await bookingInvariantViolations(db)).toEqual([]);

      const ms = sent.map((a) => a.ms).sort((x, y) => x - y);
      recorded.measured = {
        requests: sent.length,
        failedDuringPartition: during.filter((a) => a.status >= 500).length,
        maxMs: ms[ms.length - 1] ?? 0,
      };
      console.log("database partition:", recorded.measured);
    }, 120_000);
  },
);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
