import type { MonthCheckout } from "@chamak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useOrderPayment } from "../../booking/checkout/use-order-payment";
import { useServerMessage } from "../../forms/field-message";
import { usePlanWords } from "../plan-words";

export type MonthPaymentControls = {
  /** Opens Checkout for the month a payment now buys; resolves once it is over, whatever the outcome. */
  pay(subscriptionId: number): Promise<void>;
  /** The period just paid for; null until one is. */
  paid: { from: string; to: string } | null;
  /** Why the last attempt paid nothing; null while none failed. */
  failure: string | null;
  busy: boolean;
  /** The test checkout's dialog; render it once. */
  element: ReactNode;
};

/**
 * A plan's month paid by UPI: the server opens the month's Razorpay order (`payMonth`), the customer pays it in
 * Checkout, and the server checks the signature and opens the month (`confirmMonthPayment`), answering the plan
 * as it is then.
 */
export function useMonthPayment(planName: string): MonthPaymentControls {
  const t = useT("plans");
  const words = usePlanWords();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const serverMessage = useServerMessage();
  const order = useOrderPayment();
  const open = useMutation(trpc.planSubscriptions.payMonth.mutationOptions());
  const confirm = useMutation(trpc.planSubscriptions.confirmMonthPayment.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState<MonthCheckout["period"] | null>(null);

  const pay = useCallback(
    async (subscriptionId: number) => {
      setFailure(null);
      try {
        const checkout = await open.mutateAsync({ subscriptionId });
        const range = { from: words.date(checkout.period.from), to: words.date(checkout.period.to) };
        const outcome = await order.pay(checkout, {
          short: planName,
          amountFor: t("monthAmountFor", { plan: planName, ...range }),
        });
        if (outcome.kind !== "paid") {
          setFailure(t(FAILURES[outcome.kind]));
          return;
        }
        const view = await confirm.mutateAsync({
          subscriptionId,
          razorpayOrderId: outcome.result.razorpay_order_id,
          razorpayPaymentId: outcome.result.razorpay_payment_id,
          razorpaySignature: outcome.result.razorpay_signature,
        });
        setPaid(checkout.period);
        queryClient.setQueryData(trpc.planSubscriptions.get.queryKey({ subscriptionId }), view);
        void queryClient.invalidateQueries({
          queryKey: trpc.planSubscriptions.monthPayment.queryKey({ subscriptionId }),
        });
        void queryClient.invalidateQueries({ queryKey: trpc.planSubscriptions.mine.queryKey() });
      } catch (error) {
        setFailure(serverMessage(error) ?? t("somethingWrong"));
      }
    },
    [open, order.pay, confirm, queryClient, trpc, serverMessage, planName, words, t],
  );

  return { pay, paid, failure, busy: open.isPending || confirm.isPending, element: order.element };
}

/** What the customer is told when Checkout ended without a payment. */
const FAILURES = {
  failed: "monthPaymentFailed",
  dismissed: "monthPaymentNotCompleted",
  unavailable: "sdkFailed",
} as const;
