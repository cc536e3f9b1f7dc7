import { gstinCheckCharacter, type SellerRegistrationInput } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection } from "../../../test/support/caller";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

const delhiGstin = (pan: string) => `07${pan}1Z${gstinCheckCharacter(`07${pan}1Z`)}`;

const application: SellerRegistrationInput = {
  centreName: "Shine Hub Car Spa",
  mobile: "9811122233",
  gstin: delhiGstin("AAACS1234K").toLowerCase(),
  email: "owner@shinehub.in",
  locality: "Lajpat Nagar II",
  city: "New Delhi",
  state: "Delhi",
  zip: "110024",
  password: "Dwarka-Shine42",
  confirmPassword: "Dwarka-Shine42",
};

describe("seller registration", () => {
  it("creates a vendor account and a pending centre with default hours, audited", async () => {
    const { db } = database;
    const result = await callerFor(db).accounts.registerSeller(application);
    expect(result.user.role).toBe("vendor");
    expect(result.centre).toMatchObject({ name: "Shine Hub Car Spa", status: "pending" });

    const centre = await db.centre.findUniqueOrThrow({
      where: { id: result.centre.id },
      include: { openingHours: true },
    });
    expect(centre.gstin).toBe(delhiGstin("AAACS1234K"));
    expect(centre.openingHours).toHaveLength(7);
    const trail = await db.auditLog.findMany({
      where: { entityType: "centre", entityId: String(centre.id) },
    });
    expect(trail.map((entry) => entry.action)).toEqual(["centre.applied"]);

    await expect(callerFor(db, { token: result.token }).accounts.me()).resolves.toMatchObject({
      role: "vendor",
    });
  });

  it("checks the GSTIN offline: check digit, and the state code against the centre's state", async () => {
    const caller = callerFor(database.db);
    const wrongDigit = `${application.gstin.slice(0, 14)}${application.gstin.endsWith("A") ? "B" : "A"}`;
    await expect(
      caller.accounts.registerSeller({ ...application, email: "a@x.in", gstin: wrongDigit }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/check digit/) });
    await expect(
      caller.accounts.registerSeller({ ...application, email: "b@x.in", state: "Haryana" }),
    ).rejects.toMatchObject({
      message: "GSTIN is registered in Delhi (code 07), but the centre is in Haryana (code 06)",
    });
  });

  it("refuses a GSTIN that is already registered, and leaves no orphan account behind", async () => {
    const { db } = database;
    const users = await db.user.count();
    await expect(
      callerFor(db).accounts.registerSeller({ ...application, email: "other@shinehub.in" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "A centre with this GST number is already registered",
    });
    expect(await db.user.count()).toBe(users);
  });

  it("refuses a common password, on the password field, and writes nothing", async () => {
    const { db } = database;
    const users = await db.user.count();
    const centres = await db.centre.count();
    await expect(
      fieldErrorsOfRejection(
        callerFor(db).accounts.registerSeller({
          ...application,
          email: "common@shinehub.in",
          gstin: delhiGstin("AAACS9876K"),
          password: "sparkle123",
          confirmPassword: "sparkle123",
        }),
      ),
    ).resolves.toEqual({ password: expect.stringMatching(/^This password is too common/) });
    expect([await db.user.count(), await db.centre.count()]).toEqual([users, centres]);
  });

  it("names the mismatched password confirmation", async () => {
    await expect(
      fieldErrorsOfRejection(
        callerFor(database.db).accounts.registerSeller({ ...application, confirmPassword: "secret124" }),
      ),
    ).resolves.toEqual({ confirmPassword: "Passwords do not match" });
  });
});
