import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, signedInUser } from "../../../test/support/caller";

// A customer editing one saved vehicle or address in two tabs (or on a phone and a laptop): the first save
// wins, the second is refused with the vehicle or address as it is now. On PGlite, and on PostgreSQL.
let database: Awaited<ReturnType<typeof createTestDb>>;
let sedanId: number;
beforeAll(async () => {
  database = await createTestDb();
  sedanId = (
    await database.db.vehicleType.upsert({
      where: { slug: "sedan" },
      update: {},
      create: { slug: "sedan", name: "Sedan", group: "car" },
    })
  ).id;
});
afterAll(() => database?.close());

async function twoTabs() {
  const { token } = await signedInUser(database.db, "user");
  const tab = () => callerFor(database.db, { token }).accounts.saved;
  return [tab(), tab()] as const;
}

describe("a saved vehicle edited in two tabs", () => {
  it("keeps the first edit and refuses the second, with the vehicle as it is now", async () => {
    const [one, two] = await twoTabs();
    const vehicle = await one.vehicles.add({ vehicleTypeId: sedanId, vehicleNumber: "DL 3C AB 1234" });
    const form = {
      id: vehicle.id,
      version: vehicle.version,
      vehicleTypeId: sedanId,
      vehicleNumber: "DL 3C AB 1234",
    };

    const first = await one.vehicles.update({ ...form, nickname: "Dad's car" });
    expect(first.version).toBe(vehicle.version + 1);
    await expect(two.vehicles.update({ ...form, model: "City" })).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "This vehicle changed since you opened it, in another tab or on another device. Nothing was changed: look at its current details, then try again.",
      cause: { current: { id: vehicle.id, nickname: "Dad's car", model: null, version: first.version } },
    });
    expect(await database.db.savedVehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).toMatchObject({
      nickname: "Dad's car",
      model: null,
    });
  });
});

describe("a saved address edited in two tabs", () => {
  it("keeps the first edit and refuses the second, with the address as it is now", async () => {
    const [one, two] = await twoTabs();
    const home = {
      label: "home" as const,
      address: "B-12, Sector 18",
      city: "Noida",
      state: "Uttar Pradesh" as const,
      zip: "201301",
    };
    const address = await one.addresses.add(home);
    const first = await one.addresses.update({
      ...home,
      id: address.id,
      version: address.version,
      landmark: "Near the metro",
    });
    expect(first.version).toBe(address.version + 1);
    await expect(
      two.addresses.update({ ...home, id: address.id, version: address.version, zip: "201303" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("This address changed since you opened it"),
      cause: {
        current: { id: address.id, landmark: "Near the metro", zip: "201301", version: first.version },
      },
    });
    expect(await database.db.savedAddress.findUniqueOrThrow({ where: { id: address.id } })).toMatchObject({
      landmark: "Near the metro",
      zip: "201301",
    });
  });
});
