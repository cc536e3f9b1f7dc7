import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultMigrationsDir } from "../paths";
import { createTestDb, type TestDb } from "../testing";

// The worker reads a payment.refund job only as the refund it names. The migration that came with that stops
// while a job of the older shape (a booking and an amount) is not done, naming it, so none is left unread.
// It changes nothing, so it is run again here on a migrated database.
const migration = readFileSync(
  join(defaultMigrationsDir, "20261207031000_refund_jobs_name_their_refund", "migration.sql"),
  "utf8",
);

let database: TestDb;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

const queue = (payload: object, status: "pending" | "done" | "failed") =>
  database.db.outboxMessage.create({
    data: { topic: "payment.refund", payload, status },
    select: { id: true },
  });

it("stops while an older-shaped refund job is not done, naming it; passes once it is", async () => {
  await queue({ refundId: 7 }, "pending");
  await queue({ bookingId: 3, reason: "Centre closed" }, "done");
  await expect(database.db.$executeRawUnsafe(migration)).resolves.toBe(0);

  const waiting = await queue({ bookingId: 4, reason: "Centre closed", amountPaise: 10_000 }, "failed");
  await expect(database.db.$executeRawUnsafe(migration)).rejects.toThrow(
    new RegExp(`Outbox messages ${waiting.id} are payment.refund jobs in the older shape`),
  );

  await database.db.outboxMessage.update({ where: { id: waiting.id }, data: { status: "done" } });
  await expect(database.db.$executeRawUnsafe(migration)).resolves.toBe(0);
});
