import { contactInput } from "@chamak/contracts";
import { Button, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { hasFieldMessages, serverFieldErrors, useServerMessage } from "../forms/field-message";
import { FormNotice } from "../forms/form-notice";
import { useSiteForm } from "../forms/use-site-form";

/** Name, email and message, checked with the shared schema and sent to contact.send. */
export function ContactForm() {
  const t = useT("contact");
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const [sent, setSent] = useState(false);
  const send = useMutation(trpc.contact.send.mutationOptions());
  const { form, ref, onSubmit } = useSiteForm({
    idPrefix: "contact",
    mode: "uncontrolled",
    initialValues: { name: "", email: "", message: "" },
    schema: contactInput,
    serverErrors: serverFieldErrors(send.error),
    onValuesChange: () => setSent(false),
  });

  const submit = onSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        form.reset();
        setSent(true);
      },
    }),
  );

  const serverError = send.isError ? (serverMessage(send.error) ?? t("network")) : null;

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-describedby="contact-required">
      <Stack gap="md">
        <Text size="sm" c="gray.7" id="contact-required">
          {t("required")}
        </Text>
        <TextInput
          key={form.key("name")}
          {...form.getInputProps("name")}
          label={t("name")}
          required
          autoComplete="name"
          maxLength={100}
        />
        <TextInput
          key={form.key("email")}
          {...form.getInputProps("email")}
          label={t("emailField")}
          required
          type="email"
          autoComplete="email"
        />
        <Textarea
          key={form.key("message")}
          {...form.getInputProps("message")}
          label={t("message")}
          placeholder={t("messagePlaceholder")}
          required
          autosize
          minRows={5}
          maxLength={2000}
        />
        {sent ? <FormNotice tone="success" title={t("thanks")} message={t("thanksText")} /> : null}
        {serverError ? (
          <FormNotice
            tone="error"
            title={t("failed")}
            message={serverError}
            reveal={Object.keys(form.errors).length === 0 && !hasFieldMessages(send.error)}
          />
        ) : null}
        <Button type="submit" loading={send.isPending} size="md" style={{ alignSelf: "flex-start" }}>
          {t("send")}
        </Button>
      </Stack>
    </form>
  );
}
