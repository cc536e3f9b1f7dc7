// Vehicle types, service categories and the home banner's coupon, upserted by their natural keys.
import type { Prisma } from "../generated/prisma/client";
import type { VehicleTypeRef } from "./booking-plan";
import { SERVICE_CATEGORIES, VEHICLE_TYPE_ROWS } from "./catalog-data";

export interface SeededCatalog {
  vehicleTypes: VehicleTypeRef[];
  categoryIds: Map<string, number>;
}

export async function seedCatalog(tx: Prisma.TransactionClient): Promise<SeededCatalog> {
  const vehicleTypes: VehicleTypeRef[] = [];
  for (const row of VEHICLE_TYPE_ROWS) {
    const saved = await tx.vehicleType.upsert({
      where: { slug: row.slug },
      create: row,
      update: { name: row.name, group: row.group, position: row.position },
      select: { id: true },
    });
    vehicleTypes.push({ id: saved.id, slug: row.slug, group: row.group });
  }
  const categoryIds = new Map<string, number>();
  for (const [position, category] of SERVICE_CATEGORIES.entries()) {
    const data = { name: category.name, description: category.description, position };
    const saved = await tx.serviceCategory.upsert({
      where: { slug: category.slug },
      create: { slug: category.slug, ...data },
      update: data,
      select: { id: true },
    });
    categoryIds.set(category.slug, saved.id);
  }
  return { vehicleTypes, categoryIds };
}

/** The "30% Off, First Time Booking" banner, made real. Redemption counts survive a re-seed; the wording is updated. */
export const DEMO_COUPONS = [
  {
    code: "NEW30",
    // What it does: the discount is on the services, never the pick & drop fee (pricing.ts).
    description: "30% off the services of your first booking, up to ₹300 (not on the pick & drop fee)",
    percentOff: 30,
    maxDiscountPaise: 30_000,
    firstBookingOnly: true,
    perUserLimit: 1,
  },
] as const satisfies readonly Prisma.CouponCreateInput[];

export async function seedCoupons(tx: Prisma.TransactionClient): Promise<void> {
  for (const coupon of DEMO_COUPONS) {
    await tx.coupon.upsert({
      where: { code: coupon.code },
      create: coupon,
      update: { description: coupon.description },
    });
  }
}
