import { STATE_NAMES, sellerRegistrationInput, validateGstin } from "@chamak/contracts";
import { IconCheck } from "@chamak/ui";
import { checkForm, fieldErrorsOf, serverMessageOf } from "@chamak/web-client";
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { translateMessage } from "../forms/translate-message";
import { sellerMessages } from "./seller.messages";

const EMPTY = {
  centreName: "",
  mobile: "",
  gstin: "",
  email: "",
  locality: "",
  city: "",
  state: "",
  zip: "",
  password: "",
  confirmPassword: "",
};
type Field = keyof typeof EMPTY;
const ORDER = Object.keys(EMPTY) as Field[];

/** The live GSTIN check: nothing for an empty box, else validateGstin against the chosen state. */
export function gstinFeedback(gstin: string, state: string) {
  if (!gstin.trim()) return null;
  return validateGstin(gstin, state || undefined);
}

export function SellerRegistrationForm() {
  const t = useT(sellerMessages);
  const { lang } = useLang();
  const trpc = useTRPC();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const register = useMutation(trpc.accounts.registerSeller.mutationOptions());

  const gst = gstinFeedback(values.gstin, values.state);

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = field === "gstin" ? event.currentTarget.value.toUpperCase() : event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(sellerRegistrationInput, values);
    const found: Partial<Record<Field, string>> = checked.ok ? {} : { ...checked.errors };
    if (!found.gstin && gst && !gst.ok) found.gstin = gst.message;
    if (!checked.ok || Object.keys(found).length > 0) {
      setErrors(found);
      const first = ORDER.find((f) => found[f]);
      if (first) document.getElementById(`seller-${first}`)?.focus();
      return;
    }
    register.mutate(checked.data, { onError: (error) => setErrors(fieldErrorsOf(error)) });
  };

  const clear = () => {
    setValues(EMPTY);
    setErrors({});
    register.reset();
  };

  const message = (field: Field) => {
    const text = errors[field];
    return text ? translateMessage(text, lang) : undefined;
  };

  if (register.isSuccess) {
    return (
      <Alert
        color="teal"
        variant="light"
        role="status"
        icon={<IconCheck size={20} />}
        p="lg"
        style={{ overflowWrap: "anywhere" }}
      >
        <Title order={3} size="h4" mb="xs">
          {t("successTitle")}
        </Title>
        <Text mb="md">
          {t("successText", { email: register.data.user.email, centre: register.data.centre.name })}
        </Text>
        <Button component="a" href="/console/">
          {t("openConsole")}
        </Button>
      </Alert>
    );
  }

  const serverError =
    register.isError && Object.keys(errors).length === 0 ? serverMessageOf(register.error) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {register.isError && !serverError && Object.keys(errors).length === 0 ? (
          <Alert color="red" variant="light" role="alert" title={t("failed")}>
            {t("network")}
          </Alert>
        ) : null}
        {serverError ? (
          <Alert color="red" variant="light" role="alert" title={t("failed")}>
            {translateMessage(serverError, lang)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            id="seller-centreName"
            label={t("centreName")}
            required
            autoComplete="organization"
            value={values.centreName}
            onChange={set("centreName")}
            error={message("centreName")}
            maxLength={120}
          />
          <TextInput
            id="seller-mobile"
            label={t("mobile")}
            description={t("mobileHint")}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={values.mobile}
            onChange={set("mobile")}
            error={message("mobile")}
          />
          <TextInput
            id="seller-gstin"
            label={t("gstin")}
            description={t("gstinHint")}
            required
            maxLength={15}
            autoCapitalize="characters"
            spellCheck={false}
            value={values.gstin}
            onChange={set("gstin")}
            error={message("gstin") ?? (gst && !gst.ok ? translateMessage(gst.message, lang) : undefined)}
            aria-live="polite"
            inputWrapperOrder={["label", "description", "input", "error"]}
          />
          <TextInput
            id="seller-email"
            label={t("email")}
            required
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set("email")}
            error={message("email")}
          />
          <TextInput
            id="seller-locality"
            label={t("locality")}
            required
            autoComplete="address-line1"
            value={values.locality}
            onChange={set("locality")}
            error={message("locality")}
            maxLength={120}
          />
          <TextInput
            id="seller-city"
            label={t("city")}
            required
            autoComplete="address-level2"
            value={values.city}
            onChange={set("city")}
            error={message("city")}
            maxLength={100}
          />
          <NativeSelect
            id="seller-state"
            label={t("state")}
            required
            value={values.state}
            onChange={set("state")}
            error={message("state")}
            data={[{ value: "", label: t("statePlaceholder"), disabled: true }, ...STATE_NAMES]}
          />
          <TextInput
            id="seller-zip"
            label={t("zip")}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={values.zip}
            onChange={set("zip")}
            error={message("zip")}
          />
          <PasswordInput
            id="seller-password"
            label={t("password")}
            description={t("passwordHint")}
            required
            autoComplete="new-password"
            value={values.password}
            onChange={set("password")}
            error={message("password")}
          />
          <PasswordInput
            id="seller-confirmPassword"
            label={t("confirmPassword")}
            required
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set("confirmPassword")}
            error={message("confirmPassword")}
          />
        </SimpleGrid>
        {gst?.ok ? (
          <Text size="sm" c="teal.9" role="status">
            ✓ {t("gstinValid", { state: gst.stateName })}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={clear} type="button">
            {t("clear")}
          </Button>
          <Button type="submit" loading={register.isPending}>
            {t("submit")}
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          {t("alreadyRegistered")} <Anchor href="/console/">{t("loginToConsole")}</Anchor>
        </Text>
      </Stack>
    </form>
  );
}
