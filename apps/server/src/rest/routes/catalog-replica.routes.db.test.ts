import { createTestDb, type TestDb } from "@chamak/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyCentre } from "../../../test/support/legacy-fixtures";
import { buildApp } from "../../app";

// Two databases stand for the primary and its replica: a centre that exists only in the "replica" is found by
// the public catalog paths, so they read the replica, as the tRPC catalog does.
let primary: TestDb;
let replica: TestDb;
let app: FastifyInstance;
beforeAll(async () => {
  [primary, replica] = await Promise.all([createTestDb(), createTestDb()]);
  app = await buildApp({
    db: primary.db,
    readDb: replica.db,
    config: { webDist: "/nonexistent/web", consoleDist: "/nonexistent/console", corsOrigins: [] },
  });
});
afterAll(async () => {
  await app?.close();
  await Promise.all([primary?.close(), replica?.close()]);
});

describe("legacy catalog paths with a read replica", () => {
  it("list, search and show centres and services from the replica", async () => {
    const fixture = await legacyCentre(replica.db, { name: "Replica Shine" });
    const centre = await app.inject({
      method: "POST",
      url: "/api/verndorService",
      payload: { id: fixture.centre.id },
    });
    expect(centre.json()).toMatchObject({ status: true, vendor_details: [{ name: "Replica Shine" }] });
    const search = await app.inject({
      method: "POST",
      url: "/api/search",
      payload: { search: "Replica Shine" },
    });
    expect(search.json().data.map((card: { id: number }) => card.id)).toContain(fixture.centre.id);
    const vendors = await app.inject({ method: "GET", url: "/api/vendors" });
    expect(vendors.json().data.map((card: { id: number }) => card.id)).toContain(fixture.centre.id);
    const service = await app.inject({
      method: "POST",
      url: "/api/product-details",
      payload: { service_id: fixture.wash.id },
    });
    expect(service.json()).toMatchObject({ status: true });
    expect(await primary.db.centre.count({ where: { id: fixture.centre.id, name: "Replica Shine" } })).toBe(
      0,
    );
  });
});
