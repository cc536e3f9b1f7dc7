import { bookingIdInput, bookingOutput, checkoutResultInput, createBookingInput } from "@chamak/contracts";
import { z } from "zod";
import { customerProcedure } from "../../procedures";
import { getMyBooking, payAtCentreInstead } from "../booking";
import { bookWithCheckout, payForBooking } from "./book-with-checkout.service";
import { confirmCheckout } from "./confirm-checkout.service";

/** Booking with payment, under the app router's `booking` beside booking's own procedures. */
export const checkoutProcedures = {
  create: customerProcedure
    .input(createBookingInput)
    .output(bookingOutput)
    .mutation(({ ctx, input }) => bookWithCheckout(ctx.db, ctx, ctx.user, input)),
  pay: customerProcedure
    .input(bookingIdInput)
    .output(bookingOutput)
    .mutation(({ ctx, input }) => payForBooking(ctx.db, ctx, ctx.user.id, input.bookingId)),
  /** An unpaid UPI booking is paid at the centre instead (after a failed or abandoned online payment). */
  payAtCentre: customerProcedure
    .input(bookingIdInput)
    .output(bookingOutput)
    .mutation(async ({ ctx, input }) => {
      await payAtCentreInstead(ctx.db, ctx.user.id, input.bookingId);
      return getMyBooking(ctx.db, ctx.user.id, input.bookingId);
    }),
  confirmPayment: customerProcedure
    .input(checkoutResultInput)
    .output(z.object({ outcome: z.enum(["paid", "already-paid", "refunding"]), booking: bookingOutput }))
    .mutation(({ ctx, input }) => confirmCheckout(ctx.db, ctx.payments, ctx.user.id, input)),
};
