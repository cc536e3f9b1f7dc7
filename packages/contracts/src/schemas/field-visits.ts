import { z } from "zod";
import {
  FIELD_VISIT_POLICY,
  PLAN_WASH_ACTIONS,
  type PlanWashAction,
  VISIT_STATUSES,
  WASHER_ACTIONS,
  type WasherAction,
} from "../field-visit-policy";
import { JOB_CARD_STATES, VEHICLE_SIDES, type VehicleSide } from "../job-card-policy";
import { type FieldLabel, fieldLabel, zodMessage } from "../messages";
import { PLAN_VISIT_STATES } from "../wash-plan-rules";
import { idSchema, isoDateSchema, MAX_INT } from "./common";
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

/**
 * One car of the washer's morning plan round (a wash plan's wash on this date): the car, where it is parked, the
 * plan's name and extras, the morning window, and the wash's state and version (sent back with the tap).
 */
export const planStopOutput = z.object({
  subscriptionId: z.number(),
  date: z.string(),
  state: z.enum(PLAN_VISIT_STATES),
  version: z.number().int(),
  window: z.object({ from: z.date(), to: z.date() }),
  planName: z.string(),
  extras: z.array(z.object({ name: z.string(), perMonth: z.number().int() })),
  customerFirstName: z.string(),
  vehicleNumber: z.string(),
  vehicleType: z.string(),
  address: z.string(),
  zip: z.string(),
  site: siteDetailsOutput,
  siteLine: z.string(),
  /** A link into the phone's maps app: directions to the address's point, or a search for the address. */
  navigateUrl: z.string(),
});
export type PlanStop = z.infer<typeof planStopOutput>;

export const washerDayOutput = z.object({
  date: z.string(),
  centreName: z.string(),
  base: point.nullable(),
  stops: z.array(washerStopOutput),
  /** The morning's plan washes, in round order (society, tower, parking slot). */
  planStops: z.array(planStopOutput),
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
const legSchema = z.enum(["doorstep", "pickup", "return"]);

/** What each action needs besides the tap itself (the rest is ignored). */
const NEEDS = {
  set_out: ["bookingId", "etaMinutes"],
  arrived: ["bookingId"],
  not_accessible: ["bookingId", "mediaId"],
  check_in_photo: ["bookingId", "side", "mediaId"],
  check_in: ["bookingId", "code"],
  after_photo: ["bookingId", "mediaId"],
  done: ["bookingId"],
  plan_done: ["subscriptionId", "washDate", "mediaId"],
  plan_not_accessible: ["subscriptionId", "washDate", "mediaId"],
} as const satisfies Record<WasherAction | PlanWashAction, readonly string[]>;
const NEED_LABELS = {
  bookingId: "booking",
  subscriptionId: "planWash",
  washDate: "washDate",
  etaMinutes: "etaMinutes",
  mediaId: "photos",
  side: "photos",
  code: "handoverCode",
} as const satisfies Record<string, FieldLabel>;

/**
 * One tap on the washer's phone, sent when it was tapped or later from the phone's queue. `clientActionId` is
 * the phone's own id for the tap (a replay answers what the first answered); `version` is the job's version the
 * phone acted on (a stale one is refused and the phone is told what the job is now). One flat object, each field
 * checked on its own (so a bad one is named), then what the action needs required. A booking's taps name the
 * booking and leg; a plan wash's (`plan_done`, `plan_not_accessible`) name the subscription and the wash's date,
 * and `version` is then the wash's.
 */
export const washerActionInput = z
  .object({
    action: z.enum([...WASHER_ACTIONS, ...PLAN_WASH_ACTIONS]),
    clientActionId: z.string().trim().min(8).max(64),
    bookingId: idSchema.optional(),
    leg: legSchema.default("doorstep"),
    subscriptionId: idSchema.optional(),
    washDate: isoDateSchema.optional(),
    version: z.number().int().min(0).max(MAX_INT),
    tappedAt: z.coerce.date(),
    etaMinutes: etaMinutes.optional(),
    mediaId: idSchema.optional(),
    side: z.enum(VEHICLE_SIDES, { error: zodMessage("invalidVehicleSide") }).optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{4}$/, { error: zodMessage("doorCodeFormat") })
      .optional(),
  })
  .superRefine((tap, ctx) => {
    for (const field of NEEDS[tap.action]) {
      if (tap[field] === undefined) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: zodMessage("required", { label: fieldLabel(NEED_LABELS[field]) }),
        });
      }
    }
  })
  .transform((tap) => tap as WasherActionParsed);
export type WasherActionInput = z.input<typeof washerActionInput>;

/** A checked tap: what each action carries, as the server acts on it. */
export type WasherActionParsed = BookingTapParsed | PlanWashTapParsed;

/** A tap on a plan wash: the wash (subscription and date) at the version the phone saw, with its photo. */
export type PlanWashTapParsed = {
  action: PlanWashAction;
  clientActionId: string;
  subscriptionId: number;
  washDate: string;
  version: number;
  tappedAt: Date;
  mediaId: number;
};

/** A tap on a booking's visit or job card. */
export type BookingTapParsed = {
  clientActionId: string;
  bookingId: number;
  leg: z.infer<typeof legSchema>;
  version: number;
  tappedAt: Date;
} & (
  | { action: "set_out"; etaMinutes: number }
  | { action: "arrived" | "done" }
  | { action: "not_accessible" | "after_photo"; mediaId: number }
  | { action: "check_in_photo"; side: VehicleSide; mediaId: number }
  | { action: "check_in"; code: string }
);

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

/** Whether a checked tap is on a plan wash (not a booking). */
export const isPlanWashTap = (tap: WasherActionParsed): tap is PlanWashTapParsed =>
  (PLAN_WASH_ACTIONS as readonly string[]).includes(tap.action);
