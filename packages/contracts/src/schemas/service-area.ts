import { z } from "zod";
import { fieldLabel, zodMessage } from "../messages";
import { MAX_TRAVEL_FEE_BANDS } from "../travel-fee";
import { paiseSchema } from "./common";

// What a centre sets about where it goes beyond a radius: an area drawn by its corners, and travel fees by distance.

/** The most corners an area drawn by hand takes: a society's outline or a few sectors, not a coastline. */
export const MAX_AREA_CORNERS = 40;

const degrees = (name: "latitude" | "longitude", limit: number) => {
  const label = fieldLabel(name);
  const range = zodMessage("between", { label, min: -limit, max: limit });
  return z
    .number({ error: zodMessage("notANumber", { label }) })
    .min(-limit, { error: range })
    .max(limit, { error: range });
};

/**
 * The area a centre serves for doorstep and pick & drop, as the corners of a polygon in order around it (null:
 * none drawn, the radii apply). At least three corners that are not on one line.
 */
export const serviceAreaSchema = z
  .array(z.object({ latitude: degrees("latitude", 90), longitude: degrees("longitude", 180) }))
  .min(3, { error: zodMessage("areaTooFewCorners") })
  .max(MAX_AREA_CORNERS, { error: zodMessage("areaTooManyCorners", { max: MAX_AREA_CORNERS }) })
  .refine((corners) => Math.abs(shoelaceArea(corners)) > 1e-9, { error: zodMessage("areaHasNoInside") });
export type ServiceAreaCorners = z.infer<typeof serviceAreaSchema>;

/** Twice the signed area of the corners in degrees² (the shoelace formula): zero when they lie on one line. */
function shoelaceArea(corners: readonly { latitude: number; longitude: number }[]): number {
  return corners.reduce((sum, corner, index) => {
    const next = corners[(index + 1) % corners.length] as typeof corner;
    return sum + corner.longitude * next.latitude - next.longitude * corner.latitude;
  }, 0);
}

/** A centre's travel fees: up to MAX_TRAVEL_FEE_BANDS bands, further ones costing no less (travel-fee.ts). */
export const travelFeeBandsSchema = z
  .array(
    z.object({
      beyondKm: z
        .number({ error: zodMessage("notANumber", { label: fieldLabel("travelFeeBeyond") }) })
        .int({ error: zodMessage("wholeNumber", { label: fieldLabel("travelFeeBeyond") }) })
        .min(0, { error: zodMessage("notNegative", { label: fieldLabel("travelFeeBeyond") }) })
        .max(49, { error: zodMessage("atMost", { label: fieldLabel("travelFeeBeyond"), max: 49 }) }),
      feePaise: paiseSchema("travelFee")
        .min(100, { error: zodMessage("atLeastRupees", { label: fieldLabel("travelFee"), min: "₹1" }) })
        .max(200_000, {
          error: zodMessage("atMostRupees", { label: fieldLabel("travelFee"), max: "₹2,000" }),
        }),
    }),
  )
  .max(MAX_TRAVEL_FEE_BANDS, { error: zodMessage("tooManyTravelBands", { max: MAX_TRAVEL_FEE_BANDS }) })
  .superRefine((bands, ctx) => {
    bands.forEach((band, index) => {
      const before = bands[index - 1];
      if (before && band.beyondKm <= before.beyondKm) {
        ctx.addIssue({ code: "custom", path: [index, "beyondKm"], message: zodMessage("travelBandsRise") });
      } else if (before && band.feePaise < before.feePaise) {
        ctx.addIssue({ code: "custom", path: [index, "feePaise"], message: zodMessage("travelFeesRise") });
      }
    });
  });
