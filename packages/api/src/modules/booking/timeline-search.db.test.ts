import { indiaDate, indiaToInstant } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { newMobile } from "../../../test/support/mobiles";
import { phoneDigits } from "./booking-search.service";

// The Today page's reads: a centre's day (centreBookings.timeline) and finding a booking
// (centreBookings.search). On PGlite, and on PostgreSQL with DATABASE_URL set.
let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

type Fixture = Awaited<ReturnType<typeof bookableCentre>>;
const tomorrow = () => indiaDate(new Date(), 1);
const at = (hours: number, minutes = 0, date = tomorrow()) => indiaToInstant(date, hours * 60 + minutes);

async function book(
  fixture: Fixture,
  time: string,
  overrides: { vehicleNumber?: string; contactMobile?: string } = {},
) {
  const { token } = await signedInUser(database.db);
  return callerFor(database.db, { token }).booking.create({
    ...bookingRequest(fixture, { time }),
    ...overrides,
  });
}

const centreOf = (fixture: Fixture) => callerFor(database.db, { token: fixture.owner.token });

describe("a centre's day on its timeline", () => {
  it("has the bays, hours, breaks, every booking on its bay (walk-ins marked, payment from the ledger) and blocks", async () => {
    const fixture = await bookableCentre(database.db, { bays: 2 });
    const centre = centreOf(fixture);
    const online = await book(fixture, "10:00");
    const sameTime = await book(fixture, "10:00");
    const walkIn = await centre.walkIns.create({
      mobile: newMobile("7"),
      name: "Ravi Kumar",
      vehicleTypeId: fixture.vehicleType.id,
      vehicleNumber: "mh 12 de 1433",
      items: [{ serviceId: fixture.polish.id, quantity: 1 }],
      date: tomorrow(),
      time: "11:00",
      paymentMethod: "cash",
    });
    const cancelled = await book(fixture, "12:00");
    await centre.centreBookings.act({ bookingId: cancelled.id, action: "cancel", reason: "Bay flooded" });
    await book(fixture, "10:00", {}).catch(() => null); // full at 10:00: refused, nothing drawn
    const elsewhere = await bookableCentre(database.db);
    await book(elsewhere, "10:00");
    await database.db.centreBreak.create({
      data: { centreId: fixture.centre.id, startsAt: 13 * 60, endsAt: 14 * 60, name: "Lunch" },
    });
    await database.db.bayBlock.create({
      data: { centreId: fixture.centre.id, bay: 2, startsAt: at(16), endsAt: at(18), reason: "Repair" },
    });

    // The owner is a member of the team, so may be put on a booking as its washer.
    await centre.centreBookings.assignWasher({ bookingId: walkIn.booking.id, washerId: fixture.owner.id });

    const day = await centre.centreBookings.timeline({ date: tomorrow() });

    expect(day).toMatchObject({
      date: tomorrow(),
      bays: 2,
      slotMinutes: 30,
      closed: false,
      opensAt: 8 * 60,
      closesAt: 20 * 60,
      breaks: [{ startsAt: 13 * 60, endsAt: 14 * 60 }],
    });
    expect(day.bookings.map((b) => [b.code, b.bay, b.slotStart, b.slotEnd])).toEqual([
      [online.code, 1, at(10), at(10, 30)],
      [sameTime.code, 2, at(10), at(10, 30)],
      [walkIn.booking.code, 1, at(11), at(12)],
    ]);
    expect(day.bookings[0]).toMatchObject({
      status: "requested",
      paymentStatus: "cash_due",
      walkIn: false,
      customerFirstName: "Test",
      vehicleNumber: "DL 3C AB 1234",
      services: "Foam Wash",
      washerName: null,
    });
    expect(day.bookings[2]).toMatchObject({
      status: "confirmed",
      paymentStatus: "cash_collected",
      walkIn: true,
      customerFirstName: "Ravi",
      vehicleNumber: "MH 12 DE 1433",
      services: "Wax Polish",
      washerName: expect.stringMatching(/^Test vendor \d+$/),
    });
    expect(day.blocks).toEqual([
      { id: expect.any(Number), bay: 2, startsAt: at(16), endsAt: at(18), reason: "Repair" },
    ]);
  });

  it("shows a centre not (or no longer) approved its own day too", async () => {
    const fixture = await bookableCentre(database.db);
    await database.db.centre.update({ where: { id: fixture.centre.id }, data: { status: "suspended" } });
    const day = await centreOf(fixture).centreBookings.timeline({ date: tomorrow() });
    expect(day).toMatchObject({ closed: false, bays: 2, bookings: [] });
  });

  it("says a closed date is closed", async () => {
    const fixture = await bookableCentre(database.db);
    await database.db.centreDayRule.create({
      data: { centreId: fixture.centre.id, date: tomorrow(), closed: true, name: "Diwali" },
    });
    const day = await centreOf(fixture).centreBookings.timeline({ date: tomorrow() });
    expect(day).toMatchObject({ closed: true, opensAt: 0, closesAt: 0, breaks: [], bookings: [] });
  });
});

describe("finding a booking by code, phone or vehicle number", () => {
  it("reads a phone number in any format", () => {
    expect(phoneDigits("+91 98765 43210")).toBe("9876543210");
    expect(phoneDigits("098765-43210")).toBe("9876543210");
    expect(phoneDigits("3210")).toBe("3210");
    expect(phoneDigits("+91 98765")).toBe("98765");
    expect(phoneDigits("919876543210")).toBe("9876543210");
    expect(phoneDigits("321")).toBeNull();
    expect(phoneDigits("DL3C")).toBeNull();
  });

  it("finds the centre's own bookings, most recent slot first", async () => {
    const fixture = await bookableCentre(database.db, { bays: 3 });
    // Starts unlike newMobile("7")'s numbers (7...), so a search by its first digits finds only its bookings.
    const mobile = `98${String(Date.now()).slice(-8)}`;
    const early = await book(fixture, "09:00", { vehicleNumber: "DL 3C AB 1234", contactMobile: mobile });
    const late = await book(fixture, "15:00", { vehicleNumber: "HR 26 CX 0042", contactMobile: mobile });
    const other = await book(fixture, "11:00", {
      vehicleNumber: "KA 01 MJ 7777",
      contactMobile: newMobile("7"),
    });
    const stranger = await bookableCentre(database.db);
    await book(stranger, "09:00", { vehicleNumber: "DL 3C AB 1234", contactMobile: mobile });
    const search = async (q: string) =>
      (await centreOf(fixture).centreBookings.search({ q })).map((booking) => booking.code);

    expect(await search(early.code.toLowerCase())).toEqual([early.code]);
    expect(await search("dl 3c ab 1234")).toEqual([early.code]);
    expect(await search("DL-3C-AB-1234")).toEqual([early.code]);
    expect(await search("cx0042")).toEqual([late.code]);
    expect(await search(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).toEqual([late.code, early.code]);
    expect(await search(mobile)).toEqual([late.code, early.code]);
    expect(await search(mobile.slice(-4))).toEqual([late.code, early.code]);
    expect(await search(`+91 ${mobile.slice(0, 6)}`)).toEqual([late.code, early.code]);
    expect(await search("7777")).toEqual([other.code]);
    expect(await search("nothing like it")).toEqual([]);
    const [found] = await centreOf(fixture).centreBookings.search({ q: early.code });
    expect(found).toMatchObject({ id: early.id, customer: { name: expect.any(String) } });
  });

  it("refuses a query too short to mean anything, naming the field", async () => {
    const fixture = await bookableCentre(database.db);
    await expect(centreOf(fixture).centreBookings.search({ q: "ab" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
