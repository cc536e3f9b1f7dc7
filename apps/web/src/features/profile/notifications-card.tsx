import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationPreferences,
  nationalNumber,
  notificationPreferencesOutput,
} from "@chamak/contracts";
import { staleCurrentOf } from "@chamak/web-client";
import { Button, Group, Loader, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { spacedNumber } from "../auth/phone/phone-fields";
import { useFailureText } from "../auth/phone/use-failure-text";
import { serverFieldErrors, useFieldMessage } from "../forms/field-message";
import { FormNotice } from "../forms/form-notice";

type Choices = Record<NotificationChannel, boolean>;

const WORDING = {
  email: "consentEmail",
  sms: "consentSms",
  whatsapp: "consentWhatsApp",
} as const;

/**
 * Which channels the customer hears about their bookings on. Each switch says exactly what the server records
 * as the consent's wording (contracts' CONSENT_WORDING, in the reader's language); saving records a grant or a
 * withdrawal for each switch that changed, and the site's language becomes the messages' language.
 */
export function NotificationsCard() {
  const t = useT("notifications");
  const trpc = useTRPC();
  const preferences = useQuery(trpc.notifications.preferences.queryOptions());
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="notifications"
    >
      <Title order={2} size="h4" mb="xs" id="notifications">
        {t("cardTitle")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("cardIntro")}
      </Text>
      {preferences.isPending ? (
        <Loader size="sm" aria-label={t("cardTitle")} />
      ) : preferences.isError ? (
        <FormNotice tone="error" message={t("loadFailed")}>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            mt="xs"
            onClick={() => void preferences.refetch()}
          >
            {t("retry")}
          </Button>
        </FormNotice>
      ) : (
        <ChoicesForm saved={preferences.data} />
      )}
    </Paper>
  );
}

function ChoicesForm({ saved }: { saved: NotificationPreferences }) {
  const t = useT("notifications");
  const { lang } = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fieldMessage = useFieldMessage();
  const failureText = useFailureText();
  const save = useMutation(trpc.notifications.savePreferences.mutationOptions());
  const [choices, setChoices] = useState<Choices>({
    email: saved.email,
    sms: saved.sms,
    whatsapp: saved.whatsapp,
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const reachOf = (channel: NotificationChannel): string | null =>
    channel === "email"
      ? saved.reach.email
      : saved.reach.phone
        ? spacedNumber(nationalNumber(saved.reach.phone))
        : null;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    setFieldErrors({});
    try {
      const next = await save.mutateAsync({ ...choices, lang, version: saved.version });
      queryClient.setQueryData(trpc.notifications.preferences.queryKey(), next);
      setStatus({ ok: true, text: t("saved") });
    } catch (failure) {
      // Saved meanwhile in another tab: nothing was saved here, and the switches show the choices as they are.
      const current = notificationPreferencesOutput.safeParse(staleCurrentOf(failure));
      if (current.success) {
        queryClient.setQueryData(trpc.notifications.preferences.queryKey(), current.data);
        setChoices({ email: current.data.email, sms: current.data.sms, whatsapp: current.data.whatsapp });
        setStatus({ ok: false, text: failureText(failure) });
        return;
      }
      const fields = serverFieldErrors(failure);
      if (Object.keys(fields).length > 0) {
        setFieldErrors(fields);
        const first = NOTIFICATION_CHANNELS.find((channel) => fields[channel]);
        if (first) document.getElementById(`notify-${first}`)?.focus();
      } else setStatus({ ok: false, text: failureText(failure) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {NOTIFICATION_CHANNELS.map((channel) => {
          const reach = reachOf(channel);
          return (
            <Switch
              key={channel}
              id={`notify-${channel}`}
              label={t(WORDING[channel])}
              description={
                reach ? t("sentTo", { destination: reach }) : t(channel === "email" ? "noEmail" : "noNumber")
              }
              checked={choices[channel]}
              disabled={!reach && !choices[channel]}
              error={fieldMessage(fieldErrors[channel])}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setChoices((current) => ({ ...current, [channel]: checked }));
                setStatus(null);
              }}
              styles={{ body: { alignItems: "flex-start" }, labelWrapper: { minWidth: 0 } }}
            />
          );
        })}
        <Text size="xs" c="dimmed">
          {t("quietHoursNote")}
        </Text>
        {status ? <FormNotice tone={status.ok ? "success" : "error"} message={status.text} /> : null}
        <Group>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("saving") : t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
