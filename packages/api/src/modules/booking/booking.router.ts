import {
  availabilityInput,
  availabilityOutput,
  bookingIdInput,
  bookingOutput,
  bookingPage,
  checkoutResultInput,
  createBookingInput,
  pageInput,
  quoteInput,
  quoteOutput,
  rescheduleInput,
} from "@chamak/contracts";
import { z } from "zod";
import { customerProcedure, publicProcedure } from "../../procedures";
import { router } from "../../trpc";
import { resolveSession } from "../accounts/session.service";
import { confirmCheckout } from "../payments/confirm-checkout.service";
import { getAvailability } from "./availability.service";
import { createBooking } from "./create-booking.service";
import {
  cancelMyBooking,
  getMyBooking,
  listMyBookings,
  payForBooking,
  refundAfterCompanyCancellation,
  rescheduleMyBooking,
} from "./customer-bookings.service";
import { quoteCart } from "./quote.service";

export const bookingRouter = router({
  availability: publicProcedure
    .input(availabilityInput)
    .output(availabilityOutput)
    .query(({ ctx, input }) => getAvailability(ctx.db, input)),
  /** Prices a cart as the server will charge it; a promo code needs a signed-in customer. */
  quote: publicProcedure
    .input(quoteInput)
    .output(quoteOutput)
    .query(async ({ ctx, input }) => {
      const user = await resolveSession(ctx.db, ctx.token);
      return quoteCart(ctx.db, user?.id ?? null, input);
    }),
  create: customerProcedure
    .input(createBookingInput)
    .output(bookingOutput)
    .mutation(({ ctx, input }) => createBooking(ctx.db, ctx, ctx.user, input)),
  mine: customerProcedure
    .input(pageInput)
    .output(bookingPage)
    .query(({ ctx, input }) => listMyBookings(ctx.db, ctx.user.id, input)),
  get: customerProcedure
    .input(bookingIdInput)
    .output(bookingOutput)
    .query(({ ctx, input }) => getMyBooking(ctx.db, ctx.user.id, input.bookingId)),
  pay: customerProcedure
    .input(bookingIdInput)
    .output(bookingOutput)
    .mutation(({ ctx, input }) => payForBooking(ctx.db, ctx.payments, ctx.user.id, input.bookingId)),
  confirmPayment: customerProcedure
    .input(checkoutResultInput)
    .output(z.object({ outcome: z.enum(["paid", "already-paid", "refunding"]), booking: bookingOutput }))
    .mutation(({ ctx, input }) => confirmCheckout(ctx.db, ctx.payments, ctx.user.id, input)),
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
});
