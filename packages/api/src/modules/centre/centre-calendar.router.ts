import {
  bayBlockInput,
  bookingOutsideScheduleOutput,
  breakInput,
  calendarItemId,
  centreCalendarOutput,
  dayRuleInput,
  dayRuleRemoveInput,
} from "@chamak/contracts";
import { z } from "zod";
import { centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import { vendorActor } from "./centre-access";
import {
  addBreak,
  blockBay,
  getCalendar,
  previewDayRule,
  removeBreak,
  removeDayRule,
  setDayRule,
  unblockBay,
} from "./centre-calendar.service";

/** The vendor's own calendar: holidays and special hours, breaks, bay blocks; each change answers the calendar. */
export const vendorCalendarRouter = router({
  get: centreProcedure("calendar.view")
    .output(centreCalendarOutput)
    .query(({ ctx }) => getCalendar(ctx.db, ctx.centre.id)),
  /** The bookings a date's new hours would leave out, asked before saving them. */
  previewDay: centreProcedure("calendar.manage")
    .input(dayRuleInput)
    .output(z.array(bookingOutsideScheduleOutput))
    .query(({ ctx, input }) => previewDayRule(ctx.db, ctx.centre.id, input)),
  setDay: centreProcedure("calendar.manage")
    .input(dayRuleInput)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => setDayRule(ctx.db, vendorActor(ctx), input)),
  removeDay: centreProcedure("calendar.manage")
    .input(dayRuleRemoveInput)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => removeDayRule(ctx.db, vendorActor(ctx), input)),
  addBreak: centreProcedure("calendar.manage")
    .input(breakInput)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => addBreak(ctx.db, vendorActor(ctx), input)),
  removeBreak: centreProcedure("calendar.manage")
    .input(calendarItemId)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => removeBreak(ctx.db, vendorActor(ctx), input.id)),
  blockBay: centreProcedure("calendar.manage")
    .input(bayBlockInput)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => blockBay(ctx.db, vendorActor(ctx), input)),
  unblockBay: centreProcedure("calendar.manage")
    .input(calendarItemId)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => unblockBay(ctx.db, vendorActor(ctx), input.id)),
});
