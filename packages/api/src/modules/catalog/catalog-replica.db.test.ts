import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { unreachablePayments } from "../../../test/support/caller";
import { MemoryRateLimiter } from "../../lib/rate-limiter";
import { createCaller } from "../../router";

// Two separate databases stand for the primary and its replica, so where each read went is visible: a centre
// that exists only in the "replica" is found by the catalog and by nothing that must read the primary.
let primary: TestDb;
let replica: TestDb;
beforeAll(async () => {
  [primary, replica] = await Promise.all([createTestDb(), createTestDb()]);
});
afterAll(async () => {
  await Promise.all([primary?.close(), replica?.close()]);
});

const caller = (withReplica: boolean) =>
  createCaller({
    db: primary.db,
    ...(withReplica ? { readDb: replica.db } : {}),
    limiter: new MemoryRateLimiter(),
    payments: unreachablePayments,
    ip: "127.0.0.1",
    userAgent: "vitest",
    token: null,
  });

describe("public catalog reads with a read replica", () => {
  it("search, centres, centre, service and categories read the replica; reviews stay on the primary", async () => {
    const fixture = await bookableCentre(replica.db);
    const api = caller(true);
    const centre = await api.catalog.centre({ id: fixture.centre.id });
    expect(centre.name).toBe(fixture.centre.name);
    expect((await api.catalog.service({ id: fixture.wash.id })).id).toBe(fixture.wash.id);
    expect((await api.catalog.centres({ page: 1, pageSize: 20 })).items.map((c) => c.id)).toContain(
      fixture.centre.id,
    );
    expect((await api.catalog.search({ page: 1, pageSize: 20 })).items.map((c) => c.id)).toContain(
      fixture.centre.id,
    );
    expect((await api.catalog.categories()).map((c) => c.slug)).toContain("basic-wash");

    // Reviews read the primary (a customer sees the review just posted), where this centre does not exist.
    await expect(api.catalog.reviews({ centreId: fixture.centre.id, page: 1, pageSize: 10 })).rejects.toThrow(
      /not found/,
    );
  });

  it("reads the primary when there is no replica", async () => {
    const onReplicaOnly = await bookableCentre(replica.db);
    await expect(caller(false).catalog.centre({ id: onReplicaOnly.centre.id })).rejects.toThrow(/not found/);
  });
});
