import type { BookingDeps } from "../booking/create-booking.service";
import type { PaymentsDeps } from "../payments/payments-deps";

/** What checkout needs: booking's own deps and the way to Razorpay. */
export interface CheckoutDeps extends BookingDeps {
  payments: PaymentsDeps;
}
