import { Alert } from "@mantine/core";
import { useT } from "../../../lib/i18n";

/** A plan waiting for its UPI AutoPay mandate: says so (and offers to set it up once the server can). */
export function AutopayBanner(_: { subscriptionId: number }) {
  const t = useT("plans");
  return (
    <Alert color="yellow" variant="light" title={t("state_awaiting_payment")} role="status">
      {t("awaitingPaymentBody")}
    </Alert>
  );
}
