import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { formatRupees, rupeesInputToPaise } from "../../lib/format";

type ResolveDisputeModalProps = {
  opened: boolean;
  onClose: () => void;
  disputeReason: string;
  remainingPaise: number;
  pending: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  onConfirm: (input: { resolution: string; refund?: { amountPaise?: number } }) => void;
};

/** Closes a dispute with what was decided; optionally refunds through the usual refund path. */
export function ResolveDisputeModal(props: ResolveDisputeModalProps) {
  const { opened, remainingPaise } = props;
  const [resolution, setResolution] = useState("");
  const [refund, setRefund] = useState(false);
  const [amount, setAmount] = useState<number | "">("");
  const [local, setLocal] = useState<Record<string, string>>({});
  useEffect(() => {
    if (opened) {
      setResolution("");
      setRefund(false);
      setAmount("");
      setLocal({});
    }
  }, [opened]);
  const errors = { ...props.fieldErrors, ...local };

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!resolution.trim()) problems.resolution = "Resolution is required";
    const amountPaise = rupeesInputToPaise(amount);
    if (refund && amountPaise !== null && (!(amountPaise > 0) || amountPaise > remainingPaise)) {
      problems.amountPaise = `Refund amount must be more than ₹0 and at most ${formatRupees(remainingPaise)}`;
    }
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    props.onConfirm({
      resolution: resolution.trim(),
      ...(refund ? { refund: amountPaise !== null ? { amountPaise } : {} } : {}),
    });
  }

  return (
    <Modal opened={opened} onClose={props.onClose} title="Resolve dispute" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Dispute: <em>{props.disputeReason}</em>
          </Text>
          {props.error ? (
            <Alert color="red" variant="light" role="alert">
              {props.error}
            </Alert>
          ) : null}
          <Textarea
            label="Resolution"
            description="What was decided, as the customer and centre will see it"
            required
            autosize
            minRows={3}
            maxLength={1000}
            value={resolution}
            onChange={(e) => setResolution(e.currentTarget.value)}
            error={errors.resolution}
          />
          <Checkbox
            label={
              remainingPaise > 0
                ? `Refund the customer (up to ${formatRupees(remainingPaise)})`
                : "Refund the customer (nothing left to refund online)"
            }
            checked={refund}
            disabled={remainingPaise <= 0}
            onChange={(e) => setRefund(e.currentTarget.checked)}
          />
          {refund ? (
            <NumberInput
              label="Refund amount (₹)"
              description="Leave empty to refund everything still refundable"
              min={1}
              decimalScale={2}
              prefix="₹"
              value={amount}
              onChange={(value) => setAmount(value === "" ? "" : Number(value))}
              error={errors.amountPaise}
            />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onClose} disabled={props.pending}>
              Cancel
            </Button>
            <Button type="submit" loading={props.pending}>
              Resolve{refund ? " and refund" : ""}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
