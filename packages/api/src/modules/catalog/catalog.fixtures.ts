/** Small catalog fixtures for the catalog and vendor tests (not the demo seed). */
import { gstinCheckCharacter, INDIAN_STATES, VEHICLE_TYPES } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { ZodError } from "zod";
import { unreachablePayments } from "../../../test/support/caller";
import { clientErrorOf } from "../../client-errors";
import { isDomainError } from "../../errors";
import { MemoryRateLimiter } from "../../lib/rate-limiter";
import { createCallerFactory, router } from "../../trpc";
import { createSession } from "../accounts/session.service";
import { vendorRouter } from "../centre/centre.router";
import { catalogRouter } from "./catalog.router";

const testRouter = router({ catalog: catalogRouter, vendor: vendorRouter });
const createTestCaller = createCallerFactory(testRouter);

export function callerFor(db: Db, token: string | null = null) {
  return createTestCaller({
    db,
    limiter: new MemoryRateLimiter(),
    payments: unreachablePayments,
    ip: "127.0.0.1",
    userAgent: undefined,
    token,
  });
}

export const CATEGORIES = [
  { slug: "basic-wash", name: "Basic Wash" },
  { slug: "deluxe-wash", name: "Deluxe Wash" },
  { slug: "interior-cleaning", name: "Interior Cleaning" },
  { slug: "detailing", name: "Detailing" },
] as const;

export interface Reference {
  vehicleTypes: Record<string, number>;
  categories: Record<string, number>;
}

/** Vehicle types and categories, upserted so it works on an empty or a seeded database. */
export async function ensureReference(db: Db): Promise<Reference> {
  const vehicleTypes: Record<string, number> = {};
  for (const [position, vt] of VEHICLE_TYPES.entries()) {
    const group = vt.group === "three-wheeler" ? "three_wheeler" : vt.group;
    const row = await db.vehicleType.upsert({
      where: { slug: vt.slug },
      create: { slug: vt.slug, name: vt.name, group, position },
      update: {},
    });
    vehicleTypes[vt.slug] = row.id;
  }
  const categories: Record<string, number> = {};
  for (const [position, c] of CATEGORIES.entries()) {
    const row = await db.serviceCategory.upsert({
      where: { slug: c.slug },
      create: { slug: c.slug, name: c.name, position },
      update: {},
    });
    categories[c.slug] = row.id;
  }
  return { vehicleTypes, categories };
}

let serial = 0;
const unique = () => `${process.pid}${Date.now().toString(36)}${(serial++).toString(36)}`;

/** A valid GSTIN for the state, with a PAN made unique by n. */
export function makeGstin(state: string, n: number): string {
  const code = INDIAN_STATES.find((s) => s.name === state)?.gstCode ?? "07";
  const digits = String(n % 10_000).padStart(4, "0");
  const letter = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".charAt(Math.floor(n / 10_000) % 26);
  const first14 = `${code}ABC${letter}E${digits}F1Z`;
  return first14 + gstinCheckCharacter(first14);
}

let gstinSerial = Math.floor(Math.random() * 5_000);

export interface CentreFixture {
  name: string;
  locality?: string;
  city?: string;
  state?: string;
  latitude?: number | null;
  longitude?: number | null;
  status?: "pending" | "approved" | "rejected" | "suspended";
  statusReason?: string | null;
  ratingSum?: number;
  ratingCount?: number;
  bookingCount?: number;
  offersPickDrop?: boolean;
  offersDoorstep?: boolean;
  zip?: string;
  /** Default: "1 <locality>". */
  address?: string;
}

/** A vendor account and its centre (approved unless told), open 09:00–19:00 every day. */
export async function createCentre(db: Db, f: CentreFixture) {
  const state = f.state ?? "Delhi";
  const owner = await db.user.create({
    data: {
      name: `${f.name} Owner`,
      email: `vendor-${unique()}@example.test`,
      passwordHash: "x",
      role: "vendor",
    },
  });
  const centre = await db.centre.create({
    data: {
      ownerId: owner.id,
      name: f.name,
      mobile: "9876543210",
      email: `centre-${unique()}@example.test`,
      gstin: makeGstin(state, gstinSerial++),
      locality: f.locality ?? "Main Road",
      address: f.address ?? `1 ${f.locality ?? "Main Road"}`,
      city: f.city ?? "Delhi",
      state,
      zip: f.zip ?? "110001",
      latitude: f.latitude ?? null,
      longitude: f.longitude ?? null,
      status: f.status ?? "approved",
      statusReason: f.statusReason ?? null,
      ratingSum: f.ratingSum ?? 0,
      ratingCount: f.ratingCount ?? 0,
      bookingCount: f.bookingCount ?? 0,
      offersPickDrop: f.offersPickDrop ?? false,
      offersDoorstep: f.offersDoorstep ?? false,
      openingHours: {
        create: Array.from({ length: 7 }, (_, weekday) => ({ weekday, opensAt: 540, closesAt: 1140 })),
      },
    },
  });
  return { owner, centre };
}

export interface ServiceFixture {
  category: string;
  sub: string;
  description?: string;
  /** Price in paise by vehicle type slug. */
  prices: Record<string, number>;
  bookingCount?: number;
  deleted?: boolean;
}

export async function createService(db: Db, ref: Reference, centreId: number, f: ServiceFixture) {
  return db.service.create({
    data: {
      centreId,
      categoryId: ref.categories[f.category] ?? 0,
      subCategoryName: f.sub,
      description: f.description ?? `${f.sub} for your vehicle`,
      durationMinutes: 45,
      driverFeePaise: 15_000,
      bookingCount: f.bookingCount ?? 0,
      deletedAt: f.deleted ? new Date() : null,
      prices: {
        create: Object.entries(f.prices).map(([slug, pricePaise]) => ({
          vehicleTypeId: ref.vehicleTypes[slug] ?? 0,
          pricePaise,
        })),
      },
    },
  });
}

/**
 * Centres a test knows by short names: `add` makes one and remembers its id under the name; `names` reads a
 * result's items back as those names, in order (an unknown centre as `#id`).
 */
export function namedCentres(db: Db) {
  const ids: Record<string, number> = {};
  return {
    ids,
    async add(key: string, fixture: CentreFixture): Promise<number> {
      const { centre } = await createCentre(db, fixture);
      ids[key] = centre.id;
      return centre.id;
    },
    names: (items: { id: number }[]) =>
      items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? `#${item.id}`),
  };
}

/** A signed-in caller for an existing user. */
export async function signedIn(db: Db, userId: number) {
  const { token } = await createSession(db, userId, { ip: "127.0.0.1" });
  return callerFor(db, token);
}

export async function createCustomer(db: Db, name = "Asha Verma") {
  return db.user.create({ data: { name, email: `customer-${unique()}@example.test`, passwordHash: "x" } });
}

/** The tRPC code and the input field an error names (from a DomainError or a zod issue). */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ code: string; field: string | null; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; message: string; cause?: unknown };
    let field: string | null = null;
    if (isDomainError(e.cause)) field = e.cause.field ?? null;
    else if (e.cause instanceof ZodError) field = e.cause.issues[0]?.path.join(".") ?? null;
    // The English message a client is sent (the error formatter's), not zod's list of encoded issues.
    return { code: e.code ?? "UNKNOWN", field, message: clientErrorOf(e.cause, e.message, false).message };
  }
  throw new Error("Expected the call to fail, but it succeeded");
}
