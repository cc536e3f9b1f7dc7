import { contactInput } from "@chamak/contracts";
import { checkForm, fieldErrorsOf, serverMessageOf } from "@chamak/web-client";
import { Alert, Button, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { translateMessage } from "../forms/translate-message";
import { contactMessages } from "./contact.messages";

const EMPTY = { name: "", email: "", message: "" };
type Field = keyof typeof EMPTY;

/** Name, email and message, checked with the shared schema and sent to contact.send. */
export function ContactForm() {
  const t = useT(contactMessages);
  const { lang } = useLang();
  const trpc = useTRPC();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const send = useMutation(trpc.contact.send.mutationOptions());

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setSent(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(contactInput, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = (["name", "email", "message"] as const).find((f) => checked.errors[f]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    send.mutate(checked.data, {
      onSuccess: () => {
        setValues(EMPTY);
        setSent(true);
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  const message = (field: Field) => {
    const text = errors[field];
    return text ? translateMessage(text, lang) : undefined;
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
        <TextInput
          id="contact-name"
          label={t("name")}
          required
          autoComplete="name"
          value={values.name}
          onChange={set("name")}
          error={message("name")}
          maxLength={100}
        />
        <TextInput
          id="contact-email"
          label={t("emailField")}
          required
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set("email")}
          error={message("email")}
        />
        <Textarea
          id="contact-message"
          label={t("message")}
          placeholder={t("messagePlaceholder")}
          required
          autosize
          minRows={5}
          maxLength={2000}
          value={values.message}
          onChange={set("message")}
          error={message("message")}
        />
        <Button type="submit" loading={send.isPending} size="md" style={{ alignSelf: "flex-start" }}>
          {t("send")}
        </Button>
      </Stack>
    </form>
  );
}
