import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";

let test: TestDb;
let db: Db;
beforeAll(async () => {
  test = await createTestDb();
  db = test.db;
});
afterAll(() => test?.close());

async function doorstepCentre(changes: { doorstepRadiusKm?: number; servicePins?: string[] } = {}) {
  const fixture = await bookableCentre(db, { doorstep: true });
  await db.centre.update({ where: { id: fixture.centre.id }, data: changes });
  const { token } = await signedInUser(db);
  const book = (address: { zip: string; address?: string; time?: string }, mode = "doorstep" as const) =>
    callerFor(db, { token }).booking.create({
      ...bookingRequest(fixture, { time: address.time ?? "11:00" }),
      serviceMode: mode,
      zip: address.zip,
      address: address.address ?? "B-12 Lajpat Nagar",
    });
  return { fixture, book };
}

describe("doorstep and pick & drop go where the centre reaches", () => {
  it("books an address within the centre's radius (Lajpat Nagar from Lajpat Nagar)", async () => {
    const { book } = await doorstepCentre();
    await expect(book({ zip: "110024" })).resolves.toMatchObject({ serviceMode: "doorstep" });
  });

  it("refuses one beyond it, naming the place and the distances, and writes nothing", async () => {
    const { fixture, book } = await doorstepCentre({ doorstepRadiusKm: 5 });
    const before = await db.booking.count({ where: { centreId: fixture.centre.id } });
    expect(await fieldErrorsOfRejection(book({ zip: "110001", address: "14 Janpath" }))).toEqual({
      address: `${fixture.centre.name} does not come to Delhi (110001): it is 7.6 km away, and the centre comes up to 5 km for doorstep service`,
    });
    expect(
      await fieldErrorsOfRejection(
        callerFor(db, { token: (await signedInUser(db)).token }).booking.create({
          ...bookingRequest(fixture, { time: "12:00" }),
          serviceMode: "pick_drop",
          city: "Mumbai",
          zip: "400050",
        }),
      ),
    ).toEqual({
      address: expect.stringMatching(
        new RegExp(
          `^${fixture.centre.name} does not pick up from Mumbai \\(400050\\): it is 11\\d\\d\\.\\d km away`,
        ),
      ),
    });
    expect(await db.booking.count({ where: { centreId: fixture.centre.id } })).toBe(before);
  });

  it("serves a PIN the centre lists beyond its radius", async () => {
    const { book } = await doorstepCentre({ doorstepRadiusKm: 5, servicePins: ["110001"] });
    await expect(book({ zip: "110001", address: "14 Janpath" })).resolves.toMatchObject({
      serviceMode: "doorstep",
    });
  });

  it("refuses a PIN India Post does not have at the PIN field; at the centre the address is only the customer's", async () => {
    const { fixture, book } = await doorstepCentre();
    expect(await fieldErrorsOfRejection(book({ zip: "999999" }))).toEqual({
      zip: "PIN 999999 is not in India Post's directory: check the PIN code",
    });
    const atCentre = callerFor(db, { token: (await signedInUser(db)).token }).booking.create({
      ...bookingRequest(fixture, { time: "13:00" }),
      zip: "999999",
    });
    await expect(atCentre).resolves.toMatchObject({ serviceMode: "at_centre" });
  });

  it("a centre without a location goes only to the PINs it lists", async () => {
    const { fixture, book } = await doorstepCentre();
    await db.centre.update({ where: { id: fixture.centre.id }, data: { latitude: null, longitude: null } });
    expect(await fieldErrorsOfRejection(book({ zip: "110024" }))).toEqual({
      serviceMode: `${fixture.centre.name} has not set where it goes for doorstep or pick & drop yet: book a visit to the centre`,
    });
    await db.centre.update({ where: { id: fixture.centre.id }, data: { servicePins: ["110024"] } });
    await expect(book({ zip: "110024" })).resolves.toMatchObject({ serviceMode: "doorstep" });
  });
});
