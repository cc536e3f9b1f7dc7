import {
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
import { vendorProcedure } from "../../procedures";
import { router } from "../../trpc";
import { searchCentreBookings } from "./booking-search.service";
import { moveCentreBooking } from "./centre-booking-move.service";
import { actOnCentreBooking, listCentreBookings } from "./centre-bookings.service";
import { centreTimeline } from "./timeline.service";

/** A centre's own bookings: the board, the day's timeline, search, and the actions and moves on them. */
export const centreBookingsRouter = router({
  list: vendorProcedure
    .input(centreBookingListInput)
    .output(centreBookingPage)
    .query(({ ctx, input }) => listCentreBookings(ctx.db, ctx.centre.id, input)),
  act: vendorProcedure
    .input(centreBookingActionInput)
    .output(bookingOutput)
    .mutation(({ ctx, input }) =>
      actOnCentreBooking(ctx.db, { id: ctx.user.id, role: "vendor" }, ctx.centre.id, input.bookingId, {
        type: input.action,
        reason: input.reason,
        seenUpdatedAt: input.seenUpdatedAt,
      }),
    ),
  timeline: vendorProcedure
    .input(timelineInput)
    .output(timelineOutput)
    .query(({ ctx, input }) => centreTimeline(ctx.db, ctx.centre.id, input.date)),
  move: vendorProcedure
    .input(moveBookingInput)
    .output(moveBookingOutput)
    .mutation(({ ctx, input }) =>
      moveCentreBooking(ctx.db, { id: ctx.user.id, role: "vendor" }, ctx.centre.id, input),
    ),
  search: vendorProcedure
    .input(bookingSearchInput)
    .output(bookingSearchOutput)
    .query(({ ctx, input }) => searchCentreBookings(ctx.db, ctx.centre.id, input.q)),
});
