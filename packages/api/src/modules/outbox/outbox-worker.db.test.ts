import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enqueue } from "./outbox.service";
import { MAX_ATTEMPTS } from "./outbox-retry";
import {
  type ClaimedMessage,
  claimBatch,
  type OutboxHandlers,
  processOutbox,
  type WorkerLogger,
} from "./outbox-worker";

let database: TestDb;
let db: Db;
beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
});
afterAll(() => database?.close());
beforeEach(async () => {
  await db.outboxMessage.deleteMany();
});

async function enqueueMany(count: number, topic = "test.topic") {
  const ids: bigint[] = [];
  for (let i = 0; i < count; i++) ids.push((await enqueue(db, topic, { n: i })).id);
  return ids;
}

async function dbNow(): Promise<Date> {
  const [row] = await db.$queryRaw<{ now: Date }[]>`SELECT now() AT TIME ZONE 'UTC' AS now`;
  return row?.now as Date;
}

/** Makes every pending message due now, as if its backoff had passed. */
function makeDue() {
  return db.outboxMessage.updateMany({
    where: { status: "pending" },
    data: { runAt: new Date(Date.now() - 1000) },
  });
}

const quietLogger = (): WorkerLogger & { errors: string[]; warnings: string[] } => {
  const errors: string[] = [];
  const warnings: string[] = [];
  return {
    errors,
    warnings,
    warn: (_obj, msg) => warnings.push(msg ?? ""),
    error: (_obj, msg) => errors.push(msg ?? ""),
  };
};

describe("claimBatch", () => {
  it("never hands one message to two claimers running at once", async () => {
    const all = await enqueueMany(60);
    const claimed: ClaimedMessage[] = [];
    for (;;) {
      const rounds = await Promise.all([
        claimBatch(db, { limit: 7, lockMs: 60_000 }),
        claimBatch(db, { limit: 7, lockMs: 60_000 }),
        claimBatch(db, { limit: 7, lockMs: 60_000 }),
      ]);
      if (rounds.every((round) => round.length === 0)) break;
      claimed.push(...rounds.flat());
    }
    const ids = claimed.map((message) => message.id).sort((a, b) => (a < b ? -1 : 1));
    expect(ids).toEqual(all);
    expect(claimed.every((message) => message.attempts === 1)).toBe(true);
  });

  it("skips messages that are not due yet, or locked by another node", async () => {
    await enqueue(db, "later", {}, new Date(Date.now() + 60_000));
    const [due] = await enqueueMany(1);
    expect((await claimBatch(db, { limit: 10, lockMs: 60_000 })).map((m) => m.id)).toEqual([due]);
    expect(await claimBatch(db, { limit: 10, lockMs: 60_000 })).toEqual([]);
  });

  it("hands a message out again once the lock of a node that died has expired", async () => {
    const [id] = await enqueueMany(1);
    const first = await claimBatch(db, { limit: 1, lockMs: 300 });
    expect(first.map((m) => m.id)).toEqual([id]);
    // The claiming node "dies" here: it never finishes the message.
    expect(await claimBatch(db, { limit: 1, lockMs: 300 })).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 400));

    const seen: number[] = [];
    const result = await processOutbox(db, {
      "test.topic": async (_payload, ctx) => {
        seen.push(ctx.attempts);
      },
    });
    expect(result).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0, lost: 0 });
    expect(seen).toEqual([2]);
  });
});

describe("processOutbox", () => {
  it("runs each message through its topic's handler and marks it done", async () => {
    const [id] = await enqueueMany(1);
    const calls: unknown[] = [];
    const handlers: OutboxHandlers = {
      "test.topic": async (payload, ctx) => {
        calls.push({ payload, messageId: ctx.messageId });
      },
    };
    expect(await processOutbox(db, handlers)).toEqual({
      claimed: 1,
      done: 1,
      retried: 0,
      failed: 0,
      lost: 0,
    });
    expect(calls).toEqual([{ payload: { n: 0 }, messageId: id }]);
    const row = await db.outboxMessage.findUniqueOrThrow({ where: { id: id as bigint } });
    expect(row).toMatchObject({ status: "done", attempts: 1, lockedUntil: null, lastError: null });
    expect(row.doneAt).toBeInstanceOf(Date);
    expect(await processOutbox(db, handlers)).toMatchObject({ claimed: 0 });
  });

  it("backs off exponentially after failures and gives up after eight attempts", async () => {
    const [id] = await enqueueMany(1);
    const logger = quietLogger();
    const failing: OutboxHandlers = {
      "test.topic": async () => {
        throw new Error("SMTP said no");
      },
    };
    const delaysSeconds: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await processOutbox(db, failing, { logger })).toMatchObject({ claimed: 1, retried: 1 });
      const row = await db.outboxMessage.findUniqueOrThrow({ where: { id: id as bigint } });
      expect(row).toMatchObject({ status: "pending", attempts: attempt, lockedUntil: null });
      expect(row.lastError).toBe("Error: SMTP said no");
      delaysSeconds.push(Math.round((row.runAt.getTime() - (await dbNow()).getTime()) / 1000));
      // Not due until the backoff has passed.
      expect(await processOutbox(db, failing, { logger })).toMatchObject({ claimed: 0 });
      await makeDue();
    }
    expect(delaysSeconds).toEqual([30, 60, 120, 240, 480, 960, 1920]);

    expect(await processOutbox(db, failing, { logger })).toMatchObject({ claimed: 1, failed: 1 });
    const row = await db.outboxMessage.findUniqueOrThrow({ where: { id: id as bigint } });
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "Error: SMTP said no" });
    expect(logger.warnings).toHaveLength(MAX_ATTEMPTS - 1);
    expect(logger.errors).toEqual([expect.stringContaining("failed for good: Error: SMTP said no")]);
    await makeDue();
    expect(await processOutbox(db, failing)).toMatchObject({ claimed: 0 });
  });

  it("fails a message whose topic has no handler, saying so", async () => {
    const [id] = await enqueueMany(1, "nobody.listens");
    const logger = quietLogger();
    expect(await processOutbox(db, {}, { logger })).toMatchObject({ claimed: 1, failed: 1 });
    await expect(db.outboxMessage.findUniqueOrThrow({ where: { id: id as bigint } })).resolves.toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: 'PermanentJobError: No handler for outbox topic "nobody.listens"',
    });
    expect(logger.errors).toHaveLength(1);
  });

  it("leaves a message whose lock ran out to the node that claimed it meanwhile, so it runs once", async () => {
    const [first, second] = await enqueueMany(2);
    const ran: bigint[] = [];
    const result = await processOutbox(
      db,
      {
        "test.topic": async (_payload, ctx) => {
          ran.push(ctx.messageId);
          if (ctx.messageId !== first) return;
          // This batch is slow; meanwhile another node claims the second message (its lock having run out).
          await db.$executeRaw`
            UPDATE outbox SET attempts = attempts + 1,
              locked_until = (now() AT TIME ZONE 'UTC') + interval '1 minute'
            WHERE id = ${second as bigint}`;
        },
      },
      { lockMs: 60_000 },
    );
    expect(result).toEqual({ claimed: 2, done: 1, retried: 0, failed: 0, lost: 1 });
    expect(ran).toEqual([first]);
    await expect(
      db.outboxMessage.findUniqueOrThrow({ where: { id: second as bigint } }),
    ).resolves.toMatchObject({
      status: "pending",
      attempts: 2,
    });
  });

  it("still runs a message whose lock ran out when no other node took it", async () => {
    await enqueueMany(2);
    const result = await processOutbox(
      db,
      { "test.topic": () => new Promise((resolve) => setTimeout(resolve, 400)) },
      { lockMs: 300 },
    );
    expect(result).toEqual({ claimed: 2, done: 2, retried: 0, failed: 0, lost: 0 });
  });

  it("keeps going after one message fails", async () => {
    await enqueue(db, "bad", {});
    await enqueue(db, "good", {});
    const result = await processOutbox(
      db,
      {
        bad: async () => {
          throw new Error("boom");
        },
        good: async () => {},
      },
      { logger: quietLogger() },
    );
    expect(result).toEqual({ claimed: 2, done: 1, retried: 1, failed: 0, lost: 0 });
  });
});
