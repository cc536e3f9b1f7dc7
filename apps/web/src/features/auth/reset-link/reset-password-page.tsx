import { type ErrorMessage, errorMessage, resetLinkTokenSchema, resetWithLinkInput } from "@chamak/contracts";
import { AnchorLink, fieldMessagesOf } from "@chamak/web-client";
import { Alert, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useErrorText, useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { hasFieldMessages, serverFieldErrors } from "../../forms/field-message";
import { FormNotice } from "../../forms/form-notice";
import { useSiteForm } from "../../forms/use-site-form";
import { AuthCard } from "../auth-card";
import { useFailureText } from "../phone/use-failure-text";
import { storeSessionToken } from "../session-store";
import { ResetLinkRequestForm } from "./reset-link-request-form";

/**
 * Where the emailed link lands (`/reset-password?token=...`): the new password twice, then signed in and on to
 * the profile. A link that cannot be used (mangled, expired, replaced by a newer one, already used) says why
 * and offers a new link in its place.
 */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const t = useT("auth");
  const [refusal, setRefusal] = useState<ErrorMessage | null>(() =>
    token && resetLinkTokenSchema.safeParse(token).success ? null : errorMessage("resetLinkInvalid"),
  );
  if (refusal || !token) return <UnusableLink refusal={refusal ?? errorMessage("resetLinkInvalid")} />;
  return (
    <AuthCard title={t("resetLink.pageTitle")} intro={t("resetLink.pageIntro")}>
      <NewPasswordForm token={token} onUnusableLink={setRefusal} />
    </AuthCard>
  );
}

function NewPasswordForm({
  token,
  onUnusableLink,
}: {
  token: string;
  onUnusableLink(refusal: ErrorMessage): void;
}) {
  const t = useT("auth");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const reset = useMutation(trpc.accounts.password.resetWithLink.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Opened from the email to do one thing: the cursor is already in the field.
  useEffect(() => {
    passwordRef.current?.focus();
  }, []);
  const { form, ref, onSubmit } = useSiteForm({
    idPrefix: "reset-password",
    initialValues: { password: "", confirmPassword: "" },
    schema: resetWithLinkInput,
    toInput: (values) => ({ token, password: values.password }),
    check: (values) => ({
      confirmPassword: !values.confirmPassword
        ? t("confirmRequired")
        : values.confirmPassword !== values.password && t("passwordsDiffer"),
    }),
    serverErrors: serverFieldErrors(reset.error),
    onValuesChange: () => setError(null),
  });

  const submit = onSubmit(async (_input, values) => {
    setError(null);
    try {
      const session = await reset.mutateAsync({ token, password: values.password });
      storeSessionToken(session.token);
      await queryClient.invalidateQueries();
      await navigate({ to: "/profile", replace: true });
    } catch (failure) {
      // The link's refusals replace the form with why and a new link; the password's go under it.
      const linkRefusal = fieldMessagesOf(failure).token;
      if (linkRefusal) return onUnusableLink(linkRefusal);
      if (!hasFieldMessages(failure)) setError(failureText(failure));
    }
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t("newPassword")}
          description={t("passwordHint")}
          inputWrapperOrder={["label", "input", "description", "error"]}
          autoComplete="new-password"
          required
          ref={passwordRef}
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label={t("confirmNewPassword")}
          autoComplete="new-password"
          required
          key={form.key("confirmPassword")}
          {...form.getInputProps("confirmPassword")}
        />
        {error ? <FormNotice tone="error" message={error} /> : null}
        <Button type="submit" fullWidth disabled={reset.isPending}>
          {reset.isPending ? t("savingPassword") : t("resetLink.save")}
        </Button>
      </Stack>
    </form>
  );
}

/** Why the link cannot be used, and a new one asked for right here. */
function UnusableLink({ refusal }: { refusal: ErrorMessage }) {
  const t = useT("auth");
  const errorText = useErrorText();
  return (
    <AuthCard title={t("resetLink.badTitle")} intro={t("resetLink.intro")}>
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="alert" title={t("resetLink.newLinkTitle")}>
          {errorText(refusal)}
        </Alert>
        <ResetLinkRequestForm idPrefix="new-reset-link" />
        <Text size="sm" ta="center">
          <AnchorLink to="/login">{t("resetLink.goToSignIn")}</AnchorLink>
        </Text>
      </Stack>
    </AuthCard>
  );
}
