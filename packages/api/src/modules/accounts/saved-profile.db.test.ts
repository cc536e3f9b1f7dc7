import { SAVED_PROFILE_LIMITS } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";

let database: Awaited<ReturnType<typeof createTestDb>>;
let suvId: number;
let sedanId: number;
beforeAll(async () => {
  database = await createTestDb();
  const type = (slug: string, name: string) =>
    database.db.vehicleType.upsert({ where: { slug }, update: {}, create: { slug, name, group: "car" } });
  suvId = (await type("suv", "Suv")).id;
  sedanId = (await type("sedan", "Sedan")).id;
});
afterAll(() => database?.close());

async function customer() {
  const { token, id } = await signedInUser(database.db, "user");
  return { id, saved: callerFor(database.db, { token }).accounts.saved };
}

const swift = () => ({ vehicleTypeId: suvId, vehicleNumber: "dl-3c-ab 1234", brand: "Maruti Suzuki" });
const home = {
  label: "home" as const,
  address: "B-12, Sector 18",
  city: "Noida",
  state: "Uttar Pradesh" as const,
  zip: "201301",
};

describe("saved vehicles", () => {
  it("keeps a vehicle with its number written as the booking form writes it, the first one the default", async () => {
    const { saved } = await customer();
    const first = await saved.vehicles.add({ ...swift(), model: "Swift", nickname: "Family car" });
    expect(first).toMatchObject({
      vehicleNumber: "DL 3C AB 1234",
      brand: "Maruti Suzuki",
      model: "Swift",
      nickname: "Family car",
      isDefault: true,
      vehicleType: { id: suvId, slug: "suv", name: "Suv" },
    });
    const second = await saved.vehicles.add({ vehicleTypeId: sedanId, vehicleNumber: "MH12DE1433" });
    expect(second).toMatchObject({ isDefault: false, brand: null, model: null, nickname: null });
    expect((await saved.vehicles.list()).map((v) => [v.vehicleNumber, v.isDefault])).toEqual([
      ["DL 3C AB 1234", true],
      ["MH 12 DE 1433", false],
    ]);
  });

  it("refuses the same number again, however it is spaced, on the number's field", async () => {
    const { saved } = await customer();
    await saved.vehicles.add(swift());
    expect(
      await fieldErrorsOfRejection(
        saved.vehicles.add({ vehicleTypeId: sedanId, vehicleNumber: "DL3CAB1234" }),
      ),
    ).toEqual({ vehicleNumber: "You have already saved a vehicle with this number" });
    const other = await saved.vehicles.add({ vehicleTypeId: sedanId, vehicleNumber: "KA 01 MJ 2020" });
    expect(
      await fieldErrorsOfRejection(
        saved.vehicles.update({
          id: other.id,
          version: other.version,
          vehicleTypeId: sedanId,
          vehicleNumber: "DL 3C AB-1234",
        }),
      ),
    ).toEqual({ vehicleNumber: "You have already saved a vehicle with this number" });
    // Another customer may save the same number (a shared family car).
    await expect((await customer()).saved.vehicles.add(swift())).resolves.toMatchObject({ isDefault: true });
  });

  it("names the field of bad input: number, vehicle type, brand", async () => {
    const { saved } = await customer();
    expect(
      await fieldErrorsOfRejection(saved.vehicles.add({ vehicleTypeId: suvId, vehicleNumber: "12345" })),
    ).toEqual({ vehicleNumber: "Enter a vehicle number like DL 3C AB 1234" });
    expect(
      await fieldErrorsOfRejection(saved.vehicles.add({ vehicleTypeId: 999_999, vehicleNumber: "DL1C1234" })),
    ).toEqual({ vehicleTypeId: "Choose a vehicle type from the list" });
    expect(
      await fieldErrorsOfRejection(
        saved.vehicles.add({ vehicleTypeId: suvId, vehicleNumber: "DL1C1234", model: "<b>Swift</b>" }),
      ),
    ).toEqual({ model: "Model must not contain <, > or control characters" });
    expect(await saved.vehicles.list()).toEqual([]);
  });

  it(`keeps at most ${SAVED_PROFILE_LIMITS.vehicles} vehicles`, async () => {
    const { saved } = await customer();
    for (let n = 1; n <= SAVED_PROFILE_LIMITS.vehicles; n += 1) {
      await saved.vehicles.add({ vehicleTypeId: suvId, vehicleNumber: `DL 1C ${1000 + n}` });
    }
    await expect(
      saved.vehicles.add({ vehicleTypeId: suvId, vehicleNumber: "DL 1C 9999" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: `You can save up to ${SAVED_PROFILE_LIMITS.vehicles} vehicles; delete one to add another`,
    });
    expect(await saved.vehicles.list()).toHaveLength(SAVED_PROFILE_LIMITS.vehicles);
  });

  it("moves the default, edits, and gives the default to the oldest left when the default is deleted", async () => {
    const { id: userId, saved } = await customer();
    const a = await saved.vehicles.add({ vehicleTypeId: suvId, vehicleNumber: "DL 1C 1111" });
    const b = await saved.vehicles.add({ vehicleTypeId: suvId, vehicleNumber: "DL 1C 2222" });
    const c = await saved.vehicles.add({
      vehicleTypeId: sedanId,
      vehicleNumber: "DL 1C 3333",
      isDefault: true,
    });
    expect((await saved.vehicles.list()).filter((v) => v.isDefault).map((v) => v.id)).toEqual([c.id]);

    const afterSet = await saved.vehicles.setDefault({ id: b.id, version: b.version });
    expect(afterSet.map((v) => [v.id, v.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
      [c.id, false],
    ]);
    const edited = await saved.vehicles.update({
      id: a.id,
      version: a.version,
      vehicleTypeId: sedanId,
      vehicleNumber: "DL 1C 1112",
      nickname: "Dad's",
    });
    expect(edited).toMatchObject({ vehicleNumber: "DL 1C 1112", nickname: "Dad's", isDefault: false });

    const bNow = afterSet.find((v) => v.id === b.id);
    const afterDelete = await saved.vehicles.remove({ id: b.id, version: bNow?.version ?? 0 });
    expect(afterDelete.map((v) => [v.id, v.isDefault])).toEqual([
      [a.id, true],
      [c.id, false],
    ]);
    const rows = await database.db.savedVehicle.findMany({ where: { userId, isDefault: true } });
    expect(rows.map((row) => row.id)).toEqual([a.id]);
  });

  it("never shows, edits or deletes another customer's vehicle: it is not found", async () => {
    const owner = await customer();
    const stranger = await customer();
    const vehicle = await owner.saved.vehicles.add(swift());
    const notFound = {
      code: "NOT_FOUND",
      message: "This saved vehicle was not found; it may have been deleted",
    };
    await expect(
      stranger.saved.vehicles.update({
        id: vehicle.id,
        version: vehicle.version,
        vehicleTypeId: suvId,
        vehicleNumber: "DL 9C 9999",
      }),
    ).rejects.toMatchObject(notFound);
    await expect(
      stranger.saved.vehicles.setDefault({ id: vehicle.id, version: vehicle.version }),
    ).rejects.toMatchObject(notFound);
    await expect(
      stranger.saved.vehicles.remove({ id: vehicle.id, version: vehicle.version }),
    ).rejects.toMatchObject(notFound);
    expect(await stranger.saved.vehicles.list()).toEqual([]);
    expect(await owner.saved.vehicles.list()).toEqual([vehicle]);
  });

  it("keeps one default when two adds race (PostgreSQL runs them at once)", async () => {
    const { id: userId, saved } = await customer();
    await Promise.all(
      ["DL 2C 1001", "DL 2C 1002", "DL 2C 1003", "DL 2C 1004"].map((vehicleNumber) =>
        saved.vehicles.add({ vehicleTypeId: suvId, vehicleNumber, isDefault: true }),
      ),
    );
    expect(await database.db.savedVehicle.count({ where: { userId, isDefault: true } })).toBe(1);
    expect(await database.db.savedVehicle.count({ where: { userId } })).toBe(4);
  });
});

describe("saved addresses", () => {
  it("keeps addresses with a label and an optional landmark, the first one the default", async () => {
    const { saved } = await customer();
    const first = await saved.addresses.add({ ...home, landmark: "Near the metro" });
    expect(first).toMatchObject({ ...home, landmark: "Near the metro", isDefault: true });
    const work = await saved.addresses.add({
      label: "work",
      address: "Tower B, Cyber City",
      city: "Gurugram",
      state: "Haryana",
      zip: "122002",
      isDefault: true,
    });
    expect((await saved.addresses.list()).map((a) => [a.id, a.label, a.isDefault])).toEqual([
      [work.id, "work", true],
      [first.id, "home", false],
    ]);
  });

  it("names the field of bad input: PIN, state, label, address", async () => {
    const { saved } = await customer();
    expect(await fieldErrorsOfRejection(saved.addresses.add({ ...home, zip: "2013" }))).toEqual({
      zip: "PIN code must be exactly 6 digits",
    });
    expect(
      await fieldErrorsOfRejection(saved.addresses.add({ ...home, state: "Gotham" as "Delhi" })),
    ).toEqual({
      state: "Choose a state from the list",
    });
    expect(await fieldErrorsOfRejection(saved.addresses.add({ ...home, label: "villa" as "home" }))).toEqual({
      label: "Choose Home, Work or Other",
    });
    expect(await fieldErrorsOfRejection(saved.addresses.add({ ...home, address: "  " }))).toEqual({
      address: "Address is required",
    });
    expect(await saved.addresses.list()).toEqual([]);
  });

  it(`keeps at most ${SAVED_PROFILE_LIMITS.addresses} addresses`, async () => {
    const { saved } = await customer();
    for (let n = 1; n <= SAVED_PROFILE_LIMITS.addresses; n += 1) {
      await saved.addresses.add({ ...home, label: "other", address: `House ${n}, Sector 18` });
    }
    await expect(saved.addresses.add(home)).rejects.toMatchObject({
      code: "CONFLICT",
      message: `You can save up to ${SAVED_PROFILE_LIMITS.addresses} addresses; delete one to add another`,
    });
  });

  it("edits, moves the default, deletes; another customer's address is not found", async () => {
    const owner = await customer();
    const stranger = await customer();
    const a = await owner.saved.addresses.add(home);
    const b = await owner.saved.addresses.add({ ...home, label: "work", address: "Plot 4, Sector 62" });
    const bEdited = await owner.saved.addresses.update({
      id: b.id,
      version: b.version,
      ...home,
      landmark: "Gate 2",
    });
    expect(bEdited).toMatchObject({
      id: b.id,
      label: "home",
      landmark: "Gate 2",
      isDefault: false,
    });
    const afterSet = await owner.saved.addresses.setDefault({ id: b.id, version: bEdited.version });
    expect(afterSet.map((x) => [x.id, x.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    const notFound = {
      code: "NOT_FOUND",
      message: "This saved address was not found; it may have been deleted",
    };
    await expect(
      stranger.saved.addresses.update({ id: a.id, version: a.version, ...home }),
    ).rejects.toMatchObject(notFound);
    await expect(stranger.saved.addresses.setDefault({ id: a.id, version: a.version })).rejects.toMatchObject(
      notFound,
    );
    await expect(stranger.saved.addresses.remove({ id: a.id, version: a.version })).rejects.toMatchObject(
      notFound,
    );
    const bNow = afterSet.find((x) => x.id === b.id);
    expect(
      (await owner.saved.addresses.remove({ id: b.id, version: bNow?.version ?? 0 })).map((x) => [
        x.id,
        x.isDefault,
      ]),
    ).toEqual([[a.id, true]]);
  });
});
