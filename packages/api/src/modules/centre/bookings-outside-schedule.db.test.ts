import { indiaDate, indiaToInstant, weekdayOfDate } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { saveCentreSettings, saveOpeningHours } from "../../../test/support/centre-settings";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

const date = () => indiaDate(new Date(), 1);
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return indiaToInstant(date(), h * 60 + m);
};

/** A 3-bay centre open 08:00–20:00, with 30-minute washes booked tomorrow; the 10:00 slot is full. */
async function bookedCentre() {
  const fixture = await bookableCentre(database.db, { bays: 3 });
  const book = async (time: string) => {
    const { token } = await signedInUser(database.db);
    const caller = callerFor(database.db, { token });
    return { caller, booking: await caller.booking.create(bookingRequest(fixture, { date: date(), time })) };
  };
  const early = (await book("08:00")).booking;
  const tens = [(await book("10:00")).booking, (await book("10:00")).booking, (await book("10:00")).booking];
  const late = (await book("19:30")).booking;
  // Cancelled: its bay is free again, so it is never reported.
  const cancelled = await book("08:30");
  await cancelled.caller.booking.cancel({ bookingId: cancelled.booking.id });
  return { fixture, early, tens, late };
}

describe("changing hours or bays never moves a booking, and names the ones left outside", () => {
  it("lists the upcoming bookings outside new opening hours, soonest first", async () => {
    const { fixture, early, late } = await bookedCentre();
    const before = await database.db.bayReservation.findMany({ orderBy: { bookingId: "asc" } });

    const saved = await saveOpeningHours(database.db, fixture, { opensAt: 9 * 60, closesAt: 19 * 60 });
    expect(saved.bookingsOutsideSchedule).toEqual([
      {
        id: early.id,
        code: early.code,
        slotStart: at("08:00"),
        slotEnd: at("08:30"),
        bay: 1,
        reasons: ["outside_hours"],
      },
      {
        id: late.id,
        code: late.code,
        slotStart: at("19:30"),
        slotEnd: at("20:00"),
        bay: 1,
        reasons: ["outside_hours"],
      },
    ]);
    // Nothing moved or was released.
    expect(await database.db.bayReservation.findMany({ orderBy: { bookingId: "asc" } })).toEqual(before);
  });

  it("adds the bookings on bays above a lower bay count; a new slot length alone leaves none out", async () => {
    const { fixture, tens } = await bookedCentre();
    const longer = await saveCentreSettings(database.db, fixture, { slotMinutes: 45 });
    expect(longer).toMatchObject({ slotMinutes: 45, bookingsOutsideSchedule: [] });

    const fewer = await saveCentreSettings(database.db, fixture, { bays: 2 });
    expect(fewer.bays).toBe(2);
    expect(fewer.bookingsOutsideSchedule).toEqual([
      expect.objectContaining({ id: tens[2]?.id, slotStart: at("10:00"), bay: 3, reasons: ["beyond_bays"] }),
    ]);
    const reservation = await database.db.bayReservation.findMany({ where: { bookingId: tens[2]?.id } });
    expect(reservation).toEqual([
      expect.objectContaining({ bay: 3, slotStart: at("10:00"), slotEnd: at("10:30") }),
    ]);
  });

  it("lists every booking of a day the centre now closes, with both reasons where both apply", async () => {
    const { fixture, early, tens, late } = await bookedCentre();
    await saveCentreSettings(database.db, fixture, { bays: 2 });
    const closed = await saveOpeningHours(database.db, fixture, {
      opensAt: 8 * 60,
      closesAt: 20 * 60,
      closedWeekday: weekdayOfDate(date()),
    });
    expect(closed.bookingsOutsideSchedule.map((b) => [b.id, b.reasons])).toEqual([
      [early.id, ["outside_hours"]],
      [tens[0]?.id, ["outside_hours"]],
      [tens[1]?.id, ["outside_hours"]],
      [tens[2]?.id, ["outside_hours", "beyond_bays"]],
      [late.id, ["outside_hours"]],
    ]);
  });
});
