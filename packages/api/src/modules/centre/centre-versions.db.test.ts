import { indiaDate } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor } from "../../../test/support/caller";
import { clientErrorOf } from "../../client-errors";

// Two tabs (or two people) editing one centre's profile, weekly hours or a date's hours: the first save wins,
// the second is refused with the record as it is now. On PGlite, and on PostgreSQL with DATABASE_URL set.
let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

type Fixture = Awaited<ReturnType<typeof bookableCentre>>;
const tab = (fixture: Fixture) => callerFor(database.db, { token: fixture.owner.token }).vendor;

/** A refusal as the client gets it: its code, English message and the record now. */
async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: { code: string; cause: unknown }) => caught,
  );
  if (!error) throw new Error("the save went through");
  return { code: error.code, ...clientErrorOf(error.cause, "", false) };
}

/** The profile form as a tab opened it. */
async function profileForm(vendor: ReturnType<typeof tab>) {
  const centre = await vendor.centre.get();
  return {
    name: centre.name,
    mobile: centre.mobile,
    email: centre.email,
    locality: centre.locality,
    address: centre.address,
    city: centre.city,
    state: centre.state as "Delhi",
    zip: centre.zip,
    gstin: centre.gstin,
    slotMinutes: centre.slotMinutes,
    bays: centre.bays,
    offersPickDrop: centre.offersPickDrop,
    offersDoorstep: centre.offersDoorstep,
    description: centre.description,
    version: centre.version,
  };
}

describe("two tabs editing one centre", () => {
  it("keeps the first profile save and refuses the second, with the profile as it is now", async () => {
    const fixture = await bookableCentre(database.db, { bays: 2 });
    const one = tab(fixture);
    const two = tab(fixture);
    const [openedOne, openedTwo] = [await profileForm(one), await profileForm(two)];

    const first = await one.centre.update({ ...openedOne, bays: 4 });
    expect(first.version).toBe(openedOne.version + 1);
    const refusal = await refusalOf(two.centre.update({ ...openedTwo, description: "Steam wash" }));
    expect(refusal).toMatchObject({
      code: "CONFLICT",
      message:
        "This centre profile changed since you opened it, in another tab or by someone else. Nothing was saved: look at its current values, then save again.",
      current: { bays: 4, description: null, version: first.version },
    });
    expect(await database.db.centre.findUniqueOrThrow({ where: { id: fixture.centre.id } })).toMatchObject({
      bays: 4,
      description: null,
    });
  });

  it("keeps the first change of the weekly hours and refuses the second", async () => {
    const fixture = await bookableCentre(database.db);
    const one = tab(fixture);
    const two = tab(fixture);
    const version = (await one.centre.get()).hoursVersion;
    const week = (opensAt: number) =>
      Array.from({ length: 7 }, (_, weekday) => ({ weekday, opensAt, closesAt: 20 * 60, closed: false }));

    const first = await one.centre.setOpeningHours({ days: week(8 * 60), version });
    expect(first.hoursVersion).toBe(version + 1);
    const refusal = await refusalOf(two.centre.setOpeningHours({ days: week(10 * 60), version }));
    expect(refusal).toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("These opening hours changed since you opened them"),
      current: { hoursVersion: first.hoursVersion, openingHours: first.openingHours },
    });
    const hours = await database.db.openingHours.findMany({ where: { centreId: fixture.centre.id } });
    expect(new Set(hours.map((day) => day.opensAt))).toEqual(new Set([8 * 60]));
    // The profile's version is its own: the hours' change does not make an open profile form stale.
    await expect(one.centre.update(await profileForm(one))).resolves.toMatchObject({
      bays: fixture.centre.bays,
    });
  });

  it("does not let a second tab replace a date's hours it did not see, or remove a changed one", async () => {
    const fixture = await bookableCentre(database.db);
    const one = tab(fixture);
    const two = tab(fixture);
    const date = indiaDate(new Date(), 6);

    // Both tabs show no rule for the date; both set one.
    const first = await one.calendar.setDay({ date, name: "Diwali", closed: true, version: null });
    const rule = first.dayRules.find((r) => r.date === date);
    expect(rule).toMatchObject({ name: "Diwali", closed: true });
    const added = await refusalOf(
      two.calendar.setDay({
        date,
        name: "Short day",
        closed: false,
        opensAt: 600,
        closesAt: 720,
        version: null,
      }),
    );
    expect(added).toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("This date's hours changed since you opened the calendar"),
      current: { id: rule?.id, name: "Diwali", closed: true, version: rule?.version },
    });

    // Tab one changes it; tab two, still showing the first version, can neither replace nor remove it.
    const changed = await one.calendar.setDay({
      date,
      name: "Diwali (half day)",
      closed: false,
      opensAt: 600,
      closesAt: 780,
      version: rule?.version ?? 0,
    });
    const now = changed.dayRules.find((r) => r.date === date);
    expect(now?.version).toBe((rule?.version ?? 0) + 1);
    expect(
      await refusalOf(
        two.calendar.setDay({ date, name: "Diwali", closed: true, version: rule?.version ?? 0 }),
      ),
    ).toMatchObject({ code: "CONFLICT", current: { name: "Diwali (half day)" } });
    expect(
      await refusalOf(two.calendar.removeDay({ id: rule?.id ?? 0, version: rule?.version ?? 0 })),
    ).toMatchObject({ code: "CONFLICT", current: { name: "Diwali (half day)" } });
    expect(await database.db.centreDayRule.findUniqueOrThrow({ where: { id: rule?.id ?? 0 } })).toMatchObject(
      { name: "Diwali (half day)", closesAt: 780 },
    );

    // Removed in tab one, then set again by tab two from its old screen: refused, the date has none now.
    await one.calendar.removeDay({ id: now?.id ?? 0, version: now?.version ?? 0 });
    expect(
      await refusalOf(
        two.calendar.setDay({ date, name: "Diwali", closed: true, version: now?.version ?? 0 }),
      ),
    ).toMatchObject({ code: "CONFLICT", current: null });
    expect(await database.db.centreDayRule.count({ where: { centreId: fixture.centre.id } })).toBe(0);
  });
});
