/**
 * The centre roles of the authorisation matrix: every vendor procedure names an action of the role table
 * (contracts/centre-roles.ts), a manager and a staff member of centre A get exactly what the table gives their
 * role, and nobody reaches a branch they are not a member of by naming it (`x-centre-id`), whatever the call.
 */
import {
  CENTRE_ROLE_ACTIONS,
  type CentreRole,
  type CentreRoleAction,
  centreRoleMay,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../src/modules/accounts/session.service";
import { appRouter } from "../../src/router";
import { callerFor } from "../support/caller";
import { changedTables, dbFingerprint } from "../support/db-fingerprint";
import { mountedProcedures, PROCEDURES, procedureAt } from "../support/procedure-fixtures";
import { buildWorld, unlimited, type World } from "../support/security-world";
import { freshMemberOf } from "../support/team-fixtures";

let db: Db;
let close: () => Promise<void>;
let world: World;
let members: Record<Exclude<CentreRole, "owner">, { id: number; token: string }>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  world = await buildWorld(db);
  members = {
    manager: await freshMemberOf(world, world.a.centre.id, "manager"),
    staff: await freshMemberOf(world, world.a.centre.id, "staff"),
  };
});

afterAll(async () => {
  await world?.close();
  await close?.();
});

type Meta = { centreScoped?: boolean; centreAction?: string } | undefined;
const metaOf = (path: string) => (appProcedures()[path] as { _def: { meta?: Meta } } | undefined)?._def.meta;
const appProcedures = () => appRouter._def.procedures as unknown as Record<string, unknown>;

/** The procedures scoped to a centre, with the action each one declares. */
const centreScoped = mountedProcedures()
  .filter((path) => metaOf(path)?.centreScoped === true)
  .map((path) => ({ path, action: metaOf(path)?.centreAction as CentreRoleAction }));

function callerOf(token: string | null, centreId: number | null = null) {
  return callerFor(world.db, {
    token,
    centreId,
    limiter: unlimited,
    payments: world.payments,
    messaging: world.messaging,
    resetLinks: world.resetLinks,
    calls: world.calls,
  });
}

async function outcomeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "ok";
  } catch (error) {
    return error instanceof TRPCError ? error.code : `thrown ${String(error)}`;
  }
}

describe("the role table on every vendor procedure", () => {
  it("has every vendor procedure of the router name an action of the table (none fails open)", () => {
    const vendorPaths = mountedProcedures().filter((path) => PROCEDURES[path]?.level === "vendor");
    const accountWide = ["team.branches.list", "team.invites.accept"];
    const undeclared = vendorPaths.filter(
      (path) =>
        !accountWide.includes(path) && !Object.hasOwn(CENTRE_ROLE_ACTIONS, metaOf(path)?.centreAction ?? ""),
    );
    expect(undeclared, "name an action: centreProcedure(<action>)").toEqual([]);
    expect(centreScoped.length).toBeGreaterThan(30);
  });

  it.each(centreScoped)(
    "$path ($action): a manager and a staff member get what the table gives",
    async ({ path, action }) => {
      const fixture = PROCEDURES[path];
      if (!fixture) throw new Error(`no fixture for ${path}`);
      const mismatches: string[] = [];
      for (const role of ["manager", "staff"] as const) {
        const input = await fixture.input?.(world, "vendorA", members[role].id);
        const before = await dbFingerprint(db);
        const outcome = await outcomeOf(procedureAt(callerOf(members[role].token), path)(input));
        const changed = changedTables(before, await dbFingerprint(db));
        const expected = centreRoleMay(role, action) ? (fixture.allowed ?? "ok") : "FORBIDDEN";
        if (outcome !== expected) mismatches.push(`${role}: expected ${expected}, got ${outcome}`);
        if (outcome !== "ok" && changed.length > 0) mismatches.push(`${role}: refused, yet wrote ${changed}`);
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe("branches a caller is not a member of", () => {
  it.each(centreScoped)(
    "$path: naming centre B is FORBIDDEN to A's staff, manager and owner",
    async ({ path }) => {
      const fixture = PROCEDURES[path];
      if (!fixture) throw new Error(`no fixture for ${path}`);
      const mismatches: string[] = [];
      for (const [who, token] of [
        ["staff", members.staff.token],
        ["manager", members.manager.token],
        ["owner", await ownerToken()],
      ] as const) {
        // Inputs valid at centre B, so a refusal is the membership's, not the input's.
        const input = await fixture.input?.(world, "vendorB");
        const before = await dbFingerprint(db);
        const outcome = await outcomeOf(procedureAt(callerOf(token, world.b.centre.id), path)(input));
        const changed = changedTables(before, await dbFingerprint(db));
        if (outcome !== "FORBIDDEN") mismatches.push(`${who}: expected FORBIDDEN, got ${outcome}`);
        if (changed.length > 0) mismatches.push(`${who}: wrote ${changed}`);
      }
      expect(mismatches).toEqual([]);
    },
  );

  it("serves an owner's other branch when the request names it, and refuses a header that is no id", async () => {
    const token = await ownerToken();
    const branch = await callerOf(token).team.branches.add({
      centreName: "Sparkle Saket",
      mobile: "9876543210",
      email: "saket-branch@test.chamak.in",
      gstDeclaration: true,
      locality: "Saket",
      city: "New Delhi",
      state: "Delhi",
      zip: "110017",
    });
    expect((await callerOf(token, branch.id).vendor.centre.get()).id).toBe(branch.id);
    expect((await callerOf(token).vendor.centre.get()).id).toBe(world.a.centre.id);
    expect((await callerOf(token).team.branches.list()).map((b) => b.id)).toEqual([
      world.a.centre.id,
      branch.id,
    ]);
    // A's staff are not members of the new branch.
    expect(
      await outcomeOf(callerOf(members.staff.token, branch.id).centreBookings.list({ page: 1, pageSize: 5 })),
    ).toBe("FORBIDDEN");
    expect(await outcomeOf(callerOf(token, 0).vendor.centre.get())).toBe("FORBIDDEN");
  });
});

/** A new session of centre A's owner. */
async function ownerToken(): Promise<string> {
  return (await createSession(db, world.userIds.vendorA, { ip: "127.0.0.1" })).token;
}
