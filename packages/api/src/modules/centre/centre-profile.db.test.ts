import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callerFor,
  createCentre,
  ensureReference,
  failure,
  makeGstin,
  signedIn,
} from "../catalog/catalog.fixtures";

let db: Db;
let close: () => Promise<void>;
let owner: number;
let centreId: number;
let otherGstin: string;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await ensureReference(db);
  const mine = await createCentre(db, { name: "My Wash", status: "approved" });
  owner = mine.owner.id;
  centreId = mine.centre.id;
  otherGstin = (await createCentre(db, { name: "Other Wash" })).centre.gstin ?? "";
});

afterAll(async () => {
  await close?.();
});

const profile = () => ({
  name: "My Wash & Detailing",
  mobile: "9123456780",
  email: "Owner@MyWash.example",
  locality: "Sector 62",
  address: "C-12, Sector 62",
  city: "Noida",
  state: "Uttar Pradesh" as const,
  zip: "201309",
  gstin: makeGstin("Uttar Pradesh", 77_001).toLowerCase(),
  latitude: 28.62,
  longitude: 77.36,
  description: "Eco-friendly steam washing",
  slotMinutes: 45,
  bays: 4,
  offersPickDrop: true,
  offersDoorstep: true,
  pickDropFeePaise: 19_900,
});

type Vendor = Awaited<ReturnType<typeof signedIn>>;
/** The versions a form opened now would send back. */
const versionOf = async (vendor: Vendor) => (await vendor.vendor.centre.get()).version;
const hoursVersionOf = async (vendor: Vendor) => (await vendor.vendor.centre.get()).hoursVersion;

describe("vendor.centre", () => {
  it("reads and updates the own centre, auditing the change", async () => {
    const vendor = await signedIn(db, owner);
    const verifiedGstin = (await db.centre.findUniqueOrThrow({ where: { id: centreId } })).gstin;
    expect(await vendor.vendor.centre.get()).toMatchObject({
      id: centreId,
      name: "My Wash",
      status: "approved",
    });
    const updated = await vendor.vendor.centre.update({ ...profile(), version: await versionOf(vendor) });
    expect(updated).toMatchObject({
      id: centreId,
      // An approved centre's name and GSTIN wait for review (below); the rest applies at once.
      name: "My Wash",
      gstin: verifiedGstin,
      identityChange: {
        status: "pending",
        name: "My Wash & Detailing",
        gstin: makeGstin("Uttar Pradesh", 77_001),
      },
      email: "owner@mywash.example",
      state: "Uttar Pradesh",
      latitude: 28.62,
      longitude: 77.36,
      slotMinutes: 45,
      bays: 4,
      offersDoorstep: true,
      pickDropFeePaise: 19_900,
    });
    const publicView = await callerFor(db).catalog.centre({ id: centreId });
    expect(publicView).toMatchObject({ name: "My Wash", city: "Noida", bays: 4 });
    expect(await db.auditLog.count({ where: { action: "centre.updated", entityId: String(centreId) } })).toBe(
      1,
    );

    // Omitted optional fields keep their values; null clears them.
    const { latitude: _la, longitude: _lo, description: _d, pickDropFeePaise: _p, ...required } = profile();
    expect(
      await vendor.vendor.centre.update({ ...required, version: await versionOf(vendor) }),
    ).toMatchObject({
      latitude: 28.62,
      pickDropFeePaise: 19_900,
    });
    expect(
      await vendor.vendor.centre.update({
        ...required,
        version: await versionOf(vendor),
        latitude: null,
        longitude: null,
        pickDropFeePaise: null,
      }),
    ).toMatchObject({ latitude: null, longitude: null, pickDropFeePaise: null });
  });

  it("sets where the centre goes for doorstep and pick & drop; left out, it stays", async () => {
    const vendor = await signedIn(db, owner);
    const area = { doorstepRadiusKm: 5, pickDropRadiusKm: 12, servicePins: ["201301", "110096", "201301"] };
    const saved = await vendor.vendor.centre.update({
      ...profile(),
      ...area,
      version: await versionOf(vendor),
    });
    expect(saved).toMatchObject({
      doorstepRadiusKm: 5,
      pickDropRadiusKm: 12,
      servicePins: ["201301", "110096"],
    });
    const kept = await vendor.vendor.centre.update({ ...profile(), version: await versionOf(vendor) });
    expect(kept).toMatchObject({
      doorstepRadiusKm: 5,
      pickDropRadiusKm: 12,
      servicePins: ["201301", "110096"],
    });
  });

  it("rejects bad input naming the field, changing nothing", async () => {
    const vendor = await signedIn(db, owner);
    const before = await db.centre.findUnique({ where: { id: centreId } });
    const version = await versionOf(vendor);
    const cases: [Record<string, unknown>, string][] = [
      [{ gstin: makeGstin("Delhi", 1) }, "gstin"], // registered in Delhi, centre in Uttar Pradesh
      [{ gstin: "09ABCDE1234F1Z0" }, "gstin"], // wrong check digit
      [{ latitude: 28.6, longitude: null }, "longitude"],
      [{ latitude: undefined, longitude: 77.3 }, "latitude"],
      [{ slotMinutes: 10 }, "slotMinutes"],
      [{ slotMinutes: 121 }, "slotMinutes"],
      [{ bays: 0 }, "bays"],
      [{ bays: 21 }, "bays"],
      [{ mobile: "12345" }, "mobile"],
      [{ state: "Atlantis" }, "state"],
      [{ doorstepRadiusKm: 0 }, "doorstepRadiusKm"],
      [{ pickDropRadiusKm: 51 }, "pickDropRadiusKm"],
      [{ pickDropRadiusKm: 7.5 }, "pickDropRadiusKm"],
      [{ servicePins: ["201301", "20130"] }, "servicePins.1"],
    ];
    for (const [change, field] of cases) {
      const error = await failure(vendor.vendor.centre.update({ ...profile(), version, ...change } as never));
      expect({ field: error.field, code: error.code }).toEqual({ field, code: "BAD_REQUEST" });
    }
    const mismatch = await failure(
      vendor.vendor.centre.update({ ...profile(), version, gstin: makeGstin("Delhi", 1) }),
    );
    expect(mismatch.message).toContain("Uttar Pradesh");
    const taken = await failure(
      vendor.vendor.centre.update({ ...profile(), version, state: "Delhi", gstin: otherGstin }),
    );
    expect(taken).toMatchObject({ code: "CONFLICT", field: "gstin" });
    expect(await db.centre.findUnique({ where: { id: centreId } })).toEqual(before);
  });

  it("lets a centre not yet approved change its name and GSTIN directly: it is under review as a whole", async () => {
    const { owner: pendingOwner } = await createCentre(db, { name: "New Wash", status: "pending" });
    const vendor = await signedIn(db, pendingOwner.id);
    const saved = await vendor.vendor.centre.update({
      ...profile(),
      version: await versionOf(vendor),
      gstin: makeGstin("Uttar Pradesh", 77_003),
    });
    expect(saved).toMatchObject({
      name: profile().name,
      gstin: makeGstin("Uttar Pradesh", 77_003),
      identityChange: null,
    });
  });

  it("replaces the opening hours", async () => {
    const vendor = await signedIn(db, owner);
    const hours = Array.from({ length: 7 }, (_, weekday) => ({
      weekday: 6 - weekday,
      opensAt: 8 * 60,
      closesAt: 20 * 60,
      closed: 6 - weekday === 0,
    }));
    const version = await hoursVersionOf(vendor);
    const { openingHours: saved, bookingsOutsideSchedule } = await vendor.vendor.centre.setOpeningHours({
      days: hours,
      version,
    });
    expect(bookingsOutsideSchedule).toEqual([]);
    expect(saved.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(saved[0]).toEqual({ weekday: 0, opensAt: 480, closesAt: 1200, closed: true });
    expect((await callerFor(db).catalog.centre({ id: centreId })).openingHours).toEqual(saved);
    const bad = hours.map((h) => (h.weekday === 3 ? { ...h, closesAt: 60 } : h));
    const days = (week: typeof hours) => ({ days: week, version: version + 1 });
    expect(await failure(vendor.vendor.centre.setOpeningHours(days(bad)))).toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await failure(vendor.vendor.centre.setOpeningHours(days(hours.slice(1))))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("lets a suspended centre read but not change, giving the reason", async () => {
    const suspended = await createCentre(db, {
      name: "Banned",
      status: "suspended",
      statusReason: "unpaid fees",
    });
    const vendor = await signedIn(db, suspended.owner.id);
    expect(await vendor.vendor.centre.get()).toMatchObject({
      status: "suspended",
      statusReason: "unpaid fees",
    });
    const error = await failure(
      vendor.vendor.centre.update({ ...profile(), version: 1, gstin: makeGstin("Uttar Pradesh", 55) }),
    );
    expect(error.code).toBe("FORBIDDEN");
    expect(error.message).toContain("unpaid fees");
    const hours = Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      opensAt: 0,
      closesAt: 60,
      closed: false,
    }));
    expect(await failure(vendor.vendor.centre.setOpeningHours({ days: hours, version: 1 }))).toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
