import { cpSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultMigrationsDir } from "../paths";
import { migrateDeploy } from "./deploy";
import { createProjectFixture, onDatabase, type ProjectFixture } from "./project-fixture";

// The bay_ranges migration on a database holding reservations in the old layout (one row per bay per slot
// unit): each booking's units become one range, and a bay already sold twice stops the migration, naming the
// booking, with nothing changed.
// The database the test command runs on: CI's PGlite pass and its PostgreSQL pass each prove their own.
const backends = process.env.DATABASE_URL ? (["postgres"] as const) : (["pglite"] as const);

const migrations = readdirSync(defaultMigrationsDir).filter((name) => /^\d{14}_/.test(name));
const bayRanges = migrations.find((name) => name.endsWith("_bay_ranges")) ?? "";
const before = migrations.filter((name) => name < bayRanges);

/** A project migrated up to just before bay_ranges. */
async function migratedBeforeBayRanges(backend: "pglite" | "postgres") {
  const project = await createProjectFixture(backend);
  cpSync(
    join(defaultMigrationsDir, "migration_lock.toml"),
    join(project.migrationsDir, "migration_lock.toml"),
  );
  for (const name of before)
    cpSync(join(defaultMigrationsDir, name), join(project.migrationsDir, name), { recursive: true });
  await migrateDeploy({ migrationsDir: project.migrationsDir, ...project.target });
  return project;
}

const deployBayRanges = (project: ProjectFixture) => {
  cpSync(join(defaultMigrationsDir, bayRanges), join(project.migrationsDir, bayRanges), { recursive: true });
  return migrateDeploy({ migrationsDir: project.migrationsDir, ...project.target });
};

const sql = (project: ProjectFixture, script: string) =>
  onDatabase(project, (db) => db.executeScript(script));
const rows = (project: ProjectFixture, query: string) =>
  onDatabase(project, async (db) => (await db.queryRaw({ sql: query, args: [], argTypes: [] })).rows);

/** A centre now on 45-minute slots, its owner and a customer. Times below are UTC, as the columns hold them. */
const CENTRE = `
  INSERT INTO users (id, name, email, password_hash, updated_at) VALUES
    (1, 'Owner', 'owner@test.chamak.in', 'x', now()), (2, 'Meera', 'meera@test.chamak.in', 'x', now());
  INSERT INTO centres (id, owner_id, name, mobile, email, gstin, locality, address, city, state, zip, slot_minutes,
    bays, updated_at)
  VALUES (1, 1, 'Sparkle', '9811111111', 'c@test.chamak.in', 'GST1', 'Lajpat Nagar', '12 Ring Road', 'New Delhi',
    'Delhi', '110024', 45, 2, now());
  INSERT INTO vehicle_types (id, slug, name, "group") VALUES (1, 'hatch', 'Hatchback', 'car');`;

const booking = (id: number, code: string, status: string, start: string, end: string) => `
  INSERT INTO bookings (id, code, customer_id, centre_id, status, payment_status, payment_method, slot_start,
    slot_end, vehicle_type_id, vehicle_number, contact_mobile, state, city, address, zip, subtotal_paise,
    total_paise, updated_at)
  VALUES (${id}, '${code}', 2, 1, '${status}', 'captured', 'upi', '2030-01-07 ${start}', '2030-01-07 ${end}', 1,
    'DL 3C AB 1234', '9876543210', 'Delhi', 'New Delhi', 'B-12', '110024', 100, 100, now());`;

const unit = (bookingId: number, bay: number, start: string) =>
  `INSERT INTO bay_reservations (centre_id, slot_start, bay, booking_id) VALUES (1, '2030-01-07 ${start}', ${bay}, ${bookingId});`;

describe.each(backends)("the bay_ranges migration on %s", (backend) => {
  let project: ProjectFixture | undefined;
  afterEach(() => project?.cleanup());

  it("turns each booking's slot units into one range on its bay", async () => {
    project = await migratedBeforeBayRanges(backend);
    await sql(
      project,
      [
        CENTRE,
        // Booked under 30-minute slots: two units on bay 2.
        booking(1, "CHKHOUR01", "confirmed", "04:30", "05:30"),
        unit(1, 2, "04:30"),
        unit(1, 2, "05:00"),
        // Booked after the change to 45 minutes: one unit on bay 1.
        booking(2, "CHKAFTER1", "paid", "05:45", "06:30"),
        unit(2, 1, "05:45"),
        // Cancelled: its bay was given back, nothing to move.
        booking(3, "CHKCANCEL", "cancelled", "04:30", "05:00"),
      ].join("\n"),
    );

    expect((await deployBayRanges(project)).applied).toEqual([bayRanges]);
    expect(
      await rows(
        project,
        `SELECT booking_id, bay, centre_id, to_char(slot_start, 'HH24:MI'), to_char(slot_end, 'HH24:MI')
         FROM bay_reservations ORDER BY booking_id`,
      ),
    ).toEqual([
      [1, 2, 1, "04:30", "05:30"],
      [2, 1, 1, "05:45", "06:30"],
    ]);
    // The new rows obey the constraint the migration added.
    await sql(project, `${booking(4, "CHKLATER1", "paid", "05:00", "05:45")}`);
    await expect(
      sql(
        project,
        `INSERT INTO bay_reservations (booking_id, bay, centre_id, slot_start, slot_end)
                    VALUES (4, 2, 1, '2030-01-07 05:00', '2030-01-07 05:45')`,
      ),
    ).rejects.toThrow(/bay_reservations_no_overlap/);
  });

  it("stops, naming the booking, when a bay was already sold twice, and changes nothing", async () => {
    project = await migratedBeforeBayRanges(backend);
    await sql(
      project,
      [
        CENTRE,
        booking(10, "CHKFIRST1", "confirmed", "04:30", "05:00"),
        unit(10, 1, "04:30"),
        // The defect: after a change to 45-minute slots, 04:45 missed the 04:30 unit and took the same bay.
        booking(11, "CHKTWICE1", "confirmed", "04:45", "05:30"),
        unit(11, 1, "04:45"),
      ].join("\n"),
    );

    await expect(deployBayRanges(project)).rejects.toThrow(/CHKTWICE1 on bay 1 of centre 1/);
    expect(
      await rows(
        project,
        "SELECT count(*)::int FROM information_schema.columns WHERE column_name = 'slot_end' AND table_name = 'bay_reservations'",
      ),
    ).toEqual([[0]]);
    expect(await rows(project, "SELECT booking_id FROM bay_reservations ORDER BY booking_id")).toEqual([
      [10],
      [11],
    ]);
  });
});
