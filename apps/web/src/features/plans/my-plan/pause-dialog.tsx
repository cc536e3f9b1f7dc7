import { addDays, indiaDate } from "@chamak/contracts";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useT } from "../../../lib/i18n";
import { useFieldMessage } from "../../forms/field-message";
import { FormNotice } from "../../forms/form-notice";
import type { MoveOutcome } from "./use-plan-move";

type PauseDialogProps = {
  opened: boolean;
  onClose(): void;
  used: number;
  max: number;
  /** The period's last day: a pause reaches no further. */
  lastDate: string;
  onPause(from: string, to: string): Promise<MoveOutcome>;
  /** After a pause: the page says so. */
  onPaused(from: string, to: string): void;
};

/** "Pause for travel": a date range, the pause days used of the plan's limit, refusals on their dates. */
export function PauseDialog({ opened, onClose, used, max, lastDate, onPause, onPaused }: PauseDialogProps) {
  const t = useT("plans");
  const fieldText = useFieldMessage();
  const tomorrow = addDays(indiaDate(), 1);
  const [from, setFrom] = useState(tomorrow);
  const [to, setTo] = useState(tomorrow);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Exclude<MoveOutcome, { ok: true }> | null>(null);
  useEffect(() => {
    if (opened) setRefusal(null);
  }, [opened]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    const outcome = await onPause(from, to);
    setBusy(false);
    if (outcome.ok) onPaused(from, to);
    else setRefusal(outcome);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("pauseTitle")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" role="status">
            {t("pauseUsed", { used, max })}
          </Text>
          <TextInput
            type="date"
            label={t("pauseFrom")}
            min={tomorrow}
            max={lastDate}
            value={from}
            onChange={(e) => {
              const next = e.currentTarget.value;
              setFrom(next);
              if (next > to) setTo(next);
            }}
            error={fieldText(refusal?.fields.from)}
            required
          />
          <TextInput
            type="date"
            label={t("pauseTo")}
            min={from}
            max={lastDate}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={fieldText(refusal?.fields.to)}
            required
          />
          {refusal?.message ? <FormNotice tone="error" message={refusal.message} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("close")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("pauseSubmit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
