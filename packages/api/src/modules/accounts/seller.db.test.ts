import { GST_DECLARATION_TEXT, gstinCheckCharacter, type SellerRegistrationInput } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection } from "../../../test/support/caller";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

const delhiGstin = (pan: string) => `07${pan}1Z${gstinCheckCharacter(`07${pan}1Z`)}`;

const application = {
  centreName: "Shine Hub Car Spa",
  mobile: "9811122233",
  gstin: delhiGstin("AAACS1234K").toLowerCase(),
  gstDeclaration: false,
  email: "owner@shinehub.in",
  locality: "Lajpat Nagar II",
  city: "New Delhi",
  state: "Delhi",
  zip: "110024",
  password: "Dwarka-Shine42",
  confirmPassword: "Dwarka-Shine42",
} satisfies SellerRegistrationInput;

/** A centre below the GST threshold: no GSTIN, the declaration ticked. */
const unregistered = (email: string) => ({
  ...application,
  centreName: `Gali Wash ${email}`,
  email,
  gstin: "",
  gstDeclaration: true,
});

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
    const wrongDigit = `${application.gstin.slice(0, 14)}${application.gstin.endsWith("a") ? "B" : "A"}`;
    await expect(
      fieldErrorsOfRejection(
        caller.accounts.registerSeller({ ...application, email: "a@x.in", gstin: wrongDigit }),
      ),
    ).resolves.toEqual({ gstin: expect.stringMatching(/check digit/) });
    await expect(
      fieldErrorsOfRejection(
        caller.accounts.registerSeller({ ...application, email: "b@x.in", state: "Haryana" }),
      ),
    ).resolves.toEqual({
      gstin: "GSTIN is registered in Delhi (code 07), but the centre is in Haryana (code 06)",
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

  it("registers a centre without a GSTIN that gives the declaration: kept with its time, and audited", async () => {
    const { db } = database;
    const before = new Date();
    const first = await callerFor(db).accounts.registerSeller(unregistered("gali@wash.in"));
    // A second one too: centres without a GSTIN share no value the GSTIN's unique index could refuse.
    const second = await callerFor(db).accounts.registerSeller({
      ...unregistered("tola@wash.in"),
      gstin: null,
    });
    const centres = await db.centre.findMany({
      where: { id: { in: [first.centre.id, second.centre.id] } },
      select: { id: true, gstin: true, gstDeclarationAt: true, gstRegisteredAt: true },
      orderBy: { id: "asc" },
    });
    for (const centre of centres) {
      expect(centre).toMatchObject({ gstin: null, gstRegisteredAt: null });
      expect(centre.gstDeclarationAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    }
    const trail = await db.auditLog.findMany({
      where: { entityType: "centre", entityId: String(first.centre.id) },
      orderBy: { id: "asc" },
    });
    expect(trail.map((entry) => [entry.action, entry.data])).toEqual([
      ["centre.applied", null],
      [
        "centre.gst_declared",
        { declaration: GST_DECLARATION_TEXT, givenAt: centres[0]?.gstDeclarationAt?.toISOString() },
      ],
    ]);
  });

  it("keeps no declaration beside a GSTIN", async () => {
    const { db } = database;
    const result = await callerFor(db).accounts.registerSeller({
      ...application,
      email: "both@shinehub.in",
      gstin: delhiGstin("AAACS5555K"),
      gstDeclaration: true,
    });
    await expect(
      db.centre.findUniqueOrThrow({
        where: { id: result.centre.id },
        select: { gstin: true, gstDeclarationAt: true },
      }),
    ).resolves.toEqual({ gstin: delhiGstin("AAACS5555K"), gstDeclarationAt: null });
  });

  it("without a GSTIN nor the declaration: names the declaration, and writes nothing", async () => {
    const { db } = database;
    const counts = async () => [await db.user.count(), await db.centre.count()];
    const before = await counts();
    for (const gstin of ["", "   ", null, undefined]) {
      await expect(
        fieldErrorsOfRejection(
          callerFor(db).accounts.registerSeller({
            ...unregistered("none@wash.in"),
            gstin,
            gstDeclaration: false,
          }),
        ),
      ).resolves.toEqual({
        gstDeclaration:
          "Enter your GST number, or tick the declaration that your centre need not register under GST",
      });
    }
    expect(await counts()).toEqual(before);
  });

  it("names the mismatched password confirmation", async () => {
    await expect(
      fieldErrorsOfRejection(
        callerFor(database.db).accounts.registerSeller({ ...application, confirmPassword: "secret124" }),
      ),
    ).resolves.toEqual({ confirmPassword: "Passwords do not match" });
  });
});
