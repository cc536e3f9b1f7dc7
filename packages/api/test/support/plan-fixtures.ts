import { indiaDate, type PlanBilling, type WashPlanInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { PaymentsDeps } from "../../src/modules/payments/payments-deps";
import { bookableCentre } from "./booking-fixtures";
import { callerFor, signedInUser } from "./caller";

/**
 * A centre's wash plan as its console would save it: a wash every morning from 06:00 to 10:00 at ₹799 a month for
 * `vehicleTypeId`, 20 cars a washer, a day's notice to skip, 7 pause days a month; `overrides` for the rest.
 */
export const planInput = (vehicleTypeId: number, overrides: Partial<WashPlanInput> = {}): WashPlanInput => ({
  name: "Daily wipe",
  frequency: "daily",
  weekdays: [],
  windowStart: "06:00",
  windowEnd: "10:00",
  prices: [{ vehicleTypeId, monthlyPaise: 79_900 }],
  extras: [],
  capacityPerWasher: 20,
  skipNoticeHours: 24,
  maxPauseDaysPerMonth: 7,
  creditUse: "next_charge",
  refundUnusedOnCancel: true,
  haltGraceDays: 3,
  active: true,
  ...overrides,
});

let plate = 0;

/**
 * A new customer with one saved car (a number no other test uses) and their flat at B-12 Lajpat Nagar, New Delhi
 * (inside the test centres' reach), with where the car waits.
 */
export async function planHouseholder(
  db: Db,
  vehicleTypeId: number,
  site: { society?: string; tower?: string; parkingSlot?: string } = { society: "Green Park Residency" },
) {
  const user = await signedInUser(db);
  plate += 1;
  const serial = `${process.pid % 1000}${String(plate).padStart(4, "0")}`;
  const vehicle = await db.savedVehicle.create({
    data: { userId: user.id, vehicleTypeId, vehicleNumber: `DL 9P ${serial}`, numberKey: `DL9P${serial}` },
  });
  const address = await db.savedAddress.create({
    data: {
      userId: user.id,
      label: "home",
      address: "B-12 Lajpat Nagar",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
      siteDetails: site,
    },
  });
  return { user, vehicle, address };
}

/**
 * A doorstep centre selling a plan (planInput with `plan`'s overrides) and a new customer's car on it from
 * tomorrow, paying by `billing` (the customer's caller pays through `payments` when given).
 */
export async function subscribedCar(
  db: Db,
  options: { billing: PlanBilling; plan?: Partial<WashPlanInput>; payments?: PaymentsDeps },
) {
  const centre = await bookableCentre(db, { doorstep: true });
  const [plan] = await callerFor(db, { token: centre.owner.token }).washPlans.save(
    planInput(centre.vehicleType.id, options.plan),
  );
  if (!plan) throw new Error("the plan was not saved");
  const { user, vehicle, address } = await planHouseholder(db, centre.vehicleType.id);
  const customer = callerFor(db, {
    token: user.token,
    ...(options.payments ? { payments: options.payments } : {}),
  });
  const subscription = await customer.planSubscriptions.subscribe({
    planId: plan.id,
    vehicleId: vehicle.id,
    addressId: address.id,
    startDate: indiaDate(new Date(), 1),
    billing: options.billing,
  });
  return { centre, customer, subscription };
}
