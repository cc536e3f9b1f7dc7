import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { auditCount, failure, signedInCaller, vendorCaller } from "./admin.fixtures";

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

async function pendingCentre(name: string) {
  const fixture = await bookableCentre(db);
  await db.centre.update({
    where: { id: fixture.centre.id },
    data: { status: "pending", approvedAt: null, name },
  });
  return fixture;
}

const searchIds = async (q: string) =>
  (await callerFor(db).catalog.search({ q })).items.map((centre) => centre.id);

describe("admin.centres", () => {
  it("lists pending applications first and finds centres by name, GSTIN, city or owner", async () => {
    const approved = await bookableCentre(db);
    const pending = await pendingCentre("Queue Wash Karol Bagh");
    const list = await admin.caller.admin.centres.list({});
    expect(list.items[0]?.status).toBe("pending");
    expect(list.pendingCount).toBeGreaterThanOrEqual(1);
    const statuses = list.items.map((centre) => centre.status);
    expect(statuses.lastIndexOf("pending")).toBeLessThan(statuses.indexOf("approved"));

    const byName = await admin.caller.admin.centres.list({ q: "queue wash" });
    expect(byName.items.map((c) => c.id)).toEqual([pending.centre.id]);
    expect(byName.items[0]).toMatchObject({ owner: { id: pending.owner.id }, serviceCount: 2 });
    const byGstin = await admin.caller.admin.centres.list({ q: approved.centre.gstin?.toLowerCase() });
    expect(byGstin.items.map((c) => c.id)).toEqual([approved.centre.id]);
    const byOwner = await admin.caller.admin.centres.list({ q: pending.owner.email });
    expect(byOwner.items.map((c) => c.id)).toEqual([pending.centre.id]);
    const onlyPending = await admin.caller.admin.centres.list({ status: "pending" });
    expect(onlyPending.items.every((c) => c.status === "pending")).toBe(true);
  });

  it("approves a pending application, which then appears in catalog.search and is bookable", async () => {
    const pending = await pendingCentre("Sunrise Steam Wash");
    expect(await searchIds("Sunrise Steam")).toEqual([]);
    expect((await failure(callerFor(db).catalog.centre({ id: pending.centre.id }))).code).toBe("NOT_FOUND");

    const approved = await admin.caller.admin.centres.approve({ centreId: pending.centre.id });
    expect(approved).toMatchObject({ status: "approved", statusReason: null });
    expect(approved.approvedAt).toBeInstanceOf(Date);
    expect(await searchIds("Sunrise Steam")).toEqual([pending.centre.id]);
    expect(await callerFor(db).catalog.centre({ id: pending.centre.id })).toMatchObject({
      name: "Sunrise Steam Wash",
    });
    expect(await auditCount(db, "centre.approved", { type: "centre", id: pending.centre.id })).toBe(1);
    const row = await db.auditLog.findFirstOrThrow({
      where: { action: "centre.approved", entityId: String(pending.centre.id) },
    });
    expect(row).toMatchObject({
      actorId: admin.id,
      actorRole: "admin",
      data: { from: "pending", to: "approved" },
    });

    // Approving twice is refused, and says why.
    const again = await failure(admin.caller.admin.centres.approve({ centreId: pending.centre.id }));
    expect(again).toMatchObject({ code: "PRECONDITION_FAILED" });
    expect(again.message).toMatch(/this centre is approved/);
  });

  it("suspends with a reason: out of search, not bookable, and the vendor sees why; restore brings it back", async () => {
    const fixture = await bookableCentre(db);
    await db.centre.update({ where: { id: fixture.centre.id }, data: { name: "Moonlight Auto Spa" } });
    const customer = await signedInUser(db, "user");
    const booking = callerFor(db, { token: customer.token }).booking;
    expect(await searchIds("Moonlight Auto")).toEqual([fixture.centre.id]);

    const noReason = await failure(
      admin.caller.admin.centres.suspend({ centreId: fixture.centre.id, reason: "  " }),
    );
    expect(noReason).toMatchObject({ code: "BAD_REQUEST", field: "reason" });

    const suspended = await admin.caller.admin.centres.suspend({
      centreId: fixture.centre.id,
      reason: "Repeated customer complaints",
    });
    expect(suspended).toMatchObject({ status: "suspended", statusReason: "Repeated customer complaints" });
    expect(await searchIds("Moonlight Auto")).toEqual([]);
    expect((await failure(callerFor(db).catalog.centre({ id: fixture.centre.id }))).code).toBe("NOT_FOUND");
    const refused = await failure(booking.create(bookingRequest(fixture, { time: "11:00" })));
    expect(refused).toMatchObject({ code: "NOT_FOUND", field: "centreId" });
    expect(await db.booking.count({ where: { centreId: fixture.centre.id } })).toBe(0);

    const me = await vendorCaller(db, fixture).dashboard.me();
    expect(me.centre).toMatchObject({ status: "suspended", statusReason: "Repeated customer complaints" });

    const restored = await admin.caller.admin.centres.restore({ centreId: fixture.centre.id });
    expect(restored).toMatchObject({ status: "approved", statusReason: null });
    expect(await searchIds("Moonlight Auto")).toEqual([fixture.centre.id]);
    await expect(booking.create(bookingRequest(fixture, { time: "11:00" }))).resolves.toMatchObject({
      status: "requested",
    });
    for (const action of ["centre.suspended", "centre.restored"]) {
      expect(await auditCount(db, action, { type: "centre", id: fixture.centre.id })).toBe(1);
    }
  });

  it("rejects a pending application with a reason, and may approve it later", async () => {
    const pending = await pendingCentre("Maybe Wash");
    const rejected = await admin.caller.admin.centres.reject({
      centreId: pending.centre.id,
      reason: "GST papers unreadable",
    });
    expect(rejected).toMatchObject({ status: "rejected", statusReason: "GST papers unreadable" });
    expect((await vendorCaller(db, pending).dashboard.me()).centre.statusReason).toBe(
      "GST papers unreadable",
    );
    expect(await auditCount(db, "centre.rejected", { type: "centre", id: pending.centre.id })).toBe(1);

    expect(
      (await failure(admin.caller.admin.centres.suspend({ centreId: pending.centre.id, reason: "x" }))).code,
    ).toBe("PRECONDITION_FAILED");
    expect((await failure(admin.caller.admin.centres.restore({ centreId: pending.centre.id }))).code).toBe(
      "PRECONDITION_FAILED",
    );
    const approved = await admin.caller.admin.centres.approve({ centreId: pending.centre.id });
    expect(approved).toMatchObject({ status: "approved", statusReason: null });
  });

  it("is NOT_FOUND for an unknown centre and names the field of a missing reason", async () => {
    expect(await failure(admin.caller.admin.centres.approve({ centreId: 999_999 }))).toMatchObject({
      code: "NOT_FOUND",
    });
    const missing = await failure(admin.caller.admin.centres.reject({ centreId: 1, reason: "" }));
    expect(missing).toMatchObject({ code: "BAD_REQUEST", field: "reason" });
    expect(missing.message).toMatch(/Reason is required/);
  });
});
