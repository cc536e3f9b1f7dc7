import type { CentreUpdateInput, ServiceAreaCorners, TravelFeeBand } from "@chamak/contracts";
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

/** A doorstep centre in Lajpat Nagar whose owner sets its area and fees as the console's profile form does. */
async function doorstepCentre(reach: {
  serviceArea?: ServiceAreaCorners | null;
  travelFeeBands?: TravelFeeBand[];
}) {
  const fixture = await bookableCentre(db, { doorstep: true });
  const vendor = callerFor(db, { token: fixture.owner.token });
  const now = await vendor.vendor.centre.get();
  const input: CentreUpdateInput = {
    name: now.name,
    mobile: now.mobile,
    email: now.email,
    locality: now.locality,
    address: now.address,
    city: now.city,
    state: now.state as CentreUpdateInput["state"],
    zip: now.zip,
    gstin: now.gstin,
    latitude: now.latitude,
    longitude: now.longitude,
    slotMinutes: now.slotMinutes,
    bays: now.bays,
    offersPickDrop: now.offersPickDrop,
    offersDoorstep: now.offersDoorstep,
    version: now.version,
    ...reach,
  };
  const saved = await vendor.vendor.centre.update(input);
  const customer = callerFor(db, { token: (await signedInUser(db)).token });
  const order = (where: { zip: string; address: string }, time = "11:00") => ({
    ...bookingRequest(fixture, { time }),
    serviceMode: "doorstep" as const,
    ...where,
  });
  return { fixture, saved, customer, order };
}

const LAJPAT = { zip: "110024", address: "B-12 Lajpat Nagar" };
const KALKAJI = { zip: "110019", address: "C-4 Kalkaji" };
/** Around the centre only: Lajpat Nagar inside, Kalkaji (4 km south, within the 8 km radius) outside. */
const AROUND_LAJPAT: ServiceAreaCorners = [
  { latitude: 28.555, longitude: 77.23 },
  { latitude: 28.555, longitude: 77.26 },
  { latitude: 28.58, longitude: 77.26 },
  { latitude: 28.58, longitude: 77.23 },
];

describe("an area the centre draws", () => {
  it("replaces its radius: inside is served, outside is refused naming the address, and nothing is written", async () => {
    const { fixture, saved, customer, order } = await doorstepCentre({ serviceArea: AROUND_LAJPAT });
    expect(saved.serviceArea).toEqual(AROUND_LAJPAT);
    await expect(customer.booking.create(order(LAJPAT))).resolves.toMatchObject({ serviceMode: "doorstep" });
    const before = await db.booking.count({ where: { centreId: fixture.centre.id } });
    expect(await fieldErrorsOfRejection(customer.booking.create(order(KALKAJI, "12:00")))).toEqual({
      address: `${fixture.centre.name} does not come to Delhi (110019): it is outside the area the centre serves for doorstep and pick & drop`,
    });
    expect(await db.booking.count({ where: { centreId: fixture.centre.id } })).toBe(before);
  });

  it("is refused when a corner is far from the centre, or the corners enclose nothing", async () => {
    const typo = [...AROUND_LAJPAT.slice(0, 3), { latitude: 18.58, longitude: 77.23 }];
    await expect(
      fieldErrorsOfRejection(doorstepCentre({ serviceArea: typo }).then(() => undefined)),
    ).resolves.toEqual({ serviceArea: expect.stringMatching(/^Corner 4 is 11\d\d\.\d km from the centre/) });
    const line = AROUND_LAJPAT.map((corner) => ({ ...corner, latitude: 28.56 }));
    await expect(
      fieldErrorsOfRejection(doorstepCentre({ serviceArea: line }).then(() => undefined)),
    ).resolves.toEqual({ serviceArea: "These corners lie on one line: the area has nothing inside it" });
  });
});

describe("travel fees by distance", () => {
  const BANDS = [
    { beyondKm: 3, feePaise: 4_900 },
    { beyondKm: 6, feePaise: 9_900 },
  ];

  it("charges the band an address is beyond: the quote, the booking, its ledger and its money agree", async () => {
    const { fixture, customer, order } = await doorstepCentre({ travelFeeBands: BANDS });
    const cart = {
      centreId: fixture.centre.id,
      vehicleTypeId: fixture.vehicleType.id,
      items: [{ serviceId: fixture.wash.id, quantity: 1 }],
      serviceMode: "doorstep" as const,
    };
    const near = await customer.booking.quote({ ...cart, ...LAJPAT, city: "New Delhi" });
    expect(near).toMatchObject({ travelFeePaise: 0, totalPaise: near.subtotalPaise });
    const far = await customer.booking.quote({ ...cart, ...KALKAJI, city: "New Delhi" });
    expect(far.travelKm).toBeGreaterThan(3);
    expect(far.travelKm).toBeLessThan(6);
    expect(far).toMatchObject({ travelFeePaise: 4_900, totalPaise: far.subtotalPaise + 4_900 });

    const booked = await customer.booking.create({ ...order(KALKAJI), expectedTotalPaise: far.totalPaise });
    expect(booked).toMatchObject({ travelFeePaise: 4_900, totalPaise: far.totalPaise });
    expect(booked.money.duePaise).toBe(far.totalPaise);
    const entries = await db.ledgerEntry.findMany({
      where: { bookingId: booked.id, kind: "travel_fee" },
      select: { amountPaise: true },
    });
    expect(entries).toEqual([{ amountPaise: 4_900 }]);
  });

  it("refuses a total that left the travel fee out, naming the real one", async () => {
    const { customer, order } = await doorstepCentre({ travelFeeBands: BANDS });
    const withoutFee = await customer.booking.quote({
      centreId: order(KALKAJI).centreId,
      vehicleTypeId: order(KALKAJI).vehicleTypeId,
      items: order(KALKAJI).items,
      serviceMode: "doorstep",
    });
    expect(withoutFee.travelKm).toBeNull();
    const refused = customer.booking.create({ ...order(KALKAJI), expectedTotalPaise: withoutFee.totalPaise });
    expect(await fieldErrorsOfRejection(refused)).toEqual({
      expectedTotalPaise: expect.stringContaining(`${(withoutFee.totalPaise + 4_900) / 100}`),
    });
  });

  it("refuses bands that do not rise, naming the band's field", async () => {
    const falling = [
      { beyondKm: 3, feePaise: 9_900 },
      { beyondKm: 6, feePaise: 4_900 },
    ];
    await expect(
      fieldErrorsOfRejection(doorstepCentre({ travelFeeBands: falling }).then(() => undefined)),
    ).resolves.toEqual({ "travelFeeBands.1.feePaise": "A further band cannot cost less than a nearer one" });
  });
});
