import {
  availabilityInput,
  availabilityOutput,
  bookingIdInput,
  bookingOutput,
  bookingPage,
  myBookingsInput,
  quoteInput,
  quoteOutput,
  rescheduleInput,
} from "@chamak/contracts";
import { trustedOutput } from "../../lib/trusted-output";
import { customerProcedure, publicProcedure } from "../../procedures";
import { resolveSession } from "../accounts";
import { getAvailability } from "./availability.service";
import {
  cancelMyBooking,
  getMyBooking,
  listMyBookings,
  refundAfterCompanyCancellation,
  rescheduleMyBooking,
} from "./customer-bookings.service";
import { quoteCart } from "./quote.service";

/**
 * A customer's bookings: availability, quotes, their list, cancel, reschedule, refund after a centre's
 * cancellation. Booking with payment (create, pay, confirmPayment) is checkout's (checkout.router.ts); the
 * app router puts both under `booking`.
 */
export const customerBookingProcedures = {
  availability: publicProcedure
    .input(availabilityInput)
    .query(trustedOutput(availabilityOutput, ({ ctx, input }) => getAvailability(ctx.db, input))),
  /** Prices a cart as the server will charge it; a promo code needs a signed-in customer. */
  quote: publicProcedure
    .input(quoteInput)
    .output(quoteOutput)
    .query(async ({ ctx, input }) => {
      const user = await resolveSession(ctx.db, ctx.token);
      return quoteCart(ctx.db, user?.id ?? null, input);
    }),
  mine: customerProcedure
    .input(myBookingsInput)
    .output(bookingPage)
    .query(({ ctx, input }) => listMyBookings(ctx.db, ctx.user.id, input)),
  get: customerProcedure
    .input(bookingIdInput)
    .output(bookingOutput)
    .query(({ ctx, input }) => getMyBooking(ctx.db, ctx.user.id, input.bookingId)),
  cancel: customerProcedure
    .input(bookingIdInput)
    .output(bookingOutput)
    .mutation(({ ctx, input }) => cancelMyBooking(ctx.db, ctx.user.id, input.bookingId)),
  reschedule: customerProcedure
    .input(rescheduleInput)
    .output(bookingOutput)
    .mutation(({ ctx, input }) => rescheduleMyBooking(ctx.db, ctx.user.id, input.bookingId, input)),
  takeRefund: customerProcedure
    .input(bookingIdInput)
    .output(bookingOutput)
    .mutation(({ ctx, input }) => refundAfterCompanyCancellation(ctx.db, ctx.user.id, input.bookingId)),
};
