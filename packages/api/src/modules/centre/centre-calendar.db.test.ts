import { indiaDate, indiaToInstant } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { setClockOffset } from "../../lib/clock";

// A centre's calendar (holidays, special hours, breaks, bay blocks) as availability and booking creation read
// it, and the bookings it leaves out listed for the owner. On PGlite, and on PostgreSQL with DATABASE_URL set.
let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

type Fixture = Awaited<ReturnType<typeof bookableCentre>>;
const inDays = (days: number) => indiaDate(new Date(), days);

const calendarOf = (fixture: Fixture) =>
  callerFor(database.db, { token: fixture.owner.token }).vendor.calendar;

async function book(fixture: Fixture, date: string, time: string) {
  const { token } = await signedInUser(database.db);
  return callerFor(database.db, { token }).booking.create(bookingRequest(fixture, { date, time }));
}

async function availability(fixture: Fixture, date: string) {
  return callerFor(database.db).booking.availability({
    centreId: fixture.centre.id,
    vehicleTypeId: fixture.vehicleType.id,
    date,
    items: [{ serviceId: fixture.wash.id, quantity: 1 }],
  });
}

const freeTimes = async (fixture: Fixture, date: string) =>
  (await availability(fixture, date)).slots.filter((slot) => slot.available).map((slot) => slot.time);

const notBookable = { code: "BAD_REQUEST", message: expect.stringContaining("is not a bookable time") };
const filledUp = { code: "CONFLICT", message: "That slot just filled up; please choose another time" };

describe("a holiday or special hours on a date", () => {
  it("closes the date: no slots, bookings refused, the booking already there listed", async () => {
    const fixture = await bookableCentre(database.db, { bays: 2 });
    const diwali = inDays(3);
    const before = await book(fixture, diwali, "10:00");

    const calendar = await calendarOf(fixture).setDay({
      date: diwali,
      name: "Diwali",
      closed: true,
      version: null,
    });

    expect(calendar.dayRules).toEqual([
      expect.objectContaining({ date: diwali, name: "Diwali", closed: true, opensAt: null, closesAt: null }),
    ]);
    expect(calendar.bookingsOutsideSchedule).toEqual([
      expect.objectContaining({ id: before.id, reasons: ["closed_date"] }),
    ]);
    const day = await availability(fixture, diwali);
    expect(day.closed).toBe(true);
    expect(day.slots).toEqual([]);
    await expect(book(fixture, diwali, "11:00")).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(" is closed on "),
    });
    // The next day keeps the weekly hours.
    expect(await freeTimes(fixture, inDays(4))).toContain("11:00");
  });

  it("shows what closing a date leaves out before saving it, without a booking already begun", async () => {
    const fixture = await bookableCentre(database.db, { bays: 2 });
    const holi = inDays(3);
    const started = await book(fixture, holi, "10:00");
    const waiting = await book(fixture, holi, "12:00");
    await book(fixture, inDays(4), "12:00");
    // The job at 10:00 is under way (the clock is moved to it: its slot has begun).
    await database.db.booking.update({ where: { id: started.id }, data: { status: "in_progress" } });
    setClockOffset(indiaToInstant(holi, 10 * 60 + 5).getTime() - Date.now());
    try {
      const preview = await calendarOf(fixture).previewDay({
        date: holi,
        name: "Holi",
        closed: true,
        version: null,
      });
      expect(preview.map((b) => [b.code, b.reasons])).toEqual([[waiting.code, ["closed_date"]]]);
      // Nothing is saved by asking.
      expect((await calendarOf(fixture).get()).dayRules).toEqual([]);

      const saved = await calendarOf(fixture).setDay({
        date: holi,
        name: "Holi",
        closed: true,
        version: null,
      });
      expect(saved.bookingsOutsideSchedule.map((b) => b.id)).toEqual([waiting.id]);
    } finally {
      setClockOffset(0);
    }
  });

  it("special hours replace the weekday's for that date only, and setting the date again replaces them", async () => {
    const fixture = await bookableCentre(database.db, { bays: 1 });
    const date = inDays(5);
    const first = await calendarOf(fixture).setDay({
      date,
      name: "Short day",
      closed: false,
      opensAt: 600,
      closesAt: 720,
      version: null,
    });
    expect(await freeTimes(fixture, date)).toEqual(["10:00", "10:30", "11:00", "11:30"]);
    await expect(book(fixture, date, "09:00")).rejects.toMatchObject(notBookable);
    await expect(book(fixture, date, "11:30")).resolves.toMatchObject({ status: "requested" });

    const calendar = await calendarOf(fixture).setDay({
      date,
      name: "Shorter day",
      closed: false,
      opensAt: 600,
      closesAt: 660,
      version: first.dayRules[0]?.version ?? 0,
    });
    expect(calendar.dayRules).toHaveLength(1);
    expect(calendar.bookingsOutsideSchedule).toEqual([
      expect.objectContaining({ reasons: ["outside_hours"] }),
    ]);

    const shown = calendar.dayRules[0];
    const removed = await calendarOf(fixture).removeDay({ id: shown?.id ?? 0, version: shown?.version ?? 0 });
    expect(removed.dayRules).toEqual([]);
    expect(removed.bookingsOutsideSchedule).toEqual([]);
    expect(await freeTimes(fixture, date)).toContain("09:00");
  });

  it("refuses a date in the past and hours that close before they open, naming the field", async () => {
    const fixture = await bookableCentre(database.db);
    await expect(
      calendarOf(fixture).setDay({ date: inDays(-1), name: "Gone", closed: true, version: null }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { field: "date" } });
    await expect(
      calendarOf(fixture).setDay({
        date: inDays(2),
        name: "Odd",
        closed: false,
        opensAt: 700,
        closesAt: 600,
        version: null,
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { issues: [expect.objectContaining({ path: ["closesAt"] })] },
    });
    expect(await database.db.centreDayRule.count({ where: { centreId: fixture.centre.id } })).toBe(0);
  });
});

describe("breaks inside the day", () => {
  it("no job runs across a break, on every day or on its weekday only", async () => {
    const fixture = await bookableCentre(database.db, { bays: 2 });
    const date = inDays(2);
    const existing = await book(fixture, date, "13:30");
    const calendar = await calendarOf(fixture).addBreak({
      weekday: null,
      startsAt: 13 * 60,
      endsAt: 14 * 60,
      name: "Lunch",
    });
    expect(calendar.bookingsOutsideSchedule).toEqual([
      expect.objectContaining({ id: existing.id, reasons: ["in_break"] }),
    ]);
    const times = await freeTimes(fixture, date);
    expect(times).toContain("12:30");
    expect(times).not.toContain("13:00");
    expect(times).not.toContain("13:30");
    expect(times).toContain("14:00");
    await expect(book(fixture, date, "13:00")).rejects.toMatchObject(notBookable);

    const removed = await calendarOf(fixture).removeBreak({ id: calendar.breaks[0]?.id ?? 0 });
    expect(removed.breaks).toEqual([]);
    expect(await freeTimes(fixture, date)).toContain("13:00");
  });
});

describe("a bay blocked for maintenance", () => {
  it("takes the bay out of availability and of booking, and lists the booking already on it", async () => {
    const fixture = await bookableCentre(database.db, { bays: 1 });
    const date = inDays(2);
    const onBay = await book(fixture, date, "10:00");
    const calendar = await calendarOf(fixture).blockBay({
      bay: 1,
      startsAt: indiaToInstant(date, 9 * 60),
      endsAt: indiaToInstant(date, 12 * 60),
      reason: "Pressure washer repair",
    });
    expect(calendar.bayBlocks).toEqual([
      expect.objectContaining({ bay: 1, reason: "Pressure washer repair" }),
    ]);
    expect(calendar.bookingsOutsideSchedule).toEqual([
      expect.objectContaining({ id: onBay.id, reasons: ["bay_blocked"] }),
    ]);
    const times = await freeTimes(fixture, date);
    expect(times).not.toContain("09:00");
    expect(times).not.toContain("11:30");
    expect(times).toContain("12:00");
    await expect(book(fixture, date, "11:00")).rejects.toMatchObject(filledUp);
    await expect(book(fixture, date, "12:00")).resolves.toMatchObject({ status: "requested" });
  });

  it("with two bays, bookings go to the other bay while one is blocked", async () => {
    const fixture = await bookableCentre(database.db, { bays: 2 });
    const date = inDays(3);
    await calendarOf(fixture).blockBay({
      bay: 1,
      startsAt: indiaToInstant(date, 8 * 60),
      endsAt: indiaToInstant(date, 20 * 60),
      reason: "Drain cleaning",
    });
    const booked = await book(fixture, date, "10:00");
    const reservation = await database.db.bayReservation.findFirstOrThrow({
      where: { bookingId: booked.id },
    });
    expect(reservation.bay).toBe(2);
    expect((await availability(fixture, date)).slots.find((slot) => slot.time === "10:00")?.freeBays).toBe(0);
  });

  it("refuses a block over another of the same bay, a bay the centre lacks, and one already over", async () => {
    const fixture = await bookableCentre(database.db, { bays: 2 });
    const date = inDays(2);
    const block = {
      bay: 2,
      startsAt: indiaToInstant(date, 9 * 60),
      endsAt: indiaToInstant(date, 11 * 60),
      reason: "Repair",
    };
    const first = await calendarOf(fixture).blockBay(block);
    await expect(
      calendarOf(fixture).blockBay({ ...block, startsAt: indiaToInstant(date, 10 * 60) }),
    ).rejects.toMatchObject({ code: "CONFLICT", cause: { field: "startsAt" } });
    await expect(calendarOf(fixture).blockBay({ ...block, bay: 3 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { field: "bay" },
      message: expect.stringContaining("choose bay 1 to 2"),
    });
    await expect(
      calendarOf(fixture).blockBay({
        ...block,
        startsAt: new Date(Date.now() - 7_200_000),
        endsAt: new Date(Date.now() - 3_600_000),
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { field: "endsAt" } });
    // The same bay later that day, and the other bay at the same time, are fine.
    await calendarOf(fixture).blockBay({ ...block, bay: 1 });
    await calendarOf(fixture).blockBay({
      ...block,
      startsAt: indiaToInstant(date, 11 * 60),
      endsAt: indiaToInstant(date, 12 * 60),
    });
    const unblocked = await calendarOf(fixture).unblockBay({ id: first.bayBlocks[0]?.id ?? 0 });
    expect(unblocked.bayBlocks.map((b) => b.bay).sort()).toEqual([1, 2]);
  });

  it("another centre's entries are not found, and nothing of them changes", async () => {
    const mine = await bookableCentre(database.db);
    const other = await bookableCentre(database.db);
    const calendar = await calendarOf(mine).addBreak({
      weekday: 1,
      startsAt: 600,
      endsAt: 630,
      name: "Puja",
    });
    const id = calendar.breaks[0]?.id ?? 0;
    await expect(calendarOf(other).removeBreak({ id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { field: "id" },
    });
    expect(await database.db.centreBreak.count({ where: { id } })).toBe(1);
  });
});
