import { indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { appRouter } from "../../router";
import { failure } from "./admin.fixtures";

type Caller = ReturnType<typeof callerFor>;

let db: Db;
let close: () => Promise<void>;
const tokens = { user: "", vendor: "", admin: "" };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  tokens.user = (await signedInUser(db, "user")).token;
  tokens.admin = (await signedInUser(db, "admin")).token;
  const vendor = await signedInUser(db, "vendor");
  tokens.vendor = vendor.token;
  await db.centre.create({
    data: {
      ownerId: vendor.id,
      name: "Access Wash",
      mobile: "9811111111",
      email: "access@test.chamak.in",
      gstin: "07AABCA0001Q1Z5",
      locality: "Saket",
      address: "1 Saket",
      city: "New Delhi",
      state: "Delhi",
      zip: "110017",
    },
  });
});

afterAll(async () => {
  await close?.();
});

const today = indiaDate(new Date());

/** Every admin procedure, called with valid input: the role checks must refuse before anything else. */
const ADMIN_CALLS: Record<string, (caller: Caller) => Promise<unknown>> = {
  "admin.overview": (c) => c.admin.overview(),
  "admin.centres.list": (c) => c.admin.centres.list({}),
  "admin.centres.approve": (c) => c.admin.centres.approve({ centreId: 1 }),
  "admin.centres.reject": (c) => c.admin.centres.reject({ centreId: 1, reason: "Incomplete papers" }),
  "admin.centres.suspend": (c) => c.admin.centres.suspend({ centreId: 1, reason: "Complaints" }),
  "admin.centres.restore": (c) => c.admin.centres.restore({ centreId: 1 }),
  "admin.centres.approveIdentityChange": (c) => c.admin.centres.approveIdentityChange({ centreId: 1 }),
  "admin.centres.rejectIdentityChange": (c) =>
    c.admin.centres.rejectIdentityChange({ centreId: 1, reason: "GSTIN is another firm's" }),
  "admin.users.list": (c) => c.admin.users.list({}),
  "admin.users.suspend": (c) => c.admin.users.suspend({ userId: 1, internalNote: "Abuse" }),
  "admin.users.restore": (c) => c.admin.users.restore({ userId: 1 }),
  "admin.bookings.search": (c) => c.admin.bookings.search({}),
  "admin.bookings.export": (c) => c.admin.bookings.export({ q: "CHK" }),
  "admin.bookings.get": (c) => c.admin.bookings.get({ bookingId: 1 }),
  "admin.bookings.cancel": (c) => c.admin.bookings.cancel({ bookingId: 1, reason: "Centre closed" }),
  "admin.bookings.refund": (c) => c.admin.bookings.refund({ bookingId: 1, reason: "Goodwill" }),
  "admin.bookings.reconcileErrors": (c) => c.admin.bookings.reconcileErrors({}),
  "admin.bookings.failedRefunds": (c) => c.admin.bookings.failedRefunds(),
  "admin.disputes.list": (c) => c.admin.disputes.list({}),
  "admin.disputes.open": (c) => c.admin.disputes.open({ bookingId: 1, reason: "Scratched bumper" }),
  "admin.disputes.resolve": (c) => c.admin.disputes.resolve({ disputeId: 1, resolution: "Refunded" }),
  "admin.disputes.evidence": (c) => c.admin.disputes.evidence({ disputeId: 1 }),
  "admin.coupons.list": (c) => c.admin.coupons.list(),
  "admin.coupons.create": (c) =>
    c.admin.coupons.create({
      code: "ACC10",
      description: "10% off",
      percentOff: 10,
      maxDiscountPaise: 5_000,
    }),
  "admin.coupons.retire": (c) => c.admin.coupons.retire({ couponId: 1 }),
  "admin.system": (c) => c.admin.system(),
};

const DASHBOARD_CALLS: Record<string, (caller: Caller) => Promise<unknown>> = {
  "dashboard.me": (c) => c.dashboard.me(),
  "dashboard.overview": (c) => c.dashboard.overview({ from: today, to: today }),
};

const procedureNames = (prefix: string) =>
  Object.keys(appRouter._def.procedures)
    .filter((name) => name.startsWith(prefix))
    .sort();

describe("authorisation of the admin and dashboard procedures", () => {
  it("covers every procedure the routers mount", () => {
    expect(Object.keys(ADMIN_CALLS).sort()).toEqual(procedureNames("admin."));
    expect(Object.keys(DASHBOARD_CALLS).sort()).toEqual(procedureNames("dashboard."));
  });

  it.each(Object.entries(ADMIN_CALLS))("%s: anonymous 401, customer and vendor 403", async (_name, call) => {
    expect((await failure(call(callerFor(db)))).code).toBe("UNAUTHORIZED");
    expect((await failure(call(callerFor(db, { token: "not-a-real-token" })))).code).toBe("UNAUTHORIZED");
    expect((await failure(call(callerFor(db, { token: tokens.user })))).code).toBe("FORBIDDEN");
    expect((await failure(call(callerFor(db, { token: tokens.vendor })))).code).toBe("FORBIDDEN");
  });

  it.each(Object.entries(DASHBOARD_CALLS))(
    "%s: anonymous 401, customer and admin 403",
    async (_name, call) => {
      expect((await failure(call(callerFor(db)))).code).toBe("UNAUTHORIZED");
      expect((await failure(call(callerFor(db, { token: tokens.user })))).code).toBe("FORBIDDEN");
      expect((await failure(call(callerFor(db, { token: tokens.admin })))).code).toBe("FORBIDDEN");
      await expect(call(callerFor(db, { token: tokens.vendor }))).resolves.toBeTruthy();
    },
  );

  it("lets an admin read every list", async () => {
    const admin = callerFor(db, { token: tokens.admin });
    for (const name of [
      "admin.overview",
      "admin.bookings.export",
      "admin.centres.list",
      "admin.users.list",
      "admin.bookings.search",
      "admin.bookings.reconcileErrors",
      "admin.bookings.failedRefunds",
      "admin.disputes.list",
      "admin.coupons.list",
    ]) {
      await expect(ADMIN_CALLS[name]?.(admin)).resolves.toBeTruthy();
    }
  });

  it("leaves nothing behind from refused calls", async () => {
    expect(await db.auditLog.count({ where: { actorRole: { in: ["user", "vendor"] } } })).toBe(0);
    expect(await db.coupon.count({ where: { code: "ACC10" } })).toBe(0);
  });
});
