import type { BookingDeps } from "../booking";
import type { PaymentsDeps } from "../payments";

/** What checkout needs: booking's own deps and the way to Razorpay. */
export interface CheckoutDeps extends BookingDeps {
  payments: PaymentsDeps;
}
