import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { failure, makeGstin } from "../catalog/catalog.fixtures";

let db: Db;
let close: () => Promise<void>;
let admin: ReturnType<typeof callerFor>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  admin = callerFor(db, { token: (await signedInUser(db, "admin")).token });
});
afterAll(async () => {
  await close?.();
});

/** The centre form as saved for a bookableCentre (New Delhi), with the name and GSTIN asked for. */
const form = (name: string, gstin: string) => ({
  name,
  mobile: "9811111111",
  email: "centre@test.chamak.in",
  locality: "Lajpat Nagar",
  address: "12 Ring Road",
  city: "New Delhi",
  state: "Delhi" as const,
  zip: "110024",
  gstin,
  slotMinutes: 30,
  bays: 3,
  offersPickDrop: true,
  offersDoorstep: false,
});

describe("a centre's name and GSTIN after approval", () => {
  it("wait for an admin's review, the centre live under its verified ones meanwhile; each step audited", async () => {
    const { centre, owner } = await bookableCentre(db);
    const vendor = callerFor(db, { token: owner.token });
    // The console's form, opened afresh for each save.
    const save = async (input: ReturnType<typeof form>) =>
      vendor.vendor.centre.update({ ...input, version: (await vendor.vendor.centre.get()).version });
    const asked = form("Review Wash Pvt Ltd", makeGstin("Delhi", 88_001));

    const saved = await save(asked);
    expect(saved).toMatchObject({ name: centre.name, gstin: centre.gstin, bays: 3 });
    expect(saved.identityChange).toMatchObject({ status: "pending", name: asked.name, gstin: asked.gstin });
    expect(await callerFor(db).catalog.centre({ id: centre.id })).toMatchObject({ name: centre.name });
    // Saving the same request again keeps it waiting, once.
    await save(asked);
    expect(await db.centreIdentityChange.count({ where: { centreId: centre.id, status: "pending" } })).toBe(
      1,
    );

    const listed = await admin.admin.centres.list({ identityChangePending: true, q: centre.name });
    expect(listed.identityChangeCount).toBeGreaterThanOrEqual(1);
    expect(listed.items.map((item) => [item.name, item.pendingIdentityChange?.name])).toEqual([
      [centre.name, asked.name],
    ]);

    const approved = await admin.admin.centres.approveIdentityChange({ centreId: centre.id });
    expect(approved).toMatchObject({ name: asked.name, gstin: asked.gstin, pendingIdentityChange: null });
    expect(await callerFor(db).catalog.centre({ id: centre.id })).toMatchObject({ name: asked.name });
    expect((await vendor.vendor.centre.get()).identityChange).toBeNull();

    // A refused change leaves the verified details, and the vendor sees why.
    await save({ ...asked, name: "Totally Different Name" });
    expect(
      await failure(admin.admin.centres.rejectIdentityChange({ centreId: centre.id, reason: " " })),
    ).toMatchObject({ code: "BAD_REQUEST", field: "reason" });
    await admin.admin.centres.rejectIdentityChange({
      centreId: centre.id,
      reason: "Name not on the GST portal",
    });
    expect(await vendor.vendor.centre.get()).toMatchObject({
      name: asked.name,
      identityChange: {
        status: "rejected",
        name: "Totally Different Name",
        reason: "Name not on the GST portal",
      },
    });
    expect(await failure(admin.admin.centres.approveIdentityChange({ centreId: centre.id }))).toMatchObject({
      code: "NOT_FOUND",
    });

    // Asking for the verified details again withdraws a waiting change.
    await save({ ...asked, name: "Another Try" });
    expect((await save(asked)).identityChange).toBeNull();

    const actions = await db.auditLog.findMany({
      where: { entityId: String(centre.id), action: { startsWith: "centre.identity_change" } },
      orderBy: { id: "asc" },
      select: { action: true },
    });
    expect(actions.map((row) => row.action)).toEqual([
      "centre.identity_change_requested",
      "centre.identity_change_approved",
      "centre.identity_change_requested",
      "centre.identity_change_rejected",
      "centre.identity_change_requested",
      "centre.identity_change_withdrawn",
    ]);
  });

  it("refuses a GSTIN another centre has before it goes to review", async () => {
    const { owner } = await bookableCentre(db);
    const other = await bookableCentre(db);
    const vendor = callerFor(db, { token: owner.token });
    expect(
      await failure(vendor.vendor.centre.update({ ...form("Mine", other.centre.gstin ?? ""), version: 1 })),
    ).toMatchObject({
      code: "CONFLICT",
      field: "gstin",
    });
  });

  it("an approval moves the profile's version, so a form opened before it cannot ask for the old name back", async () => {
    const { centre, owner } = await bookableCentre(db);
    const vendor = callerFor(db, { token: owner.token });
    const asked = form("Approved Wash Pvt Ltd", makeGstin("Delhi", 88_002));
    await vendor.vendor.centre.update({ ...asked, version: (await vendor.vendor.centre.get()).version });
    // The owner opens the profile (showing the old name) in another tab; then the admin approves.
    const openedBefore = await vendor.vendor.centre.get();
    await admin.admin.centres.approveIdentityChange({ centreId: centre.id });

    const stale = vendor.vendor.centre.update({
      ...form(openedBefore.name, openedBefore.gstin ?? ""),
      version: openedBefore.version,
    });
    expect(await failure(stale)).toMatchObject({ code: "CONFLICT" });
    expect(await vendor.vendor.centre.get()).toMatchObject({ name: asked.name, identityChange: null });
    expect(await db.centreIdentityChange.count({ where: { centreId: centre.id, status: "pending" } })).toBe(
      0,
    );
  });
});
