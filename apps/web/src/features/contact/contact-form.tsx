import { contactInput } from "@chamak/contracts";
import { checkForm, fieldErrorsOf, serverMessageOf } from "@chamak/web-client";
import { Alert, Button, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { translateMessage } from "../forms/translate-message";
import { useTextFields } from "../forms/use-text-fields";
import { contactMessages } from "./contact.messages";

const EMPTY = { name: "", email: "", message: "" };

/** Name, email and message, checked with the shared schema and sent to contact.send. */
export function ContactForm() {
  const t = useT(contactMessages);
  const { lang } = useLang();
  const trpc = useTRPC();
  const [sent, setSent] = useState(false);
  const { values, field, showErrors, reset } = useTextFields("contact", EMPTY, {
    onEdit: () => setSent(false),
  });
  const send = useMutation(trpc.contact.send.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(contactInput, values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    send.mutate(checked.data, {
      onSuccess: () => {
        reset();
        setSent(true);
      },
      onError: (error) => showErrors(fieldErrorsOf(error)),
    });
  };

  const serverError = send.isError ? (serverMessageOf(send.error) ?? t("network")) : null;

  return (
    <form onSubmit={submit} noValidate aria-describedby="contact-required">
      <Stack gap="md">
        {sent ? (
          <Alert color="teal" variant="light" role="status" title={t("thanks")}>
            {t("thanksText")}
          </Alert>
        ) : null}
        {serverError ? (
          <Alert color="red" variant="light" role="alert" title={t("failed")}>
            {translateMessage(serverError, lang)}
          </Alert>
        ) : null}
        <Text size="sm" c="gray.7" id="contact-required">
          {t("required")}
        </Text>
        <TextInput {...field("name")} label={t("name")} required autoComplete="name" maxLength={100} />
        <TextInput {...field("email")} label={t("emailField")} required type="email" autoComplete="email" />
        <Textarea
          {...field("message")}
          label={t("message")}
          placeholder={t("messagePlaceholder")}
          required
          autosize
          minRows={5}
          maxLength={2000}
        />
        <Button type="submit" loading={send.isPending} size="md" style={{ alignSelf: "flex-start" }}>
          {t("send")}
        </Button>
      </Stack>
    </form>
  );
}
