/**
 * A table the requests read stays locked for long (an `ALTER TABLE` of a migration, a stuck admin session).
 * Without a statement timeout each request's statement waits in PostgreSQL for the lock: the app's query
 * timeout gives up on it, but the backend keeps waiting, and every retry adds one more. With it, PostgreSQL
 * cancels the statements itself: clients get a clean 503 within the bound, nothing stays queued behind the
 * lock, and the server serves again as soon as the lock is gone.
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
  DATABASE_UNAVAILABLE,
  type HttpAnswer,
  listeningApp,
  loggedCauseOf,
  trpcErrorOf,
  trpcHttp,
} from "./reliability-harness";

const STATEMENT_TIMEOUT_MS = 1000;
/** Longer than the statement timeout, as in production: PostgreSQL's cancel comes first. */
const QUERY_TIMEOUT_MS = 4000;
const REQUESTS = 12;
/** Two waves of the pool, each cancelled at the statement timeout, plus slack: before the query timeout. */
const ANSWER_BOUND_MS = 3500;

let database: ThrowawayDatabase | undefined;
let direct: DbHandle | undefined;
let appDb: DbHandle | undefined;
let server: Awaited<ReturnType<typeof listeningApp>> | undefined;

describeOnPostgres("statement timeout", "PGlite has one connection and no locks to wait on", (serverUrl) => {
  beforeAll(async () => {
    database = await migratedThrowawayDatabase(serverUrl);
    direct = await createDb({ databaseUrl: database.url, pool: 2 });
    appDb = await createDb({
      databaseUrl: database.url,
      pool: 6,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    server = await listeningApp({ db: appDb.db, limiter: unlimited });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await Promise.allSettled([appDb?.close(), direct?.close()]);
    await database?.drop();
  }, 60_000);

  it("cancels statements stuck behind a long table lock, answers 503 within a bound, and serves once the lock is gone", async () => {
    const recorded = recordReliability({
      area: "Database faults",
      scenario:
        "A table every request reads stays locked (a migration's ALTER TABLE): PostgreSQL cancels the app's statements at the statement timeout, so each request gets a clean 503 within a bound, none is left waiting in the database, nothing is half-written, and the server serves again once the lock is released",
      load: `${REQUESTS} concurrent HTTP requests (search, centre details, cash bookings) on a pool of 6, then the same once the lock is gone`,
      faults: "ACCESS EXCLUSIVE lock on centres held by another session for the whole first round",
      inputs: `statement timeout ${STATEMENT_TIMEOUT_MS / 1000} s, query timeout ${QUERY_TIMEOUT_MS / 1000} s; every request bounded at ${ANSWER_BOUND_MS / 1000} s`,
      needs: "PostgreSQL: a second session to hold the lock",
    });
    const db = direct?.db;
    const origin = server?.origin;
    if (!db || !origin) throw new Error("not set up");
    const fixture = await bookableCentre(db, { bays: 3 });
    const customers = await customersWithSessions(db, REQUESTS);
    const run = randomBytes(3).toString("hex");

    const round = (label: string) =>
      Promise.all(
        Array.from({ length: REQUESTS }, (_, i): Promise<HttpAnswer> => {
          const bound = { timeoutMs: ANSWER_BOUND_MS };
          if (i % 3 === 0) {
            // A text no earlier request searched for, so the catalog cache cannot answer it.
            const input = { q: `wash ${label} ${i}`, page: 1, pageSize: 10 };
            return trpcHttp(origin, "catalog.search", input, { kind: "query", ...bound });
          }
          if (i % 3 === 1) {
            return trpcHttp(origin, "catalog.centre", { id: fixture.centre.id }, { kind: "query", ...bound });
          }
          const request = bookingRequest(fixture, {
            time: `${String(8 + (i % 10)).padStart(2, "0")}:00`,
            idempotencyKey: `lock-${run}-${label}-${i}`,
          });
          const token = customers[i]?.token;
          return trpcHttp(origin, "booking.create", request, {
            kind: "mutation",
            ...bound,
            ...(token ? { token } : {}),
          });
        }),
      );

    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let lockTaken = () => {};
    const taken = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    const holder = db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe("LOCK TABLE centres IN ACCESS EXCLUSIVE MODE");
        lockTaken();
        await released;
      },
      { maxWait: 10_000, timeout: 60_000 },
    );
    let locked: HttpAnswer[];
    let waitingInDatabase: number;
    try {
      await taken;
      locked = await round("locked");
      const [waiting] = await db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      waitingInDatabase = waiting?.n ?? -1;
    } finally {
      release();
      await holder;
    }

    expect(locked.filter((a) => a.failure).map((a) => `${a.failure} after ${a.ms} ms`)).toEqual([]);
    const unclean = locked.filter((a) => {
      const error = trpcErrorOf(a);
      return a.status !== 503 || error?.message !== DATABASE_UNAVAILABLE || Boolean(error.stack);
    });
    expect(unclean.map((a) => `${a.status}: ${a.text.slice(0, 300)}`)).toEqual([]);
    // The operator is told why: each 503 is logged with the driver's error under it (the client sees none of it).
    const warnings = server?.warnings ?? [];
    expect(locked.map((a) => loggedCauseOf(a, warnings))).toEqual(
      locked.map(() => expect.stringMatching(/unavailable: .*canceling statement due to statement timeout/)),
    );
    // PostgreSQL gave up on them too: no statement of the app's was still queued behind the lock.
    expect(waitingInDatabase).toBe(0);

    const after = await round("released");
    expect(after.filter((a) => a.status !== 200).map((a) => `${a.status}: ${a.text.slice(0, 300)}`)).toEqual(
      [],
    );
    expect(await bookingInvariantViolations(db)).toEqual([]);

    const ms = locked.map((a) => a.ms).sort((x, y) => x - y);
    recorded.measured = {
      slowestLockedAnswerMs: ms[ms.length - 1] ?? 0,
      bookingsMadeAfterRelease: await db.booking.count({ where: { centreId: fixture.centre.id } }),
    };
    console.log("statement timeout:", recorded.measured);
  }, 60_000);
});
