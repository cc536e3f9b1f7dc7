import { z } from "zod";
import { CENTRE_LIST_SORTS, SEARCH_SORTS, searchInput } from "../schemas/catalog";
import { MAX_ID } from "../schemas/common";

// ─── Shared wire pieces of the legacy API ────────────────────────────────────

/**
 * A positive whole id. The legacy pages take ids from the URL, so a numeric string ("12") is accepted too.
 * A missing id says it is required; anything else says what is expected.
 */
export function legacyId(label: string) {
  return z
    .union(
      [
        z.number().int().positive(),
        z
          .string()
          .trim()
          .regex(/^[1-9]\d*$/)
          .transform(Number),
      ],
      {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? `${label} is required`
            : `${label} must be a positive whole number`,
      },
    )
    .pipe(z.number().max(MAX_ID, { error: `${label} is not a valid id` }));
}

/** A page number or page size, from a query string or a JSON body. */
export function legacyCount(label: string, max: number) {
  return legacyId(label).pipe(z.number().max(max, { error: `${label} must be at most ${max}` }));
}

/**
 * Rupees as the legacy client sends them (499 or 499.5; a numeric string such as "499.00" is accepted too).
 * At most two decimals, never negative. Converted to paise inside.
 */
export function legacyRupees(label: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d+)?$/)
          .transform(Number),
      ],
      {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? `${label} is required`
            : `${label} must be an amount in rupees, such as 499 or 499.50`,
      },
    )
    .pipe(
      z
        .number()
        .min(0, { error: `${label} must not be negative` })
        .max(10_000_000, { error: `${label} is too large` })
        .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, {
          error: `${label} must have at most two decimal places`,
        }),
    );
}

/** Rupees in a response: a plain number such as 499 or 499.5. */
const rupeesOut = z.number().meta({ description: "Rupees, e.g. 499 or 499.5" });
const ratingOut = z
  .number()
  .nullable()
  .meta({ description: "Average of customers' ratings (one decimal); null until rated" });

// ─── Vendor cards: GET /api/vendors, POST /api/search ────────────────────────

/** A centre on the home carousel, the listing blocks and search results. */
export const legacyVendorCard = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  locality: z.string(),
  city: z.string(),
  state: z.string(),
  profile_image: z.string().nullable(),
  rating: ratingOut,
  rating_count: z.number().int(),
  totalbooking: z.number().int(),
  pick_drop: z.boolean(),
  doorstep: z.boolean(),
  from_price: rupeesOut
    .nullable()
    .meta({ description: "Lowest service price in rupees; null without services" }),
});
export type LegacyVendorCard = z.infer<typeof legacyVendorCard>;

/** GET /api/vendors — query string `?page=&limit=&city=&sort=`, all optional. */
export const legacyVendorsQuery = z.object({
  page: legacyCount("Page", 10_000).default(1),
  limit: legacyCount("Limit", 100).default(100),
  city: z.string().trim().max(100).optional(),
  sort: z
    .enum(CENTRE_LIST_SORTS, { error: `Sort must be one of ${CENTRE_LIST_SORTS.join(", ")}` })
    .default("popular"),
});

export const legacyVendorsResponse = z.object({
  status: z.literal(true),
  data: z.array(legacyVendorCard),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

// ─── Services as the details page reads them ─────────────────────────────────

export const legacyServiceVehicle = z.object({
  vehicle_type: z.string(),
  vehicle_type_id: z.number(),
  vehicle_type_slug: z.string(),
  price: rupeesOut,
});

/** A service card: the fields the legacy details page reads, plus duration and parsed inclusions. */
export const legacyServiceItem = z.object({
  service_id: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  category_slug: z.string(),
  sub_category_name: z.string(),
  description: z.string(),
  /** The text after "Includes " in the description, split on " or " (the legacy card rule). */
  includes: z.array(z.string()),
  duration: z.number().int().meta({ description: "Minutes" }),
  driver_fee: rupeesOut,
  rating: ratingOut,
  rating_count: z.number().int(),
  totalbooking: z.number().int(),
  vehicles: z.array(legacyServiceVehicle),
});
export type LegacyServiceItem = z.infer<typeof legacyServiceItem>;

// ─── POST /api/verndorService (spelling as is) ───────────────────────────────

export const legacyVendorServiceBody = z.object({ id: legacyId("Vendor id") });

export const legacyVendorDetails = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  locality: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  gst_no: z.string(),
  mobile_no: z.string(),
  profile_image: z.string().nullable(),
  rating: ratingOut,
  rating_count: z.number().int(),
  totalbooking: z.number().int(),
});

export const legacyVendorServiceResponse = z.object({
  status: z.literal(true),
  /** One item: the legacy page reads the first (name, address, city, gst_no). */
  vendor_details: z.array(legacyVendorDetails),
  vendor: z.object({
    id: z.number(),
    state: z.string(),
    city: z.string(),
    zip: z.string(),
    locality: z.string(),
    address: z.string(),
    description: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    pick_drop: z.boolean(),
    doorstep: z.boolean(),
    pick_drop_fee: rupeesOut.nullable().meta({
      description: "The centre's own pick & drop fee in rupees; null means the first service's driver_fee",
    }),
    slot_minutes: z.number().int(),
    bays: z.number().int(),
    opening_hours: z.array(
      z.object({
        weekday: z.number().int().meta({ description: "0 = Sunday" }),
        opens_at: z.string().meta({ description: "HH:mm, Asia/Kolkata" }),
        closes_at: z.string().meta({ description: "HH:mm, Asia/Kolkata" }),
        closed: z.boolean(),
      }),
    ),
    photos: z.array(z.object({ url: z.string(), caption: z.string().nullable() })),
  }),
  services: z.array(legacyServiceItem),
});

// ─── GET /api/get-categoryProduct ────────────────────────────────────────────

export const legacyCategory = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  service_count: z.number().int().meta({ description: "Active services of approved centres in it" }),
});

export const legacyCategoriesResponse = z.object({ status: z.literal(true), data: z.array(legacyCategory) });

// ─── POST /api/category-product ──────────────────────────────────────────────

/** A service with the centre that offers it (category listing, product details). */
export const legacyServiceWithVendor = legacyServiceItem.extend({
  vendor_id: z.number(),
  vendor_name: z.string(),
  vendor_city: z.string(),
});

export const legacyCategoryProductBody = z
  .object({
    category_id: legacyId("Category id").optional(),
    category: z
      .string()
      .trim()
      .max(60)
      .optional()
      .meta({ description: "Category slug, instead of category_id" }),
    vehicle_type: z
      .string()
      .trim()
      .max(40)
      .nullish()
      .meta({ description: "Vehicle type slug or name: only services priced for it, with only that price" }),
    page: legacyCount("Page", 10_000).default(1),
    limit: legacyCount("Limit", 50).default(20),
  })
  .superRefine((body, ctx) => {
    if (body.category_id === undefined && !body.category) {
      ctx.addIssue({
        code: "custom",
        path: ["category_id"],
        message: "Category id is required (or give the category slug in category)",
      });
    }
  });

export const legacyCategoryProductResponse = z.object({
  status: z.literal(true),
  category: legacyCategory.omit({ service_count: true }),
  data: z.array(legacyServiceWithVendor),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

// ─── POST /api/product-details ───────────────────────────────────────────────

export const legacyProductDetailsBody = z
  .object({
    service_id: legacyId("Service id").optional(),
    id: legacyId("Service id").optional().meta({ description: "Alias of service_id" }),
  })
  .superRefine((body, ctx) => {
    if (body.service_id === undefined && body.id === undefined) {
      ctx.addIssue({ code: "custom", path: ["service_id"], message: "Service id is required" });
    }
  });

export const legacyProductDetailsResponse = z.object({
  status: z.literal(true),
  data: legacyServiceWithVendor.extend({
    vendor: legacyVendorCard.omit({ from_price: true }).extend({
      pick_drop_fee: rupeesOut.nullable(),
    }),
  }),
});

// ─── POST /api/search ────────────────────────────────────────────────────────

const optionalNumber = (schema: z.ZodNumber) => schema.nullish();

export const legacySearchBody = z.object({
  search: z
    .string()
    .trim()
    .max(100, { error: "Search text must be at most 100 characters" })
    .nullish()
    .meta({ description: "Free text: centre name, locality or city, or a service name" }),
  vehicle_type: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .meta({ description: "Vehicle type slug or name (Sedan, suv...)" }),
  city: z.string().trim().max(100).nullish(),
  category: z.string().trim().max(60).nullish().meta({ description: "Category slug or name" }),
  min_price: legacyRupees("Minimum price").nullish(),
  max_price: legacyRupees("Maximum price").nullish(),
  rating: optionalNumber(searchInput.shape.minRating.unwrap()).meta({
    description: "Minimum average rating, 0-5",
  }),
  pick_drop: z.boolean({ error: "Pick & drop must be true or false" }).nullish(),
  lat: optionalNumber(searchInput.shape.lat.unwrap()),
  lng: optionalNumber(searchInput.shape.lng.unwrap()),
  radius_km: optionalNumber(searchInput.shape.radiusKm.unwrap()),
  sort: z
    .enum(SEARCH_SORTS, { error: `Sort must be one of ${SEARCH_SORTS.join(", ")}` })
    .nullish()
    .meta({ description: "relevance (default), distance (needs lat and lng), price, rating or popular" }),
  page: legacyCount("Page", 10_000).default(1),
  limit: legacyCount("Limit", 50).default(12),
});

export const legacySearchResponse = z.object({
  status: z.literal(true),
  data: z.array(
    legacyVendorCard.extend({
      distance_km: z.number().nullable().meta({ description: "From lat/lng; null without them" }),
      matching_services: z.number().int(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
