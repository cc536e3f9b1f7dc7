import {
  assignWasherInput,
  assignWasherOutput,
  bookingOutput,
  bookingSearchInput,
  bookingSearchOutput,
  centreBookingActionInput,
  centreBookingListInput,
  centreBookingPage,
  moveBookingInput,
  moveBookingOutput,
  reassignCrewInput,
  reassignDayInput,
  reassignDayOutput,
  timelineInput,
  timelineOutput,
} from "@chamak/contracts";
import { z } from "zod";
import { centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import { assignWasher } from "./assign-washer.service";
import { searchCentreBookings } from "./booking-search.service";
import { moveCentreBooking } from "./centre-booking-move.service";
import { actOnCentreBooking, listCentreBookings } from "./centre-bookings.service";
import { reassignCrew, reassignDay } from "./crew-dispatch.service";
import { contactFor } from "./field-contact";
import { centreTimeline } from "./timeline.service";

/** A centre's own bookings: the board, the day's timeline, search, and the actions and moves on them. */
export const centreBookingsRouter = router({
  list: centreProcedure("bookings.view")
    .input(centreBookingListInput)
    .output(centreBookingPage)
    .query(async ({ ctx, input }) => {
      const page = await listCentreBookings(ctx.db, ctx.centre.id, input);
      return { ...page, items: page.items.map((item) => contactFor(item, ctx.centre.role)) };
    }),
  act: centreProcedure("bookings.act")
    .input(centreBookingActionInput)
    .output(bookingOutput)
    .mutation(async ({ ctx, input }) =>
      contactFor(
        await actOnCentreBooking(
          ctx.db,
          { id: ctx.user.id, role: "vendor" },
          ctx.centre.id,
          input.bookingId,
          {
            type: input.action,
            reason: input.reason,
            seenUpdatedAt: input.seenUpdatedAt,
          },
        ),
        ctx.centre.role,
      ),
    ),
  assignWasher: centreProcedure("bookings.act")
    .input(assignWasherInput)
    .output(assignWasherOutput)
    .mutation(({ ctx, input }) =>
      assignWasher(ctx.db, { userId: ctx.user.id, centreId: ctx.centre.id }, input),
    ),
  timeline: centreProcedure("bookings.view")
    .input(timelineInput)
    .output(timelineOutput)
    .query(({ ctx, input }) => centreTimeline(ctx.db, ctx.centre.id, input.date)),
  move: centreProcedure("bookings.act")
    .input(moveBookingInput)
    .output(moveBookingOutput)
    .mutation(({ ctx, input }) =>
      moveCentreBooking(ctx.db, { id: ctx.user.id, role: "vendor" }, ctx.centre.id, input),
    ),
  /** Dispatch: one booking's doorstep or pick & drop jobs to another person on the road. */
  reassignCrew: centreProcedure("bookings.act")
    .input(reassignCrewInput)
    .output(z.object({ bookingId: z.number() }))
    .mutation(async ({ ctx, input }) => {
      await reassignCrew(ctx.db, { id: ctx.user.id, role: "vendor" }, ctx.centre.id, input);
      return { bookingId: input.bookingId };
    }),
  /** Dispatch: a washer or driver off sick; their day's jobs go to whoever else can be there. */
  reassignDay: centreProcedure("bookings.act")
    .input(reassignDayInput)
    .output(reassignDayOutput)
    .mutation(({ ctx, input }) =>
      reassignDay(ctx.db, { id: ctx.user.id, role: "vendor" }, ctx.centre.id, input),
    ),
  search: centreProcedure("bookings.view")
    .input(bookingSearchInput)
    .output(bookingSearchOutput)
    .query(async ({ ctx, input }) =>
      (await searchCentreBookings(ctx.db, ctx.centre.id, input.q)).map((item) =>
        contactFor(item, ctx.centre.role),
      ),
    ),
});
