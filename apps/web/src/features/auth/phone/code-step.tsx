import { otpCodeSchema } from "@chamak/contracts";
import { focusFirstError } from "@chamak/ui";
import { Button, Stack } from "@mantine/core";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { z } from "zod";
import { useT } from "../../../lib/i18n";
import { formCheck, useSchemaForm } from "../../forms/use-schema-form";
import { useNumberLock } from "./number-lock";
import { OtpCodeInput, SentLine } from "./phone-fields";
import type { SentCode } from "./use-code-sender";
import { useFailureText } from "./use-failure-text";

const codeCheck = formCheck(z.object({ code: otpCodeSchema }));

type CodeStepProps = {
  /** Prefixes the field ids (two flows may be on one page). */
  idPrefix: string;
  sent: SentCode;
  secondsLeft: number;
  resending: boolean;
  onResend(): Promise<void>;
  onChangeNumber(): void;
  busy: boolean;
  /** Verifies the code; a refusal it throws is shown under the code. */
  onSubmit(code: string): Promise<void>;
  /** The button's words (default: the sign-in's "Verify"), and whether it spans the form. */
  submitLabel?: string;
  fullWidth?: boolean;
  /** Shown above the button (the sign-in's "Remember me"). */
  children?: ReactNode;
};

/**
 * The step after a code was sent: where it went (change the number, resend after the countdown) and the
 * 6-digit code. Every refusal, of the code or of a resend, is shown under the code, where the reader is looking;
 * while too many wrong codes lock the number, it says until when, and neither Verify nor Resend can be pressed.
 */
export function CodeStep({
  idPrefix,
  sent,
  secondsLeft,
  resending,
  onResend,
  onChangeNumber,
  busy,
  onSubmit,
  submitLabel,
  fullWidth = true,
  children,
}: CodeStepProps) {
  const t = useT("auth");
  const failureText = useFailureText();
  const codeRef = useRef<HTMLInputElement>(null);
  const form = useSchemaForm<{ code: string }>({
    idPrefix,
    initialValues: { code: "" },
    validate: codeCheck,
  });
  const { clearFieldError } = form;
  const lock = useNumberLock(useCallback(() => clearFieldError("code"), [clearFieldError]));

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  /** Any refusal, of the code or of a resend, goes under the code field. */
  const showUnderCode = (failure: unknown) => {
    form.setFieldError("code", lock.lockFrom(failure) ?? failureText(failure));
    codeRef.current?.focus();
  };

  const submit = form.onSubmit(
    async (values) => {
      try {
        await onSubmit(values.code.trim());
      } catch (failure) {
        showUnderCode(failure);
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
            onResend().catch(showUnderCode);
          }}
        />
        <OtpCodeInput ref={codeRef} key={form.key("code")} {...form.getInputProps("code")} />
        {children}
        <Button
          type="submit"
          fullWidth={fullWidth}
          disabled={busy || lock.locked}
          style={fullWidth ? undefined : { alignSelf: "flex-start" }}
        >
          {submitLabel ?? (busy ? t("verifying") : t("verify"))}
        </Button>
      </Stack>
    </form>
  );
}
