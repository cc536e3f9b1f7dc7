import { type Profile, passwordChangeInput } from "@chamak/contracts";
import { Button, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useFailureText } from "../auth/phone/use-failure-text";
import { hasFieldMessages, serverFieldErrors } from "../forms/field-message";
import { FormNotice } from "../forms/form-notice";
import { useSiteForm } from "../forms/use-site-form";

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Changes the password (the current one asked for), or sets the first one of an account made by phone. The
 * server signs every other device out; this one stays signed in.
 */
export function ChangePasswordCard({ profile }: { profile: Profile }) {
  const t = useT("auth");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const change = useMutation(trpc.accounts.changePassword.mutationOptions());
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const { form, ref, onSubmit } = useSiteForm({
    idPrefix: "change-password",
    initialValues: EMPTY,
    schema: passwordChangeInput,
    check: (values) => ({
      currentPassword: profile.hasPassword && !values.currentPassword && t("passwordRequired"),
      confirmPassword: !values.confirmPassword
        ? t("confirmRequired")
        : values.confirmPassword !== values.newPassword && t("passwordsDiffer"),
    }),
    serverErrors: serverFieldErrors(change.error),
    onValuesChange: () => setStatus(null),
  });

  const submit = onSubmit(async (_input, values) => {
    setStatus(null);
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.setValues(EMPTY);
      if (!profile.hasPassword)
        queryClient.setQueryData(trpc.accounts.me.queryKey(), { ...profile, hasPassword: true });
      setStatus({ ok: true, text: t("passwordChanged") });
    } catch (failure) {
      if (!hasFieldMessages(failure)) setStatus({ ok: false, text: failureText(failure) });
    }
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="change-password"
    >
      <Title order={2} size="h4" mb="xs" id="change-password">
        {profile.hasPassword ? t("changePasswordTitle") : t("setPasswordTitle")}
      </Title>
      {profile.hasPassword ? null : (
        <Text size="sm" c="dimmed" mb="sm">
          {t("setPasswordIntro")}
        </Text>
      )}
      <form ref={ref} onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          {profile.hasPassword ? (
            <PasswordInput
              label={t("currentPassword")}
              autoComplete="current-password"
              required
              key={form.key("currentPassword")}
              {...form.getInputProps("currentPassword")}
            />
          ) : null}
          <PasswordInput
            label={t("newPassword")}
            description={t("passwordHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            autoComplete="new-password"
            required
            key={form.key("newPassword")}
            {...form.getInputProps("newPassword")}
          />
          <PasswordInput
            label={t("confirmNewPassword")}
            autoComplete="new-password"
            required
            key={form.key("confirmPassword")}
            {...form.getInputProps("confirmPassword")}
          />
          {status ? <FormNotice tone={status.ok ? "success" : "error"} message={status.text} /> : null}
          <Button type="submit" disabled={change.isPending} style={{ alignSelf: "flex-start" }}>
            {profile.hasPassword ? t("changePassword") : t("setPassword")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
