import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { FormEventHandler, ReactNode, RefObject } from "react";

type FormModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, above the fields. */
  intro?: ReactNode;
  /** A failed attempt's message that names no field. */
  error?: string | null | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  cancelLabel?: string;
  confirmLabel: ReactNode;
  color?: string | undefined;
  pending: boolean;
  /** The fields. */
  children: ReactNode;
};

/** A modal asking for a few fields before an action: what it does, a failed attempt's message, Cancel/confirm. */
export function FormModal({
  opened,
  onClose,
  title,
  intro,
  error,
  formRef,
  onSubmit,
  cancelLabel = "Cancel",
  confirmLabel,
  color,
  pending,
  children,
}: FormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {intro ? <Text size="sm">{intro}</Text> : null}
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {cancelLabel}
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
