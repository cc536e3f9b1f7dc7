import type { PlanSubscriptionView } from "@chamak/contracts";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { formatPrice } from "../../catalog/price";
import { FormNotice } from "../../forms/form-notice";
import { usePlanWords } from "../plan-words";
import { useMonthPayment } from "./use-month-payment";

/**
 * Paying a plan's month by UPI, on the plan's page: the first month of a plan paid month by month, the next one
 * from a week before the paid month ends, or any month of a plan whose payments stopped, to start it again. What
 * it says comes from the server's answer (`monthPayment`): the month a payment now buys, and until when the plan
 * is paid.
 */
export function MonthPaymentCard({ view }: { view: PlanSubscriptionView }) {
  const t = useT("plans");
  const words = usePlanWords();
  const trpc = useTRPC();
  const month = useQuery(trpc.planSubscriptions.monthPayment.queryOptions({ subscriptionId: view.id }));
  const payment = useMonthPayment(view.plan.name);
  if (!month.data) return null;
  const { payable, paidUntil, period, amountPaise, payableFrom } = month.data;
  const values = {
    price: formatPrice(amountPaise),
    from: words.date(period.from),
    to: words.date(period.to),
    until: paidUntil ? words.date(paidUntil) : "",
  };
  const halted = view.state === "halted";
  if (!payable && !payableFrom) return null;
  const title = halted ? "haltedTitle" : paidUntil ? "monthNextTitle" : "monthFirstTitle";
  const body = halted
    ? view.billing === "autopay"
      ? "haltedAutopayBody"
      : "haltedUnpaidBody"
    : !paidUntil
      ? "monthFirstBody"
      : payable
        ? "monthNextBody"
        : "monthNotYetBody";
  return (
    <Alert
      color={halted ? "red" : payable ? "yellow" : "gray"}
      variant="light"
      title={t(title)}
      role={halted ? "alert" : "status"}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t(body, {
            ...values,
            payableFrom: payableFrom ? words.date(payableFrom) : "",
            centre: view.centre.name,
          })}
        </Text>
        {payable ? (
          <Button onClick={() => void payment.pay(view.id)} loading={payment.busy}>
            {t("monthPay", { price: values.price })}
          </Button>
        ) : null}
        {payment.paid ? (
          <FormNotice tone="success" message={t("monthPaid", { to: words.date(payment.paid.to) })} />
        ) : null}
        {payment.failure ? <FormNotice tone="error" message={payment.failure} /> : null}
      </Stack>
      {payment.element}
    </Alert>
  );
}
