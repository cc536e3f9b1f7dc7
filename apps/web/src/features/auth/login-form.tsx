import { loginInput, type SessionOutput } from "@chamak/contracts";
import { AnchorLink, httpStatusOf } from "@chamak/web-client";
import { Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useServerMessage } from "../forms/field-message";
import { FormNotice } from "../forms/form-notice";
import { useSiteForm } from "../forms/use-site-form";
import { ForgotPasswordLink } from "./forgot-password-link";
import { storeSessionToken } from "./session-store";

type LoginFormProps = {
  /** Called once the token is stored. */
  onSignedIn(session: SessionOutput): void;
  /** Called before following the Register link (e.g. to close a modal). */
  onRegisterClick?(): void;
  /** Opens the password reset by a code to the account's verified number. */
  onForgotPassword(): void;
};

export function LoginForm({ onSignedIn, onRegisterClick, onForgotPassword }: LoginFormProps) {
  const t = useT("auth");
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const login = useMutation(trpc.accounts.login.mutationOptions());
  const { form, ref, onSubmit } = useSiteForm({
    mode: "uncontrolled",
    initialValues: { email: "", password: "", remember: false },
    schema: loginInput,
    onValuesChange: () => setError(null),
  });

  function messageFor(failure: unknown): string {
    const status = httpStatusOf(failure);
    if (status === 401) return serverMessage(failure) ?? t("invalidCredentials");
    if (status !== null && status < 500) return serverMessage(failure) ?? t("somethingWrong");
    return t("somethingWrong");
  }

  const submit = onSubmit(async (input, values) => {
    setError(null);
    try {
      const session = await login.mutateAsync(input);
      storeSessionToken(session.token, values.remember);
      onSignedIn(session);
    } catch (failure) {
      setError(messageFor(failure));
    }
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("email")}
          type="email"
          autoComplete="email"
          placeholder={t("emailPlaceholder")}
          required
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label={t("password")}
          autoComplete="current-password"
          required
          key={form.key("password")}
          {...form.getInputProps("password")}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleButtonProps={{
            "aria-label": passwordVisible ? t("hidePassword") : t("showPassword"),
          }}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox
            label={t("rememberMe")}
            key={form.key("remember")}
            {...form.getInputProps("remember", { type: "checkbox" })}
          />
          <ForgotPasswordLink onClick={onForgotPassword} />
        </Group>
        {error ? <FormNotice tone="error" message={error} /> : null}
        <Button type="submit" fullWidth disabled={login.isPending}>
          {login.isPending ? t("loggingIn") : t("login")}
        </Button>
        <Text size="sm" ta="center">
          {t("noAccount")}{" "}
          <AnchorLink to="/register" onClick={onRegisterClick}>
            {t("registerLink")}
          </AnchorLink>
        </Text>
      </Stack>
    </form>
  );
}
