import { type BookingView, type CancelRefund, formatRupees, POLICY, refundOnCancel } from "@chamak/contracts";
import type { MessageKey } from "@chamak/i18n";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";

type CancelBookingDialogProps = {
  booking: BookingView;
  opened: boolean;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
};

const REFUND_MESSAGES = {
  full: "cancelRefund",
  rest: "cancelRefundRest",
  already: "cancelAlreadyRefunded",
  nothing_paid: "cancelNoCharge",
} as const satisfies Record<CancelRefund["kind"], MessageKey<"profile">>;

/** States the refund rule, and what this booking gets back, before cancelling. */
export function CancelBookingDialog({
  booking,
  opened,
  busy,
  error,
  onConfirm,
  onClose,
}: CancelBookingDialogProps) {
  const t = useT("profile");
  const refund = refundOnCancel(booking.money);
  return (
    <Modal opened={opened} onClose={onClose} title={t("cancelTitle", { code: booking.code })} centered>
      <Stack gap="sm">
        <Text size="sm">{t("cancelRule", { hours: POLICY.cancelMinHoursBeforeSlot })}</Text>
        <Text size="sm" fw={500}>
          {t(REFUND_MESSAGES[refund.kind], { amount: formatRupees(refund.amountPaise) })}
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t("keepBooking")}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {t("confirmCancel")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
