import { indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { auditCount, failure, signedInCaller } from "../admin/admin.fixtures";

let db: Db;
let close: () => Promise<void>;
let admin: Awaited<ReturnType<typeof signedInCaller>>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  admin = await signedInCaller(db, "admin");
});

afterAll(async () => {
  await close?.();
});

const valid = { code: "rain20", description: "Monsoon special", percentOff: 20, maxDiscountPaise: 15_000 };

describe("admin.coupons", () => {
  it("creates a code that works at checkout, and retires it so it stops working", async () => {
    const fixture = await bookableCentre(db);
    const created = await admin.caller.admin.coupons.create({
      ...valid,
      minOrderPaise: 20_000,
      perUserLimit: 2,
      maxRedemptions: 100,
      validUntil: indiaDate(new Date(), 30),
    });
    expect(created).toMatchObject({
      code: "RAIN20",
      percentOff: 20,
      amountOffPaise: null,
      maxDiscountPaise: 15_000,
      minOrderPaise: 20_000,
      firstBookingOnly: false,
      perUserLimit: 2,
      maxRedemptions: 100,
      redemptionCount: 0,
      state: "active",
    });
    expect(await auditCount(db, "coupon.created", { type: "coupon", id: created.id })).toBe(1);

    const customer = await signedInUser(db, "user");
    const quote = (couponCode: string) =>
      callerFor(db, { token: customer.token }).booking.quote({
        centreId: fixture.centre.id,
        vehicleTypeId: fixture.vehicleType.id,
        items: [{ serviceId: fixture.wash.id, quantity: 1 }],
        couponCode,
      });
    expect(await quote("rain20")).toMatchObject({ subtotalPaise: 49_900, discountPaise: 9_980 });

    const retired = await admin.caller.admin.coupons.retire({ couponId: created.id });
    expect(retired.state).toBe("retired");
    expect(await auditCount(db, "coupon.retired", { type: "coupon", id: created.id })).toBe(1);
    expect(await failure(quote("RAIN20"))).toMatchObject({ code: "BAD_REQUEST", field: "couponCode" });
    expect((await failure(admin.caller.admin.coupons.retire({ couponId: created.id }))).code).toBe(
      "PRECONDITION_FAILED",
    );
    const listed = await admin.caller.admin.coupons.list();
    expect(listed.find((c) => c.id === created.id)?.state).toBe("retired");
  });

  it("takes an amount off, first booking only, scheduled for a later start", async () => {
    const created = await admin.caller.admin.coupons.create({
      code: "FIRST1",
      description: "₹100 off your first wash",
      amountOffPaise: 10_000,
      minOrderPaise: 30_000,
      firstBookingOnly: true,
      validFrom: indiaDate(new Date(), 2),
    });
    expect(created).toMatchObject({
      amountOffPaise: 10_000,
      percentOff: null,
      firstBookingOnly: true,
      state: "scheduled",
    });
    expect(created.validFrom.getTime()).toBeGreaterThan(Date.now());
  });

  it.each([
    [{ ...valid, code: "TOOLONG7" }, "code", /at most 6 characters/],
    [{ ...valid, code: "AB-1" }, "code", /only letters/],
    [{ ...valid, code: "" }, "code", /Code is required/],
    [{ ...valid, description: " " }, "description", /Description is required/],
    [{ ...valid, amountOffPaise: 5_000 }, "percentOff", /not both/],
    [{ code: "NONE", description: "Nothing off" }, "percentOff", /percentage or an amount off/],
    [{ ...valid, percentOff: 101 }, "percentOff", /between 1 and 100/],
    [{ ...valid, percentOff: 150 }, "percentOff", /between 1 and 100/],
    [{ ...valid, maxDiscountPaise: null }, "maxDiscountPaise", /Give a cap in rupees/],
    [
      { code: "FLAT5", description: "₹500 off", amountOffPaise: 50_000, minOrderPaise: 10_000 },
      "amountOffPaise",
      /less than the minimum order \(₹100\.00\)/,
    ],
    [{ ...valid, code: "DIWALI2026" }, "code", /at most 6 characters/],
    [
      { code: "AMT", description: "x", amountOffPaise: 5_000, maxDiscountPaise: 1_000 },
      "maxDiscountPaise",
      /only to a percentage/,
    ],
    [{ ...valid, perUserLimit: 0 }, "perUserLimit", /at least 1/],
    [{ ...valid, maxRedemptions: 0 }, "maxRedemptions", /at least 1/],
    [{ ...valid, minOrderPaise: -1 }, "minOrderPaise", /./],
    [
      { ...valid, validFrom: "2030-02-10", validUntil: "2030-02-01" },
      "validUntil",
      /must not be before the start/,
    ],
    [{ ...valid, validUntil: "2020-01-01" }, "validUntil", /in the past/],
    [{ ...valid, validFrom: "10/02/2030" }, "validFrom", /YYYY-MM-DD/],
  ])("refuses %o, naming the field %s", async (input, field, message) => {
    const error = await failure(admin.caller.admin.coupons.create(input));
    expect(error).toMatchObject({ code: "BAD_REQUEST", field });
    expect(error.message).toMatch(message);
  });

  it("never lets a coupon price the services at ₹0 unless an admin made it a free coupon", async () => {
    const fixture = await bookableCentre(db);
    const customer = await signedInUser(db, "user");
    const quote = (couponCode: string) =>
      callerFor(db, { token: customer.token }).booking.quote({
        centreId: fixture.centre.id,
        vehicleTypeId: fixture.vehicleType.id,
        items: [{ serviceId: fixture.wash.id, quantity: 1 }],
        couponCode,
      });
    // A coupon saved before the rule (100% off, no cap): the server's price still leaves ₹1.
    await db.coupon.create({ data: { code: "OLD100", description: "Everything off", percentOff: 100 } });
    expect(await quote("OLD100")).toMatchObject({
      subtotalPaise: 49_900,
      discountPaise: 49_800,
      totalPaise: 100,
    });

    const free = await admin.caller.admin.coupons.create({
      code: "FREE1",
      description: "A free wash",
      percentOff: 100,
      allowsFree: true,
    });
    expect(free).toMatchObject({ allowsFree: true, maxDiscountPaise: null });
    expect(await quote("FREE1")).toMatchObject({ discountPaise: 49_900, totalPaise: 0 });
  });

  it("refuses a code that is taken, whatever its case", async () => {
    await admin.caller.admin.coupons.create({ ...valid, code: "DUP10" });
    const taken = await failure(admin.caller.admin.coupons.create({ ...valid, code: "dup10" }));
    expect(taken).toMatchObject({ code: "CONFLICT", field: "code" });
    expect(taken.message).toMatch(/DUP10 is already taken/);
    expect(await db.coupon.count({ where: { code: "DUP10" } })).toBe(1);
  });
});
