import { z } from "zod";
import { JOB_CARD_POLICY, JOB_CARD_STATES, VEHICLE_SIDES } from "../job-card-policy";
import { fieldLabel, zodMessage } from "../messages";
import { idSchema, multilineText, optionalLines } from "./common";

const sideSchema = z.enum(VEHICLE_SIDES, { error: zodMessage("invalidVehicleSide") });
const notes = optionalLines("scratchNotes", 500);

export const jobCardBookingInput = z.object({ bookingId: idSchema });

/** What staff record at check-in: notes per side, optional fuel and odometer, belongings left in the vehicle. */
export const jobCardConditionInput = jobCardBookingInput.extend({
  condition: z.partialRecord(sideSchema, z.object({ notes })),
  fuelPercent: z
    .number({ error: zodMessage("notANumber", { label: fieldLabel("fuelPercent") }) })
    .int({ error: zodMessage("wholeNumber", { label: fieldLabel("fuelPercent") }) })
    .min(0, { error: zodMessage("atLeast", { label: fieldLabel("fuelPercent"), min: 0 }) })
    .max(100, { error: zodMessage("atMost", { label: fieldLabel("fuelPercent"), max: 100 }) })
    .nullable(),
  odometerKm: z
    .number({ error: zodMessage("notANumber", { label: fieldLabel("odometerKm") }) })
    .int({ error: zodMessage("wholeNumber", { label: fieldLabel("odometerKm") }) })
    .min(0, { error: zodMessage("atLeast", { label: fieldLabel("odometerKm"), min: 0 }) })
    .max(9_999_999, { error: zodMessage("atMost", { label: fieldLabel("odometerKm"), max: 9_999_999 }) })
    .nullable(),
  belongings: optionalLines("belongings", 500),
});
export type JobCardConditionInput = z.infer<typeof jobCardConditionInput>;

/** A photo (a media id from the upload route) for a side at check-in. */
export const jobCardPhotoInput = jobCardBookingInput.extend({ side: sideSchema, mediaId: idSchema });
export const jobCardRemovePhotoInput = jobCardBookingInput.extend({ photoId: idSchema });

const codeSchema = z
  .string({ error: zodMessage("required", { label: fieldLabel("handoverCode") }) })
  .trim()
  .regex(/^\d{4}$/, { error: zodMessage("jobCardCodeFormat") });
export const jobCardCodeInput = jobCardBookingInput.extend({ code: codeSchema });

/** An after photo (a media id from the upload route), saved as it is taken while the job is started. */
export const jobCardAfterPhotoInput = jobCardBookingInput.extend({ mediaId: idSchema });

/**
 * Done: with the after photos already saved (`addAfterPhoto`) and any given here; at least one in all, which the
 * service checks, since the saved ones are on the server.
 */
export const jobCardDoneInput = jobCardBookingInput.extend({
  afterMediaIds: z
    .array(idSchema)
    .max(JOB_CARD_POLICY.maxAfterPhotos, {
      error: zodMessage("jobCardAfterPhotoLimit", { max: JOB_CARD_POLICY.maxAfterPhotos }),
    })
    .default([]),
});

export const jobCardPhotoOutput = z.object({
  id: z.number(),
  stage: z.enum(["check_in", "after"]),
  side: sideSchema,
  mediaId: z.number(),
  /** Where the app shows it (the media module's URLs: the 1600 px image and the 400 px thumbnail). */
  url: z.string(),
  thumbUrl: z.string(),
});
export type JobCardPhoto = z.infer<typeof jobCardPhotoOutput>;

/** A job card as staff and the booking's customer see it (codes never leave the server). */
export const jobCardOutput = z.object({
  id: z.number(),
  bookingId: z.number(),
  bookingCode: z.string(),
  vehicleNumber: z.string(),
  state: z.enum(JOB_CARD_STATES),
  condition: z.partialRecord(sideSchema, z.object({ notes: z.string() })),
  fuelPercent: z.number().nullable(),
  odometerKm: z.number().nullable(),
  belongings: z.string(),
  photos: z.array(jobCardPhotoOutput),
  /** The code the step waits for: sent at, expires at, tries left, codes that may still be sent. */
  code: z
    .object({
      step: z.enum(["handover", "return"]),
      sentAt: z.date(),
      expiresAt: z.date(),
      triesLeft: z.number(),
      sendsLeft: z.number(),
      /** The number it went to, masked: "+91 ••••• •3210". */
      sentTo: z.string(),
    })
    .nullable(),
  openedAt: z.date(),
  checkedInAt: z.date().nullable(),
  startedAt: z.date().nullable(),
  doneAt: z.date().nullable(),
  returnedAt: z.date().nullable(),
  /** Until when the customer may report damage (48 h after done), null before done. */
  complaintUntil: z.date().nullable(),
  complaint: z.object({ id: z.number(), status: z.string(), createdAt: z.date() }).nullable(),
});
export type JobCardView = z.infer<typeof jobCardOutput>;

export const jobCardMineInput = z.object({
  bookingCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,20}$/, { error: zodMessage("invalidBookingCode") }),
});
export const jobCardMineOutput = jobCardOutput.nullable();

/** A damage complaint from the booking, within 48 h of done. */
export const damageReportInput = jobCardMineInput.extend({
  reason: multilineText("damageReason", 1000).refine((reason) => reason.length >= 10, {
    error: zodMessage("atLeastChars", { label: fieldLabel("damageReason"), min: 10 }),
  }),
  photoMediaIds: z
    .array(idSchema)
    .max(JOB_CARD_POLICY.maxComplaintPhotos, {
      error: zodMessage("atMost", { label: fieldLabel("photos"), max: JOB_CARD_POLICY.maxComplaintPhotos }),
    })
    .default([]),
});
export type DamageReportInput = z.input<typeof damageReportInput>;
export const damageReportOutput = z.object({ disputeId: z.number(), createdAt: z.date() });

/** Beside a dispute (admin) or a booking (centre): the job card's check-in photos and notes. */
export const jobCardEvidenceOutput = z
  .object({
    jobCardId: z.number(),
    state: z.enum(JOB_CARD_STATES),
    condition: z.partialRecord(sideSchema, z.object({ notes: z.string() })),
    fuelPercent: z.number().nullable(),
    odometerKm: z.number().nullable(),
    belongings: z.string(),
    checkInPhotos: z.array(jobCardPhotoOutput),
    afterPhotos: z.array(jobCardPhotoOutput),
    complaintPhotoUrls: z.array(z.string()),
  })
  .nullable();
export type JobCardEvidence = z.infer<typeof jobCardEvidenceOutput>;

export const disputeIdInput = z.object({ disputeId: idSchema });
