import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { loadRazorpay, type RazorpaySuccess } from "./razorpay-script";
import { payWithTestCheckout } from "./test-checkout";
import { TestCheckoutModal } from "./test-checkout-modal";

/** A Razorpay order as the server hands it to the browser (a booking's, a plan month's). */
export type OrderCheckout = { orderId: string; keyId: string; amountPaise: number; testMode: boolean };

export type OrderOutcome =
  | { kind: "paid"; result: RazorpaySuccess }
  | { kind: "failed" }
  | { kind: "dismissed" }
  | { kind: "unavailable" };

export type OrderPayment = {
  /**
   * Opens Checkout for the order; resolves with how it ended. `description` names what is paid for (Checkout's
   * line; the test checkout's "Amount for …").
   */
  pay(checkout: OrderCheckout, description: { short: string; amountFor: string }): Promise<OrderOutcome>;
  /** The test checkout's dialog; render it once. */
  element: ReactNode;
};

type Session = { checkout: OrderCheckout; amountFor: string; done(outcome: OrderOutcome): void };

/**
 * Paying a Razorpay order by UPI in the browser: the real checkout.js, or, when the server runs its stand-in
 * (`testMode`), a clearly marked test checkout. What the payment is for, and the server's check of Checkout's
 * signature, are the caller's.
 */
export function useOrderPayment(): OrderPayment {
  const t = useT("booking");
  const trpc = useTRPC();
  const me = useQuery(trpc.accounts.me.queryOptions());
  const [session, setSession] = useState<Session | null>(null);
  const current = useRef<Session | null>(null);
  const [busy, setBusy] = useState<"success" | "failure" | null>(null);
  const [testError, setTestError] = useState<string | null>(null);

  const pay = useCallback<OrderPayment["pay"]>(
    async (checkout, description) => {
      if (checkout.testMode)
        return new Promise((resolve) => {
          const next: Session = {
            checkout,
            amountFor: description.amountFor,
            done: (outcome) => {
              current.current = null;
              setSession(null);
              resolve(outcome);
            },
          };
          current.current = next;
          setTestError(null);
          setSession(next);
        });
      const Razorpay = await loadRazorpay();
      if (!Razorpay) {
        window.alert("Razorpay SDK failed to load.");
        return { kind: "unavailable" };
      }
      const profile = me.data;
      return new Promise((resolve) => {
        const razorpay = new Razorpay({
          key: checkout.keyId,
          order_id: checkout.orderId,
          amount: checkout.amountPaise,
          currency: "INR",
          name: "Chamak",
          description: description.short,
          prefill: profile
            ? {
                name: profile.name,
                email: profile.email,
                ...(profile.mobile ? { contact: profile.mobile } : {}),
              }
            : {},
          handler: (result) => resolve({ kind: "paid", result }),
          modal: { ondismiss: () => resolve({ kind: "dismissed" }) },
        });
        razorpay.on("payment.failed", () => resolve({ kind: "failed" }));
        razorpay.open();
      });
    },
    [me.data],
  );

  async function payInTestMode(outcome: "success" | "failure", vpa: string) {
    const open = current.current;
    if (!open) return;
    setBusy(outcome);
    setTestError(null);
    try {
      const answer = await payWithTestCheckout({
        keyId: open.checkout.keyId,
        orderId: open.checkout.orderId,
        outcome,
        vpa,
      });
      if (answer.kind === "rejected") setTestError(answer.message);
      else open.done(answer.kind === "failed" ? { kind: "failed" } : answer);
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
      amountFor={session?.amountFor ?? ""}
      busy={busy}
      error={testError}
      onPay={(outcome, vpa) => void payInTestMode(outcome, vpa)}
      onClose={() => current.current?.done({ kind: "dismissed" })}
    />
  );
  return { pay, element };
}
