import { indiaDate, indiaToInstant, weekdayOfDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";
import { onTheRoad } from "../../../test/support/crew-fixtures";
import { freshMemberOf } from "../../../test/support/team-fixtures";

let test: TestDb;
let db: Db;
beforeAll(async () => {
  test = await createTestDb();
  db = test.db;
});
afterAll(() => test?.close());

const tomorrow = () => indiaDate(new Date(), 1);
const india = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return indiaToInstant(tomorrow(), (hours ?? 0) * 60 + (minutes ?? 0));
};

// Janpath (110001) is 7.6 km from the fixture centre in Lajpat Nagar: 35 minutes by road at city speed.
const JANPATH = { zip: "110001", address: "14 Janpath" };
const LAJPAT = { zip: "110024", address: "B-12 Lajpat Nagar" };

/**
 * A centre whose owner is its one washer (and driver), 07:00–21:00, and a way to book it as a new customer each
 * time.
 */
async function fieldCentre() {
  const fixture = await bookableCentre(db, { doorstep: true });
  await db.crewMember.updateMany({
    where: { centreId: fixture.centre.id },
    data: { shiftStart: 7 * 60, shiftEnd: 21 * 60 },
  });
  const book = async (
    place: { zip: string; address: string },
    time: string,
    serviceMode: "doorstep" | "pick_drop" = "doorstep",
  ) => {
    const { token } = await signedInUser(db);
    const caller = callerFor(db, { token });
    const booking = await caller.booking.create({
      ...bookingRequest(fixture, { time }),
      serviceMode,
      ...place,
    });
    return { booking, caller };
  };
  const holds = () =>
    db.crewHold.findMany({
      where: { centreId: fixture.centre.id },
      orderBy: { workStart: "asc" },
      select: { bookingId: true, leg: true, travelStart: true, workStart: true, workEnd: true },
    });
  return { fixture, book, holds };
}

describe("a doorstep job holds a washer, not a bay", () => {
  it("from leaving the previous stop to finishing, and puts them on the job card", async () => {
    const { fixture, book, holds } = await fieldCentre();
    const { booking } = await book(JANPATH, "11:00");
    expect(await holds()).toEqual([
      {
        bookingId: booking.id,
        leg: "doorstep",
        travelStart: india("10:25"),
        workStart: india("11:00"),
        workEnd: india("11:30"),
      },
    ]);
    expect(await db.bayReservation.count({ where: { bookingId: booking.id } })).toBe(0);
    const row = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row).toMatchObject({ washerId: fixture.owner.id });
    expect(row.latitude).toBeCloseTo(28.63, 1);
  });

  it("refuses a second job when the one washer cannot be there, naming the place and time, writing nothing", async () => {
    const { fixture, book } = await fieldCentre();
    await book(JANPATH, "11:00");
    const before = await db.booking.count({ where: { centreId: fixture.centre.id } });
    expect(await fieldErrorsOfRejection(book(LAJPAT, "11:30"))).toEqual({
      time: expect.stringMatching(
        new RegExp(`^No washer from ${fixture.centre.name} can reach Delhi \\(110024\\) at 11:30 on `),
      ),
    });
    expect(await db.booking.count({ where: { centreId: fixture.centre.id } })).toBe(before);
  });

  it("offers a time exactly when booking it succeeds: after the work and the travel from the stop before", async () => {
    const { fixture, book } = await fieldCentre();
    await book(JANPATH, "11:00");
    const availability = await callerFor(db).booking.availability({
      centreId: fixture.centre.id,
      vehicleTypeId: fixture.vehicleType.id,
      items: [{ serviceId: fixture.wash.id, quantity: 1 }],
      date: tomorrow(),
      serviceMode: "doorstep",
      ...LAJPAT,
    });
    const offered = (time: string) => availability.slots.find((slot) => slot.time === time)?.available;
    // Busy 10:25–11:30 at Janpath, 35 minutes back to Lajpat Nagar: 12:00 is too soon, 12:30 is not. Before it,
    // a job at Lajpat Nagar must end by 10:25 to reach Janpath by 11:00: 09:30 does, 10:00 does not.
    expect([
      offered("09:30"),
      offered("10:00"),
      offered("11:30"),
      offered("12:00"),
      offered("12:30"),
    ]).toEqual([true, false, false, false, true]);
    await expect(book(LAJPAT, "12:00")).rejects.toThrow(/No washer/);
    await expect(book(LAJPAT, "10:00")).rejects.toThrow(/No washer/);
    await expect(book(LAJPAT, "12:30")).resolves.toBeDefined();
    await expect(book(LAJPAT, "09:30")).resolves.toBeDefined();
  });

  it("gives the washer back when cancelled, and the next stop then leaves from the one before it", async () => {
    const { book, holds } = await fieldCentre();
    const first = await book(LAJPAT, "09:30");
    const middle = await book(JANPATH, "11:00");
    const last = await book(LAJPAT, "12:30");
    // The fixtures place PIN 110024 at its centre, 5 minutes from the centre's own corner of Lajpat Nagar.
    expect((await holds()).map((hold) => hold.travelStart)).toEqual([
      india("09:25"),
      india("10:25"),
      india("11:55"),
    ]);
    await middle.caller.booking.cancel({ bookingId: middle.booking.id });
    expect(await holds()).toEqual([
      expect.objectContaining({ bookingId: first.booking.id, travelStart: india("09:25") }),
      expect.objectContaining({ bookingId: last.booking.id, travelStart: india("12:30") }),
    ]);
  });
});

describe("pick & drop holds a driver for both drives and a bay for the wash", () => {
  it("fetches the car in time for the slot and brings it back after", async () => {
    const { fixture, book, holds } = await fieldCentre();
    const { booking } = await book(JANPATH, "14:00", "pick_drop");
    expect(await holds()).toEqual([
      expect.objectContaining({
        leg: "pickup",
        travelStart: india("12:50"),
        workStart: india("13:25"),
        workEnd: india("14:00"),
      }),
      expect.objectContaining({
        leg: "return",
        travelStart: india("14:30"),
        workStart: india("14:30"),
        workEnd: india("15:05"),
      }),
    ]);
    expect(await db.bayReservation.count({ where: { bookingId: booking.id } })).toBe(1);
    // The same person washes at doors too: a doorstep job while they drive is refused.
    await expect(book(LAJPAT, "14:30")).rejects.toThrow(/No washer/);
    expect(fixture.centre.offersDoorstep).toBe(true);
  });
});

describe("one person is never in two places", () => {
  it("the database refuses an overlapping hold of the same person", async () => {
    const { holds, book } = await fieldCentre();
    const { booking } = await book(JANPATH, "11:00");
    const [hold] = await holds();
    const member = await db.crewHold.findFirstOrThrow({ where: { bookingId: booking.id } });
    const other = await book(LAJPAT, "15:00");
    await expect(
      db.crewHold.update({
        where: { bookingId_leg: { bookingId: other.booking.id, leg: "doorstep" } },
        data: { travelStart: hold?.workStart, crewMemberId: member.crewMemberId },
      }),
    ).rejects.toThrow(/crew_holds_no_overlap|exclusion|conflicting key/i);
  });
});

describe("the crew on the console", () => {
  it("lists who goes out, refuses a stale save and taking someone off with jobs ahead", async () => {
    const { fixture, book } = await fieldCentre();
    const console = callerFor(db, { token: fixture.owner.token });
    const [owner] = await console.crew.list();
    expect(owner).toMatchObject({
      userId: fixture.owner.id,
      kinds: ["washer", "driver"],
      shiftStart: "07:00",
      jobsAhead: 0,
    });
    // A day off that is not tomorrow, when the jobs below are booked.
    const dayOff = (weekdayOfDate(tomorrow()) + 3) % 7;
    const saved = await console.crew.save({
      userId: fixture.owner.id,
      kinds: ["washer"],
      shiftStart: "08:00",
      shiftEnd: "18:00",
      daysOff: [dayOff],
      version: owner?.version,
    });
    expect(saved[0]).toMatchObject({ kinds: ["washer"], shiftEnd: "18:00", daysOff: [dayOff] });
    await expect(
      console.crew.save({
        userId: fixture.owner.id,
        kinds: ["driver"],
        shiftStart: "08:00",
        shiftEnd: "18:00",
        version: owner?.version,
      }),
    ).rejects.toThrow("This washer or driver was changed since you opened it; here is how it is now");
    const stranger = await signedInUser(db);
    expect(
      await fieldErrorsOfRejection(
        console.crew.save({ userId: stranger.id, kinds: ["washer"], shiftStart: "08:00", shiftEnd: "07:00" }),
      ),
    ).toEqual({ shiftEnd: "The shift must end after it starts" });
    expect(
      await fieldErrorsOfRejection(
        console.crew.save({ userId: stranger.id, kinds: ["washer"], shiftStart: "08:00", shiftEnd: "18:00" }),
      ),
    ).toEqual({ userId: expect.stringMatching(/^Add them to the team first/) });
    await book(LAJPAT, "11:00");
    expect(await fieldErrorsOfRejection(console.crew.remove({ userId: fixture.owner.id }))).toEqual({
      userId: expect.stringMatching(/ has 1 jobs ahead: reassign them/),
    });
  });

  it("counts the jobs a later change of shift or days off leaves outside, and keeps them", async () => {
    const { fixture, book } = await fieldCentre();
    const console = callerFor(db, { token: fixture.owner.token });
    await book(LAJPAT, "11:00");
    const shift = async (shiftStart: string, daysOff: number[] = []) => {
      const [owner] = await console.crew.list();
      const [after] = await console.crew.save({
        userId: fixture.owner.id,
        kinds: owner?.kinds ?? ["washer"],
        shiftStart,
        shiftEnd: "18:00",
        daysOff,
        version: owner?.version,
      });
      return after;
    };
    expect(await shift("12:00")).toMatchObject({ jobsAhead: 1, jobsOutsideShift: 1 });
    expect(await shift("08:00")).toMatchObject({ jobsAhead: 1, jobsOutsideShift: 0 });
    expect(await shift("08:00", [weekdayOfDate(tomorrow())])).toMatchObject({
      jobsAhead: 1,
      jobsOutsideShift: 1,
    });
  });
});

describe("dispatch", () => {
  it("a washer off sick: their day goes to whoever can be there, the customers are told, the rest is listed", async () => {
    const { fixture, book } = await fieldCentre();
    const first = await book(LAJPAT, "09:00");
    const second = await book(JANPATH, "11:00");
    const third = await book(LAJPAT, "15:00");
    const centreId = fixture.centre.id;
    // A second washer joins, on the morning only.
    const ravi = await freshMemberOf({ db }, centreId, "staff");
    await onTheRoad(db, { centreId, userId: ravi.id }, ["washer"], { start: 8 * 60, end: 13 * 60 });
    const console = callerFor(db, { token: fixture.owner.token });

    const day = await console.centreBookings.reassignDay({ userId: fixture.owner.id, date: tomorrow() });
    expect(day.moved.map((job) => [job.code, job.to])).toEqual([
      [first.booking.code, expect.stringMatching(/^Test vendor/)],
      [second.booking.code, expect.stringMatching(/^Test vendor/)],
    ]);
    expect(day.kept).toEqual([{ bookingId: third.booking.id, code: third.booking.code }]);
    const told = await db.outboxMessage.findMany({
      where: { topic: "booking.crew_changed" },
      select: { payload: true },
    });
    expect(told.map((row) => (row.payload as { bookingId: number }).bookingId).sort()).toEqual(
      [first.booking.id, second.booking.id].sort(),
    );
    expect(await db.booking.findUniqueOrThrow({ where: { id: second.booking.id } })).toMatchObject({
      washerId: ravi.id,
    });

    const lanes = (await console.centreBookings.timeline({ date: tomorrow() })).crew;
    expect(lanes.map((lane) => [lane.userId, lane.jobs.map((job) => job.code)])).toEqual([
      [fixture.owner.id, [third.booking.code]],
      [ravi.id, [first.booking.code, second.booking.code]],
    ]);
    expect(lanes[1]?.jobs[1]).toMatchObject({
      leg: "doorstep",
      place: "14 Janpath (110001)",
      workStart: india("11:00"),
    });

    // Ravi's shift ends at 13:00: the 15:00 job cannot be his, and saying so names him and the time.
    expect(
      await fieldErrorsOfRejection(
        console.centreBookings.reassignCrew({ bookingId: third.booking.id, userId: ravi.id }),
      ),
    ).toEqual({
      userId: expect.stringMatching(/^Test vendor \d+ cannot take booking \w+ at 3:00 pm: busy, off/),
    });
    await console.centreBookings.reassignCrew({ bookingId: first.booking.id, userId: fixture.owner.id });
    expect(
      (await db.crewHold.findFirstOrThrow({ where: { bookingId: first.booking.id } })).crewMemberId,
    ).not.toBe(
      (await db.crewHold.findFirstOrThrow({ where: { bookingId: second.booking.id } })).crewMemberId,
    );
  });
});
