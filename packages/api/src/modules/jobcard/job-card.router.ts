import {
  damageReportInput,
  damageReportOutput,
  jobCardAfterPhotoInput,
  jobCardBookingInput,
  jobCardCodeInput,
  jobCardConditionInput,
  jobCardDoneInput,
  jobCardEvidenceOutput,
  jobCardMineInput,
  jobCardMineOutput,
  jobCardOutput,
  jobCardPhotoInput,
  jobCardRemovePhotoInput,
} from "@chamak/contracts";
import { centreProcedure, customerProcedure } from "../../procedures";
import { router } from "../../trpc";
import { messagingOf } from "../messaging";
import { myJobCard } from "./customer-job-card.service";
import { reportDamage } from "./damage-report.service";
import {
  addAfterPhoto,
  addCheckInPhoto,
  centreJobCard,
  finishJob,
  openCheckIn,
  recordCondition,
  removeAfterPhoto,
  removeCheckInPhoto,
  startJob,
} from "./job-card.service";
import { confirmJobCardCode, sendJobCardCode } from "./job-card-code.service";
import { centreBookingEvidence } from "./job-card-evidence.service";
import type { StaffActor } from "./job-card-steps";

const staffOf = (ctx: { user: { id: number }; centre: { id: number } }): StaffActor => ({
  id: ctx.user.id,
  role: "vendor",
  centreId: ctx.centre.id,
});

/** The digital job card: the centre's staff step by step, the customer's live view and damage complaint. */
export const jobCardRouter = router({
  get: centreProcedure("jobs.work")
    .input(jobCardBookingInput)
    .output(jobCardMineOutput)
    .query(({ ctx, input }) => centreJobCard(ctx.db, ctx.centre.id, input.bookingId)),
  open: centreProcedure("jobs.work")
    .input(jobCardBookingInput)
    .output(jobCardOutput)
    .mutation(({ ctx, input }) => openCheckIn(ctx.db, staffOf(ctx), input.bookingId)),
  recordCondition: centreProcedure("jobs.work")
    .input(jobCardConditionInput)
    .output(jobCardOutput)
    .mutation(({ ctx, input }) => recordCondition(ctx.db, staffOf(ctx), input)),
  addPhoto: centreProcedure("jobs.work")
    .input(jobCardPhotoInput)
    .output(jobCardOutput)
    .mutation(({ ctx, input }) => addCheckInPhoto(ctx.db, staffOf(ctx), input)),
  removePhoto: centreProcedure("jobs.work")
    .input(jobCardRemovePhotoInput)
    .output(jobCardOutput)
    .mutation(({ ctx, input }) => removeCheckInPhoto(ctx.db, ctx.media, staffOf(ctx), input)),
  sendCode: centreProcedure("jobs.work")
    .input(jobCardBookingInput)
    .output(jobCardMineOutput)
    .mutation(({ ctx, input }) => sendJobCardCode(ctx.db, messagingOf(ctx), staffOf(ctx), input.bookingId)),
  confirmCode: centreProcedure("jobs.work")
    .input(jobCardCodeInput)
    .output(jobCardMineOutput)
    .mutation(({ ctx, input }) => confirmJobCardCode(ctx.db, messagingOf(ctx), staffOf(ctx), input)),
  start: centreProcedure("jobs.work")
    .input(jobCardBookingInput)
    .output(jobCardOutput)
    .mutation(({ ctx, input }) => startJob(ctx.db, staffOf(ctx), input.bookingId)),
  /** An after photo, saved as it is taken (a reload keeps it); done uses every one saved. */
  addAfterPhoto: centreProcedure("jobs.work")
    .input(jobCardAfterPhotoInput)
    .output(jobCardOutput)
    .mutation(({ ctx, input }) => addAfterPhoto(ctx.db, staffOf(ctx), input)),
  removeAfterPhoto: centreProcedure("jobs.work")
    .input(jobCardRemovePhotoInput)
    .output(jobCardOutput)
    .mutation(({ ctx, input }) => removeAfterPhoto(ctx.db, ctx.media, staffOf(ctx), input)),
  done: centreProcedure("jobs.work")
    .input(jobCardDoneInput)
    .output(jobCardOutput)
    .mutation(({ ctx, input }) => finishJob(ctx.db, staffOf(ctx), input)),
  /** The check-in record beside a complaint, in the centre's booking drawer. */
  evidence: centreProcedure("bookings.view")
    .input(jobCardBookingInput)
    .output(jobCardEvidenceOutput)
    .query(({ ctx, input }) => centreBookingEvidence(ctx.db, ctx.centre.id, input.bookingId)),
  /** The customer's own booking's job card, live (the site polls it). */
  mine: customerProcedure
    .input(jobCardMineInput)
    .output(jobCardMineOutput)
    .query(({ ctx, input }) => myJobCard(ctx.db, ctx.user.id, input.bookingCode)),
  reportDamage: customerProcedure
    .input(damageReportInput)
    .output(damageReportOutput)
    .mutation(({ ctx, input }) => reportDamage(ctx.db, ctx.user.id, input)),
});
