import type { AutopayCheckout } from "@chamak/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useServerMessage } from "../../forms/field-message";
import { MandateTestModal } from "./mandate-test-modal";
import {
  approveWithCheckoutJs,
  approveWithTestCheckout,
  type MandateMethod,
  type MandateOutcome,
} from "./subscription-checkout";

export type MandateCheckout = {
  /** Whether the server offers UPI AutoPay. */
  available: boolean;
  /** Opens the mandate checkout for a subscription; resolves once it is over, whatever the outcome. */
  open(subscriptionId: number): Promise<void>;
  /** Why the last attempt set up no mandate; null while none failed. */
  failure: string | null;
  busy: boolean;
  /** The test checkout's dialog; render it once. */
  element: ReactNode;
};

type TestSession = { checkout: AutopayCheckout; done(outcome: MandateOutcome): void };

/**
 * UPI AutoPay's mandate for a subscription: the server opens a Razorpay subscription (`authorizeAutopay`), the
 * customer approves it in checkout.js, or in the stand-in's marked test checkout when the server runs one
 * (`testMode`), and the server checks the signature (`confirmMandate`), answering the plan as it is then.
 */
export function useMandateCheckout(): MandateCheckout {
  const t = useT("plans");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const serverMessage = useServerMessage();
  const me = useQuery(trpc.accounts.me.queryOptions());
  const authorize = useMutation(trpc.planSubscriptions.authorizeAutopay.mutationOptions());
  const confirm = useMutation(trpc.planSubscriptions.confirmMandate.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const [test, setTest] = useState<TestSession | null>(null);
  const [testBusy, setTestBusy] = useState<MandateMethod | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const session = useRef<TestSession | null>(null);

  const approve = useCallback(
    (checkout: AutopayCheckout, description: string): Promise<MandateOutcome> => {
      if (!checkout.testMode) {
        const profile = me.data;
        return approveWithCheckoutJs({
          keyId: checkout.keyId,
          razorpaySubscriptionId: checkout.razorpaySubscriptionId,
          description,
          prefill: profile
            ? {
                name: profile.name,
                email: profile.email,
                ...(profile.mobile ? { contact: profile.mobile } : {}),
              }
            : {},
        });
      }
      return new Promise((resolve) => {
        const next: TestSession = {
          checkout,
          done: (outcome) => {
            session.current = null;
            setTest(null);
            resolve(outcome);
          },
        };
        session.current = next;
        setTestError(null);
        setTest(next);
      });
    },
    [me.data],
  );

  const open = useCallback(
    async (subscriptionId: number) => {
      setFailure(null);
      try {
        const checkout = await authorize.mutateAsync({ subscriptionId });
        const outcome = await approve(checkout, t("mandateTitle"));
        if (outcome.kind === "approved") {
          const view = await confirm.mutateAsync({
            subscriptionId,
            razorpayPaymentId: outcome.result.razorpay_payment_id,
            razorpaySubscriptionId: outcome.result.razorpay_subscription_id,
            razorpaySignature: outcome.result.razorpay_signature,
          });
          queryClient.setQueryData(trpc.planSubscriptions.get.queryKey({ subscriptionId }), view);
          void queryClient.invalidateQueries({ queryKey: trpc.planSubscriptions.mine.queryKey() });
          return;
        }
        if (outcome.kind === "unavailable") setFailure(t("sdkFailed"));
        else if (outcome.kind === "dismissed") setFailure(t("mandateNotCompleted"));
        else setFailure(t("mandateFailed"));
      } catch (error) {
        setFailure(serverMessage(error) ?? t("somethingWrong"));
      }
    },
    [authorize, approve, confirm, queryClient, trpc, serverMessage, t],
  );

  async function approveInTestMode(method: MandateMethod) {
    const current = session.current;
    if (!current) return;
    setTestBusy(method);
    setTestError(null);
    try {
      const outcome = await approveWithTestCheckout({
        keyId: current.checkout.keyId,
        razorpaySubscriptionId: current.checkout.razorpaySubscriptionId,
        method,
      });
      if (outcome.kind === "rejected") setTestError(outcome.message);
      else current.done(outcome);
    } catch {
      setTestError(t("somethingWrong"));
    } finally {
      setTestBusy(null);
    }
  }

  const element = (
    <MandateTestModal
      opened={test !== null}
      amountPaise={test?.checkout.amountPaise ?? 0}
      busy={testBusy}
      error={testError}
      onApprove={(method) => void approveInTestMode(method)}
      onClose={() => session.current?.done({ kind: "dismissed" })}
    />
  );

  return {
    available: true,
    open,
    failure,
    busy: authorize.isPending || confirm.isPending,
    element,
  };
}
