import { z } from "zod";
import { validateGstin } from "../gstin";
import { catalogServiceOutput, centreDetailOutput, openingHoursOutput, serviceUpsertInput } from "./catalog";
import {
  emailSchema,
  idSchema,
  mobileSchema,
  paiseSchema,
  pinSchema,
  requiredText,
  stateSchema,
} from "./common";

// ─── Vendor console: own services ────────────────────────────────────────────

export const serviceUpdateInput = serviceUpsertInput.extend({ id: idSchema });
export type ServiceUpdateInput = z.infer<typeof serviceUpdateInput>;

export const vendorServiceOutput = catalogServiceOutput.extend({ createdAt: z.date(), updatedAt: z.date() });
export type VendorService = z.infer<typeof vendorServiceOutput>;

export const serviceDeleteOutput = z.object({ id: z.number(), deletedAt: z.date() });
export type ServiceDeleteOutput = z.infer<typeof serviceDeleteOutput>;

// ─── Vendor console: own centre ──────────────────────────────────────────────

export const CENTRE_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type CentreStatus = (typeof CENTRE_STATUSES)[number];

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, { error: `${label} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${label} must be between -${limit} and ${limit}` })
    .nullable()
    .optional();

/**
 * The centre profile form. description, latitude/longitude and pickDropFeePaise may be left out to keep
 * their current values, or set to null to clear them; latitude and longitude go together.
 */
export const centreUpdateInput = z
  .object({
    name: requiredText("Centre name", 120),
    mobile: mobileSchema,
    email: emailSchema,
    locality: requiredText("Locality", 120),
    address: requiredText("Address", 300),
    city: requiredText("City", 100),
    state: stateSchema,
    zip: pinSchema,
    gstin: z
      .string({ error: "GST number is required" })
      .trim()
      .toUpperCase()
      .min(1, { error: "GST number is required" }),
    latitude: coordinate("Latitude", 90),
    longitude: coordinate("Longitude", 180),
    description: z
      .string()
      .trim()
      .max(2000, { error: "Description must be at most 2000 characters" })
      .transform((d) => (d === "" ? null : d))
      .nullable()
      .optional(),
    slotMinutes: z
      .number({ error: "Slot length must be a number" })
      .int({ error: "Slot length must be whole minutes" })
      .min(15, { error: "Slot length must be at least 15 minutes" })
      .max(120, { error: "Slot length must be at most 120 minutes" }),
    bays: z
      .number({ error: "Bays must be a number" })
      .int({ error: "Bays must be a whole number" })
      .min(1, { error: "A centre needs at least 1 bay" })
      .max(20, { error: "A centre may have at most 20 bays" }),
    offersPickDrop: z.boolean(),
    offersDoorstep: z.boolean(),
    pickDropFeePaise: paiseSchema
      .max(1_000_000, { error: "Pick & drop fee must be at most ₹10,000" })
      .nullable()
      .optional(),
  })
  .superRefine((centre, ctx) => {
    const { latitude, longitude } = centre;
    if (
      (latitude === undefined) !== (longitude === undefined) ||
      (latitude === null) !== (longitude === null)
    ) {
      const missing = latitude === undefined || latitude === null ? "latitude" : "longitude";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "Give both latitude and longitude, or neither",
      });
    }
    const gstin = validateGstin(centre.gstin, centre.state);
    if (!gstin.ok) ctx.addIssue({ code: "custom", path: ["gstin"], message: gstin.message });
  });
export type CentreUpdateInput = z.infer<typeof centreUpdateInput>;

export const vendorCentreOutput = centreDetailOutput.omit({ services: true }).extend({
  email: z.string(),
  status: z.enum(CENTRE_STATUSES),
  statusReason: z.string().nullable(),
  approvedAt: z.date().nullable(),
  serviceCount: z.number().int(),
});
export type VendorCentre = z.infer<typeof vendorCentreOutput>;

/**
 * An upcoming booking that a change of opening hours or bays leaves outside the centre's schedule. It keeps its
 * time and bay (changing the schedule never moves a booking); the vendor is told so they can serve it or
 * arrange another time with the customer.
 */
export const bookingOutsideScheduleOutput = z.object({
  id: z.number().int(),
  code: z.string(),
  slotStart: z.date(),
  slotEnd: z.date(),
  bay: z.number().int(),
  /** outside_hours: the centre is closed for some of it; beyond_bays: its bay is above the bay count. */
  reasons: z.array(z.enum(["outside_hours", "beyond_bays"])),
});
export type BookingOutsideSchedule = z.infer<typeof bookingOutsideScheduleOutput>;

/** The saved centre, and the upcoming bookings its hours and bay count now leave out. */
export const centreUpdateOutput = vendorCentreOutput.extend({
  bookingsOutsideSchedule: z.array(bookingOutsideScheduleOutput),
});
export type CentreUpdateOutput = z.infer<typeof centreUpdateOutput>;

export const openingHoursUpdateOutput = z.object({
  openingHours: openingHoursOutput,
  bookingsOutsideSchedule: z.array(bookingOutsideScheduleOutput),
});
export type OpeningHoursUpdateOutput = z.infer<typeof openingHoursUpdateOutput>;
