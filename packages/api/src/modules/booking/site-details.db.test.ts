import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";

// Where at the address the vehicle waits (society, tower, slot, gate, keys): kept with a saved address, copied onto
// a doorstep or pick & drop booking, shown to the customer and the centre. On PGlite, and on PostgreSQL.
let test: TestDb;
let db: Db;
beforeAll(async () => {
  test = await createTestDb();
  db = test.db;
});
afterAll(() => test?.close());

const GREEN_PARK = {
  society: "Green Park Society",
  tower: "B",
  parkingSlot: "B-112",
  gateInstructions: "Tell the guard at gate 2 it is for flat B-1104",
  keyHandover: "Keys with the security guard at gate 2",
};

const home = {
  label: "home" as const,
  address: "B-1104, Sector 18",
  city: "Noida",
  state: "Uttar Pradesh" as const,
  zip: "201301",
};

describe("a saved address's site details", () => {
  it("are kept, edited at the version the form opened with, and a stale edit is refused as they are now", async () => {
    const { token } = await signedInUser(db, "user");
    const tab = () => callerFor(db, { token }).accounts.saved.addresses;
    const added = await tab().add({ ...home, siteDetails: { ...GREEN_PARK, parkingSlot: "  " } });
    const { parkingSlot: _empty, ...typed } = GREEN_PARK;
    expect(added.siteDetails).toEqual(typed);
    expect((await tab().list())[0]?.siteDetails).toEqual(typed);

    const edited = await tab().update({
      ...home,
      id: added.id,
      version: added.version,
      siteDetails: { society: "Green Park Society", tower: "C", parkingSlot: "C-7" },
    });
    expect(edited).toMatchObject({
      version: added.version + 1,
      siteDetails: { society: "Green Park Society", tower: "C", parkingSlot: "C-7" },
    });
    // An edit that leaves them out (an older form) keeps them.
    const kept = await tab().update({
      ...home,
      id: added.id,
      version: edited.version,
      landmark: "Near the metro",
    });
    expect(kept.siteDetails).toEqual(edited.siteDetails);

    await expect(
      tab().update({ ...home, id: added.id, version: edited.version, siteDetails: { tower: "D" } }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("This address changed since you opened it"),
      cause: {
        current: { id: added.id, version: kept.version, siteDetails: { tower: "C", parkingSlot: "C-7" } },
      },
    });
    const row = await db.savedAddress.findUniqueOrThrow({ where: { id: added.id } });
    expect(row.siteDetails).toEqual({ society: "Green Park Society", tower: "C", parkingSlot: "C-7" });
  });

  it("too long is refused on its field, saving nothing", async () => {
    const { token } = await signedInUser(db, "user");
    const saved = callerFor(db, { token }).accounts.saved.addresses;
    expect(
      await fieldErrorsOfRejection(saved.add({ ...home, siteDetails: { society: "S".repeat(81) } })),
    ).toEqual({ "siteDetails.society": "Society or building must be at most 80 characters" });
    expect(await saved.list()).toEqual([]);
  });
});

describe("a booking's site details", () => {
  it("go with a doorstep booking into the customer's and the centre's views, without the key handover", async () => {
    const fixture = await bookableCentre(db, { doorstep: true });
    const { token } = await signedInUser(db);
    const customer = callerFor(db, { token });
    const booking = await customer.booking.create({
      ...bookingRequest(fixture, { time: "11:00" }),
      serviceMode: "doorstep",
      siteDetails: GREEN_PARK,
    });
    const { keyHandover: _keys, ...doorstep } = GREEN_PARK;
    expect(booking.siteDetails).toEqual(doorstep);
    expect((await customer.booking.get({ bookingId: booking.id })).siteDetails).toEqual(doorstep);
    const board = await callerFor(db, { token: fixture.owner.token }).centreBookings.list({});
    expect(board.items.find((item) => item.id === booking.id)?.siteDetails).toEqual(doorstep);
  });

  it("keep the key handover for pick & drop, and none at the centre", async () => {
    const fixture = await bookableCentre(db);
    const { token } = await signedInUser(db);
    const customer = callerFor(db, { token });
    const pickDrop = await customer.booking.create({
      ...bookingRequest(fixture, { time: "10:00" }),
      serviceMode: "pick_drop",
      siteDetails: GREEN_PARK,
    });
    expect(pickDrop.siteDetails).toEqual(GREEN_PARK);
    const atCentre = await customer.booking.create({
      ...bookingRequest(fixture, { time: "14:00" }),
      siteDetails: GREEN_PARK,
    });
    expect(atCentre.siteDetails).toEqual({});
    const row = await db.booking.findUniqueOrThrow({ where: { id: atCentre.id } });
    expect(row.siteDetails).toEqual({});
  });

  it("with bad text are refused naming the field, booking nothing", async () => {
    const fixture = await bookableCentre(db, { doorstep: true });
    const { token } = await signedInUser(db);
    const customer = callerFor(db, { token });
    const errors = await fieldErrorsOfRejection(
      customer.booking.create({
        ...bookingRequest(fixture, { time: "12:00" }),
        serviceMode: "doorstep",
        siteDetails: { gateInstructions: "G".repeat(301) },
      }),
    );
    expect(errors).toEqual({
      "siteDetails.gateInstructions": "Gate instructions must be at most 300 characters",
    });
    expect(await db.booking.count({ where: { centreId: fixture.centre.id } })).toBe(0);
  });
});

describe("a centre's doorstep needs and no-show grace", () => {
  it("are saved with its profile, the needs shown on its public page; less than 15 minutes is refused", async () => {
    const fixture = await bookableCentre(db, { doorstep: true });
    const owner = callerFor(db, { token: fixture.owner.token });
    const before = await owner.vendor.centre.get();
    expect(before).toMatchObject({
      doorstepNeedsWater: false,
      doorstepNeedsPower: false,
      noShowGraceMinutes: 15,
    });
    const { version, ...profile } = before;
    const form = {
      name: profile.name,
      mobile: profile.mobile,
      email: profile.email,
      locality: profile.locality,
      address: profile.address,
      city: profile.city,
      state: profile.state as "Delhi",
      zip: profile.zip,
      gstin: profile.gstin,
      slotMinutes: profile.slotMinutes,
      bays: profile.bays,
      offersPickDrop: profile.offersPickDrop,
      offersDoorstep: profile.offersDoorstep,
      version,
    };
    expect(
      await fieldErrorsOfRejection(owner.vendor.centre.update({ ...form, noShowGraceMinutes: 10 })),
    ).toEqual({
      noShowGraceMinutes: "No-show grace must be at least 15 minutes",
    });
    const saved = await owner.vendor.centre.update({
      ...form,
      doorstepNeedsWater: true,
      doorstepNeedsPower: true,
      noShowGraceMinutes: 30,
    });
    expect(saved).toMatchObject({
      doorstepNeedsWater: true,
      doorstepNeedsPower: true,
      noShowGraceMinutes: 30,
    });
    const page = await callerFor(db, {}).catalog.centre({ id: fixture.centre.id });
    expect(page).toMatchObject({ doorstepNeedsWater: true, doorstepNeedsPower: true });
  });
});
