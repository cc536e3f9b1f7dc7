/**
 * Booking races over real HTTP: the app listens on a loopback port and every customer is a separate HTTP
 * client. On PostgreSQL (DATABASE_URL) the bookings really run at once on separate connections; on PGlite they
 * queue on its one connection, and the rules must hold there too.
 */
import { bookableCentre, bookingRequest } from "@chamak/api/test-support/booking-fixtures";
import { customersWithSessions } from "@chamak/api/test-support/bulk-customers";
import { databaseKind, recordReliability } from "@chamak/api/test-support/reliability-record";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingInvariantViolations,
  DATABASE_UNAVAILABLE,
  GENERIC_FAILURE,
  listeningApp,
  loggedCauseOf,
  SLOT_FILLED,
  trpcErrorOf,
  trpcHttp,
} from "./reliability-harness";

const RACERS = 200;
const BAYS = 3;
/** The database busy, not broken: a connection not free within the pool's wait, or too many connections. */
const OVERLOAD =
  /timeout exceeded when trying to connect|too many clients|Timed out fetching a new connection/;

let database: TestDb;
let server: Awaited<ReturnType<typeof listeningApp>>;

beforeAll(async () => {
  database = await createTestDb();
  server = await listeningApp({ db: database.db });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const bookingIdOf = (body: unknown) =>
  (body as { result?: { data?: { json?: { id?: number } } } })?.result?.data?.json?.id;

describe("booking races over HTTP", () => {
  it(`${RACERS} customers racing for the last ${BAYS} bays of a slot: exactly ${BAYS} bookings, everyone else told it filled`, async () => {
    const recorded = recordReliability({
      area: "Concurrency",
      scenario: `${RACERS} customers race over HTTP for one slot with ${BAYS} bays: exactly ${BAYS} bookings, one per bay; everyone else gets a clear refusal and nothing is written for them`,
      load: `${RACERS} customers, each its own HTTP client, all sending booking.create for the same slot at once (${BAYS} bays)`,
      inputs:
        "real concurrent connections on PostgreSQL; on PGlite the same burst queues on its single connection",
    });
    const { db } = database;
    const fixture = await bookableCentre(db, { bays: BAYS });
    const customers = await customersWithSessions(db, RACERS);
    const request = bookingRequest(fixture, { time: "10:00" });
    // Warm the booking path (pricing, availability) so the burst measures the locking, not a cold start.
    await trpcHttp(server.origin, "booking.quote", request, { kind: "query", timeoutMs: 30_000 });

    const started = Date.now();
    const answers = await Promise.all(
      customers.map(({ token }) =>
        trpcHttp(server.origin, "booking.create", request, { kind: "mutation", token, timeoutMs: 60_000 }),
      ),
    );
    const elapsed = Date.now() - started;

    expect(answers.filter((a) => a.failure)).toEqual([]);
    const booked = answers.filter((a) => a.status === 200);
    expect(booked).toHaveLength(BAYS);
    const refusals = answers.filter((a) => a.status !== 200);
    const filled = refusals.filter((a) => a.status === 409 && trpcErrorOf(a)?.message === SLOT_FILLED);
    // A queued booking that cannot get the centre's lock within the transaction's limit on a very busy
    // machine fails with the generic "try again" (nothing written); never anything else.
    const busy = refusals.filter((a) => a.status === 500 && trpcErrorOf(a)?.message === GENERIC_FAILURE);
    // One that waits past the pool's limit for a database connection is told Chamak is briefly unavailable
    // (503, try again; nothing written), with the wait as the cause the server logged for that request.
    const overloaded = refusals.filter(
      (a) =>
        a.status === 503 &&
        trpcErrorOf(a)?.message === DATABASE_UNAVAILABLE &&
        OVERLOAD.test(loggedCauseOf(a, server.warnings) ?? ""),
    );
    const unexpected = refusals.filter((a) => ![filled, busy, overloaded].some((kind) => kind.includes(a)));
    expect(
      unexpected.map((a) => `${a.text.slice(0, 200)} (logged: ${loggedCauseOf(a, server.warnings)})`),
    ).toEqual([]);
    expect(filled.length).toBeGreaterThan(RACERS / 2);

    const stored = await db.booking.findMany({
      where: { centreId: fixture.centre.id },
      select: { id: true },
    });
    expect(stored.map((b) => b.id).sort()).toEqual(booked.map((a) => bookingIdOf(a.body)).sort());
    const bays = await db.bayReservation.findMany({
      where: { centreId: fixture.centre.id },
      select: { bay: true },
    });
    expect(bays.map((b) => b.bay).sort()).toEqual([1, 2, 3]);
    expect(await bookingInvariantViolations(db)).toEqual([]);
    recorded.measured = {
      database: databaseKind(),
      burstMs: elapsed,
      filled: filled.length,
      busy: busy.length + overloaded.length,
    };
  }, 180_000);

  it("a double-submitted booking form (same idempotency key, sent twice at once and once more later) gives one booking", async () => {
    recordReliability({
      area: "Concurrency",
      scenario:
        "A booking form submitted twice at once over HTTP with the same idempotency key, and once more later, gives one booking and the same answer each time",
      load: "1 customer, 2 simultaneous booking.create requests with one key, then a third; plus a second key for the same slot",
    });
    const { db } = database;
    const fixture = await bookableCentre(db, { bays: 2 });
    const [customer] = await customersWithSessions(db, 1);
    if (!customer) throw new Error("no customer");
    const request = bookingRequest(fixture, { time: "11:00", idempotencyKey: "form-double-submit-1" });
    const send = (body: unknown) =>
      trpcHttp(server.origin, "booking.create", body, {
        kind: "mutation",
        token: customer.token,
        timeoutMs: 30_000,
      });

    const [first, second] = await Promise.all([send(request), send(request)]);
    const third = await send(request);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    const id = bookingIdOf(first.body);
    expect(id).toEqual(expect.any(Number));
    expect(bookingIdOf(second.body)).toBe(id);
    expect(bookingIdOf(third.body)).toBe(id);
    expect(await db.booking.count({ where: { customerId: customer.id } })).toBe(1);
    expect(await db.bayReservation.count({ where: { bookingId: id as number } })).toBe(1);

    // A different key is a different booking (the key, not the slot, identifies a submission).
    const other = await send({ ...request, idempotencyKey: "form-double-submit-2" });
    expect(other.status).toBe(200);
    expect(bookingIdOf(other.body)).not.toBe(id);
    expect(await db.booking.count({ where: { customerId: customer.id } })).toBe(2);
    expect(await bookingInvariantViolations(db)).toEqual([]);
  });
});
