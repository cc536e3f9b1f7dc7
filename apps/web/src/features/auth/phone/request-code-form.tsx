import { type OtpChannel, otpRequestInput } from "@chamak/contracts";
import { Button, Stack } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { hasFieldMessages, serverFieldErrors } from "../../forms/field-message";
import { FormNotice } from "../../forms/form-notice";
import { useSiteForm } from "../../forms/use-site-form";
import { useNumberLock } from "./number-lock";
import { ChannelChoice, MobileInput } from "./phone-fields";
import { useFailureText } from "./use-failure-text";

type RequestCodeFormProps = {
  /** The number and channel to start from (coming back to change them). */
  initial?: { mobile: string; channel: OtpChannel } | undefined;
  /** Sends the code; throws the server's refusal. */
  onSend(mobile: string, channel: OtpChannel): Promise<void>;
  sending: boolean;
  /** Prefixes the fields' ids, so two of these forms on one page never share one. */
  idPrefix: string;
};

/** The first step of every code flow: the mobile number (checked as the server checks it) and SMS or WhatsApp. */
export function RequestCodeForm({ initial, onSend, sending, idPrefix }: RequestCodeFormProps) {
  const t = useT("auth");
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);
  /** The last refused attempt: its field messages are shown on the fields, any other refusal below them. */
  const [refusal, setRefusal] = useState<unknown>(null);
  // A locked number is said to be locked until when; another number may still be tried.
  const { lockFrom } = useNumberLock();
  const { form, ref, onSubmit } = useSiteForm<{ mobile: string; channel: OtpChannel }>({
    idPrefix,
    initialValues: initial ?? { mobile: "", channel: "sms" },
    schema: otpRequestInput,
    serverErrors: serverFieldErrors(refusal),
    onValuesChange: () => setError(null),
  });

  const submit = onSubmit(async (_input, values) => {
    setError(null);
    setRefusal(null);
    try {
      await onSend(values.mobile.trim(), values.channel);
    } catch (failure) {
      setRefusal(failure);
      if (!hasFieldMessages(failure)) setError(lockFrom(failure) ?? failureText(failure));
    }
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <MobileInput key={form.key("mobile")} {...form.getInputProps("mobile")} />
        <ChannelChoice
          value={form.values.channel}
          onChange={(channel) => form.setFieldValue("channel", channel)}
        />
        {error ? <FormNotice tone="error" message={error} /> : null}
        <Button type="submit" fullWidth disabled={sending}>
          {sending ? t("sendingCode") : t("sendCode")}
        </Button>
      </Stack>
    </form>
  );
}
