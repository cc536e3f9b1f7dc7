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
  timelineInput,
  timelineOutput,
} from "@chamak/contracts";
import { centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import { assignWasher } from "./assign-washer.service";
import { searchCentreBookings } from "./booking-search.service";
import { moveCentreBooking } from "./centre-booking-move.service";
import { actOnCentreBooking, listCentreBookings } from "./centre-bookings.service";
import { centreTimeline } from "./timeline.service";

/** A centre's own bookings: the board, the day's timeline, search, and the actions and moves on them. */
export const centreBookingsRouter = router({
  list: centreProcedure("bookings.view")
    .input(centreBookingListInput)
    .output(centreBookingPage)
    .query(({ ctx, input }) => listCentreBookings(ctx.db, ctx.centre.id, input)),
  act: centreProcedure("bookings.act")
    .input(centreBookingActionInput)
    .output(bookingOutput)
    .mutation(({ ctx, input }) =>
      actOnCentreBooking(ctx.db, { id: ctx.user.id, role: "vendor" }, ctx.centre.id, input.bookingId, {
        type: input.action,
        reason: input.reason,
        seenUpdatedAt: input.seenUpdatedAt,
      }),
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
  search: centreProcedure("bookings.view")
    .input(bookingSearchInput)
    .output(bookingSearchOutput)
    .query(({ ctx, input }) => searchCentreBookings(ctx.db, ctx.centre.id, input.q)),
});
