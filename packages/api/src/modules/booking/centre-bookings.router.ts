import {
  assignWasherInput,
  assignWasherOutput,
  bookingOutput,
  centreBookingActionInput,
  centreBookingListInput,
  centreBookingPage,
} from "@chamak/contracts";
import { centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import { assignWasher } from "./assign-washer.service";
import { actOnCentreBooking, listCentreBookings } from "./centre-bookings.service";

/** A centre's own bookings: the board and the actions on it. */
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
});
