/**
 * Injection text is data: SQL in a field is stored verbatim through parameterised queries and answered verbatim
 * as JSON; markup and control characters are refused in every free-text field, naming it, and nothing is written.
 * Search text with LIKE wildcards (%, _), quotes and backslashes matches literally, in the public search and
 * in the admin consoles' lists.
 */
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCentre,
  createService,
  ensureReference,
  failure,
} from "../../src/modules/catalog/catalog.fixtures";
import { callerFor, fieldErrorsOfRejection } from "../support/caller";
import { dbFingerprint } from "../support/db-fingerprint";
import { buildWorld, callerAs, freshBooking, unlimited, type World } from "../support/security-world";

const SCRIPT = "<script>alert(1)</script>";
const IMG = '"><img src=x onerror=alert(document.cookie)>';
const DROP_USERS = "'; DROP TABLE users; --";
const DROP_CENTRES = "Robert'); DROP TABLE centres;--";
const UNICODE_PLAIN = "चमक ✨ क्\u200Dष";

let db: Db;
let close: () => Promise<void>;
let world: World;
const centreIds: Record<string, number> = {};

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  world = await buildWorld(db);
  const ref = await ensureReference(db);
  for (const name of ["100% Shine", "Shine_Pro", "O'Brien's Wash", "Back\\slash Wash", "Plain Shine"]) {
    const { centre } = await createCentre(db, {
      name,
      locality: "Main Road",
      city: "Jaipur",
      state: "Rajasthan",
    });
    await createService(db, ref, centre.id, {
      category: "basic-wash",
      sub: "Foam Wash",
      prices: { suv: 50_000 },
    });
    centreIds[name] = centre.id;
  }
});

afterAll(async () => {
  await world?.close();
  await close?.();
});

describe("injection text is stored and answered verbatim, markup refused", () => {
  it("keeps a customer's profile exactly as typed, and refuses markup in any of its fields", async () => {
    const caller = await callerAs(world, "anonymous");
    const form = {
      name: "Asha Rao",
      email: "xss-name@test.chamak.in",
      mobile: "9876543210",
      state: "Delhi" as const,
      city: "New Delhi",
      address: "12 Ring Road",
      zip: "110001",
      password: "injection1",
    };
    for (const [field, bad] of [
      ["name", SCRIPT],
      ["city", SCRIPT],
      ["address", `12 Ring Road ${IMG}`],
      ["address", "12 Ring Road\u0007"],
    ] as const) {
      await expect(
        fieldErrorsOfRejection(caller.accounts.register({ ...form, [field]: bad })),
      ).resolves.toEqual({
        [field]: expect.stringMatching(/must not contain <, > or control characters$/),
      });
    }
    expect(await db.user.count({ where: { email: "xss-name@test.chamak.in" } })).toBe(0);
    const session = await caller.accounts.register({
      ...form,
      name: DROP_CENTRES,
      email: "xss-probe@test.chamak.in",
      city: DROP_CENTRES,
      address: `${DROP_USERS} "quoted"`,
    });
    expect(session.user).toMatchObject({
      name: DROP_CENTRES,
      city: DROP_CENTRES,
      address: `${DROP_USERS} "quoted"`,
    });
    const row = await db.user.findUniqueOrThrow({ where: { email: "xss-probe@test.chamak.in" } });
    expect(row).toMatchObject({ name: DROP_CENTRES, city: DROP_CENTRES, address: `${DROP_USERS} "quoted"` });
    const signedIn = await caller.accounts.login({
      email: "xss-probe@test.chamak.in",
      password: "injection1",
    });
    const me = await callerFor(db, { token: signedIn.token, limiter: unlimited }).accounts.me();
    expect(me).toMatchObject({ name: DROP_CENTRES, city: DROP_CENTRES, address: `${DROP_USERS} "quoted"` });
    await expect(
      fieldErrorsOfRejection(
        callerFor(db, { token: signedIn.token, limiter: unlimited }).accounts.updateProfile({
          name: DROP_CENTRES,
          mobile: form.mobile,
          state: form.state,
          city: SCRIPT,
          address: form.address,
          zip: form.zip,
          version: me.version,
        }),
      ),
    ).resolves.toEqual({ city: "City must not contain <, > or control characters" });
    // The tables the strings name are still there.
    expect(await db.user.count()).toBeGreaterThan(1);
    expect(await db.centre.count()).toBeGreaterThan(1);
  });

  it("stores a contact message exactly as sent, line breaks and all, and refuses markup in it", async () => {
    const caller = await callerAs(world, "anonymous");
    await expect(
      fieldErrorsOfRejection(
        caller.contact.send({ name: "Asha", email: "probe@test.chamak.in", message: `Hello ${SCRIPT}` }),
      ),
    ).resolves.toEqual({ message: "Message must not contain <, > or control characters" });
    const message = `${DROP_USERS}\nचमक ✨ O'Brien "quoted"`;
    const { id } = await caller.contact.send({ name: DROP_USERS, email: "probe@test.chamak.in", message });
    const row = await db.contactMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ name: DROP_USERS, message });
  });

  it("shows a service's injected name and description verbatim to the vendor and the public", async () => {
    const vendor = await callerAs(world, "vendorA");
    const service = {
      categoryId: world.a.wash.categoryId,
      subCategoryName: DROP_USERS,
      description: `Includes ${DROP_CENTRES} or O'Brien's "shine"`,
      durationMinutes: 30,
      prices: [{ vehicleTypeId: world.a.vehicleType.id, pricePaise: 20_000 }],
    };
    await expect(
      fieldErrorsOfRejection(vendor.vendor.services.create({ ...service, description: `Includes ${IMG}` })),
    ).resolves.toEqual({ description: "Description must not contain <, > or control characters" });
    const created = await vendor.vendor.services.create(service);
    const fromVendor = await vendor.vendor.services.get({ id: created.id });
    const fromPublic = await (await callerAs(world, "anonymous")).catalog.service({ id: created.id });
    for (const view of [created, fromVendor, fromPublic]) {
      expect(view.subCategoryName).toBe(DROP_USERS);
      expect(view.description).toBe(service.description);
      expect(view.includes).toEqual([DROP_CENTRES, `O'Brien's "shine"`]);
    }
  });

  it("keeps a review comment verbatim, and refuses markup in it", async () => {
    const booking = await freshBooking(world);
    await db.booking.update({ where: { id: booking.id }, data: { status: "completed" } });
    const customer = await callerAs(world, "customerA");
    await expect(
      fieldErrorsOfRejection(customer.reviews.create({ bookingId: booking.id, rating: 5, comment: SCRIPT })),
    ).resolves.toEqual({ comment: "Review must not contain <, > or control characters" });
    await customer.reviews.create({
      bookingId: booking.id,
      rating: 5,
      comment: `${DROP_USERS} ${UNICODE_PLAIN}`,
    });
    const reviews = await (await callerAs(world, "anonymous")).catalog.reviews({
      centreId: world.a.centre.id,
    });
    expect(reviews.items.map((review) => review.comment)).toContain(`${DROP_USERS} ${UNICODE_PLAIN}`);
  });
});

const searchNames = async (q: string) => {
  const result = await (await callerAs(world, "anonymous")).catalog.search({
    q,
    city: "Jaipur",
    pageSize: 50,
  });
  return result.items.map((item) => item.name).sort();
};

describe("search text matches literally", () => {
  it.each([
    ["%", ["100% Shine"]],
    ["100%", ["100% Shine"]],
    ["_", ["Shine_Pro"]],
    ["e_p", ["Shine_Pro"]],
    ["'", ["O'Brien's Wash"]],
    ["o'brien", ["O'Brien's Wash"]],
    ["\\", ["Back\\slash Wash"]],
    ["k\\s", ["Back\\slash Wash"]],
    ["%%", []],
    [DROP_CENTRES, []],
    ["' OR '1'='1", []],
  ])("public search for %j finds %j", async (q, expected) => {
    const before = await dbFingerprint(db);
    expect(await searchNames(q)).toEqual(expected);
    expect(await dbFingerprint(db)).toEqual(before);
  });

  it("treats a wildcard vehicle type or category as unknown, not as 'any'", async () => {
    const anonymous = await callerAs(world, "anonymous");
    for (const vehicleType of ["%", "s_v", "S%"]) {
      expect(
        (await failure(anonymous.catalog.categoryServices({ category: "basic-wash", vehicleType }))).code,
      ).toBe("BAD_REQUEST");
      expect((await failure(anonymous.catalog.search({ vehicleType }))).code).toBe("BAD_REQUEST");
    }
    for (const category of ["%", "basic_wash"]) {
      expect((await failure(anonymous.catalog.search({ category }))).code).toBe("BAD_REQUEST");
    }
  });

  it("matches wildcards literally in the admin lists", async () => {
    const admin = await callerAs(world, "admin");
    await db.user.update({ where: { id: world.userIds.customerB }, data: { name: "Ravi_Kumar 100%" } });
    const centres = async (q: string) =>
      (await admin.admin.centres.list({ q, pageSize: 100 })).items.map((centre) => centre.name).sort();
    expect(await centres("%")).toEqual(["100% Shine"]);
    expect(await centres("_")).toEqual(["Shine_Pro"]);
    expect(await centres("\\")).toEqual(["Back\\slash Wash"]);

    const users = async (q: string) =>
      (await admin.admin.users.list({ q, pageSize: 100 })).items.map((user) => user.name).sort();
    expect(await users("%")).toEqual(["100% Shine Owner", "Ravi_Kumar 100%"]);
    expect(await users("i_K")).toEqual(["Ravi_Kumar 100%"]);
    expect(await users("\\")).toEqual(["Back\\slash Wash Owner"]);

    const booking = await freshBooking(world);
    const bookings = async (input: { code?: string; customerEmail?: string; centre?: string }) =>
      (await admin.admin.bookings.search({ ...input, pageSize: 100 })).items.map((row) => row.id);
    expect(await bookings({ code: booking.code })).toEqual([booking.id]);
    expect(await bookings({ code: "%" })).toEqual([]);
    expect(await bookings({ code: "_" })).toEqual([]);
    expect(await bookings({ customerEmail: "%" })).toEqual([]);
    expect(await bookings({ customerEmail: "_" })).toEqual([]);
    expect(await bookings({ centre: "%" })).toEqual([]);
  });
});
