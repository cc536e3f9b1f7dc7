import { Alert, Button, Stack } from "@mantine/core";
import { useT } from "../../../lib/i18n";
import { FormNotice } from "../../forms/form-notice";
import { useMandateCheckout } from "./use-mandate-checkout";

/** A plan waiting for its UPI AutoPay mandate: says so, and sets it up (again) from here. */
export function AutopayBanner({ subscriptionId }: { subscriptionId: number }) {
  const t = useT("plans");
  const mandate = useMandateCheckout();
  return (
    <Alert color="yellow" variant="light" title={t("awaitingAutopayTitle")} role="status">
      <Stack gap="sm" align="flex-start">
        {t("awaitingPaymentBody")}
        <Button onClick={() => void mandate.open(subscriptionId)} loading={mandate.busy}>
          {t("setUpAutopay")}
        </Button>
        {mandate.failure ? <FormNotice tone="error" message={mandate.failure} /> : null}
      </Stack>
      {mandate.element}
    </Alert>
  );
}
