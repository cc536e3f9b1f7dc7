import { Alert, Button, Modal, Stack, Text } from "@mantine/core";
import { useT } from "../../../lib/i18n";
import { formatPrice } from "../../catalog/price";
import type { MandateMethod } from "./subscription-checkout";

type MandateTestModalProps = {
  opened: boolean;
  amountPaise: number;
  busy: MandateMethod | null;
  error: string | null;
  onApprove(method: MandateMethod): void;
  onClose(): void;
};

/**
 * The Razorpay stand-in's checkout for a UPI AutoPay mandate, marked so nobody mistakes it for a real one: an app
 * on the phone or a QR code. No UPI ID: UPI stops collect requests for new mandates from 28 Feb 2026.
 */
export function MandateTestModal({
  opened,
  amountPaise,
  busy,
  error,
  onApprove,
  onClose,
}: MandateTestModalProps) {
  const t = useT("plans");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("mandateTitle")}
      centered
      closeOnClickOutside={false}
      withCloseButton={busy === null}
      closeOnEscape={busy === null}
    >
      <Stack gap="md">
        <Alert color="orange" variant="filled" radius="md" title={t("testModeBanner")}>
          {t("testModeBody")}
        </Alert>
        <Text fz={20} fw={700}>
          {t("mandateAmount", { amount: formatPrice(amountPaise) })}
        </Text>
        <Button
          loading={busy === "upi_intent"}
          disabled={busy !== null}
          onClick={() => onApprove("upi_intent")}
        >
          {t("mandateApp")}
        </Button>
        <Button
          variant="light"
          loading={busy === "upi_qr"}
          disabled={busy !== null}
          onClick={() => onApprove("upi_qr")}
        >
          {t("mandateQr")}
        </Button>
        <Text size="xs" c="gray.7">
          {t("mandateNoUpiId")}
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}
