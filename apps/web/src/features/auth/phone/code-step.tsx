import { otpCodeSchema } from "@chamak/contracts";
import { Button, Stack } from "@mantine/core";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod";
import { useT } from "../../../lib/i18n";
import { useSiteForm } from "../../forms/use-site-form";
import { useNumberLock } from "./number-lock";
import { OtpCodeInput, SentLine } from "./phone-fields";
import type { SentCode } from "./use-code-sender";
import { useFailureText } from "./use-failure-text";

const codeSchema = z.object({ code: otpCodeSchema });

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
  /** The last refusal, of the code or of a resend: shown under the code, where the reader is looking. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    form,
    ref,
    onSubmit: onValid,
  } = useSiteForm({
    idPrefix,
    initialValues: { code: "" },
    schema: codeSchema,
    serverErrors: refusal ? { code: refusal } : undefined,
  });
  const lock = useNumberLock(useCallback(() => setRefusal(null), []));

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const showUnderCode = (failure: unknown) => setRefusal(lock.lockFrom(failure) ?? failureText(failure));

  const submit = onValid(async (_input, values) => {
    setRefusal(null);
    try {
      await onSubmit(values.code.trim());
    } catch (failure) {
      showUnderCode(failure);
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
            form.clearFieldError("code");
            setRefusal(null);
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
