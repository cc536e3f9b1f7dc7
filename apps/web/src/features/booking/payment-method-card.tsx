import { formatRupees } from "@chamak/contracts";
import { Alert, Button, Group, Loader, Radio, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { FormSection } from "./form-section";

type PaymentMethodCardProps = {
  method: "upi" | "cash";
  onMethodChange(method: "upi" | "cash"): void;
  totalPaise: number | null;
  busy: boolean;
  confirmingCash: boolean;
  /** A UPI booking exists and waits for payment: the button pays it again, or makes it paid at the centre. */
  awaitingPayment: boolean;
  /** The notice above carries the one retry (after a failed payment). */
  hideSubmit?: boolean;
  error?: string | undefined;
  /** Washed at the customer's door: cash goes to the washer there, not to the centre's counter. */
  atDoor?: boolean;
  /** The form's notice (a refusal, a failed payment, a booking awaiting payment), shown right above the button. */
  notice?: ReactNode;
};

export function PaymentMethodCard({
  method,
  onMethodChange,
  totalPaise,
  busy,
  confirmingCash,
  awaitingPayment,
  hideSubmit = false,
  error,
  notice,
  atDoor = false,
}: PaymentMethodCardProps) {
  const t = useT("booking");
  const amount = totalPaise === null ? "…" : formatRupees(totalPaise);
  return (
    <FormSection title={t("paymentSection")}>
      <Stack gap="md">
        <Radio.Group
          value={method}
          onChange={(value) => onMethodChange(value === "cash" ? "cash" : "upi")}
          label={t("paymentMethod")}
          error={error}
          data-path="paymentMethod"
        >
          <Group mt="xs" gap="lg">
            <Radio value="upi" label={t("upi")} />
            <Radio value="cash" label={t("cash")} />
          </Group>
        </Radio.Group>
        {method === "cash" ? (
          <Alert color="blue" variant="light">
            {t(atDoor ? "cashAtDoorInfo" : "cashInfo", { amount })}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t("upiInfo")}
          </Text>
        )}
        {notice}
        {confirmingCash ? (
          <Group gap="sm" justify="center" role="status" aria-live="polite" py={6}>
            <Loader size="sm" />
            <Text fw={500}>{t("confirmingRequest")}</Text>
          </Group>
        ) : hideSubmit ? null : (
          <Button type="submit" size="md" fullWidth loading={busy} disabled={totalPaise === null}>
            {method === "upi"
              ? t("payAmount", { amount })
              : awaitingPayment
                ? t("payAtCentreInstead")
                : t(atDoor ? "requestCashAtDoor" : "requestCash")}
          </Button>
        )}
      </Stack>
    </FormSection>
  );
}
