import { afterAll, beforeAll, expect, it } from "vitest";
import { createDb, type DbHandle } from "./client";
import { poolQueryOf } from "./direct-query";
import { describeOnPostgres } from "./testing";
import { createThrowawayDatabase } from "./throwaway-database";

// The query deadline (query-deadline.ts) on a real server: pg_sleep stands in for an answer that does not come,
// with the server's own statement timeout off so only the app's deadline can end it.

const DEADLINE_MS = 400;
/** The deadline, plus its look interval (a quarter of it), plus room for a busy machine. */
const LATEST_FAILURE_MS = DEADLINE_MS + DEADLINE_MS / 4 + 600;

describeOnPostgres("query deadline", "PGlite has no connections to wait on", (serverUrl) => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let handle: DbHandle;

  beforeAll(async () => {
    database = await createThrowawayDatabase(serverUrl, "chamak_deadline");
    handle = await createDb({
      databaseUrl: database.url,
      pool: 2,
      queryTimeoutMs: DEADLINE_MS,
      statementTimeoutMs: 0,
    });
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it("fails a query with no answer after the deadline, and the next query gets a new connection", async () => {
    const started = performance.now();
    const failure = await handle.db.$queryRaw`SELECT pg_sleep(3)`.then(
      () => null,
      (error: unknown) => error,
    );
    const waited = performance.now() - started;
    // Prisma's adapter reads the deadline's error as the socket read timeout it stands for.
    expect(String(failure)).toContain("Operation has timed out");
    expect(failure).toMatchObject({ meta: { driverAdapterError: { cause: { kind: "SocketTimeout" } } } });
    expect(waited).toBeGreaterThanOrEqual(DEADLINE_MS);
    expect(waited).toBeLessThan(LATEST_FAILURE_MS);
    const [row] = await handle.db.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`;
    expect(row?.ok).toBe(1);
  });

  it("fails a query on the pool beside Prisma the same way", async () => {
    const direct = poolQueryOf(handle.db);
    if (!direct) throw new Error("createDb registers the direct pool on PostgreSQL");
    const started = performance.now();
    await expect(direct("SELECT pg_sleep(3)", [])).rejects.toMatchObject({
      message: `No answer from PostgreSQL within ${DEADLINE_MS} ms`,
      code: "ETIMEDOUT",
    });
    expect(performance.now() - started).toBeLessThan(LATEST_FAILURE_MS);
    await expect(direct("SELECT 2 AS ok", [])).resolves.toEqual([{ ok: 2 }]);
  });

  it("lets an answer that comes before the deadline through, and a connection busy with one quick query after another", async () => {
    const [slow] = await handle.db.$queryRaw<
      { ok: number }[]
    >`SELECT 3 AS ok FROM pg_sleep(${DEADLINE_MS / 2000})`;
    expect(slow?.ok).toBe(3);
    // Each query is well within the deadline, together they run for three of them on two connections: only a
    // query that runs across a whole deadline is failed, not a connection that is busy that long.
    const started = performance.now();
    const answers: number[] = [];
    while (performance.now() - started < DEADLINE_MS * 3) {
      const rows = await handle.db.$queryRaw<
        { n: number }[]
      >`SELECT ${answers.length}::int AS n FROM pg_sleep(0.05)`;
      answers.push(rows[0]?.n ?? -1);
    }
    expect(answers).toEqual(answers.map((_, i) => i));
  });
});
