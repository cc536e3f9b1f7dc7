import type {
  CategoryOutput,
  CategoryServicesInput,
  CategoryServicesOutput,
  CentreDetail,
  ReviewsInput,
  ReviewsOutput,
  ServiceDetail,
  VehicleTypeOutput,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { queryJsonRows } from "../../lib/json-rows";
import { likeLiteral } from "../../lib/like-literal";
import { pageOf, pageWindow } from "../../lib/page";
import { mediaOfOwners } from "../media";
import { cachedRead } from "./catalog.cache";
import {
  firstNameOf,
  toCatalogService,
  toCentreSummary,
  toOpeningHours,
  toRating,
  toVehicleGroup,
} from "./catalog.mapper";
import { type CategoryServicesRow, categoryServicesStatement } from "./category-services.sql";
import { type CentreDetailRow, centreDetailStatement } from "./centre-detail.sql";
import { type ServiceDetailRow, serviceDetailStatement } from "./service-detail.sql";

/** What the public may see: approved centres, services not deleted. */
const listedService = { deletedAt: null, centre: { status: "approved" } } as const;

const centreNotFound = (id: number) =>
  new DomainError("NOT_FOUND", { id: "errors.centreNotBookable", values: { id } });

export function listVehicleTypes(db: Db): Promise<VehicleTypeOutput[]> {
  return cachedRead(db, "vehicleTypes", async () => {
    const rows = await db.vehicleType.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] });
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      group: toVehicleGroup(row.group),
    }));
  });
}

/** Categories with their number of listed services. */
export function listCategories(db: Db): Promise<CategoryOutput[]> {
  return cachedRead(db, "categories", () => loadCategories(db));
}

async function loadCategories(db: Db): Promise<CategoryOutput[]> {
  const rows = await db.serviceCategory.findMany({
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      _count: { select: { services: { where: listedService } } },
    },
  });
  return rows.map(({ _count, ...row }) => ({ ...row, serviceCount: _count.services }));
}

/** Everything the centre details page shows, services with prices for every vehicle type; one statement. */
export function getCentre(db: Db, id: number): Promise<CentreDetail> {
  return cachedRead(db, `centre:${id}`, async () => {
    const [centre] = await queryJsonRows<CentreDetailRow>({ pool: db }, centreDetailStatement(id));
    if (!centre) throw centreNotFound(id);
    return {
      id: centre.id,
      name: centre.name,
      address: centre.address,
      locality: centre.locality,
      city: centre.city,
      state: centre.state,
      zip: centre.zip,
      gstin: centre.gstin,
      mobile: centre.mobile,
      description: centre.description,
      profileImageUrl: centre.profile_image_url,
      latitude: centre.latitude,
      longitude: centre.longitude,
      rating: toRating(centre.rating_sum, centre.rating_count),
      bookingCount: centre.booking_count,
      openingHours: toOpeningHours(centre.opening_hours),
      slotMinutes: centre.slot_minutes,
      bays: centre.bays,
      offersPickDrop: centre.offers_pick_drop,
      offersDoorstep: centre.offers_doorstep,
      pickDropFeePaise: centre.pick_drop_fee_paise,
      doorstepNeedsWater: centre.doorstep_needs_water,
      doorstepNeedsPower: centre.doorstep_needs_power,
      photos: centre.photos,
      services: centre.services.map(toCatalogService),
    };
  });
}

export async function getService(db: Db, id: number): Promise<ServiceDetail> {
  const [row] = await queryJsonRows<ServiceDetailRow>({ pool: db }, serviceDetailStatement(id));
  if (!row) throw new DomainError("NOT_FOUND", { id: "errors.serviceNotOffered", values: { id } });
  return { ...toCatalogService(row.service), centre: toCentreSummary(row.centre) };
}

async function findVehicleTypeId(db: Db, slug: string | undefined): Promise<number | null> {
  if (!slug) return null;
  const vehicleType = await db.vehicleType.findFirst({
    where: {
      OR: [{ slug: slug.toLowerCase() }, { name: { equals: likeLiteral(slug), mode: "insensitive" } }],
    },
    select: { id: true },
  });
  if (!vehicleType)
    throw new DomainError("BAD_INPUT", { id: "errors.unknownVehicleType", values: { slug } }, "vehicleType");
  return vehicleType.id;
}

/** A category's services across approved centres, most booked first; with a vehicle type, only its prices. */
export async function listCategoryServices(
  db: Db,
  input: CategoryServicesInput,
): Promise<CategoryServicesOutput> {
  const vehicleTypeId = await findVehicleTypeId(db, input.vehicleType);
  const { skip, take } = pageWindow(input);
  const page = { limit: take, offset: skip };
  const [row] = await queryJsonRows<CategoryServicesRow>(
    { pool: db },
    categoryServicesStatement(input.category.toLowerCase(), vehicleTypeId, page),
  );
  if (!row?.category)
    throw new DomainError("NOT_FOUND", { id: "errors.categoryNotFound", values: { slug: input.category } });
  const items = row.items.map(({ service, centre }) => ({
    ...toCatalogService(service),
    centre: toCentreSummary(centre),
  }));
  return { category: row.category, ...pageOf(input, items, row.total) };
}

/** A centre's reviews, newest first, with only the reviewer's first name. */
export async function listReviews(db: Db, input: ReviewsInput): Promise<ReviewsOutput> {
  const centre = await db.centre.findFirst({
    where: { id: input.centreId, status: "approved" },
    select: { ratingSum: true, ratingCount: true },
  });
  if (!centre) throw centreNotFound(input.centreId);
  // A review an admin hid is in no public list (nor in the rating above).
  const where = { centreId: input.centreId, hiddenAt: null };
  const [rows, total] = await Promise.all([
    db.review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(input),
      select: {
        id: true,
        rating: true,
        comment: true,
        createdAt: true,
        reply: true,
        repliedAt: true,
        customer: { select: { name: true } },
      },
    }),
    db.review.count({ where }),
  ]);
  // Hidden reviews are not in `rows`, so neither are their photos.
  const photos = await mediaOfOwners(
    db,
    "review",
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    customerFirstName: firstNameOf(row.customer.name),
    createdAt: row.createdAt,
    reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt } : null,
    photos: photos.get(row.id) ?? [],
  }));
  return { ...pageOf(input, items, total), rating: toRating(centre.ratingSum, centre.ratingCount) };
}
