import { encodeErrorMessage } from "@chamak/i18n";
import { fieldMessagesOf } from "@chamak/web-client";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { useFieldMessage, useServerMessage } from "../../forms/field-message";

type DamageReportDialogProps = {
  opened: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
  submitting: boolean;
  error: unknown;
};

/** The customer's damage complaint: what was damaged, in their words (the check-in photos go with it). */
export function DamageReportDialog({
  opened,
  onClose,
  onSubmit,
  submitting,
  error,
}: DamageReportDialogProps) {
  const t = useT("profile");
  const serverMessage = useServerMessage();
  const fieldMessage = useFieldMessage();
  const [reason, setReason] = useState("");
  const fieldError = error ? fieldMessagesOf(error).reason : undefined;
  const reasonError = fieldError ? fieldMessage(encodeErrorMessage(fieldError)) : undefined;
  const refusal = error && !fieldError ? (serverMessage(error) ?? t("somethingWrong")) : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t("reportDamageTitle")} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(reason);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t("reportDamageIntro")}</Text>
          <Textarea
            label={t("reportDamageReason")}
            autosize
            minRows={3}
            maxLength={1000}
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError}
          />
          {refusal ? (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={submitting}>
              {t("reportDamageSend")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
