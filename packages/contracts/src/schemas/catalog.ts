import { z } from "zod";
import { fieldLabel, zodMessage } from "../messages";
import { DRIVER_FEE_MAX_PAISE, formatWholeRupees, PRICE_LIMITS_PAISE } from "../money";
import { idSchema, multilineText, pageInput, paiseSchema, requiredText } from "./common";
import { mediaImageOutput } from "./media";

export const SEARCH_SORTS = ["relevance", "distance", "price", "rating", "popular"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const searchInput = pageInput.extend({
  q: z.string().trim().max(100).optional(),
  vehicleType: z.string().trim().max(40).optional(),
  city: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  radiusKm: z.number().positive().max(500).optional(),
  minPricePaise: paiseSchema("minPrice").optional(),
  maxPricePaise: paiseSchema("maxPrice").optional(),
  minRating: z.number().min(0).max(5).optional(),
  pickDrop: z.boolean().optional(),
  sort: z.enum(SEARCH_SORTS).default("relevance"),
});
export type SearchInput = z.infer<typeof searchInput>;

export const servicePriceInput = z.object({
  vehicleTypeId: idSchema,
  pricePaise: z
    .number({ error: zodMessage("notANumber", { label: fieldLabel("price") }) })
    .int({ error: zodMessage("wholePaise", { label: fieldLabel("price") }) })
    .min(PRICE_LIMITS_PAISE.min, {
      error: zodMessage("atLeastRupees", {
        label: fieldLabel("price"),
        min: formatWholeRupees(PRICE_LIMITS_PAISE.min),
      }),
    })
    .max(PRICE_LIMITS_PAISE.max, {
      error: zodMessage("atMostRupees", {
        label: fieldLabel("price"),
        max: formatWholeRupees(PRICE_LIMITS_PAISE.max),
      }),
    }),
});

export const serviceUpsertInput = z.object({
  categoryId: idSchema,
  subCategoryName: requiredText("subCategory", 80),
  description: multilineText("description", 1000),
  durationMinutes: z
    .number({ error: zodMessage("notANumber", { label: fieldLabel("duration") }) })
    .int()
    .min(10, { error: zodMessage("atLeastMinutes", { label: fieldLabel("duration"), min: 10 }) })
    .max(600, { error: zodMessage("atMostHours", { label: fieldLabel("duration"), max: 10 }) }),
  driverFeePaise: paiseSchema("driverFee")
    .max(DRIVER_FEE_MAX_PAISE, {
      error: zodMessage("atMostRupees", {
        label: fieldLabel("driverFee"),
        max: formatWholeRupees(DRIVER_FEE_MAX_PAISE),
      }),
    })
    .default(0),
  prices: z
    .array(servicePriceInput)
    .min(1, { error: zodMessage("needOnePrice") })
    .refine((prices) => new Set(prices.map((p) => p.vehicleTypeId)).size === prices.length, {
      error: zodMessage("onePricePerVehicle"),
    }),
});
export type ServiceUpsertInput = z.infer<typeof serviceUpsertInput>;

const minutesOfDay = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);
export const openingHoursInput = z
  .array(
    z
      .object({
        weekday: z.number().int().min(0).max(6),
        opensAt: minutesOfDay,
        closesAt: minutesOfDay,
        closed: z.boolean(),
      })
      .refine((h) => h.closed || h.opensAt < h.closesAt, {
        path: ["closesAt"],
        error: zodMessage("closingBeforeOpening"),
      }),
  )
  .length(7, { error: zodMessage("allWeekdays") })
  .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, {
    error: zodMessage("weekdayOnce"),
  });
export type OpeningHoursInput = z.infer<typeof openingHoursInput>;

// ─── Public catalog outputs ──────────────────────────────────────────────────

/** A paged list: the items of one page plus the total across all pages. */
export const pagedOutput = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const VEHICLE_GROUPS = ["bike", "car", "three-wheeler", "heavy"] as const;

export const vehicleTypeOutput = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  group: z.enum(VEHICLE_GROUPS),
});
export type VehicleTypeOutput = z.infer<typeof vehicleTypeOutput>;

export const categoryOutput = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Active services of approved centres in this category. */
  serviceCount: z.number().int(),
});
export type CategoryOutput = z.infer<typeof categoryOutput>;

/** Average is rounded to one decimal; null when nobody has rated yet. */
export const ratingOutput = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingOutput = z.infer<typeof ratingOutput>;

/** A centre as shown on listing cards (home carousel, search results). */
export const centreCardOutput = z.object({
  id: z.number(),
  name: z.string(),
  locality: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  profileImageUrl: z.string().nullable(),
  rating: ratingOutput,
  bookingCount: z.number().int(),
  offersPickDrop: z.boolean(),
  offersDoorstep: z.boolean(),
  /** Lowest price among the centre's (matching) services; null when it has none. */
  fromPricePaise: z.number().int().nullable(),
});
export type CentreCard = z.infer<typeof centreCardOutput>;

export const CENTRE_LIST_SORTS = ["popular", "rating"] as const;
export const centreListInput = pageInput.extend({
  city: z.string().trim().max(100).optional(),
  sort: z.enum(CENTRE_LIST_SORTS).default("popular"),
});
export type CentreListInput = z.infer<typeof centreListInput>;
export const centreListOutput = pagedOutput(centreCardOutput);
export type CentreListOutput = z.infer<typeof centreListOutput>;

export const idInput = z.object({ id: idSchema });
export type IdInput = z.infer<typeof idInput>;

export const servicePriceOutput = z.object({
  vehicleTypeId: z.number(),
  vehicleTypeSlug: z.string(),
  vehicleTypeName: z.string(),
  pricePaise: z.number().int(),
});
export type ServicePriceOutput = z.infer<typeof servicePriceOutput>;

/** A service card on the details page (the legacy service_id, category_name, sub_category_name, ...). */
export const catalogServiceOutput = z.object({
  id: z.number(),
  categoryId: z.number(),
  categoryName: z.string(),
  categorySlug: z.string(),
  subCategoryName: z.string(),
  description: z.string(),
  /** The text after "Includes " in the description, split on " or ". */
  includes: z.array(z.string()),
  durationMinutes: z.number().int(),
  driverFeePaise: z.number().int(),
  rating: ratingOutput,
  bookingCount: z.number().int(),
  prices: z.array(servicePriceOutput),
});
export type CatalogService = z.infer<typeof catalogServiceOutput>;

export const openingHoursOutput = z.array(
  z.object({
    weekday: z.number().int(),
    opensAt: z.number().int(),
    closesAt: z.number().int(),
    closed: z.boolean(),
  }),
);
export type OpeningHoursOutput = z.infer<typeof openingHoursOutput>;

export const centrePhotoOutput = z.object({
  id: z.number(),
  url: z.string(),
  /** A 400 px size for an uploaded photo; the same as `url` for a static one. */
  thumbUrl: z.string(),
  caption: z.string().nullable(),
  /** The cover comes first in the public list, and listing cards show it. */
  isCover: z.boolean(),
});

export const centreDetailOutput = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  locality: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Null for a centre not registered under GST (below the threshold). */
  gstin: z.string().nullable(),
  mobile: z.string(),
  description: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  rating: ratingOutput,
  bookingCount: z.number().int(),
  /** Seven entries, weekday 0 (Sunday) to 6; minutes after midnight in Asia/Kolkata. */
  openingHours: openingHoursOutput,
  slotMinutes: z.number().int(),
  bays: z.number().int(),
  offersPickDrop: z.boolean(),
  offersDoorstep: z.boolean(),
  pickDropFeePaise: z.number().int().nullable(),
  /** A doorstep wash uses the customer's water tap, and their power point: the booking form says so. */
  doorstepNeedsWater: z.boolean(),
  doorstepNeedsPower: z.boolean(),
  photos: z.array(centrePhotoOutput),
  services: z.array(catalogServiceOutput),
});
export type CentreDetail = z.infer<typeof centreDetailOutput>;

/** A centre's identity and headline numbers, shown beside one of its services. */
export const centreSummaryOutput = centreCardOutput.omit({ fromPricePaise: true }).extend({
  pickDropFeePaise: z.number().int().nullable(),
});
export type CentreSummary = z.infer<typeof centreSummaryOutput>;

export const serviceDetailOutput = catalogServiceOutput.extend({ centre: centreSummaryOutput });
export type ServiceDetail = z.infer<typeof serviceDetailOutput>;

export const categoryServicesInput = pageInput.extend({
  category: z
    .string({ error: zodMessage("required", { label: fieldLabel("category") }) })
    .trim()
    .min(1, { error: zodMessage("required", { label: fieldLabel("category") }) })
    .max(60),
  vehicleType: z.string().trim().max(40).optional(),
});
export type CategoryServicesInput = z.infer<typeof categoryServicesInput>;
export const categoryServicesOutput = pagedOutput(serviceDetailOutput).extend({
  category: categoryOutput.omit({ serviceCount: true }),
});
export type CategoryServicesOutput = z.infer<typeof categoryServicesOutput>;

export const reviewsInput = pageInput.extend({ centreId: idSchema });
export type ReviewsInput = z.infer<typeof reviewsInput>;
/** The centre's public answer to a review. */
export const reviewReplyOutput = z.object({ text: z.string(), at: z.date() });
export const reviewOutput = z.object({
  id: z.number(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  customerFirstName: z.string(),
  createdAt: z.date(),
  reply: reviewReplyOutput.nullable(),
  /** The customer's photos (none once an admin hides the review). */
  photos: z.array(mediaImageOutput),
});
export type ReviewOutput = z.infer<typeof reviewOutput>;
export const reviewsOutput = pagedOutput(reviewOutput).extend({ rating: ratingOutput });
export type ReviewsOutput = z.infer<typeof reviewsOutput>;

export const searchResultOutput = centreCardOutput.extend({
  /** Kilometres from the given lat/lng; null without coordinates (or when the centre has none). */
  distanceKm: z.number().nullable(),
  /** Active services that satisfy the search's service filters (vehicle type, category, price, text). */
  matchingServices: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResultOutput>;

/** What the search made of the text (packages/contracts/src/search): the filters it applied and the text left. */
export const searchUnderstoodOutput = z.object({
  cities: z.array(z.string()),
  /** Vehicle labels: a vehicle type's slug, or "car" for every kind of car. */
  vehicles: z.array(z.string()),
  categories: z.array(z.string()),
  features: z.array(z.enum(["pickDrop", "doorstep"])),
  pin: z.string().nullable(),
  nearMe: z.boolean(),
  /** The words matched as text ("" when the query only named filters). */
  text: z.string(),
  /**
   * The place the query named (a PIN, post office, locality or landmark of the gazetteer): the items are the
   * centres near it, nearest first unless another order was asked for, with their distances from it.
   */
  place: z
    .object({
      kind: z.enum(["pin", "post_office", "locality", "landmark"]),
      name: z.string(),
      nameHi: z.string().nullable(),
      pin: z.string(),
      city: z.string().nullable(),
      district: z.string(),
      state: z.string(),
    })
    .nullable()
    .default(null),
});
export type SearchUnderstood = z.infer<typeof searchUnderstoodOutput>;

export const SEARCH_MATCHES = ["all", "closest", "none"] as const;
export const searchOutput = pagedOutput(searchResultOutput).extend({
  /** Null without text. */
  understood: searchUnderstoodOutput.nullable().default(null),
  /**
   * "all": the items match everything asked. "closest": nothing did (items empty); the alternatives match as
   * much of the text as any centre does. "none": nothing matched any of it; the alternatives are the nearest or
   * most popular centres within the visitor's own filters.
   */
  match: z.enum(SEARCH_MATCHES).default("all"),
  /**
   * With "closest" or "none": the query with its misspelt words corrected ("ceramc" -> "ceramic") when that
   * found nothing either, to offer; else null.
   */
  didYouMean: z.string().nullable().default(null),
  /**
   * With "all": the query as corrected when nothing matched it as typed and the items are for the correction
   * ("cermic coting" -> "ceramic coating": "Showing results for ceramic coating"); else null.
   */
  correctedQuery: z.string().nullable().default(null),
  /** When nothing matched everything (first page only): see `match`. */
  alternatives: z.array(searchResultOutput).default([]),
});
export type SearchOutput = z.infer<typeof searchOutput>;

export const searchSuggestInput = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.number().int().min(1).max(12).default(8),
});
export type SearchSuggestInput = z.infer<typeof searchSuggestInput>;

export const SUGGESTION_KINDS = ["city", "locality", "centre", "service"] as const;
export const searchSuggestionOutput = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** As shown (English, as stored). */
  label: z.string(),
  /** The Hindi name, for cities; null otherwise. */
  labelHi: z.string().nullable(),
  /** The city of a locality or centre, the category of a service; null for a city. */
  detail: z.string().nullable(),
  /** What picking it searches for. */
  query: z.string(),
  /** The centre, for a centre suggestion (its page); null otherwise. */
  centreId: z.number().int().nullable(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionOutput>;
export const searchSuggestOutput = z.object({ suggestions: z.array(searchSuggestionOutput) });
export type SearchSuggestOutput = z.infer<typeof searchSuggestOutput>;
