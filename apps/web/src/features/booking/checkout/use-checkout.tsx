import type { BookingView } from "@chamak/contracts";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useCallback, useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useServerMessage } from "../../forms/field-message";
import type { RazorpaySuccess } from "./razorpay-script";
import { useOrderPayment } from "./use-order-payment";

export type CheckoutControls = {
  /** Opens Checkout for a booking that carries a `checkout` (from booking.create or booking.pay). */
  open(booking: BookingView): Promise<void>;
  /** Why the last attempt did not end in a payment; null while none failed. */
  failure: string | null;
  /** True while the payment is being verified with the server. */
  confirming: boolean;
  /** The test checkout dialog; render it once. */
  element: ReactNode;
};

/**
 * A booking paid by UPI through Razorpay Checkout (useOrderPayment); the server verifies the signature. A paid
 * booking then opens the one confirmation (/booking-complete), wherever it was paid from (the booking form,
 * the profile's "Pay now"), after `onPaid`.
 */
export function useCheckout({ onPaid }: { onPaid?(booking: BookingView): void } = {}): CheckoutControls {
  const t = useT("booking");
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const confirm = useMutation(trpc.booking.confirmPayment.mutationOptions());
  const order = useOrderPayment();
  const [failure, setFailure] = useState<string | null>(null);

  const finish = useCallback(
    async (booking: BookingView, result: RazorpaySuccess) => {
      try {
        const answer = await confirm.mutateAsync({
          bookingId: booking.id,
          razorpayOrderId: result.razorpay_order_id,
          razorpayPaymentId: result.razorpay_payment_id,
          razorpaySignature: result.razorpay_signature,
        });
        if (answer.outcome === "refunding") setFailure(t("paymentRefunding"));
        else {
          onPaid?.(answer.booking);
          void navigate({ to: "/booking-complete", search: { code: answer.booking.code } });
        }
      } catch (error) {
        setFailure(serverMessage(error) ?? t("somethingWrong"));
      }
    },
    [confirm, onPaid, navigate, t],
  );

  const open = useCallback(
    async (booking: BookingView) => {
      const checkout = booking.checkout;
      setFailure(null);
      if (!checkout) {
        setFailure(t("checkoutUnavailable"));
        return;
      }
      const outcome = await order.pay(checkout, {
        short: booking.code,
        amountFor: t("amountToPay", { code: booking.code }),
      });
      if (outcome.kind === "paid") await finish(booking, outcome.result);
      else setFailure(t(OUTCOME_MESSAGE[outcome.kind]));
    },
    [finish, order.pay, t],
  );

  return { open, failure, confirming: confirm.isPending, element: order.element };
}

/** What the customer is told when Checkout ended without a payment. */
const OUTCOME_MESSAGE = {
  failed: "paymentFailed",
  dismissed: "paymentNotCompleted",
  unavailable: "sdkFailed",
} as const;
