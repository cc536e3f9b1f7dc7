import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useT } from "../../../lib/i18n";
import { FormNotice } from "../../forms/form-notice";
import type { MoveOutcome } from "./use-plan-move";

/** "Cancel plan", asked first; a refusal stays in the dialog. */
export function CancelDialog({
  opened,
  planName,
  onClose,
  onCancel,
}: {
  opened: boolean;
  planName: string;
  onClose(): void;
  onCancel(): Promise<MoveOutcome>;
}) {
  const t = useT("plans");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (opened) setFailure(null);
  }, [opened]);
  const confirm = async () => {
    setBusy(true);
    const outcome = await onCancel();
    setBusy(false);
    if (outcome.ok) onClose();
    else setFailure(outcome.message ?? t("somethingWrong"));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t("cancelTitle", { plan: planName })} centered>
      <Stack gap="md">
        <Text size="sm">{t("cancelBody")}</Text>
        {failure ? <FormNotice tone="error" message={failure} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("cancelKeep")}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t("cancelConfirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
