import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { createSession } from "../accounts/session.service";
import { auditCount, failure, signedInCaller } from "./admin.fixtures";

let db: Db;
let close: () => Promise<void>;
let admin: Awaited<ReturnType<typeof signedInCaller>>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  admin = await signedInCaller(db, "admin");
});

afterAll(async () => {
  await close?.();
});

describe("admin.users", () => {
  it("searches by name, email or mobile, filters by role, and pages", async () => {
    const priya = await db.user.create({
      data: {
        name: "Priya Raghavan",
        email: "priya.r@example.test",
        mobile: "9123400001",
        passwordHash: "x",
      },
    });
    await db.user.create({
      data: {
        name: "Vendor Priyanka",
        email: "owner.p@example.test",
        mobile: "9123400002",
        passwordHash: "x",
        role: "vendor",
      },
    });
    const ids = async (input: Parameters<typeof admin.caller.admin.users.list>[0]) =>
      (await admin.caller.admin.users.list(input)).items.map((user) => user.id);

    expect(await ids({ q: "raghavan" })).toEqual([priya.id]);
    expect(await ids({ q: "PRIYA.R@example" })).toEqual([priya.id]);
    expect(await ids({ q: "91234 00001" })).toEqual([priya.id]);
    expect((await ids({ q: "priya" })).length).toBe(2);
    expect(await ids({ q: "priya", role: "user" })).toEqual([priya.id]);

    const first = await admin.caller.admin.users.list({ pageSize: 2 });
    const second = await admin.caller.admin.users.list({ pageSize: 2, page: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it("suspends with an internal note, revoking every session at once; restore lets the account sign in again", async () => {
    const target = await signedInUser(db, "user");
    const secondDevice = (await createSession(db, target.id, { ip: "10.0.0.2" })).token;
    for (const token of [target.token, secondDevice]) {
      await expect(callerFor(db, { token }).accounts.me()).resolves.toMatchObject({ id: target.id });
    }

    const suspended = await admin.caller.admin.users.suspend({
      userId: target.id,
      internalNote: "Abusive calls to centres",
    });
    expect(suspended).toMatchObject({
      status: "suspended",
      suspendedReason: "Abusive calls to centres",
      suspendedMessage: null,
    });
    for (const token of [target.token, secondDevice]) {
      expect((await failure(callerFor(db, { token }).accounts.me())).code).toBe("UNAUTHORIZED");
    }
    expect(await db.session.count({ where: { userId: target.id, revokedAt: null } })).toBe(0);
    const signIn = await failure(
      callerFor(db).accounts.login({ email: target.email, password: "secret123" }),
    );
    expect(signIn.code).toBe("FORBIDDEN");
    // The internal note is the admins' alone: the user is told only that the account is suspended.
    expect(signIn.message).toBe("This account is suspended. Contact support@chamak.in.");

    const row = await db.auditLog.findFirstOrThrow({
      where: { action: "user.suspended", entityId: String(target.id) },
    });
    expect(row).toMatchObject({
      actorId: admin.id,
      actorRole: "admin",
      entityType: "user",
      data: { internalNote: "Abusive calls to centres", messageToUser: null, sessionsRevoked: 2 },
    });

    expect(
      (await failure(admin.caller.admin.users.suspend({ userId: target.id, internalNote: "again" }))).code,
    ).toBe("PRECONDITION_FAILED");
    const restored = await admin.caller.admin.users.restore({ userId: target.id });
    expect(restored).toMatchObject({ status: "active", suspendedReason: null, suspendedMessage: null });
    await expect(
      callerFor(db).accounts.login({ email: target.email, password: "secret123" }),
    ).resolves.toMatchObject({ user: { id: target.id } });
    expect(await auditCount(db, "user.restored", { type: "user", id: target.id })).toBe(1);
    expect((await failure(admin.caller.admin.users.restore({ userId: target.id }))).code).toBe(
      "PRECONDITION_FAILED",
    );
  });

  it("tells the suspended user the admin's message to them, never the internal note", async () => {
    const target = await signedInUser(db, "user");
    const suspended = await admin.caller.admin.users.suspend({
      userId: target.id,
      internalNote: "Chargebacks on 3 cards; likely stolen, see ticket 812",
      messageToUser: "payments on this account were disputed",
    });
    expect(suspended).toMatchObject({
      suspendedReason: "Chargebacks on 3 cards; likely stolen, see ticket 812",
      suspendedMessage: "payments on this account were disputed",
    });
    const signIn = await failure(
      callerFor(db).accounts.login({ email: target.email, password: "secret123" }),
    );
    expect(signIn.message).toBe(
      "This account is suspended: payments on this account were disputed. Contact support@chamak.in.",
    );
    expect(signIn.message).not.toMatch(/ticket|stolen/);
  });

  it("refuses to let an admin suspend themself", async () => {
    const self = await failure(admin.caller.admin.users.suspend({ userId: admin.id, internalNote: "Oops" }));
    expect(self).toMatchObject({ code: "FORBIDDEN", field: "userId" });
    expect(self.message).toMatch(/your own account/);
    await expect(admin.caller.admin.users.list({})).resolves.toBeTruthy();
    expect(await auditCount(db, "user.suspended", { type: "user", id: admin.id })).toBe(0);
  });

  it("names the field of bad input and is NOT_FOUND for an unknown account", async () => {
    expect(await failure(admin.caller.admin.users.suspend({ userId: 5, internalNote: "" }))).toMatchObject({
      code: "BAD_REQUEST",
      field: "internalNote",
    });
    expect(
      await failure(
        admin.caller.admin.users.suspend({ userId: 5, internalNote: "x", messageToUser: "y".repeat(301) }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", field: "messageToUser" });
    expect(
      (await failure(admin.caller.admin.users.suspend({ userId: 999_999, internalNote: "x" }))).code,
    ).toBe("NOT_FOUND");
  });
});
