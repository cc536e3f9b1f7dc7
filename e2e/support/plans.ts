import { CONSOLE_LOGINS } from "./console-sign-in";
import { centreIdNamed } from "./doorstep-form";
import { newCentreMember } from "./team";
import { trpc } from "./trpc";

// Wash plans for the customer site's journeys: a plan of the demo vendor's Sparkle Auto Spa of the journey's own
// (the demo seed's plans are for looking at) with a washer free on its hour, and a customer's saved address in
// the centre's neighbourhood.

/**
 * A daily plan of Sparkle Auto Spa, made over the API by its owner (a wash every day from 22:00 to 23:00, 12 h
 * skip notice, 7 pause days a month), priced for hatchbacks and sedans, and a new washer of its team on the road
 * for the plan's hour only, so a subscription finds them free. Named by `tag`, so each run finds its own.
 */
export async function sparklePlan(baseUrl: string, tag: string) {
  const owner = await trpc<{ token: string }>(baseUrl, "mutation", "accounts.login", CONSOLE_LOGINS.vendor);
  const types = await trpc<{ id: number; name: string }[]>(baseUrl, "query", "catalog.vehicleTypes", null);
  const typeId = (name: string) => {
    const type = types.find((candidate) => candidate.name === name);
    if (!type) throw new Error(`the catalog has no ${name}`);
    return type.id;
  };
  const name = `Doorstep Daily ${tag}`;
  const plans = await trpc<{ id: number; name: string }[]>(
    baseUrl,
    "mutation",
    "washPlans.save",
    {
      name,
      frequency: "daily",
      weekdays: [],
      // 22:00–23:00, and a washer on the road for just that hour: the other journeys' washers (on from 06:00 to
      // 22:00, or early mornings) can take none of this plan's cars, nor this washer theirs.
      windowStart: "22:00",
      windowEnd: "23:00",
      prices: [
        { vehicleTypeId: typeId("Hatchback"), monthlyPaise: 99_900 },
        { vehicleTypeId: typeId("Sedan"), monthlyPaise: 1_29_900 },
      ],
      extras: [{ name: "Interior vacuum", perMonth: 2 }],
      capacityPerWasher: 40,
      skipNoticeHours: 12,
      maxPauseDaysPerMonth: 7,
      creditUse: "next_charge",
      refundUnusedOnCancel: false,
      haltGraceDays: 3,
    },
    owner.token,
  );
  const plan = plans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`${name} was not saved`);

  const washer = await newCentreMember(baseUrl, "staff", `Ramesh Washer ${tag}`);
  const me = await trpc<{ id: number }>(baseUrl, "query", "accounts.me", undefined, washer.token);
  await trpc(
    baseUrl,
    "mutation",
    "crew.save",
    { userId: me.id, kinds: ["washer"], shiftStart: "22:00", shiftEnd: "23:00" },
    owner.token,
  );
  return { id: plan.id, name, centreId: await centreIdNamed(baseUrl, "Sparkle Auto Spa") };
}

/** A customer's saved home address at C-42 Lajpat Nagar II (Sparkle Auto Spa's neighbourhood), in `society`. */
export async function societyAddress(baseUrl: string, token: string, society: string) {
  return trpc<{ id: number }>(
    baseUrl,
    "mutation",
    "accounts.saved.addresses.add",
    {
      label: "home",
      address: "C-42, Lajpat Nagar II",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
      siteDetails: { society, tower: "B", parkingSlot: "B-104" },
      isDefault: true,
    },
    token,
  );
}

/** A customer's saved car of a catalog vehicle type (by its name). */
export async function savedCar(baseUrl: string, token: string, type: string, vehicleNumber: string) {
  const types = await trpc<{ id: number; name: string }[]>(baseUrl, "query", "catalog.vehicleTypes", null);
  const vehicleType = types.find((candidate) => candidate.name === type);
  if (!vehicleType) throw new Error(`the catalog has no ${type}`);
  const car = await trpc<{ id: number }>(
    baseUrl,
    "mutation",
    "accounts.saved.vehicles.add",
    { vehicleTypeId: vehicleType.id, vehicleNumber },
    token,
  );
  return { id: car.id, vehicleNumber };
}
