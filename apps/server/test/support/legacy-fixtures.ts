import { uniqueTestGstin } from "@chamak/api/test-support/test-gstin";
import { indiaDate, type Role } from "@chamak/contracts";
import { type Db, hashPassword } from "@chamak/db";
import type { FastifyInstance } from "fastify";

/** Small catalog fixtures for the legacy REST tests, written straight into the test database. */

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

const PASSWORD = "secret123";
let passwordHash: Promise<string> | undefined;

/**
 * An account of any role, signed in through POST /api/login like the legacy client (each from its own
 * address, so the per-address login limit never trips). Returns its id and bearer token.
 */
export async function signIn(app: FastifyInstance, db: Db, role: Role = "user") {
  const n = next();
  passwordHash ??= hashPassword(PASSWORD);
  const user = await db.user.create({
    data: {
      name: `Legacy ${role} ${n}`,
      email: `legacy-${role}-${n}-${Date.now()}@test.chamak.in`,
      mobile: "9876543210",
      passwordHash: await passwordHash,
      role,
    },
  });
  const response = await app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress: `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    payload: { email: user.email, password: PASSWORD },
  });
  const body = response.json() as { status: boolean; token?: string };
  if (!body.token) throw new Error(`login failed: ${response.body}`);
  return { id: user.id, email: user.email, token: body.token };
}

/**
 * The legacy booking form (POST /api/bookings/store) as the old client sends it, its fields in the client's
 * order: a Hyundai SUV, DL 3C AB 1234, an address in New Delhi, ₹499 in cash, no driver. The caller gives the
 * cart (`servies`) and the slot; `overrides` replace fields in place or add others.
 */
export const legacyBookingForm = ({
  servies,
  date,
  time,
  ...overrides
}: { servies: unknown[]; date: string; time: string } & Record<string, unknown>) => ({
  mobileno: "9876543210",
  vehicleType: "Suv",
  brand: "Hyundai",
  vehile_no: "DL 3C AB 1234",
  servies,
  date,
  time,
  state: "Delhi",
  city: "New Delhi",
  address: "B-12 Lajpat Nagar",
  zip: "110024",
  razorpay_payment_id: "cash",
  totalamout: 499,
  isdriver: false,
  ...overrides,
});

/** The reference rows every fixture shares (upserted, so any number of fixtures may call it). */
export async function referenceData(db: Db) {
  const vehicleType = (slug: string, name: string, position: number) =>
    db.vehicleType.upsert({ where: { slug }, update: {}, create: { slug, name, group: "car", position } });
  const category = (slug: string, name: string, position: number) =>
    db.serviceCategory.upsert({
      where: { slug },
      update: {},
      create: { slug, name, position, description: `${name} services` },
    });
  return {
    sedan: await vehicleType("sedan", "Sedan", 4),
    suv: await vehicleType("suv", "Suv", 5),
    basicWash: await category("basic-wash", "Basic Wash", 1),
    detailing: await category("detailing", "Detailing", 4),
  };
}

export interface CentreOptions {
  name?: string;
  city?: string;
  status?: "pending" | "approved" | "rejected" | "suspended";
  bookingCount?: number;
  /** The owner account (a vendor); a fresh one when left out. */
  ownerId?: number;
}

/**
 * A centre open 08:00–20:00 every day with two bays, offering pick & drop (no fee of its own, so the first
 * service's driver fee applies) and two services:
 * Foam Wash (Basic Wash, 30 min, Suv ₹499, Sedan ₹399.50, driver fee ₹150) and
 * Wax Polish (Detailing, 60 min, Suv ₹1,200, driver fee ₹250).
 */
export async function legacyCentre(db: Db, options: CentreOptions = {}) {
  const ref = await referenceData(db);
  const n = next();
  const ownerId =
    options.ownerId ??
    (
      await db.user.create({
        data: {
          name: `Owner ${n}`,
          email: `owner-${n}-${Date.now()}@test.chamak.in`,
          passwordHash: "unused",
          role: "vendor",
        },
      })
    ).id;
  const centre = await db.centre.create({
    data: {
      ownerId,
      name: options.name ?? `Shine Centre ${n}`,
      mobile: "9811111111",
      email: `centre-${n}@test.chamak.in`,
      gstin: uniqueTestGstin(),
      locality: "Lajpat Nagar",
      address: "12 Ring Road",
      city: options.city ?? "New Delhi",
      state: "Delhi",
      zip: "110024",
      status: options.status ?? "approved",
      bookingCount: options.bookingCount ?? 0,
      offersPickDrop: true,
      openingHours: {
        create: Array.from({ length: 7 }, (_, weekday) => ({ weekday, opensAt: 8 * 60, closesAt: 20 * 60 })),
      },
    },
  });
  const wash = await db.service.create({
    data: {
      centreId: centre.id,
      categoryId: ref.basicWash.id,
      subCategoryName: "Foam Wash",
      description: "Exterior foam wash. Includes Tyre shine or Dashboard polish",
      durationMinutes: 30,
      driverFeePaise: 15_000,
      prices: {
        create: [
          { vehicleTypeId: ref.suv.id, pricePaise: 49_900 },
          { vehicleTypeId: ref.sedan.id, pricePaise: 39_950 },
        ],
      },
    },
  });
  const polish = await db.service.create({
    data: {
      centreId: centre.id,
      categoryId: ref.detailing.id,
      subCategoryName: "Wax Polish",
      description: "Hand wax polish",
      durationMinutes: 60,
      driverFeePaise: 25_000,
      prices: { create: [{ vehicleTypeId: ref.suv.id, pricePaise: 120_000 }] },
    },
  });
  return { centre, wash, polish, ...ref };
}

/** A date in India `days` from today, as YYYY-MM-DD. */
export function indiaDatePlus(days: number): string {
  return indiaDate(new Date(), days);
}
