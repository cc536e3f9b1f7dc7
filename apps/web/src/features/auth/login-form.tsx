import { loginInput, type SessionOutput } from "@chamak/contracts";
import { AnchorLink, checkForm, httpStatusOf, serverMessageOf } from "@chamak/web-client";
import { Alert, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { authMessages } from "./auth.messages";
import { ForgotPasswordLink } from "./forgot-password-link";
import { storeSessionToken } from "./session-store";
import { useTranslatedErrors } from "./use-translated-errors";

type LoginFormProps = {
  /** Called once the token is stored. */
  onSignedIn(session: SessionOutput): void;
  /** Called before following the Register link (e.g. to close a modal). */
  onRegisterClick?(): void;
};

export function LoginForm({ onSignedIn, onRegisterClick }: LoginFormProps) {
  const t = useT(authMessages);
  const trpc = useTRPC();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [rawFieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const fieldErrors = useTranslatedErrors(rawFieldErrors);
  const [error, setError] = useState<string | null>(null);
  const login = useMutation(trpc.accounts.login.mutationOptions());

  function changed() {
    setError(null);
    setFieldErrors({});
  }

  function messageFor(failure: unknown): string {
    const status = httpStatusOf(failure);
    if (status === 401) return serverMessageOf(failure) ?? t("invalidCredentials");
    if (status !== null && status < 500) return serverMessageOf(failure) ?? t("somethingWrong");
    return t("somethingWrong");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm(loginInput, { email, password });
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    try {
      const session = await login.mutateAsync(checked.data);
      storeSessionToken(session.token, remember);
      onSignedIn(session);
    } catch (failure) {
      setError(messageFor(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label={t("email")}
          type="email"
          autoComplete="email"
          placeholder={t("emailPlaceholder")}
          required
          value={email}
          error={fieldErrors.email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            changed();
          }}
        />
        <PasswordInput
          label={t("password")}
          autoComplete="current-password"
          required
          value={password}
          error={fieldErrors.password}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleButtonProps={{
            "aria-label": passwordVisible ? t("hidePassword") : t("showPassword"),
          }}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            changed();
          }}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox
            label={t("rememberMe")}
            checked={remember}
            onChange={(e) => setRemember(e.currentTarget.checked)}
          />
          <ForgotPasswordLink />
        </Group>
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
