import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";

type ReasonModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  label?: string;
  confirmLabel: string;
  color?: string;
  pending?: boolean;
  /** A failed attempt's message, shown in the modal. */
  error?: string | null;
  /** Field message from the server for the reason. */
  fieldError?: string | undefined;
  /** When false, the reason may be left empty. */
  required?: boolean;
  onConfirm: (reason: string) => void;
};

/** Asks for a reason (shown to the other party) before a consequential action. */
export function ReasonModal({
  opened,
  onClose,
  title,
  description,
  label = "Reason",
  confirmLabel,
  color = "red",
  pending = false,
  error,
  fieldError,
  required = true,
  onConfirm,
}: ReasonModalProps) {
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (opened) {
      setReason("");
      setMissing(false);
    }
  }, [opened]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (required && !reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {description ? <Text size="sm">{description}</Text> : null}
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Textarea
            label={label}
            required={required}
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? `${label} is required` : fieldError}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Keep as is
            </Button>
            <Button type="submit" color={color} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
