import { encodeErrorMessage } from "@chamak/i18n";
import { z } from "zod";
import { normaliseGstin } from "../gst-registration";
import { validateGstin } from "../gstin";
import { type FieldLabel, fieldLabel, zodMessage } from "../messages";
import {
  catalogServiceOutput,
  centreDetailOutput,
  openingHoursInput,
  openingHoursOutput,
  serviceUpsertInput,
} from "./catalog";
import {
  emailSchema,
  idSchema,
  mobileSchema,
  optionalLines,
  paiseSchema,
  pinSchema,
  recordVersion,
  requiredText,
  stateSchema,
} from "./common";
import { nameField } from "./people";
import { serviceAreaSchema, travelFeeBandsSchema } from "./service-area";

// ─── Vendor console: own services ────────────────────────────────────────────

export const serviceUpdateInput = serviceUpsertInput.extend({ id: idSchema, version: recordVersion });
export type ServiceUpdateInput = z.infer<typeof serviceUpdateInput>;

export const vendorServiceOutput = catalogServiceOutput.extend({
  createdAt: z.date(),
  updatedAt: z.date(),
  /** Sent back with an edit (serviceUpdateInput.version). */
  version: z.number().int(),
});
export type VendorService = z.infer<typeof vendorServiceOutput>;

export const serviceDeleteOutput = z.object({ id: z.number(), deletedAt: z.date() });
export type ServiceDeleteOutput = z.infer<typeof serviceDeleteOutput>;

// ─── Vendor console: own centre ──────────────────────────────────────────────

export const CENTRE_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
/** A suspended centre may look at its services, profile and hours but not change them; the others may. */
export const centreMayChange = (status: (typeof CENTRE_STATUSES)[number]): boolean => status !== "suspended";
export type CentreStatus = (typeof CENTRE_STATUSES)[number];

const coordinate = (name: FieldLabel, limit: number) => {
  const label = fieldLabel(name);
  const range = zodMessage("between", { label, min: -limit, max: limit });
  return z
    .number({ error: zodMessage("notANumber", { label }) })
    .min(-limit, { error: range })
    .max(limit, { error: range })
    .nullable()
    .optional();
};

/** The most PIN codes a centre lists beyond its radius. */
export const MAX_SERVICE_PINS = 50;

/** A service area's radius: whole km, 1 to 50. */
const reachRadius = (label: "doorstepRadius" | "pickDropRadius") =>
  z
    .number({ error: zodMessage("notANumber", { label: fieldLabel(label) }) })
    .int({ error: zodMessage("wholeNumber", { label: fieldLabel(label) }) })
    .min(1, { error: zodMessage("atLeast", { label: fieldLabel(label), min: 1 }) })
    .max(50, { error: zodMessage("atMost", { label: fieldLabel(label), max: 50 }) });

/** The fewest and most minutes a centre waits past the arrival window before a booking counts as a no-show. */
export const NO_SHOW_GRACE_MINUTES = { min: 15, max: 240 } as const;

const noShowGraceMinutes = z
  .number({ error: zodMessage("notANumber", { label: fieldLabel("noShowGrace") }) })
  .int({ error: zodMessage("wholeMinutes", { label: fieldLabel("noShowGrace") }) })
  .min(NO_SHOW_GRACE_MINUTES.min, {
    error: zodMessage("atLeastMinutes", { label: fieldLabel("noShowGrace"), min: NO_SHOW_GRACE_MINUTES.min }),
  })
  .max(NO_SHOW_GRACE_MINUTES.max, {
    error: zodMessage("atMostMinutes", { label: fieldLabel("noShowGrace"), max: NO_SHOW_GRACE_MINUTES.max }),
  });

/**
 * The centre profile form. description, latitude/longitude and pickDropFeePaise may be left out to keep
 * their current values, or set to null to clear them; latitude and longitude go together.
 */
export const centreUpdateInput = z
  .object({
    name: nameField("centreName", 120),
    mobile: mobileSchema,
    email: emailSchema,
    locality: requiredText("locality", 120),
    address: requiredText("address", 300),
    city: requiredText("city", 100),
    state: stateSchema,
    zip: pinSchema,
    /** Empty only while the centre is not GST-registered (the server refuses removing a GSTIN it has). */
    gstin: z.string().max(20).nullish().transform(normaliseGstin),
    latitude: coordinate("latitude", 90),
    longitude: coordinate("longitude", 180),
    description: optionalLines("description", 2000)
      .transform((d) => (d === "" ? null : d))
      .nullable()
      .optional(),
    slotMinutes: z
      .number({ error: zodMessage("notANumber", { label: fieldLabel("slotLength") }) })
      .int({ error: zodMessage("wholeMinutes", { label: fieldLabel("slotLength") }) })
      .min(15, { error: zodMessage("atLeastMinutes", { label: fieldLabel("slotLength"), min: 15 }) })
      .max(120, { error: zodMessage("atMostMinutes", { label: fieldLabel("slotLength"), max: 120 }) }),
    bays: z
      .number({ error: zodMessage("notANumber", { label: fieldLabel("bays") }) })
      .int({ error: zodMessage("wholeNumber", { label: fieldLabel("bays") }) })
      .min(1, { error: zodMessage("atLeastOneBay") })
      .max(20, { error: zodMessage("atMostBays", { max: 20 }) }),
    offersPickDrop: z.boolean(),
    offersDoorstep: z.boolean(),
    pickDropFeePaise: paiseSchema("pickDropFee")
      .max(1_000_000, {
        error: zodMessage("atMostRupees", { label: fieldLabel("pickDropFee"), max: "₹10,000" }),
      })
      .nullable()
      .optional(),
    /** How far from the centre it goes for doorstep, and for pick & drop (left out: as it is). */
    doorstepRadiusKm: reachRadius("doorstepRadius").optional(),
    pickDropRadiusKm: reachRadius("pickDropRadius").optional(),
    /** PIN codes it also goes to, wherever they are (left out: as it is); each once, in the order given. */
    servicePins: z
      .array(pinSchema)
      .max(MAX_SERVICE_PINS, { error: zodMessage("tooManyPins", { max: MAX_SERVICE_PINS }) })
      .transform((pins) => [...new Set(pins)])
      .optional(),
    /** The area drawn by its corners, replacing both radii (null: none; left out: as it is). */
    serviceArea: serviceAreaSchema.nullable().optional(),
    /** Travel fees by distance from the centre (left out: as they are; empty: none). */
    travelFeeBands: travelFeeBandsSchema.optional(),
    /** A doorstep wash uses the customer's water tap, and their power point (left out: as it is). */
    doorstepNeedsWater: z.boolean().optional(),
    doorstepNeedsPower: z.boolean().optional(),
    /** How long past the arrival window the centre waits before a no-show, 15 to 240 (left out: as it is). */
    noShowGraceMinutes: noShowGraceMinutes.optional(),
    /** The profile's version the form was opened with (vendorCentreOutput.version). */
    version: recordVersion,
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
        message: zodMessage("latLngPair"),
      });
    }
    const gstin = centre.gstin === null ? null : validateGstin(centre.gstin, centre.state);
    if (gstin && !gstin.ok)
      ctx.addIssue({ code: "custom", path: ["gstin"], message: encodeErrorMessage(gstin.message) });
  });
export type CentreUpdateInput = z.infer<typeof centreUpdateInput>;

/**
 * A new name or GSTIN asked for by an approved centre: waiting for an admin (pending), or refused with a reason
 * (rejected, shown until the next change). The centre stays listed under its verified details meanwhile.
 */
export const centreIdentityChangeOutput = z.object({
  status: z.enum(["pending", "rejected"]),
  name: z.string(),
  gstin: z.string().nullable(),
  requestedAt: z.date(),
  reason: z.string().nullable(),
});
export type CentreIdentityChange = z.infer<typeof centreIdentityChangeOutput>;

export const vendorCentreOutput = centreDetailOutput.omit({ services: true }).extend({
  email: z.string(),
  status: z.enum(CENTRE_STATUSES),
  statusReason: z.string().nullable(),
  approvedAt: z.date().nullable(),
  serviceCount: z.number().int(),
  identityChange: centreIdentityChangeOutput.nullable(),
  /**
   * Where it goes for doorstep and pick & drop: a radius in km each, or an area drawn by its corners instead, and
   * PIN codes beyond them; and what coming further costs.
   */
  doorstepRadiusKm: z.number().int(),
  pickDropRadiusKm: z.number().int(),
  servicePins: z.array(z.string()),
  serviceArea: z.array(z.object({ latitude: z.number(), longitude: z.number() })).nullable(),
  travelFeeBands: z.array(z.object({ beyondKm: z.number().int(), feePaise: z.number().int() })),
  /** Minutes past the arrival window before a booking counts as a no-show (at least 15). */
  noShowGraceMinutes: z.number().int(),
  /** The profile's version, sent back with an edit (centreUpdateInput.version). */
  version: z.number().int(),
  /** The weekly hours' version, sent back with a change of them (openingHoursUpdateInput.version). */
  hoursVersion: z.number().int(),
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
  /**
   * outside_hours: the centre is closed for some of it (its weekday's hours, or the date's special hours);
   * closed_date: on a date the centre closed (a holiday); in_break: it runs across a break; beyond_bays: its bay
   * is above the bay count; bay_blocked: its bay is blocked (maintenance) for some of it.
   */
  reasons: z.array(z.enum(["outside_hours", "closed_date", "in_break", "beyond_bays", "bay_blocked"])),
});
export type BookingOutsideSchedule = z.infer<typeof bookingOutsideScheduleOutput>;

/** The saved centre, and the upcoming bookings its hours and bay count now leave out. */
export const centreUpdateOutput = vendorCentreOutput.extend({
  bookingsOutsideSchedule: z.array(bookingOutsideScheduleOutput),
});
export type CentreUpdateOutput = z.infer<typeof centreUpdateOutput>;

/** All seven weekdays' hours, and the hours' version the form was opened with (vendorCentreOutput.hoursVersion). */
export const openingHoursUpdateInput = z.object({ days: openingHoursInput, version: recordVersion });
export type OpeningHoursUpdateInput = z.infer<typeof openingHoursUpdateInput>;

export const openingHoursUpdateOutput = z.object({
  openingHours: openingHoursOutput,
  hoursVersion: z.number().int(),
  bookingsOutsideSchedule: z.array(bookingOutsideScheduleOutput),
});
export type OpeningHoursUpdateOutput = z.infer<typeof openingHoursUpdateOutput>;
