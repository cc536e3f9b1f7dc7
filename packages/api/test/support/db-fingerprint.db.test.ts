import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedTables, dbFingerprint } from "./db-fingerprint";

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
});

afterAll(async () => {
  await close?.();
});

describe("the security suites' database fingerprint", () => {
  it("sees nothing change across reads", async () => {
    const before = await dbFingerprint(db);
    await db.vehicleType.findMany();
    await db.$transaction(async (tx) => tx.vehicleType.count());
    expect(changedTables(before, await dbFingerprint(db))).toEqual([]);
  });

  it("names the table an insert, an update or a delete changed", async () => {
    const beforeInsert = await dbFingerprint(db);
    const added = await db.vehicleType.create({
      data: { slug: "fingerprint-test", name: "Test", group: "car" },
    });
    const afterInsert = await dbFingerprint(db);
    expect(changedTables(beforeInsert, afterInsert)).toEqual([
      `vehicle_types ${beforeInsert.vehicle_types?.rows} -> ${(beforeInsert.vehicle_types?.rows ?? 0) + 1}`,
    ]);

    await db.vehicleType.update({ where: { id: added.id }, data: { name: "Renamed" } });
    const afterUpdate = await dbFingerprint(db);
    expect(changedTables(afterInsert, afterUpdate)).toEqual([
      expect.stringMatching(/^vehicle_types (\d+) -> \1$/),
    ]);

    await db.vehicleType.delete({ where: { id: added.id } });
    expect(changedTables(afterUpdate, await dbFingerprint(db))).toEqual([
      expect.stringMatching(/^vehicle_types \d+ -> \d+$/),
    ]);
  });

  it("sees nothing change when a write was rolled back", async () => {
    const before = await dbFingerprint(db);
    await expect(
      db.$transaction(async (tx) => {
        await tx.vehicleType.create({ data: { slug: "rolled-back", name: "Gone", group: "car" } });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(changedTables(before, await dbFingerprint(db))).toEqual([]);
  });
});
