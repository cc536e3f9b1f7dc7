import { indiaDate, indiaToInstant } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";
import { onTheRoad } from "../../../test/support/crew-fixtures";
import { freshMemberOf } from "../../../test/support/team-fixtures";
import { shortPlace } from "./crew-route.service";

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

const JANPATH = { zip: "110001", address: "14 Janpath" };
const LAJPAT = { zip: "110024", address: "B-12 Lajpat Nagar" };

/** A doorstep centre whose owner is its one washer, 07:00–21:00, booked by a new customer each time. */
async function fieldCentre() {
  const fixture = await bookableCentre(db, { doorstep: true });
  await db.crewMember.updateMany({
    where: { centreId: fixture.centre.id },
    data: { shiftStart: 7 * 60, shiftEnd: 21 * 60 },
  });
  const book = async (place: { zip: string; address: string }, time: string) => {
    const { token } = await signedInUser(db);
    return callerFor(db, { token }).booking.create({
      ...bookingRequest(fixture, { time }),
      serviceMode: "doorstep",
      ...place,
    });
  };
  const console = callerFor(db, { token: fixture.owner.token });
  const codesOf = async (userId: number) =>
    (await console.crew.route({ userId, date: tomorrow() })).stops.map((stop) => stop.code);
  return { fixture, book, console, codesOf };
}

describe("a washer's day as a route", () => {
  it("starts at the centre and lists the stops in order of work start, booked in any order", async () => {
    const { fixture, book, console } = await fieldCentre();
    const late = await book(LAJPAT, "12:30");
    const early = await book(LAJPAT, "09:30");
    const middle = await book(JANPATH, "11:00");

    const route = await console.crew.route({ userId: fixture.owner.id, date: tomorrow() });
    expect(route).toMatchObject({
      userId: fixture.owner.id,
      date: tomorrow(),
      base: { latitude: 28.5677, longitude: 77.2433 },
    });
    expect(route.stops.map((stop) => [stop.code, stop.workStart])).toEqual([
      [early.code, india("09:30")],
      [middle.code, india("11:00")],
      [late.code, india("12:30")],
    ]);
    expect(route.stops[1]).toMatchObject({
      bookingId: middle.id,
      leg: "doorstep",
      travelStart: india("10:25"),
      workEnd: india("11:30"),
      place: "14 Janpath, 110001",
      status: middle.status,
    });
    // A doorstep job starts and ends at the customer's door (Janpath is north of the centre).
    expect(route.stops[1]?.from).toEqual(route.stops[1]?.to);
    expect(route.stops[1]?.from.latitude).toBeCloseTo(28.63, 1);

    // Another day holds nothing.
    const dayAfter = indiaDate(new Date(), 2);
    expect((await console.crew.route({ userId: fixture.owner.id, date: dayAfter })).stops).toEqual([]);
  });

  it("after dispatch a job leaves one person's route and enters the other's in time order", async () => {
    const { fixture, book, console, codesOf } = await fieldCentre();
    const first = await book(LAJPAT, "09:00");
    const second = await book(JANPATH, "11:00");
    const third = await book(LAJPAT, "14:00");
    const ravi = await freshMemberOf({ db }, fixture.centre.id, "staff");
    await onTheRoad(db, { centreId: fixture.centre.id, userId: ravi.id }, ["washer"]);
    expect(await codesOf(fixture.owner.id)).toEqual([first.code, second.code, third.code]);
    expect(await codesOf(ravi.id)).toEqual([]);

    // The later job first: the earlier one given afterwards still comes first on his route.
    await console.centreBookings.reassignCrew({ bookingId: third.id, userId: ravi.id });
    await console.centreBookings.reassignCrew({ bookingId: first.id, userId: ravi.id });
    expect(await codesOf(fixture.owner.id)).toEqual([second.code]);
    expect(await codesOf(ravi.id)).toEqual([first.code, third.code]);

    await console.centreBookings.reassignCrew({ bookingId: second.id, userId: ravi.id });
    expect(await codesOf(fixture.owner.id)).toEqual([]);
    expect(await codesOf(ravi.id)).toEqual([first.code, second.code, third.code]);
  });

  it("answers for the centre's own people only, naming userId", async () => {
    const { console } = await fieldCentre();
    const elsewhere = await fieldCentre();
    const stranger = await signedInUser(db);
    for (const userId of [stranger.id, elsewhere.fixture.owner.id]) {
      await expect(console.crew.route({ userId, date: tomorrow() })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      expect(await fieldErrorsOfRejection(console.crew.route({ userId, date: tomorrow() }))).toEqual({
        userId: "That washer or driver is not on this centre's road crew",
      });
    }
  });
});

describe("a stop's place, short", () => {
  it("is the address's locality and the PIN, without the city, state or PIN written again", () => {
    const at = (address: string) =>
      shortPlace({ address, zip: "201301", city: "Noida", state: "Uttar Pradesh" });
    expect(at("Flat 4, Tower B, Sector 62, Noida")).toBe("Sector 62, 201301");
    expect(at("Flat 4, Sector 62\nNoida, Uttar Pradesh, 201301")).toBe("Sector 62, 201301");
    expect(at("Noida")).toBe("201301");
    expect(at("Plot 7, Near the very long landmark name of the old market gate")).toBe(
      "Near the very long landmark nam…, 201301",
    );
  });
});
