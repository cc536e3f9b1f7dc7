import { RESET_LINK_POLICY, resetLinkRequestInput } from "@chamak/contracts";
import { Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { hasFieldMessages, serverFieldErrors } from "../../forms/field-message";
import { FormNotice } from "../../forms/form-notice";
import { useSiteForm } from "../../forms/use-site-form";
import { useFailureText } from "../phone/use-failure-text";

/**
 * "Email me a link": the account's email address. The server answers the same whether or not an account has
 * it, so the page says "if an account has it" and never more.
 */
export function ResetLinkRequestForm({ idPrefix = "reset-link" }: { idPrefix?: string }) {
  const t = useT("auth");
  const trpc = useTRPC();
  const failureText = useFailureText();
  const request = useMutation(trpc.accounts.password.requestResetLink.mutationOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { form, ref, onSubmit } = useSiteForm({
    idPrefix,
    initialValues: { email: "" },
    schema: resetLinkRequestInput,
    serverErrors: serverFieldErrors(request.error),
    onValuesChange: () => setError(null),
  });

  const submit = onSubmit(async (_input, values) => {
    setError(null);
    setSentTo(null);
    try {
      const email = values.email.trim();
      await request.mutateAsync({ email });
      setSentTo(email);
    } catch (failure) {
      if (!hasFieldMessages(failure)) setError(failureText(failure));
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
        {error ? <FormNotice tone="error" message={error} /> : null}
        {sentTo ? (
          <FormNotice
            tone="success"
            title={t("resetLink.sentTitle")}
            message={t("resetLink.sent", { email: sentTo, minutes: RESET_LINK_POLICY.ttlMinutes })}
          />
        ) : null}
        <Button type="submit" fullWidth disabled={request.isPending}>
          {request.isPending ? t("resetLink.sending") : t("resetLink.send")}
        </Button>
      </Stack>
    </form>
  );
}
