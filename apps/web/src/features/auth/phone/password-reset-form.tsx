import { passwordResetInput, type SessionOutput } from "@chamak/contracts";
import { Button, PasswordInput, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { serverFieldErrors } from "../../forms/field-message";
import { FormNotice } from "../../forms/form-notice";
import { useSiteForm } from "../../forms/use-site-form";
import { storeSessionToken } from "../session-store";
import { useNumberLock } from "./number-lock";
import { OtpCodeInput, SentLine } from "./phone-fields";
import { RequestCodeForm } from "./request-code-form";
import { type SentCode, useCodeSender } from "./use-code-sender";
import { useFailureText } from "./use-failure-text";

type PasswordResetFormProps = {
  onSignedIn(session: SessionOutput): void;
};

/**
 * The reset by phone (one of "Forgot password?"'s ways, forgot-password.tsx): the account's verified mobile
 * number, then the code sent to it with the new password (the same strength rules as at sign-up). The server
 * ends every session and signs this device in.
 */
export function PasswordResetForm({ onSignedIn }: PasswordResetFormProps) {
  const trpc = useTRPC();
  const request = useMutation(trpc.accounts.phone.requestResetCode.mutationOptions());
  const sender = useCodeSender(request.mutateAsync);
  const [last, setLast] = useState<{ mobile: string; channel: SentCode["channel"] }>();
  const { sent } = sender;
  return (
    <Stack gap="md">
      {sent ? (
        <NewPasswordStep
          sent={sent}
          secondsLeft={sender.secondsLeft}
          resending={request.isPending}
          onResend={() => sender.send(sent.mobile, sent.channel)}
          onChangeNumber={sender.forget}
          onSignedIn={onSignedIn}
        />
      ) : (
        <RequestCodeForm
          idPrefix="password-reset"
          initial={last}
          sending={request.isPending}
          onSend={async (mobile, channel) => {
            setLast({ mobile, channel });
            await sender.send(mobile, channel);
          }}
        />
      )}
    </Stack>
  );
}

type NewPasswordStepProps = {
  sent: SentCode;
  secondsLeft: number;
  resending: boolean;
  onResend(): Promise<void>;
  onChangeNumber(): void;
  onSignedIn(session: SessionOutput): void;
};

function NewPasswordStep({
  sent,
  secondsLeft,
  resending,
  onResend,
  onChangeNumber,
  onSignedIn,
}: NewPasswordStepProps) {
  const t = useT("auth");
  const trpc = useTRPC();
  const failureText = useFailureText();
  const reset = useMutation(trpc.accounts.phone.resetPassword.mutationOptions());
  const codeRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  /** The last attempt's refusals by field (a refused resend's under the code). */
  const [refused, setRefused] = useState<Record<string, string>>({});
  const { form, ref, onSubmit } = useSiteForm({
    idPrefix: "password-reset",
    initialValues: { code: "", password: "", confirmPassword: "" },
    schema: passwordResetInput,
    toInput: (values) => ({ mobile: sent.mobile, code: values.code, password: values.password }),
    check: (values) => ({
      confirmPassword: !values.confirmPassword
        ? t("confirmRequired")
        : values.confirmPassword !== values.password && t("passwordsDiffer"),
    }),
    serverErrors: refused,
    onValuesChange: () => setError(null),
  });
  const { clearFieldError } = form;
  const forgetCodeRefusal = useCallback(() => {
    clearFieldError("code");
    setRefused(({ code: _code, ...others }) => others);
  }, [clearFieldError]);
  const lock = useNumberLock(forgetCodeRefusal);

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const submit = onSubmit(async (_input, values) => {
    setError(null);
    setRefused({});
    try {
      const session = await reset.mutateAsync({
        mobile: sent.mobile,
        code: values.code.trim(),
        password: values.password,
      });
      storeSessionToken(session.token);
      onSignedIn(session);
    } catch (failure) {
      const { mobile, ...fields } = serverFieldErrors(failure);
      // The code's refusals (wrong, expired, locked) go under the code; the password's under the password.
      if (!fields.password && !mobile) fields.code = lock.lockFrom(failure) ?? failureText(failure);
      if (mobile) setError(failureText(failure));
      setRefused(fields);
    }
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SentLine
          sent={sent}
          secondsLeft={secondsLeft}
          resending={resending}
          lockedUntil={lock.until}
          onChangeNumber={onChangeNumber}
          onResend={() => {
            forgetCodeRefusal();
            onResend().catch((failure: unknown) => {
              const code = lock.lockFrom(failure) ?? failureText(failure);
              setRefused((others) => ({ ...others, code }));
            });
          }}
        />
        <OtpCodeInput ref={codeRef} key={form.key("code")} {...form.getInputProps("code")} />
        <PasswordInput
          label={t("newPassword")}
          description={t("passwordHint")}
          inputWrapperOrder={["label", "input", "description", "error"]}
          autoComplete="new-password"
          required
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
        <Button type="submit" fullWidth disabled={reset.isPending || lock.locked}>
          {reset.isPending ? t("savingPassword") : t("setNewPassword")}
        </Button>
      </Stack>
    </form>
  );
}
