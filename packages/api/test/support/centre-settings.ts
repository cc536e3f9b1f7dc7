import type { CentreUpdateInput, OpeningHoursInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { bookableCentre } from "./booking-fixtures";
import { callerFor } from "./caller";

type Fixture = Awaited<ReturnType<typeof bookableCentre>>;

/**
 * The fixture centre's owner saves the console's centre form with `change` and everything else as it was
 * (vendor.centre.update).
 */
export async function saveCentreSettings(
  db: Db,
  fixture: Fixture,
  change: Partial<Pick<CentreUpdateInput, "slotMinutes" | "bays">>,
) {
  const vendor = callerFor(db, { token: fixture.owner.token }).vendor.centre;
  const centre = await vendor.get();
  return vendor.update({
    name: centre.name,
    mobile: centre.mobile,
    email: centre.email,
    locality: centre.locality,
    address: centre.address,
    city: centre.city,
    state: centre.state as CentreUpdateInput["state"],
    zip: centre.zip,
    gstin: centre.gstin,
    slotMinutes: centre.slotMinutes,
    bays: centre.bays,
    offersPickDrop: centre.offersPickDrop,
    offersDoorstep: centre.offersDoorstep,
    version: centre.version,
    ...change,
  });
}

/** The owner sets the same hours (minutes after midnight) for every weekday, closed on `closedWeekday`. */
export async function saveOpeningHours(
  db: Db,
  fixture: Fixture,
  hours: { opensAt: number; closesAt: number; closedWeekday?: number },
) {
  const week: OpeningHoursInput = Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    opensAt: hours.opensAt,
    closesAt: hours.closesAt,
    closed: weekday === hours.closedWeekday,
  }));
  const vendor = callerFor(db, { token: fixture.owner.token }).vendor.centre;
  return vendor.setOpeningHours({ days: week, version: (await vendor.get()).hoursVersion });
}
