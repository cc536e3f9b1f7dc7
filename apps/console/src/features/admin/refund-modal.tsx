import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { formatRupees, rupeesInputToPaise } from "../../lib/format";

type RefundModalProps = {
  opened: boolean;
  onClose: () => void;
  remainingPaise: number;
  pending: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  onConfirm: (input: { amountPaise?: number; reason: string }) => void;
};

/** A full or partial refund of the online payment, with the reason the customer is given. */
export function RefundModal({
  opened,
  onClose,
  remainingPaise,
  pending,
  error,
  fieldErrors,
  onConfirm,
}: RefundModalProps) {
  const [amount, setAmount] = useState<number | "">("");
  const [reason, setReason] = useState("");
  const [local, setLocal] = useState<Record<string, string>>({});
  useEffect(() => {
    if (opened) {
      setAmount("");
      setReason("");
      setLocal({});
    }
  }, [opened]);
  const errors = { ...fieldErrors, ...local };

  function submit(event: FormEvent) {
    event.preventDefault();
    const amountPaise = rupeesInputToPaise(amount);
    const problems: Record<string, string> = {};
    if (!reason.trim()) problems.reason = "Reason is required";
    if (amountPaise !== null && (!(amountPaise > 0) || amountPaise > remainingPaise)) {
      problems.amountPaise = `Refund amount must be more than ₹0 and at most ${formatRupees(remainingPaise)}`;
    }
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    onConfirm({ ...(amountPaise !== null ? { amountPaise } : {}), reason: reason.trim() });
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Refund the customer" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Up to <strong>{formatRupees(remainingPaise)}</strong> can still be refunded to the customer's UPI
            account. Refunds go through Razorpay and usually reach the customer in 5–7 working days.
          </Text>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <NumberInput
            label="Amount (₹)"
            description="Leave empty to refund everything still refundable"
            placeholder={String(remainingPaise / 100)}
            min={1}
            decimalScale={2}
            prefix="₹"
            thousandSeparator=","
            value={amount}
            onChange={(value) => setAmount(value === "" ? "" : Number(value))}
            error={errors.amountPaise}
          />
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color="orange" loading={pending}>
              Refund{" "}
              {amount === "" ? formatRupees(remainingPaise) : formatRupees(rupeesInputToPaise(amount) ?? 0)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
