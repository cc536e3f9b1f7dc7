import {
  bayBlockInput,
  breakInput,
  calendarItemId,
  centreCalendarOutput,
  dayRuleInput,
} from "@chamak/contracts";
import { vendorProcedure } from "../../procedures";
import { router } from "../../trpc";
import { vendorActor } from "./centre-access";
import {
  addBreak,
  blockBay,
  getCalendar,
  removeBreak,
  removeDayRule,
  setDayRule,
  unblockBay,
} from "./centre-calendar.service";

/** The vendor's own calendar: holidays and special hours, breaks, bay blocks; each change answers the calendar. */
export const vendorCalendarRouter = router({
  get: vendorProcedure.output(centreCalendarOutput).query(({ ctx }) => getCalendar(ctx.db, ctx.centre.id)),
  setDay: vendorProcedure
    .input(dayRuleInput)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => setDayRule(ctx.db, vendorActor(ctx), input)),
  removeDay: vendorProcedure
    .input(calendarItemId)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => removeDayRule(ctx.db, vendorActor(ctx), input.id)),
  addBreak: vendorProcedure
    .input(breakInput)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => addBreak(ctx.db, vendorActor(ctx), input)),
  removeBreak: vendorProcedure
    .input(calendarItemId)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => removeBreak(ctx.db, vendorActor(ctx), input.id)),
  blockBay: vendorProcedure
    .input(bayBlockInput)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => blockBay(ctx.db, vendorActor(ctx), input)),
  unblockBay: vendorProcedure
    .input(calendarItemId)
    .output(centreCalendarOutput)
    .mutation(({ ctx, input }) => unblockBay(ctx.db, vendorActor(ctx), input.id)),
});
