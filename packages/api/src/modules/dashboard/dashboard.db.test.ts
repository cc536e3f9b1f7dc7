import { indiaDate, indiaToInstant, weekdayOfDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest, paidUpiBooking } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { saveCentreSettings, saveOpeningHours } from "../../../test/support/centre-settings";
import { failure } from "../admin/admin.fixtures";

let db: Db;
let close: () => Promise<void>;
let mine: Awaited<ReturnType<typeof bookableCentre>>;
let theirs: Awaited<ReturnType<typeof bookableCentre>>;
const tomorrow = indiaDate(new Date(), 1);
const dayAfter = indiaDate(new Date(), 2);

const vendor = (fixture: typeof mine) => callerFor(db, { token: fixture.owner.token });

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  mine = await bookableCentre(db); // 2 bays, 30-minute slots, 08:00–20:00 every day
  theirs = await bookableCentre(db);
  await db.openingHours.update({
    where: { centreId_weekday: { centreId: mine.centre.id, weekday: weekdayOfDate(dayAfter) } },
    data: { closed: true },
  });

  const customer = await signedInUser(db, "user");
  const book = (fixture: typeof mine, time: string, serviceId = fixture.wash.id) =>
    callerFor(db, { token: customer.token }).booking.create({
      ...bookingRequest(fixture, { time }),
      items: [{ serviceId, quantity: 1 }],
    });
  const act = (fixture: typeof mine, bookingId: number, action: "confirm" | "cash_collected" | "cancel") =>
    vendor(fixture).centreBookings.act({
      bookingId,
      action,
      ...(action === "cancel" ? { reason: "Bay closed" } : {}),
    });

  // Mine, tomorrow: a collected cash wash, a confirmed polish with cash still due, a cancelled wash, a paid UPI wash.
  const collected = await book(mine, "10:00");
  await act(mine, collected.id, "confirm");
  await act(mine, collected.id, "cash_collected");
  const due = await book(mine, "11:00", mine.polish.id);
  await act(mine, due.id, "confirm");
  const cancelled = await book(mine, "12:00");
  await act(mine, cancelled.id, "cancel");
  await paidUpiBooking(db, mine, 49_900, indiaToInstant(tomorrow, 15 * 60));

  // Theirs, tomorrow: a large collected cash booking that must never show in my numbers.
  const other = await book(theirs, "10:00", theirs.polish.id);
  await act(theirs, other.id, "confirm");
  await act(theirs, other.id, "cash_collected");
});

afterAll(async () => {
  await close?.();
});

describe("dashboard.overview", () => {
  it("counts bookings, revenue (cash once collected), services, statuses and occupancy for the own centre only", async () => {
    const overview = await vendor(mine).dashboard.overview({ from: tomorrow, to: dayAfter });
    expect(overview.byDay).toEqual([
      {
        date: tomorrow,
        bookings: 3,
        revenuePaise: 99_800,
        reservedUnits: 3,
        capacityUnits: 48,
        occupancy: 3 / 48,
      },
      { date: dayAfter, bookings: 0, revenuePaise: 0, reservedUnits: 0, capacityUnits: 0, occupancy: null },
    ]);
    expect(overview.totals).toEqual({
      bookings: 3,
      revenuePaise: 99_800,
      cashDuePaise: 120_000,
      reservedUnits: 3,
      capacityUnits: 48,
      occupancy: 3 / 48,
    });
    expect(overview.byService).toEqual([
      { serviceId: mine.wash.id, name: "Basic Wash — Foam Wash", bookings: 2, revenuePaise: 99_800 },
    ]);
    expect(Object.fromEntries(overview.byStatus.map((s) => [s.status, s.count]))).toEqual({
      confirmed: 2,
      cancelled: 1,
      paid: 1,
    });

    const other = await vendor(theirs).dashboard.overview({ from: tomorrow, to: tomorrow });
    expect(other.totals).toMatchObject({
      bookings: 1,
      revenuePaise: 120_000,
      cashDuePaise: 0,
      reservedUnits: 2,
    });
    expect(other.byService.map((s) => s.serviceId)).toEqual([theirs.polish.id]);
  });

  it("keeps a past day's capacity as it was when today's bays, slot length or hours change", async () => {
    const centre = await bookableCentre(db); // 2 bays, 30-minute slots, 08:00–20:00: 48 bay-slots a day
    const yesterday = indiaDate(new Date(), -1);
    const today = indiaDate(new Date());
    const capacity = async () =>
      (await vendor(centre).dashboard.overview({ from: yesterday, to: today })).byDay.map((day) => [
        day.date,
        day.capacityUnits,
      ]);
    expect(await capacity()).toEqual([
      [yesterday, 48],
      [today, 48],
    ]);

    await saveCentreSettings(db, centre, { bays: 4, slotMinutes: 60 });
    expect(await capacity()).toEqual([
      [yesterday, 48],
      [today, 48],
    ]);
    await saveOpeningHours(db, centre, {
      opensAt: 8 * 60,
      closesAt: 12 * 60,
      closedWeekday: weekdayOfDate(today),
    });
    expect(await capacity()).toEqual([
      [yesterday, 48],
      [today, 0],
    ]);
    // Tomorrow follows today's schedule: 4 bays × 4 hour-long slots.
    const ahead = await vendor(centre).dashboard.overview({ from: tomorrow, to: tomorrow });
    expect(ahead.byDay[0]?.capacityUnits).toBe(weekdayOfDate(tomorrow) === weekdayOfDate(today) ? 0 : 16);
  });

  it("is empty outside the bookings' days", async () => {
    const today = indiaDate(new Date());
    const overview = await vendor(mine).dashboard.overview({ from: today, to: today });
    expect(overview.totals).toMatchObject({ bookings: 0, revenuePaise: 0, reservedUnits: 0 });
    expect(overview.byService).toEqual([]);
    expect(overview.byStatus).toEqual([]);
  });

  it("names the field of a bad range", async () => {
    const backwards = await failure(vendor(mine).dashboard.overview({ from: dayAfter, to: tomorrow }));
    expect(backwards).toMatchObject({ code: "BAD_REQUEST", field: "to" });
    const tooLong = await failure(vendor(mine).dashboard.overview({ from: "2026-01-01", to: "2026-06-30" }));
    expect(tooLong).toMatchObject({ code: "BAD_REQUEST", field: "to" });
    expect(tooLong.message).toMatch(/at most 92 days/);
    const badDate = await failure(vendor(mine).dashboard.overview({ from: "01/01/2026", to: "2026-01-02" }));
    expect(badDate).toMatchObject({ code: "BAD_REQUEST", field: "from" });
  });
});

describe("dashboard.me", () => {
  it("tells the vendor their centre's name and standing", async () => {
    const me = await vendor(mine).dashboard.me();
    expect(me).toMatchObject({
      user: { id: mine.owner.id },
      centre: {
        id: mine.centre.id,
        name: mine.centre.name,
        status: "approved",
        statusReason: null,
        serviceCount: 2,
      },
    });
  });
});
