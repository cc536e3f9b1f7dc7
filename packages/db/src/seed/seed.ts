// Realistic, idempotent demo data: run it any number of times, the database ends up the same.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client";
import { hashPassword } from "../passwords";
import { DEMO_LOGINS } from "./accounts-data";
import { buildCentres } from "./centre-data";
import { seedAccounts } from "./seed-accounts";
import { seedBookings } from "./seed-bookings";
import { seedCatalog, seedCoupons } from "./seed-catalog";
import { seedCentres } from "./seed-centres";
import { seedPlans } from "./seed-plans";
import { seedSavedDetails } from "./seed-saved-details";
import { seedServices } from "./seed-services";

export interface SeedSummary {
  centres: number;
  services: number;
  users: number;
  reviews: number;
  coupons: number;
  /** Monthly wash plans on sale, and subscriptions to them. */
  plans: number;
  subscriptions: number;
}

export interface SeedOptions {
  /** The moment past bookings are relative to; defaults to the current time. */
  now?: Date;
}

// PGlite is one connection, so each step runs in one transaction on `tx` only; generous limits because
// the embedded database is slow to start on a cold machine.
const TRANSACTION = { maxWait: 30_000, timeout: 120_000 } as const;

/**
 * Seeds the catalogue, demo accounts, about 40 approved centres (plus 2 pending applications) across
 * Delhi, Noida, Gurugram and Mumbai, their services and prices, past bookings with payments and
 * reviews, and monthly wash plans with the demo customer's car on one. Natural keys (email, GSTIN, slug,
 * coupon code) make it idempotent; services, bookings and plans are only created for centres that have
 * none, and the demo customer's plan only while they have none.
 */
export async function seedDemoData(db: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const centres = buildCentres();
  // argon2 is deliberately slow: hash each demo password once, and one random secret for every other account.
  const [unusable, ...demoHashes] = await Promise.all([
    hashPassword(randomBytes(32).toString("base64url")),
    ...DEMO_LOGINS.map((login) => hashPassword(login.password)),
  ]);
  const demo = new Map(DEMO_LOGINS.map((login, i) => [login.email, demoHashes[i] ?? ""]));

  const { catalog, userIds, centreIds } = await db.$transaction(async (tx) => {
    const catalog = await seedCatalog(tx);
    await seedCoupons(tx);
    const userIds = await seedAccounts(tx, centres, { demo, unusable: unusable ?? "" });
    await seedSavedDetails(tx, userIds);
    const centreIds = await seedCentres(tx, centres, userIds, now);
    return { catalog, userIds, centreIds };
  }, TRANSACTION);
  await db.$transaction((tx) => seedServices(tx, centres, centreIds, catalog), TRANSACTION);
  await db.$transaction((tx) => seedBookings(tx, centres, centreIds, userIds, catalog, now), TRANSACTION);
  await db.$transaction((tx) => seedPlans(tx, centres, centreIds, userIds, catalog, now), TRANSACTION);

  const [centreCount, services, users, reviews, coupons, plans, subscriptions] = await Promise.all([
    db.centre.count(),
    db.service.count({ where: { deletedAt: null } }),
    db.user.count(),
    db.review.count(),
    db.coupon.count(),
    db.washPlan.count(),
    db.planSubscription.count(),
  ]);
  return { centres: centreCount, services, users, reviews, coupons, plans, subscriptions };
}
