import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { enqueue } from "./outbox.service";
import { MAX_ATTEMPTS } from "./outbox-retry";
import {
  type ClaimedMessage,
  claimBatch,
  mergeOutboxHandlers,
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

async function enqueueMany(count: number) {
  const ids: bigint[] = [];
  for (let i = 0; i < count; i++) ids.push((await enqueue(db, "booking.confirmed", { bookingId: i + 1 })).id);
  return ids;
}

/** Every row, oldest first: messages and their deliveries. */
const rows = () => db.outboxMessage.findMany({ orderBy: { id: "asc" } });

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
    await enqueue(db, "booking.paid", { bookingId: 1 }, { runAt: new Date(Date.now() + 60_000) });
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
      "booking.confirmed": async (_payload, ctx) => {
        seen.push(ctx.attempts);
      },
    });
    expect(result).toEqual({ claimed: 1, fannedOut: 0, done: 1, retried: 0, failed: 0, lost: 0 });
    expect(seen).toEqual([2]);
  });
});

describe("processOutbox", () => {
  it("runs each message through its topic's handler and marks it done", async () => {
    const [id] = await enqueueMany(1);
    const calls: unknown[] = [];
    const handlers: OutboxHandlers = {
      "booking.confirmed": async (payload, ctx) => {
        calls.push({ payload, messageId: ctx.messageId });
      },
    };
    expect(await processOutbox(db, handlers)).toEqual({
      claimed: 1,
      fannedOut: 0,
      done: 1,
      retried: 0,
      failed: 0,
      lost: 0,
    });
    expect(calls).toEqual([{ payload: { bookingId: 1 }, messageId: id }]);
    const row = await db.outboxMessage.findUniqueOrThrow({ where: { id: id as bigint } });
    expect(row).toMatchObject({ status: "done", attempts: 1, lockedUntil: null, lastError: null });
    expect(row.doneAt).toBeInstanceOf(Date);
    expect(await processOutbox(db, handlers)).toMatchObject({ claimed: 0 });
  });

  it("backs off exponentially after failures and gives up after eight attempts", async () => {
    const [id] = await enqueueMany(1);
    const logger = quietLogger();
    const failing: OutboxHandlers = {
      "booking.confirmed": async () => {
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
    const { id } = await db.outboxMessage.create({ data: { topic: "nobody.listens", payload: {} } });
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
        "booking.confirmed": async (_payload, ctx) => {
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
    expect(result).toEqual({ claimed: 2, fannedOut: 0, done: 1, retried: 0, failed: 0, lost: 1 });
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
      { "booking.confirmed": () => new Promise((resolve) => setTimeout(resolve, 400)) },
      { lockMs: 300 },
    );
    expect(result).toEqual({ claimed: 2, fannedOut: 0, done: 2, retried: 0, failed: 0, lost: 0 });
  });

  it("keeps going after one message fails", async () => {
    await enqueue(db, "booking.paid", { bookingId: 1 });
    await enqueue(db, "booking.cancelled", { bookingId: 2 });
    const result = await processOutbox(
      db,
      {
        "booking.paid": async () => {
          throw new Error("boom");
        },
        "booking.cancelled": async () => {},
      },
      { logger: quietLogger() },
    );
    expect(result).toEqual({ claimed: 2, fannedOut: 0, done: 1, retried: 1, failed: 0, lost: 0 });
  });
});

describe("deliveries per channel", () => {
  /** The customer's and the centre's email of one topic; the centre's SMTP fails while `centreDown`. */
  function twoChannels() {
    const sent: string[] = [];
    const contexts: object[] = [];
    const state = { centreDown: true };
    const handlers: OutboxHandlers = {
      "booking.confirmed": {
        "email-customer": async ({ bookingId }, ctx) => {
          sent.push(`customer of booking ${bookingId}`);
          contexts.push(ctx);
        },
        "email-centre": async ({ bookingId }) => {
          if (state.centreDown) throw new Error("SMTP said no");
          sent.push(`centre of booking ${bookingId}`);
        },
      },
    };
    return { handlers, sent, contexts, state };
  }

  it("splits a message into one delivery per channel; a failing channel is retried alone, the other ran once", async () => {
    const [id] = await enqueueMany(1);
    const { handlers, sent, contexts, state } = twoChannels();
    const logger = quietLogger();

    expect(await processOutbox(db, handlers, { logger })).toEqual({
      claimed: 1,
      fannedOut: 1,
      done: 1,
      retried: 1,
      failed: 0,
      lost: 0,
    });
    const [message, customer, centre] = await rows();
    expect(await rows()).toHaveLength(3);
    expect(message).toMatchObject({ id, handler: null, messageId: null, status: "done", lockedUntil: null });
    expect(customer).toMatchObject({
      topic: "booking.confirmed",
      payload: { bookingId: 1 },
      handler: "email-customer",
      messageId: id,
      status: "done",
      attempts: 1,
      lastError: null,
    });
    expect(centre).toMatchObject({
      topic: "booking.confirmed",
      handler: "email-centre",
      messageId: id,
      status: "pending",
      attempts: 1,
      lastError: "Error: SMTP said no",
    });
    expect(contexts).toEqual([
      {
        messageId: id,
        deliveryId: customer?.id,
        topic: "booking.confirmed",
        handler: "email-customer",
        attempts: 1,
      },
    ]);
    expect(logger.warnings).toEqual([
      expect.stringContaining(`(booking.confirmed → email-centre) will be retried: Error: SMTP said no`),
    ]);

    // The centre's delivery backs off on its own; once due it runs alone, and the customer is not emailed again.
    expect(await processOutbox(db, handlers, { logger })).toMatchObject({ claimed: 0 });
    state.centreDown = false;
    await makeDue();
    expect(await processOutbox(db, handlers, { logger })).toEqual({
      claimed: 1,
      fannedOut: 0,
      done: 1,
      retried: 0,
      failed: 0,
      lost: 0,
    });
    expect(sent).toEqual(["customer of booking 1", "centre of booking 1"]);
    await expect(
      db.outboxMessage.findUniqueOrThrow({ where: { id: centre?.id as bigint } }),
    ).resolves.toMatchObject({ status: "done", attempts: 2 });
    await makeDue();
    expect(await processOutbox(db, handlers)).toMatchObject({ claimed: 0 });
  });

  it("gives up on a failing channel by itself after its own attempts", async () => {
    await enqueueMany(1);
    const { handlers, sent } = twoChannels();
    const logger = quietLogger();
    expect(await processOutbox(db, handlers, { logger, maxAttempts: 2 })).toMatchObject({
      done: 1,
      retried: 1,
    });
    await makeDue();
    expect(await processOutbox(db, handlers, { logger, maxAttempts: 2 })).toMatchObject({
      claimed: 1,
      failed: 1,
    });
    expect((await rows()).map((row) => [row.handler, row.status, row.attempts])).toEqual([
      [null, "done", 1],
      ["email-customer", "done", 1],
      ["email-centre", "failed", 2],
    ]);
    expect(sent).toEqual(["customer of booking 1"]);
    expect(logger.errors).toEqual([
      expect.stringContaining("(booking.confirmed → email-centre) failed for good: Error: SMTP said no"),
    ]);
  });

  it("delivers a topic with one channel in place, without a delivery row", async () => {
    const [id] = await enqueueMany(1);
    const channels: string[] = [];
    const handlers: OutboxHandlers = {
      "booking.confirmed": {
        "email-customer": async (_payload, ctx) => {
          channels.push(ctx.handler);
        },
      },
    };
    expect(await processOutbox(db, handlers)).toMatchObject({ claimed: 1, fannedOut: 0, done: 1 });
    expect(channels).toEqual(["email-customer"]);
    expect(await rows()).toMatchObject([{ id, handler: null, status: "done" }]);
  });

  it("fails a delivery whose channel is no longer handled, saying so, and leaves the others alone", async () => {
    await enqueueMany(1);
    const { handlers, state } = twoChannels();
    await processOutbox(db, handlers, { logger: quietLogger() });
    await makeDue();
    state.centreDown = false;
    const logger = quietLogger();
    const customerOnly: OutboxHandlers = {
      "booking.confirmed": { "email-customer": async () => {} },
    };
    expect(await processOutbox(db, customerOnly, { logger })).toMatchObject({ claimed: 1, failed: 1 });
    expect((await rows()).map((row) => [row.handler, row.status, row.lastError])).toEqual([
      [null, "done", null],
      ["email-customer", "done", null],
      [
        "email-centre",
        "failed",
        'PermanentJobError: No handler "email-centre" for outbox topic "booking.confirmed"',
      ],
    ]);
  });

  it("splits a message once when two workers claim at the same time", async () => {
    const ids = await enqueueMany(20);
    const ran: string[] = [];
    const handlers: OutboxHandlers = {
      "booking.confirmed": {
        a: async ({ bookingId }) => {
          ran.push(`a${bookingId}`);
        },
        b: async ({ bookingId }) => {
          ran.push(`b${bookingId}`);
        },
      },
    };
    const results = await Promise.all([
      processOutbox(db, handlers, { limit: 7 }),
      processOutbox(db, handlers, { limit: 7 }),
      processOutbox(db, handlers, { limit: 7 }),
    ]);
    while ((await processOutbox(db, handlers, { limit: 7 })).claimed > 0);
    expect(results.reduce((sum, result) => sum + result.lost, 0)).toBe(0);
    expect(ran.sort()).toEqual(ids.flatMap((_, i) => [`a${i + 1}`, `b${i + 1}`]).sort());
    const all = await rows();
    expect(all).toHaveLength(60);
    expect(all.every((row) => row.status === "done")).toBe(true);
  });
});

describe("dead letters", () => {
  it("fails a message whose payload does not fit its topic, without running a handler or retrying it", async () => {
    const { id } = await db.outboxMessage.create({
      data: { topic: "booking.paid", payload: { booking: "x" } },
    });
    const handler = vi.fn(async () => {});
    const logger = quietLogger();
    expect(await processOutbox(db, { "booking.paid": { a: handler, b: handler } }, { logger })).toEqual({
      claimed: 1,
      fannedOut: 0,
      done: 0,
      retried: 0,
      failed: 1,
      lost: 0,
    });
    expect(handler).not.toHaveBeenCalled();
    const [row] = await rows();
    expect(row).toMatchObject({ id, status: "failed", attempts: 1, handler: null, lockedUntil: null });
    expect(row?.lastError).toMatch(/^PermanentJobError: Invalid payload for outbox topic "booking\.paid": /);
    expect(row?.lastError).toContain("bookingId");
    expect(logger.errors).toEqual([
      expect.stringContaining(`Outbox message ${id} (booking.paid) failed for good`),
    ]);
    await makeDue();
    expect(await processOutbox(db, { "booking.paid": handler })).toMatchObject({ claimed: 0 });
  });

  it("fails a message of a topic the registry does not know, even when a handler is given for it", async () => {
    await db.outboxMessage.create({ data: { topic: "booking.teleported", payload: { bookingId: 1 } } });
    const handlers = { "booking.teleported": async () => {} } as OutboxHandlers;
    expect(await processOutbox(db, handlers, { logger: quietLogger() })).toMatchObject({ failed: 1 });
    expect((await rows())[0]?.lastError).toBe('PermanentJobError: Unknown outbox topic "booking.teleported"');
  });
});

describe("enqueue", () => {
  it("writes the payload its topic's schema parsed", async () => {
    const message = await enqueue(db, "booking.reminder", {
      bookingId: 3,
      slotStart: "2031-01-01T04:30:00.000Z",
    });
    expect(message).toMatchObject({
      topic: "booking.reminder",
      payload: { bookingId: 3, slotStart: "2031-01-01T04:30:00.000Z" },
      handler: null,
    });
  });

  it("refuses a payload that does not fit its topic, so the transaction writing it fails", async () => {
    const write = db.$transaction(async (tx) => {
      await enqueue(tx, "booking.paid", { bookingId: 1 });
      await enqueue(tx, "booking.paid", { bookingId: -1 });
    });
    await expect(write).rejects.toThrow(/^Invalid payload for outbox topic "booking\.paid": /);
    expect(await db.outboxMessage.count()).toBe(0);
    // @ts-expect-error: the registry types each topic's payload.
    await expect(enqueue(db, "booking.paid", { booking: 1 })).rejects.toThrow(/Invalid payload/);
  });
});

describe("mergeOutboxHandlers", () => {
  it("gives a topic the channels of every table, a bare function as channel 'default'", () => {
    const a = async () => {};
    const b = async () => {};
    const merged = mergeOutboxHandlers(
      { "booking.paid": a },
      { "booking.paid": { "admin-alert": b }, "booking.cancelled": { "email-customer": a } },
    );
    expect(merged).toEqual({
      "booking.paid": { default: a, "admin-alert": b },
      "booking.cancelled": { "email-customer": a },
    });
  });

  it("refuses the same channel twice on one topic", () => {
    const a = async () => {};
    expect(() =>
      mergeOutboxHandlers({ "booking.paid": { email: a } }, { "booking.paid": { email: a } }),
    ).toThrow('Two outbox handlers named "email" for topic "booking.paid"');
  });
});
