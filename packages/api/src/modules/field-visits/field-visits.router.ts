import {
  maskedCallOutput,
  visitRebookInput,
  visitRebookOutput,
  visitStatusInput,
  visitStatusOutput,
  washerActionInput,
  washerActionOutput,
  washerCallInput,
  washerDayInput,
  washerDayOutput,
} from "@chamak/contracts";
import { centreProcedure, customerProcedure } from "../../procedures";
import { router } from "../../trpc";
import { callsOf, messagingOf } from "../messaging";
import { maskedCall, ownFieldBooking, ownRouteBooking } from "./masked-call.service";
import { rebookMissedVisit } from "./rebook-missed-visit.service";
import { visitStatus } from "./visit-status.service";
import { applyWasherAction } from "./washer-actions.service";
import { washerDay } from "./washer-day.service";

const personOf = (ctx: { user: { id: number }; centre: { id: number } }) => ({
  userId: ctx.user.id,
  centreId: ctx.centre.id,
});

/** The washer's (or driver's) day on their phone: their stops, and each tap, once, by version. */
export const washerDayRouter = router({
  today: centreProcedure("jobs.work")
    .input(washerDayInput)
    .output(washerDayOutput)
    .query(({ ctx, input }) => washerDay(ctx.db, personOf(ctx), input.date)),
  act: centreProcedure("jobs.work")
    .input(washerActionInput)
    .output(washerActionOutput)
    .mutation(({ ctx, input }) => applyWasherAction(ctx.db, messagingOf(ctx).otpKey, personOf(ctx), input)),
  /** A number that rings the customer without showing either side's own. */
  callCustomer: centreProcedure("jobs.work")
    .input(washerCallInput)
    .output(maskedCallOutput)
    .mutation(async ({ ctx, input }) =>
      maskedCall(ctx.db, callsOf(ctx), await ownRouteBooking(ctx.db, personOf(ctx), input.bookingId)),
    ),
});

/** The customer's live view of who is coming to their car and when. */
export const visitRouter = router({
  status: customerProcedure
    .input(visitStatusInput)
    .output(visitStatusOutput)
    .query(({ ctx, input }) => visitStatus(ctx.db, messagingOf(ctx).otpKey, ctx.user.id, input.bookingCode)),
  /** A number that rings the washer (or driver) without showing either side's own. */
  callWasher: customerProcedure
    .input(visitStatusInput)
    .output(maskedCallOutput)
    .mutation(async ({ ctx, input }) =>
      maskedCall(ctx.db, callsOf(ctx), await ownFieldBooking(ctx.db, ctx.user.id, input.bookingCode)),
    ),
  /** After a visit nobody came for: the booking moves to the next free time in one tap, its credit kept. */
  rebook: customerProcedure
    .input(visitRebookInput)
    .output(visitRebookOutput)
    .mutation(({ ctx, input }) => rebookMissedVisit(ctx.db, ctx.user.id, input.bookingCode)),
});
