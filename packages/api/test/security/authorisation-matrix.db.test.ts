/**
 * Every tRPC procedure × every role: anonymous callers are asked to sign in, wrong roles and suspended
 * accounts are refused, another tenant's ids are simply not found, and no refused call changes a row.
 */
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, hashToken, revokeSession } from "../../src/modules/accounts/session.service";
import { callerFor } from "../support/caller";
import { changedTables, dbFingerprint } from "../support/db-fingerprint";
import {
  declaredLevel,
  mountedProcedures,
  PROCEDURES,
  type ProcedureFixture,
  procedureAt,
  procedureType,
} from "../support/procedure-fixtures";
import {
  buildWorld,
  callerAs,
  freshBooking,
  ROLE_NAMES,
  type RoleName,
  roleMayCall,
  unlimited,
  type World,
} from "../support/security-world";

let db: Db;
let close: () => Promise<void>;
let world: World;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  world = await buildWorld(db);
});

afterAll(async () => {
  await world?.close();
  await close?.();
});

/** What a role must get from a procedure called with the fixture's valid input. */
function expectedOutcome(fixture: ProcedureFixture, role: RoleName): string {
  if (!roleMayCall(role, fixture.level)) return role === "anonymous" ? "UNAUTHORIZED" : "FORBIDDEN";
  if (fixture.owner === "customerA" && role === "customerB") return "NOT_FOUND";
  if (fixture.owner === "centreA" && role === "vendorB") return "NOT_FOUND";
  return fixture.allowed ?? "ok";
}

async function outcomeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "ok";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    return `thrown ${String(error)}`;
  }
}

const paths = mountedProcedures();

describe("authorisation matrix (tRPC)", () => {
  it("has a fixture for exactly the procedures the router mounts", () => {
    const missing = paths.filter((path) => !PROCEDURES[path]);
    const stale = Object.keys(PROCEDURES).filter((path) => !paths.includes(path));
    expect({ missing, stale }, "add each new procedure to PROCEDURES in procedure-fixtures.ts").toEqual({
      missing: [],
      stale: [],
    });
  });

  it("declares in code the access level the table expects", () => {
    const declared = Object.fromEntries(paths.map((path) => [path, declaredLevel(path)]));
    const expected = Object.fromEntries(paths.map((path) => [path, PROCEDURES[path]?.level]));
    expect(declared).toEqual(expected);
  });

  it.each(paths)(
    "%s: each role gets its expected outcome and a refused call writes nothing",
    async (path) => {
      const fixture = PROCEDURES[path];
      if (!fixture) throw new Error(`no fixture for ${path}`);
      const mismatches: string[] = [];
      for (const role of ROLE_NAMES) {
        const input = await fixture.input?.(world, role);
        const caller = await callerAs(world, role);
        const before = await dbFingerprint(db);
        const outcome = await outcomeOf(procedureAt(caller, path)(input));
        const changed = changedTables(before, await dbFingerprint(db));
        const expected = expectedOutcome(fixture, role);
        if (outcome !== expected) mismatches.push(`${role}: expected ${expected}, got ${outcome}`);
        if (outcome !== "ok" && changed.length > 0) mismatches.push(`${role}: refused, yet wrote ${changed}`);
        if (outcome === "ok" && procedureType(path) === "query" && changed.length > 0)
          mismatches.push(`${role}: a query wrote ${changed}`);
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe("tenancy of lists", () => {
  it("shows a customer only their own bookings", async () => {
    const other = await freshBooking(world, { customer: "customerB" });
    const mine = await (await callerAs(world, "customerB")).booking.mine({ page: 1, pageSize: 50 });
    expect(mine.items.map((booking) => booking.id)).toContain(other.id);
    expect(mine.items.map((booking) => booking.id)).not.toContain(world.bookingA.id);
  });

  it("shows a centre only its own bookings, services and numbers", async () => {
    const vendorB = await callerAs(world, "vendorB");
    const board = await vendorB.centreBookings.list({ page: 1, pageSize: 100 });
    expect(board.items.filter((booking) => booking.centre.id !== world.b.centre.id)).toEqual([]);
    const services = await vendorB.vendor.services.list();
    expect(services.map((service) => service.id)).toEqual(expect.arrayContaining([world.b.wash.id]));
    const rows = await db.service.findMany({ where: { id: { in: services.map((service) => service.id) } } });
    expect(rows.filter((row) => row.centreId !== world.b.centre.id)).toEqual([]);
    expect((await vendorB.vendor.centre.get()).id).toBe(world.b.centre.id);
    expect((await vendorB.dashboard.me()).centre.id).toBe(world.b.centre.id);
  });
});

describe("tokens that are not a live session", () => {
  const protectedProbes: [string, (caller: ReturnType<typeof callerFor>) => Promise<unknown>][] = [
    ["accounts.me", (c) => c.accounts.me()],
    ["booking.mine", (c) => c.booking.mine({ page: 1, pageSize: 12 })],
    ["vendor.services.list", (c) => c.vendor.services.list()],
    ["admin.users.list", (c) => c.admin.users.list({})],
  ];

  it("treats revoked, expired, forged and oversized tokens as signed out", async () => {
    const revoked = await createSession(db, world.userIds.admin, { ip: "127.0.0.1" });
    await revokeSession(db, revoked.token);
    const expired = await createSession(db, world.userIds.admin, { ip: "127.0.0.1" });
    await db.session.update({
      where: { tokenHash: hashToken(expired.token) },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    const tokens = [
      revoked.token,
      expired.token,
      `${revoked.token.slice(0, -1)}x`,
      "' OR 1=1 --",
      "A".repeat(100_000),
      "null",
    ];
    const outcomes: string[] = [];
    for (const token of tokens) {
      for (const [name, probe] of protectedProbes) {
        const outcome = await outcomeOf(probe(callerFor(db, { token, limiter: unlimited })));
        if (outcome !== "UNAUTHORIZED") outcomes.push(`${name} with ${token.slice(0, 20)}…: ${outcome}`);
      }
    }
    expect(outcomes).toEqual([]);
  });
});
