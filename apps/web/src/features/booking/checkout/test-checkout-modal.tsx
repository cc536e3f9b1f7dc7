import { formatRupees } from "@chamak/contracts";
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useT } from "../../../lib/i18n";

type TestCheckoutModalProps = {
  opened: boolean;
  amountPaise: number;
  /** What is paid for: "Amount for booking C1-…". */
  amountFor: string;
  busy: "success" | "failure" | null;
  error: string | null;
  onPay(outcome: "success" | "failure", vpa: string): void;
  onClose(): void;
};

/** The server runs a Razorpay stand-in: this is its checkout, marked so nobody mistakes it for a real one. */
export function TestCheckoutModal({
  opened,
  amountPaise,
  amountFor,
  busy,
  error,
  onPay,
  onClose,
}: TestCheckoutModalProps) {
  const t = useT("booking");
  const [vpa, setVpa] = useState("success@razorpay");
  useEffect(() => {
    if (opened) setVpa("success@razorpay");
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("testCheckoutTitle")}
      centered
      closeOnClickOutside={false}
      withCloseButton={busy === null}
      closeOnEscape={busy === null}
    >
      <Stack gap="md">
        <Alert color="orange" variant="filled" radius="md" title={t("testModeBanner")}>
          {t("testModeBody")}
        </Alert>
        <div>
          <Text size="sm" c="dimmed">
            {amountFor}
          </Text>
          <Text fz={28} fw={700}>
            {formatRupees(amountPaise)}
          </Text>
        </div>
        <TextInput
          label={t("upiId")}
          value={vpa}
          onChange={(e) => setVpa(e.currentTarget.value)}
          error={error}
          autoComplete="off"
        />
        <Group grow>
          <Button
            color="red"
            variant="light"
            loading={busy === "failure"}
            disabled={busy !== null}
            onClick={() => onPay("failure", vpa.trim() || "failure@razorpay")}
          >
            {t("failPayment")}
          </Button>
          <Button
            loading={busy === "success"}
            disabled={busy !== null}
            onClick={() => onPay("success", vpa.trim())}
          >
            {t("pay")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
