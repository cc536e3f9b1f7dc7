import {
  EXAMPLE_GSTIN,
  gstRegistrationIssue,
  STATE_NAMES,
  sellerRegistrationInput,
  TYPED_MOBILE_MAX_LENGTH,
  validateGstin,
} from "@chamak/contracts";
import { encodeErrorMessage } from "@chamak/i18n";
import { IconCheck } from "@chamak/ui";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
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
import { useCallback } from "react";
import { useErrorText, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { hasFieldMessages, serverFieldErrors, useServerMessage } from "../forms/field-message";
import { bringIntoView, FormNotice } from "../forms/form-notice";
import { useSiteForm } from "../forms/use-site-form";

const EMPTY = {
  centreName: "",
  mobile: "",
  gstin: "",
  gstDeclaration: false,
  email: "",
  locality: "",
  city: "",
  state: "",
  zip: "",
  password: "",
  confirmPassword: "",
};

/** The live GSTIN check: nothing for an empty box, else validateGstin against the chosen state. */
export function gstinFeedback(gstin: string, state: string) {
  if (!gstin.trim()) return null;
  return validateGstin(gstin, state || undefined);
}

const DECLARATION_ERROR_ID = "seller-gstDeclaration-error";

/** The declaration is sent only while it is shown, i.e. without a GSTIN. */
const applicationOf = (values: typeof EMPTY) => ({
  ...values,
  gstDeclaration: values.gstin.trim() === "" && values.gstDeclaration,
});

export function SellerRegistrationForm() {
  const t = useT("seller");
  const serverMessage = useServerMessage();
  const errorText = useErrorText();
  const trpc = useTRPC();
  const register = useMutation(trpc.accounts.registerSeller.mutationOptions());
  const { form, ref, onSubmit } = useSiteForm({
    idPrefix: "seller",
    initialValues: EMPTY,
    schema: sellerRegistrationInput,
    toInput: applicationOf,
    // The schema's own rule, asked here too: zod skips an object's refinements while a field (the state) fails.
    check: (values) => {
      const issue = gstRegistrationIssue(applicationOf(values));
      return issue ? { [issue.field]: encodeErrorMessage(issue.message) } : {};
    },
    serverErrors: serverFieldErrors(register.error),
  });
  const { values, errors } = form;
  // The success replaces the long form: the reader, down at its button, is taken up to it.
  const revealOnMount = useCallback((node: HTMLDivElement | null) => {
    if (node) bringIntoView(node);
  }, []);

  const gst = gstinFeedback(values.gstin, values.state);
  const withoutGstin = values.gstin.trim() === "";

  const submit = onSubmit((input) => register.mutate(input));

  const field = (name: keyof typeof EMPTY) => form.getInputProps(name);
  const declaration = form.getInputProps("gstDeclaration", { type: "checkbox" });

  const clear = () => {
    form.reset();
    register.reset();
  };

  if (register.isSuccess) {
    return (
      <Alert
        ref={revealOnMount}
        tabIndex={-1}
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

  // A refusal that names no field; one that does is on its field.
  const serverError =
    register.isError && Object.keys(errors).length === 0 && !hasFieldMessages(register.error)
      ? (serverMessage(register.error) ?? t("network"))
      : null;

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...field("centreName")}
            label={t("centreName")}
            required
            autoComplete="organization"
            maxLength={120}
          />
          <TextInput
            {...field("mobile")}
            label={t("mobile")}
            description={t("mobileHint")}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={TYPED_MOBILE_MAX_LENGTH}
          />
          <Stack gap="xs">
            <TextInput
              {...field("gstin")}
              onChange={(event) => form.setFieldValue("gstin", event.currentTarget.value.toUpperCase())}
              label={t("gstin")}
              description={t("gstinHint", { example: EXAMPLE_GSTIN })}
              maxLength={15}
              autoCapitalize="characters"
              spellCheck={false}
              error={field("gstin").error ?? (gst && !gst.ok ? errorText(gst.message) : undefined)}
              aria-live="polite"
              inputWrapperOrder={["label", "description", "input", "error"]}
            />
            {/* The check's result under its field, where the reader is typing (its error is in the same place). */}
            {gst?.ok ? (
              <Text size="sm" c="teal.9" role="status" mt={-6}>
                ✓ {t("gstinValid", { state: gst.stateName })}
              </Text>
            ) : null}
            {withoutGstin ? (
              <Checkbox
                {...declaration}
                label={t("gstDeclaration")}
                // Mantine links no error to a checkbox: named here so it is announced with it.
                error={
                  declaration.error ? <span id={DECLARATION_ERROR_ID}>{declaration.error}</span> : undefined
                }
                aria-invalid={declaration.error ? true : undefined}
                aria-describedby={declaration.error ? DECLARATION_ERROR_ID : undefined}
              />
            ) : null}
          </Stack>
          <TextInput {...field("email")} label={t("email")} required type="email" autoComplete="email" />
          <TextInput
            {...field("locality")}
            label={t("locality")}
            required
            autoComplete="address-line1"
            maxLength={120}
          />
          <TextInput
            {...field("city")}
            label={t("city")}
            required
            autoComplete="address-level2"
            maxLength={100}
          />
          <NativeSelect
            {...field("state")}
            label={t("state")}
            required
            data={[{ value: "", label: t("statePlaceholder"), disabled: true }, ...STATE_NAMES]}
          />
          <TextInput
            {...field("zip")}
            label={t("zip")}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
          />
          <PasswordInput
            {...field("password")}
            label={t("password")}
            description={t("passwordHint")}
            required
            autoComplete="new-password"
          />
          <PasswordInput
            {...field("confirmPassword")}
            label={t("confirmPassword")}
            required
            autoComplete="new-password"
          />
        </SimpleGrid>
        {serverError ? <FormNotice tone="error" title={t("failed")} message={serverError} /> : null}
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
