import { indiaDate, indiaToInstant } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { planHouseholder, planInput } from "../../../test/support/plan-fixtures";
import { recordPlanOutcome, washerPlanStops } from "./washer-rounds";

let test: TestDb;
let db: Db;
beforeAll(async () => {
  test = await createTestDb();
  db = test.db;
});
afterAll(() => test?.close());

const tomorrow = () => indiaDate(new Date(), 1);

const plan = (vehicleTypeId: number) =>
  planInput(vehicleTypeId, { extras: [{ name: "Interior clean", perMonth: 2 }] });

async function subscriber(
  centre: Awaited<ReturnType<typeof bookableCentre>>,
  planId: number,
  tower: string,
  slot: string,
) {
  const { user, vehicle, address } = await planHouseholder(db, centre.vehicleType.id, {
    society: "Green Park Residency",
    tower,
    parkingSlot: slot,
  });
  return callerFor(db, { token: user.token }).planSubscriptions.subscribe({
    planId,
    vehicleId: vehicle.id,
    addressId: address.id,
    startDate: tomorrow(),
    billing: "monthly_cash",
  });
}

describe("a washer's plan round", () => {
  it("lists the morning's cars by tower and slot, and records each once, by version", async () => {
    const centre = await bookableCentre(db, { doorstep: true });
    const [saved] = await callerFor(db, { token: centre.owner.token }).washPlans.save(
      plan(centre.vehicleType.id),
    );
    if (!saved) throw new Error("no plan");
    const later = await subscriber(centre, saved.id, "C", "C-12");
    const first = await subscriber(centre, saved.id, "A", "A-3");
    const second = await subscriber(centre, saved.id, "A", "A-11");
    const washer = { centreId: centre.centre.id, userId: centre.owner.id };

    const stops = await washerPlanStops(db, washer, tomorrow());
    expect(stops.map((stop) => stop.subscriptionId)).toEqual([first.id, second.id, later.id]);
    expect(stops[0]).toMatchObject({
      state: "scheduled",
      version: 1,
      planName: "Daily wipe",
      vehicleNumber: first.vehicleNumber,
      site: { society: "Green Park Residency", tower: "A", parkingSlot: "A-3" },
      extras: [{ name: "Interior clean", perMonth: 2 }],
    });
    // Nobody else's round: another member of the centre has none.
    expect(await washerPlanStops(db, { ...washer, userId: (await signedInUser(db)).id }, tomorrow())).toEqual(
      [],
    );

    // Tapped the evening before: not the wash's day yet, nothing recorded.
    const early = { subscriptionId: first.id, date: tomorrow(), version: 1, photoMediaId: 1, at: new Date() };
    const notYet = await db.$transaction((tx) =>
      recordPlanOutcome(tx, washer, { ...early, outcome: "done" }),
    );
    expect(notYet).toMatchObject({ applied: false, state: "scheduled", version: 1 });
    expect(notYet?.applied === false && notYet.reason.id).toBe("errors.planWashNotYet");

    const tap = { ...early, at: indiaToInstant(tomorrow(), 7 * 60) };
    const done = await db.$transaction((tx) => recordPlanOutcome(tx, washer, { ...tap, outcome: "done" }));
    expect(done).toEqual({ applied: true, state: "done", version: 2 });
    // A second phone that saw the same version is told what the wash is now; nothing changes.
    const other = await db.$transaction((tx) =>
      recordPlanOutcome(tx, washer, { ...tap, outcome: "not_accessible" }),
    );
    expect(other).toMatchObject({ applied: false, state: "done", version: 2 });
    expect(other?.applied === false && other.reason.id).toBe("errors.planWashChanged");
    // Not on this washer's round: not found.
    const stranger = { centreId: centre.centre.id, userId: (await signedInUser(db)).id };
    expect(
      await db.$transaction((tx) => recordPlanOutcome(tx, stranger, { ...tap, version: 2, outcome: "done" })),
    ).toBeNull();
  });
});
