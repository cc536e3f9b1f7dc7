import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "./generated/prisma/client";
import { createTestDb } from "./testing";

// The database itself refuses to sell one bay twice, whatever the code above it does: plain INSERTs, no
// application code. On PGlite, and on PostgreSQL with DATABASE_URL set.
let db: PrismaClient;
let close: () => Promise<void>;
let centreId: number;
let otherCentreId: number;
const bookingIds: number[] = [];

const at = (time: string) => `2030-01-07 ${time}:00`; // UTC, as the columns hold it

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  const owner = (email: string) => ({ name: "Owner", email, passwordHash: "x", role: "vendor" as const });
  const centre = (ownerEmail: string, gstin: string) =>
    db.centre.create({
      data: {
        owner: { create: owner(ownerEmail) },
        name: "Bay Test",
        mobile: "9811111111",
        email: `${gstin}@test.chamak.in`,
        gstin,
        locality: "Lajpat Nagar",
        address: "12 Ring Road",
        city: "New Delhi",
        state: "Delhi",
        zip: "110024",
        bays: 2,
      },
    });
  centreId = (await centre("a@test.chamak.in", "GSTBAYA")).id;
  otherCentreId = (await centre("b@test.chamak.in", "GSTBAYB")).id;
  const customer = await db.user.create({
    data: { name: "Meera", email: "m@test.chamak.in", passwordHash: "x" },
  });
  const vehicle = await db.vehicleType.create({ data: { slug: "hatch", name: "Hatchback", group: "car" } });
  for (let n = 0; n < 10; n++) {
    const booking = await db.booking.create({
      data: {
        code: `CHKBAY${n}`,
        customerId: customer.id,
        centreId,
        status: "confirmed",
        paymentStatus: "captured",
        paymentMethod: "upi",
        slotStart: new Date("2030-01-07T10:00:00Z"),
        slotEnd: new Date("2030-01-07T10:30:00Z"),
        vehicleTypeId: vehicle.id,
        vehicleNumber: "DL 3C AB 1234",
        contactMobile: "9876543210",
        state: "Delhi",
        city: "New Delhi",
        address: "B-12",
        zip: "110024",
        subtotalPaise: 100,
        totalPaise: 100,
      },
    });
    bookingIds.push(booking.id);
  }
});
afterAll(() => close?.());

let next = 0;
/** Inserts a reservation for a booking not yet holding one, as raw SQL. */
function reserve(centre: number, bay: number, from: string, to: string) {
  const bookingId = bookingIds[next++];
  return db.$executeRaw`
    INSERT INTO bay_reservations (booking_id, bay, centre_id, slot_start, slot_end)
    VALUES (${bookingId}::int, ${bay}::int, ${centre}::int, ${at(from)}::timestamp(3), ${at(to)}::timestamp(3))`;
}

/** The SQLSTATE and message PostgreSQL gave for a failed raw statement. */
async function refusal(statement: Promise<unknown>) {
  const error = await statement.then(
    () => null,
    (e: unknown) => e as { meta?: { driverAdapterError?: { cause?: Record<string, string> } } },
  );
  const cause = error?.meta?.driverAdapterError?.cause;
  return cause && { code: cause.originalCode, message: cause.originalMessage };
}

describe("bay_reservations", () => {
  it("refuses a second reservation of a bay for an overlapping time, even on another slot grid", async () => {
    expect(await reserve(centreId, 1, "10:00", "10:30")).toBe(1);
    // 10:15–11:00 (a 45-minute slot) starts at no unit start of the first, and still overlaps it.
    expect(await refusal(reserve(centreId, 1, "10:15", "11:00"))).toEqual({
      code: "23P01",
      message: expect.stringContaining("bay_reservations_no_overlap"),
    });
    expect(await refusal(reserve(centreId, 1, "09:45", "10:01"))).toMatchObject({ code: "23P01" });
    expect(await refusal(reserve(centreId, 1, "10:00", "10:30"))).toMatchObject({ code: "23P01" });
  });

  it("allows back-to-back times, another bay and another centre", async () => {
    expect(await reserve(centreId, 1, "10:30", "11:15")).toBe(1);
    expect(await reserve(centreId, 1, "09:15", "10:00")).toBe(1);
    expect(await reserve(centreId, 2, "10:15", "11:00")).toBe(1);
    expect(await reserve(otherCentreId, 1, "10:00", "10:30")).toBe(1);
  });

  it("refuses a reservation that does not last (an empty range would overlap nothing)", async () => {
    expect(await refusal(reserve(centreId, 2, "12:00", "12:00"))).toEqual({
      code: "23514",
      message: expect.stringContaining("bay_reservations_slot_check"),
    });
  });
});
