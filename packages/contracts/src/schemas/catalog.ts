import { z } from "zod";
import { idSchema, pageInput, paiseSchema, requiredText } from "./common";

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
  minPricePaise: paiseSchema.optional(),
  maxPricePaise: paiseSchema.optional(),
  minRating: z.number().min(0).max(5).optional(),
  pickDrop: z.boolean().optional(),
  sort: z.enum(SEARCH_SORTS).default("relevance"),
});
export type SearchInput = z.infer<typeof searchInput>;

export const servicePriceInput = z.object({
  vehicleTypeId: idSchema,
  pricePaise: z
    .number({ error: "Price must be a number" })
    .int({ error: "Price must be whole paise" })
    .min(100, { error: "Price must be at least ₹1" })
    .max(10_000_000, { error: "Price must be at most ₹1,00,000" }),
});

export const serviceUpsertInput = z.object({
  categoryId: idSchema,
  subCategoryName: requiredText("Sub-category", 80),
  description: requiredText("Description", 1000),
  durationMinutes: z
    .number({ error: "Duration must be a number" })
    .int()
    .min(10, { error: "Duration must be at least 10 minutes" })
    .max(600, { error: "Duration must be at most 10 hours" }),
  driverFeePaise: paiseSchema.max(1_000_000, { error: "Driver fee must be at most ₹10,000" }).default(0),
  prices: z
    .array(servicePriceInput)
    .min(1, { error: "Give a price for at least one vehicle type" })
    .refine((prices) => new Set(prices.map((p) => p.vehicleTypeId)).size === prices.length, {
      error: "Each vehicle type may have only one price",
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
        error: "Closing time must be after opening time",
      }),
  )
  .length(7, { error: "Give opening hours for all seven weekdays" })
  .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, {
    error: "Each weekday must appear once",
  });
export type OpeningHoursInput = z.infer<typeof openingHoursInput>;
