import { passwordResetInput, type SessionOutput } from "@chamak/contracts";
import { focusFirstError, setFieldErrors } from "@chamak/ui";
import { Button, PasswordInput, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { serverFieldErrors } from "../../forms/field-message";
import { FormNotice } from "../../forms/form-notice";
import { formCheck, useSchemaForm } from "../../forms/use-schema-form";
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

type Values = { code: string; password: string; confirmPassword: string };

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
  const form = useSchemaForm<Values>({
    idPrefix: "password-reset",
    initialValues: { code: "", password: "", confirmPassword: "" },
    validate: formCheck(passwordResetInput, {
      toInput: (values: Values) => ({ mobile: sent.mobile, code: values.code, password: values.password }),
      check: (values: Values) => ({
        confirmPassword: !values.confirmPassword
          ? t("confirmRequired")
          : values.confirmPassword !== values.password && t("passwordsDiffer"),
      }),
    }),
    onValuesChange: () => setError(null),
  });
  const { clearFieldError } = form;
  const lock = useNumberLock(useCallback(() => clearFieldError("code"), [clearFieldError]));

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget;
      setError(null);
      try {
        const session = await reset.mutateAsync({
          mobile: sent.mobile,
          code: values.code.trim(),
          password: values.password,
        });
        storeSessionToken(session.token);
        onSignedIn(session);
      } catch (failure) {
        const fields = serverFieldErrors(failure);
        // The code's refusals (wrong, expired, locked) go under the code; the password's under the password.
        if (!fields.password && !fields.mobile) fields.code = lock.lockFrom(failure) ?? failureText(failure);
        if (fields.mobile) setError(failureText(failure));
        delete fields.mobile;
        if (setFieldErrors(form, fields)) focusFirstError(fields, formElement);
      }
    },
    (errors, _values, event) => focusFirstError(errors, event?.currentTarget),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SentLine
          sent={sent}
          secondsLeft={secondsLeft}
          resending={resending}
          lockedUntil={lock.until}
          onChangeNumber={onChangeNumber}
          onResend={() => {
            form.clearFieldError("code");
            onResend().catch((failure: unknown) => {
              form.setFieldError("code", lock.lockFrom(failure) ?? failureText(failure));
              codeRef.current?.focus();
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
