import { z } from "zod";
import { rupeesToPaise } from "../money";
import { servicePriceInput, serviceUpsertInput } from "../schemas/catalog";
import { legacyId, legacyRupees } from "./catalog";

/**
 * Rupees on the wire, checked against the internal paise rule, so limits and their messages have one source
 * (e.g. "Price must be at least ₹1").
 */
function rupeesWithin(label: string, paiseRule: z.ZodType) {
  return legacyRupees(label).superRefine((rupees, ctx) => {
    const result = paiseRule.safeParse(rupeesToPaise(rupees));
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    }
  });
}

const fields = serviceUpsertInput.shape;

/** POST /api/services/store — a centre adds a service; prices and the driver fee in rupees. */
export const legacyServiceStoreBody = z.object({
  category_id: legacyId("Category id"),
  sub_category_name: fields.subCategoryName,
  description: fields.description,
  duration: fields.durationMinutes.meta({ description: "Minutes, 10 to 600" }),
  driver_fee: rupeesWithin("Driver fee", fields.driverFeePaise)
    .default(0)
    .meta({ description: "Rupees; the pick & drop fee when this is the first service of a booking" }),
  vehicles: z
    .array(
      z.object({
        vehicle_type_id: legacyId("Vehicle type id"),
        price: rupeesWithin("Price", servicePriceInput.shape.pricePaise).meta({ description: "Rupees" }),
      }),
      { error: "Vehicles must be a list of { vehicle_type_id, price }" },
    )
    .min(1, { error: "Give a price for at least one vehicle type" })
    .refine((vehicles) => new Set(vehicles.map((v) => v.vehicle_type_id)).size === vehicles.length, {
      error: "Each vehicle type may have only one price",
    }),
});
export type LegacyServiceStoreBody = z.infer<typeof legacyServiceStoreBody>;

/** POST /api/services/update — the whole service again; the price list is replaced. */
export const legacyServiceUpdateBody = legacyServiceStoreBody.extend({ service_id: legacyId("Service id") });

/** POST /api/services/delete */
export const legacyServiceDeleteBody = z.object({ service_id: legacyId("Service id") });

export const legacyServiceStoreResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  service_id: z.number(),
});
