import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultMigrationsDir } from "../paths";
import { createTestDb, type TestDb } from "../testing";

// The worker reads four topics only in their present shape. The migration that came with that stops while a
// message of an older shape is not done, naming it, so none is left unread. It changes nothing, so it is run
// again here on a migrated database.
const migration = readFileSync(
  join(defaultMigrationsDir, "20261207031000_outbox_older_shapes_gone", "migration.sql"),
  "utf8",
);

let database: TestDb;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

const queue = (topic: string, payload: object, status: "pending" | "done" | "failed" = "pending") =>
  database.db.outboxMessage.create({ data: { topic, payload, status }, select: { id: true } });

it("stops while a message of an older shape is not done, naming each; passes once they are", async () => {
  await queue("payment.refund", { refundId: 7 });
  await queue("booking.refunded", { bookingId: 3, refundId: 7 });
  await queue("booking.reminder", { bookingId: 3, slotStart: "2026-12-08T04:30:00.000Z" });
  await queue("booking.rescheduled", { bookingId: 3, from: "2026-12-08T04:30:00.000Z" });
  await queue("payment.refund", { bookingId: 3, reason: "Centre closed" }, "done");
  await expect(database.db.$executeRawUnsafe(migration)).resolves.toBe(0);

  const older = [
    await queue("payment.refund", { bookingId: 4, reason: "Centre closed", amountPaise: 10_000 }, "failed"),
    await queue("booking.refunded", { bookingId: 4 }),
    await queue("booking.reminder", { bookingId: 4 }),
    await queue("booking.rescheduled", { bookingId: 4 }),
  ];
  await expect(database.db.$executeRawUnsafe(migration)).rejects.toThrow(
    `Outbox messages ${older[0]?.id} (payment.refund), ${older[1]?.id} (booking.refunded), ${older[2]?.id} (booking.reminder), ${older[3]?.id} (booking.rescheduled) are in an older shape`,
  );

  await database.db.outboxMessage.updateMany({
    where: { id: { in: older.map((message) => message.id) } },
    data: { status: "done" },
  });
  await expect(database.db.$executeRawUnsafe(migration)).resolves.toBe(0);
});
