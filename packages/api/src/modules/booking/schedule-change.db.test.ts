import { indiaDate } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { saveCentreSettings, saveOpeningHours } from "../../../test/support/centre-settings";

// Regression: bays used to be matched by exact slot-unit start, so once a centre changed its slot length or
// opening hours the new units (09:15, 10:00 ...) missed the old ones (09:00, 09:30 ...) and one bay was sold
// twice. On PGlite, and on PostgreSQL with DATABASE_URL set.
let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

type Fixture = Awaited<ReturnType<typeof bookableCentre>>;
const date = () => indiaDate(new Date(), 1);

/** A one-bay centre with 30-minute slots whose only bay is booked 10:00–10:30 tomorrow (a 30-minute wash). */
async function centreBookedAtTen() {
  const fixture = await bookableCentre(database.db, { bays: 1, slotMinutes: 30 });
  const first = await book(fixture, "10:00");
  expect(first).toMatchObject({ status: "requested" });
  return fixture;
}

async function book(fixture: Fixture, time: string) {
  const { token } = await signedInUser(database.db);
  return callerFor(database.db, { token }).booking.create(bookingRequest(fixture, { date: date(), time }));
}

async function availableTimes(fixture: Fixture) {
  const availability = await callerFor(database.db).booking.availability({
    centreId: fixture.centre.id,
    vehicleTypeId: fixture.vehicleType.id,
    date: date(),
    items: [{ serviceId: fixture.wash.id, quantity: 1 }],
  });
  return new Map(availability.slots.map((slot) => [slot.time, slot.available]));
}

/** The vendor changes the slot length in the console's centre form (everything else as it was). */
const changeSlotLength = (fixture: Fixture, slotMinutes: number) =>
  saveCentreSettings(database.db, fixture, { slotMinutes });

/** The vendor opens at `opensAt` (minutes after midnight) every day. */
const changeOpeningTime = (fixture: Fixture, opensAt: number) =>
  saveOpeningHours(database.db, fixture, { opensAt, closesAt: 20 * 60 });

const filledUp = { code: "CONFLICT", message: "That slot just filled up; please choose another time" };

describe("a change of slot length or opening hours never sells a booked bay twice", () => {
  it("slot length 30 → 45 minutes: 09:30 and 10:15 overlap 10:00–10:30 and are refused", async () => {
    const fixture = await centreBookedAtTen();
    await changeSlotLength(fixture, 45);

    // 45-minute slots from 08:00: 09:30–10:15 and 10:15–11:00 overlap the booking, 08:45 and 11:00 do not.
    const times = await availableTimes(fixture);
    expect([...times.keys()]).toContain("10:15");
    expect(times.get("09:30")).toBe(false);
    expect(times.get("10:15")).toBe(false);
    expect(times.get("08:45")).toBe(true);
    expect(times.get("11:00")).toBe(true);

    await expect(book(fixture, "10:15")).rejects.toMatchObject(filledUp);
    await expect(book(fixture, "09:30")).rejects.toMatchObject(filledUp);
    await expect(book(fixture, "11:00")).resolves.toMatchObject({ status: "requested" });
    expect(await database.db.booking.count({ where: { centreId: fixture.centre.id } })).toBe(2);
  });

  it("opening at 09:15 instead of 08:00: 09:45 and 10:15 overlap 10:00–10:30 and are refused", async () => {
    const fixture = await centreBookedAtTen();
    await changeOpeningTime(fixture, 9 * 60 + 15);

    const times = await availableTimes(fixture);
    expect(times.get("09:45")).toBe(false);
    expect(times.get("10:15")).toBe(false);
    expect(times.get("09:15")).toBe(true);
    expect(times.get("10:45")).toBe(true);

    await expect(book(fixture, "10:15")).rejects.toMatchObject(filledUp);
    await expect(book(fixture, "09:45")).rejects.toMatchObject(filledUp);
    await expect(book(fixture, "10:45")).resolves.toMatchObject({ status: "requested" });
  });

  it("a reschedule after the change is checked against booked time ranges too", async () => {
    const fixture = await bookableCentre(database.db, { bays: 1, slotMinutes: 30 });
    const day = indiaDate(new Date(), 3); // far enough ahead to reschedule
    const customer = async () => callerFor(database.db, { token: (await signedInUser(database.db)).token });
    await (await customer()).booking.create(bookingRequest(fixture, { date: day, time: "10:00" }));
    const mover = await customer();
    const noon = await mover.booking.create(bookingRequest(fixture, { date: day, time: "12:00" }));
    await changeSlotLength(fixture, 45);

    await expect(
      mover.booking.reschedule({ bookingId: noon.id, date: day, time: "10:15" }),
    ).rejects.toMatchObject(filledUp);
    // 11:45–12:30 overlaps only the booking's own 12:00–12:30, which it gives up as it moves.
    const moved = await mover.booking.reschedule({ bookingId: noon.id, date: day, time: "11:45" });
    expect(await database.db.bayReservation.findMany({ where: { bookingId: noon.id } })).toEqual([
      expect.objectContaining({ bay: 1, slotStart: moved.slotStart, slotEnd: moved.slotEnd }),
    ]);
    expect(moved.slotEnd.getTime() - moved.slotStart.getTime()).toBe(45 * 60_000);
  });

  it("the existing booking keeps its time and bay", async () => {
    const fixture = await centreBookedAtTen();
    const before = await database.db.bayReservation.findMany({ where: { centreId: fixture.centre.id } });
    await changeSlotLength(fixture, 45);
    await changeOpeningTime(fixture, 9 * 60 + 15);
    expect(await database.db.bayReservation.findMany({ where: { centreId: fixture.centre.id } })).toEqual(
      before,
    );
  });
});
