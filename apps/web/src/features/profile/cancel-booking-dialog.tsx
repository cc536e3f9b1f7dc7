import { type BookingView, formatRupees, POLICY } from "@chamak/contracts";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { refundOnCancel } from "./booking-rules";
import { profileMessages } from "./profile.messages";

type CancelBookingDialogProps = {
  booking: BookingView;
  opened: boolean;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
};

/** States the refund rule before cancelling. */
export function CancelBookingDialog({
  booking,
  opened,
  busy,
  error,
  onConfirm,
  onClose,
}: CancelBookingDialogProps) {
  const t = useT(profileMessages);
  return (
    <Modal opened={opened} onClose={onClose} title={t("cancelTitle", { code: booking.code })} centered>
      <Stack gap="sm">
        <Text size="sm">{t("cancelRule", { hours: POLICY.cancelMinHoursBeforeSlot })}</Text>
        <Text size="sm" fw={500}>
          {refundOnCancel(booking)
            ? t("cancelRefund", { amount: formatRupees(booking.totalPaise) })
            : t("cancelNoCharge")}
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
