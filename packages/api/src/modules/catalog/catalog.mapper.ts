import {
  type CatalogService,
  type CentreSummary,
  parseIncludes,
  type RatingOutput,
  type VehicleTypeOutput,
} from "@chamak/contracts";
import type { Centre } from "@chamak/db";

/** Average to one decimal, or null when there are no ratings. */
type CentreIdentityRow = Pick<
  Centre,
  "id" | "name" | "email" | "mobile" | "gstin" | "locality" | "address" | "city" | "state" | "zip"
>;

/** A centre's name, contacts and address as its owner's profile and the admins' list both show them. */
export function toCentreIdentity(row: CentreIdentityRow): CentreIdentityRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    gstin: row.gstin,
    locality: row.locality,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
  };
}

export function toRating(sum: number, count: number): RatingOutput {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count };
}

export function toVehicleGroup(group: string): VehicleTypeOutput["group"] {
  return group === "three_wheeler" ? "three-wheeler" : (group as VehicleTypeOutput["group"]);
}

/** The Prisma selection every service card is built from. */
export const serviceCardSelect = {
  id: true,
  categoryId: true,
  subCategoryName: true,
  description: true,
  durationMinutes: true,
  driverFeePaise: true,
  ratingSum: true,
  ratingCount: true,
  bookingCount: true,
  category: { select: { name: true, slug: true } },
  prices: {
    select: {
      vehicleTypeId: true,
      pricePaise: true,
      vehicleType: { select: { slug: true, name: true, position: true } },
    },
  },
} as const;

export interface ServiceCardRow {
  id: number;
  categoryId: number;
  subCategoryName: string;
  description: string;
  durationMinutes: number;
  driverFeePaise: number;
  ratingSum: number;
  ratingCount: number;
  bookingCount: number;
  category: { name: string; slug: string };
  prices: {
    vehicleTypeId: number;
    pricePaise: number;
    vehicleType: { slug: string; name: string; position: number };
  }[];
}

export function toCatalogService(row: ServiceCardRow): CatalogService {
  const prices = [...row.prices].sort(
    (a, b) => a.vehicleType.position - b.vehicleType.position || a.vehicleTypeId - b.vehicleTypeId,
  );
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: row.category.name,
    categorySlug: row.category.slug,
    subCategoryName: row.subCategoryName,
    description: row.description,
    includes: parseIncludes(row.description),
    durationMinutes: row.durationMinutes,
    driverFeePaise: row.driverFeePaise,
    rating: toRating(row.ratingSum, row.ratingCount),
    bookingCount: row.bookingCount,
    prices: prices.map((p) => ({
      vehicleTypeId: p.vehicleTypeId,
      vehicleTypeSlug: p.vehicleType.slug,
      vehicleTypeName: p.vehicleType.name,
      pricePaise: p.pricePaise,
    })),
  };
}

export interface CentreSummaryRow {
  id: number;
  name: string;
  locality: string;
  address: string;
  city: string;
  state: string;
  profileImageUrl: string | null;
  ratingSum: number;
  ratingCount: number;
  bookingCount: number;
  offersPickDrop: boolean;
  offersDoorstep: boolean;
  pickDropFeePaise: number | null;
}

export function toCentreSummary(row: CentreSummaryRow): CentreSummary {
  return {
    id: row.id,
    name: row.name,
    locality: row.locality,
    address: row.address,
    city: row.city,
    state: row.state,
    profileImageUrl: row.profileImageUrl,
    rating: toRating(row.ratingSum, row.ratingCount),
    bookingCount: row.bookingCount,
    offersPickDrop: row.offersPickDrop,
    offersDoorstep: row.offersDoorstep,
    pickDropFeePaise: row.pickDropFeePaise,
  };
}

/** Seven rows, Sunday first; a weekday without a row is shown as closed. */
export function toOpeningHours(
  rows: { weekday: number; opensAt: number; closesAt: number; closed: boolean }[],
) {
  return Array.from({ length: 7 }, (_, weekday) => {
    const row = rows.find((r) => r.weekday === weekday);
    return row
      ? { weekday, opensAt: row.opensAt, closesAt: row.closesAt, closed: row.closed }
      : { weekday, opensAt: 0, closesAt: 0, closed: true };
  });
}

/** A reviewer is shown by first name only. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";
