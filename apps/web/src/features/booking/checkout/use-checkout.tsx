import type { BookingView } from "@chamak/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useCallback, useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useServerMessage } from "../../forms/field-message";
import { loadRazorpay, type RazorpaySuccess } from "./razorpay-script";
import { payWithTestCheckout } from "./test-checkout";
import { TestCheckoutModal } from "./test-checkout-modal";

type Checkout = NonNullable<BookingView["checkout"]>;
type Session = { booking: BookingView; checkout: Checkout };

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
 * UPI through Razorpay Checkout: the real checkout.js, or, when the server runs its stand-in
 * (`checkout.testMode`), a clearly marked test checkout. Either way the server verifies the signature. A paid
 * booking then opens the one confirmation (/booking-complete), wherever it was paid from (the booking form,
 * the profile's "Pay now"), after `onPaid`.
 */
export function useCheckout({ onPaid }: { onPaid?(booking: BookingView): void } = {}): CheckoutControls {
  const t = useT("booking");
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const me = useQuery(trpc.accounts.me.queryOptions());
  const confirm = useMutation(trpc.booking.confirmPayment.mutationOptions());
  const [session, setSession] = useState<Session | null>(null);
  const [busy, setBusy] = useState<"success" | "failure" | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
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
      if (checkout.testMode) {
        setTestError(null);
        setSession({ booking, checkout });
        return;
      }
      const Razorpay = await loadRazorpay();
      if (!Razorpay) {
        window.alert("Razorpay SDK failed to load.");
        setFailure(t("sdkFailed"));
        return;
      }
      const profile = me.data;
      const razorpay = new Razorpay({
        key: checkout.keyId,
        order_id: checkout.orderId,
        amount: checkout.amountPaise,
        currency: "INR",
        name: "Chamak",
        description: booking.code,
        prefill: profile
          ? {
              name: profile.name,
              email: profile.email,
              ...(profile.mobile ? { contact: profile.mobile } : {}),
            }
          : {},
        handler: (result) => void finish(booking, result),
        modal: { ondismiss: () => setFailure(t("paymentNotCompleted")) },
      });
      razorpay.on("payment.failed", () => setFailure(t("paymentFailed")));
      razorpay.open();
    },
    [finish, me.data, t],
  );

  async function payInTestMode(outcome: "success" | "failure", vpa: string) {
    if (!session) return;
    setBusy(outcome);
    setTestError(null);
    try {
      const answer = await payWithTestCheckout({
        keyId: session.checkout.keyId,
        orderId: session.checkout.orderId,
        outcome,
        vpa,
      });
      if (answer.kind === "rejected") {
        setTestError(answer.message);
        return;
      }
      setSession(null);
      if (answer.kind === "failed") setFailure(t("paymentFailed"));
      else await finish(session.booking, answer.result);
    } catch {
      setTestError(t("somethingWrong"));
    } finally {
      setBusy(null);
    }
  }

  const element = (
    <TestCheckoutModal
      opened={session !== null}
      amountPaise={session?.checkout.amountPaise ?? 0}
      bookingCode={session?.booking.code ?? ""}
      busy={busy}
      error={testError}
      onPay={(outcome, vpa) => void payInTestMode(outcome, vpa)}
      onClose={() => {
        setSession(null);
        setFailure(t("paymentNotCompleted"));
      }}
    />
  );

  return { open, failure, confirming: confirm.isPending, element };
}
