import { formatRupees } from "@chamak/contracts";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";

type RefundDialogProps = {
  opened: boolean;
  /** Everything still held online for the booking: what the refund takes. */
  amountPaise: number;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
};

/** After a centre cancellation: confirm the refund of everything still held instead of a free reschedule. */
export function RefundDialog({ opened, amountPaise, busy, error, onConfirm, onClose }: RefundDialogProps) {
  const t = useT("profile");
  return (
    <Modal opened={opened} onClose={onClose} title={t("refundTitle")} centered>
      <Stack gap="sm">
        <Text size="sm">{t("refundBody", { amount: formatRupees(amountPaise) })}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t("close")}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {t("confirmRefund")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
