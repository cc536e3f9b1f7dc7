import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useT } from "../../../lib/i18n";

type ConfirmDeleteDialogProps = {
  opened: boolean;
  title: string;
  body: string;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
};

/** Asks before a saved vehicle or address is deleted; a refusal shows inside the dialog. */
export function ConfirmDeleteDialog({
  opened,
  title,
  body,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const t = useT("profile");
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">{body}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t("saved.cancel")}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {t("saved.confirmDelete")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
