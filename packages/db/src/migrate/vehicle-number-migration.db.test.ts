import { readFileSync } from "node:fs";
import { join } from "node:path";
import { normaliseVehicleNumber } from "@chamak/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultMigrationsDir } from "../paths";
import { createTestDb } from "../testing";

// The migration that brings stored vehicle numbers into their one normal form says what contracts'
// normaliseVehicleNumber says, row by row (it is run again here over rows written in every old spelling).
const MIGRATION = readFileSync(
  join(defaultMigrationsDir, "20261206140000_vehicle_number_normal_form", "migration.sql"),
  "utf8",
);

const TYPED = [
  "hr26dk8337",
  "KA 05 MN 4321",
  "ka-05-mn-4321",
  "HR 26DK 8337",
  "DL3CAB1234",
  "dl 8c af 4321",
  "DL 3C 1234",
  "22bh1234aa",
  "MH12DE1433",
  "up 16 z 1",
  "  not  a plate ",
];

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

describe("the vehicle number migration", () => {
  it("rewrites every stored spelling into the normal form contracts gives", async () => {
    const { db } = database;
    await db.$executeRawUnsafe(`
      INSERT INTO users (id, name, email, password_hash, updated_at) VALUES
        (901, 'Owner', 'owner901@test.chamak.in', 'x', now()), (902, 'Meera', 'meera902@test.chamak.in', 'x', now());`);
    await db.$executeRawUnsafe(`
      INSERT INTO centres (id, owner_id, name, mobile, email, gstin, locality, address, city, state, zip,
        slot_minutes, bays, updated_at)
      VALUES (901, 901, 'Sparkle', '9811111111', 'c901@test.chamak.in', 'GST901', 'Lajpat Nagar', '12 Ring Road',
        'New Delhi', 'Delhi', '110024', 30, 20, now());`);
    await db.$executeRawUnsafe(
      `INSERT INTO vehicle_types (id, slug, name, "group") VALUES (901, 'hatch-901', 'Hatchback 901', 'car');`,
    );
    for (const [index, typed] of TYPED.entries()) {
      await db.$executeRawUnsafe(
        `INSERT INTO bookings (id, code, customer_id, centre_id, status, payment_status, payment_method, slot_start,
           slot_end, vehicle_type_id, vehicle_number, contact_mobile, state, city, address, zip, subtotal_paise,
           total_paise, updated_at)
         VALUES ($1, $2, 902, 901, 'completed', 'captured', 'upi', '2030-01-07 04:30', '2030-01-07 05:00', 901,
           $3, '9876543210', 'Delhi', 'New Delhi', 'B-12', '110024', 100, 100, now())`,
        9000 + index,
        `CHKVN${index}`,
        typed,
      );
      await db.$executeRawUnsafe(
        `INSERT INTO saved_vehicles (id, user_id, vehicle_type_id, vehicle_number, number_key, updated_at)
         VALUES ($1, 902, 901, $2, $3, now())`,
        9000 + index,
        typed,
        `KEY${index}`,
      );
    }

    for (const statement of MIGRATION.split(/;\s*\n/).filter((part) => part.includes("UPDATE")))
      await db.$executeRawUnsafe(statement);

    const expected = TYPED.map((typed) => normaliseVehicleNumber(typed));
    expect(expected.slice(0, 7)).toEqual([
      "HR 26 DK 8337",
      "KA 05 MN 4321",
      "KA 05 MN 4321",
      "HR 26 DK 8337",
      "DL 3C AB 1234",
      "DL 8C AF 4321",
      "DL 3C 1234",
    ]);
    const bookings = await db.booking.findMany({
      where: { centreId: 901 },
      orderBy: { id: "asc" },
      select: { vehicleNumber: true },
    });
    expect(bookings.map((b) => b.vehicleNumber)).toEqual(expected);
    const saved = await db.savedVehicle.findMany({
      where: { userId: 902 },
      orderBy: { id: "asc" },
      select: { vehicleNumber: true },
    });
    expect(saved.map((v) => v.vehicleNumber)).toEqual(expected);
  });
});
