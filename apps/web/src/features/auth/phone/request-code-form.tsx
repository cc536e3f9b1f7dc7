import { type OtpChannel, otpRequestInput } from "@chamak/contracts";
import { focusFirstError, setFieldErrors } from "@chamak/ui";
import { Button, Stack } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { serverFieldErrors } from "../../forms/field-message";
import { FormNotice } from "../../forms/form-notice";
import { formCheck, useSchemaForm } from "../../forms/use-schema-form";
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
  // A locked number is said to be locked until when; another number may still be tried.
  const { lockFrom } = useNumberLock();
  const form = useSchemaForm<{ mobile: string; channel: OtpChannel }>({
    idPrefix,
    initialValues: initial ?? { mobile: "", channel: "sms" },
    validate: formCheck(otpRequestInput),
    onValuesChange: () => setError(null),
  });

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget;
      setError(null);
      try {
        await onSend(values.mobile.trim(), values.channel);
      } catch (failure) {
        const fields = serverFieldErrors(failure);
        if (setFieldErrors(form, fields)) focusFirstError(fields, formElement);
        else setError(lockFrom(failure) ?? failureText(failure));
      }
    },
    (errors, _values, event) => focusFirstError(errors, event?.currentTarget),
  );

  return (
    <form onSubmit={submit} noValidate>
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
