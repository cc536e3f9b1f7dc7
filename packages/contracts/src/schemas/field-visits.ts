import { z } from "zod";
import { FIELD_VISIT_POLICY, VISIT_STATUSES } from "../field-visit-policy";
import { JOB_CARD_STATES, VEHICLE_SIDES } from "../job-card-policy";
import { fieldLabel, zodMessage } from "../messages";
import { idSchema, isoDateSchema } from "./common";
import { siteDetailsOutput } from "./site-details";

export const washerDayInput = z.object({ date: isoDateSchema.optional() });

const point = z.object({ latitude: z.number(), longitude: z.number() });

/** One stop of a washer's or driver's day, as their phone keeps it (offline too). */
export const washerStopOutput = z.object({
  bookingId: z.number(),
  bookingCode: z.string(),
  leg: z.enum(["doorstep", "pickup", "return"]),
  /** When to leave, when the work starts and ends (instants). */
  travelStart: z.date(),
  workStart: z.date(),
  workEnd: z.date(),
  arrivalWindow: z.object({ from: z.date(), to: z.date() }),
  travelMinutes: z.number(),
  customerFirstName: z.string(),
  address: z.string(),
  zip: z.string(),
  to: point,
  /** Society, tower, parking slot, gate instructions, key handover, as the customer gave them. */
  site: siteDetailsOutput,
  siteLine: z.string(),
  vehicle: z.string(),
  services: z.array(z.string()),
  bookingStatus: z.string(),
  /** The visit as the server has it: the phone sends `version` back with its next action. */
  visit: z.object({
    state: z.enum(["assigned", "on_the_way", "arrived", "not_accessible"]),
    etaAt: z.date().nullable(),
    version: z.number().int(),
  }),
  jobCardState: z.enum(JOB_CARD_STATES).nullable(),
  /** The sides photographed at check-in, and the photos taken after the job, as the server has them. */
  checkInSides: z.array(z.enum(VEHICLE_SIDES)),
  afterPhotoCount: z.number().int(),
  /** A link into the phone's maps app (directions to the car). */
  navigateUrl: z.string(),
});
export type WasherStop = z.infer<typeof washerStopOutput>;

export const washerDayOutput = z.object({
  date: z.string(),
  centreName: z.string(),
  base: point.nullable(),
  stops: z.array(washerStopOutput),
});
export type WasherDay = z.infer<typeof washerDayOutput>;

const etaMinutes = z
  .number({ error: zodMessage("notANumber", { label: fieldLabel("etaMinutes") }) })
  .int({ error: zodMessage("wholeNumber", { label: fieldLabel("etaMinutes") }) })
  .min(FIELD_VISIT_POLICY.minEtaMinutes, {
    error: zodMessage("atLeast", { label: fieldLabel("etaMinutes"), min: FIELD_VISIT_POLICY.minEtaMinutes }),
  })
  .max(FIELD_VISIT_POLICY.maxEtaMinutes, {
    error: zodMessage("atMost", { label: fieldLabel("etaMinutes"), max: FIELD_VISIT_POLICY.maxEtaMinutes }),
  });

/**
 * One tap on the washer's phone, sent when it was tapped or later from the phone's queue. `clientActionId` is
 * the phone's own id for the tap (a replay answers what the first answered); `version` is the job's version the
 * phone acted on (a stale one is refused and the phone is told what the job is now).
 */
const tap = z.object({
  clientActionId: z.string().trim().min(8).max(64),
  bookingId: idSchema,
  leg: z.enum(["doorstep", "pickup", "return"]).default("doorstep"),
  version: z.number().int().min(0),
  tappedAt: z.coerce.date(),
});

export const washerActionInput = z.discriminatedUnion("action", [
  tap.extend({ action: z.literal("set_out"), etaMinutes }),
  tap.extend({ action: z.literal("arrived") }),
  tap.extend({ action: z.literal("not_accessible"), mediaId: idSchema }),
  tap.extend({ action: z.literal("check_in_photo"), side: z.enum(VEHICLE_SIDES), mediaId: idSchema }),
  tap.extend({
    action: z.literal("check_in"),
    code: z
      .string()
      .trim()
      .regex(/^\d{4}$/, { error: zodMessage("jobCardCodeFormat") }),
  }),
  tap.extend({ action: z.literal("after_photo"), mediaId: idSchema }),
  tap.extend({ action: z.literal("done") }),
]);
export type WasherActionInput = z.input<typeof washerActionInput>;
export type WasherActionParsed = z.infer<typeof washerActionInput>;

/**
 * What the server did with one tap: applied (the job's new version), or refused with the reason in words and the
 * job as it is now, so the phone can drop what it queued on top of it and show the washer why.
 */
export const washerActionOutput = z.object({
  clientActionId: z.string(),
  applied: z.boolean(),
  version: z.number().int(),
  reason: z.string().nullable(),
  field: z.string().nullable(),
});
export type WasherActionAnswer = z.infer<typeof washerActionOutput>;

/** The customer's view of who is coming and when (their own booking, by code). */
export const visitStatusInput = z.object({ bookingCode: z.string().trim().min(1).max(40) });
export const visitStatusOutput = z.object({
  status: z.enum(VISIT_STATUSES),
  arrivalWindow: z.object({ from: z.date(), to: z.date() }),
  washerFirstName: z.string().nullable(),
  etaAt: z.date().nullable(),
  arrivedAt: z.date().nullable(),
  /** The 4 digits the customer tells the washer at the door to hand the car over; null once checked in. */
  handoverCode: z.string().nullable(),
  afterPhotos: z.array(z.object({ url: z.string(), thumbUrl: z.string() })),
  /**
   * Nobody came by the end of the arrival window and the centre's grace: when, the credit the booking got, and
   * whether it still waits to be rebooked in one tap (visit.rebook). Null for a visit not missed.
   */
  missed: z.object({ by: z.date(), creditPaise: z.number().int(), rebookable: z.boolean() }).nullable(),
  /** The car could not be reached: the washer's photo of why. */
  notAccessiblePhoto: z.object({ url: z.string(), thumbUrl: z.string() }).nullable(),
});
export type VisitStatusView = z.infer<typeof visitStatusOutput>;

/** A call through the platform: the number that rings the other side, and until when it does. */
export const maskedCallOutput = z.object({ virtualNumber: z.string(), validUntil: z.date() });
export const washerCallInput = z.object({ bookingId: idSchema });
