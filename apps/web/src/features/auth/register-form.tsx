import { registerInput, STATE_NAMES, TYPED_MOBILE_MAX_LENGTH } from "@chamak/contracts";
import { AnchorLink, httpStatusOf } from "@chamak/web-client";
import { Button, PasswordInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { serverFieldErrors, useServerMessage } from "../forms/field-message";
import { FormNotice } from "../forms/form-notice";
import { useSiteForm } from "../forms/use-site-form";
import { storeSessionToken } from "./session-store";

const EMPTY = {
  name: "",
  email: "",
  mobile: "",
  state: "",
  city: "",
  address: "",
  zip: "",
  password: "",
  confirmPassword: "",
};

export function RegisterForm({ onRegistered }: { onRegistered(): void }) {
  const t = useT("auth");
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const register = useMutation(trpc.accounts.register.mutationOptions());
  const { form, ref, onSubmit } = useSiteForm({
    initialValues: EMPTY,
    schema: registerInput,
    check: (values) => ({
      confirmPassword: !values.confirmPassword
        ? t("confirmRequired")
        : values.confirmPassword !== values.password && t("passwordsDiffer"),
    }),
    serverErrors: serverFieldErrors(register.error),
    onValuesChange: () => setError(null),
  });

  const submit = onSubmit(async (input) => {
    setError(null);
    try {
      const session = await register.mutateAsync(input);
      storeSessionToken(session.token);
      void queryClient.invalidateQueries();
      onRegistered();
    } catch (failure) {
      if (httpStatusOf(failure) === null) setError(t("somethingWrong"));
      else setError(serverMessage(failure) ?? t("registrationFailed"));
    }
  });

  const field = (name: keyof typeof EMPTY) => ({ required: true, ...form.getInputProps(name) });

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t("fullName")} autoComplete="name" {...field("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("email")} type="email" autoComplete="email" {...field("email")} />
          <TextInput
            label={t("mobile")}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={TYPED_MOBILE_MAX_LENGTH}
            description={t("mobileHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            {...field("mobile")}
          />
          <Select
            label={t("state")}
            placeholder={t("statePlaceholder")}
            data={STATE_NAMES as unknown as string[]}
            searchable
            {...field("state")}
            value={form.values.state || null}
            onChange={(value) => form.setFieldValue("state", value ?? "")}
          />
          <TextInput label={t("city")} autoComplete="address-level2" {...field("city")} />
        </SimpleGrid>
        <Textarea
          label={t("address")}
          autoComplete="street-address"
          autosize
          minRows={2}
          {...field("address")}
        />
        <TextInput
          label={t("zip")}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          {...field("zip")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t("password")}
            autoComplete="new-password"
            description={t("passwordHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            {...field("password")}
          />
          <PasswordInput
            label={t("confirmPassword")}
            autoComplete="new-password"
            {...field("confirmPassword")}
          />
        </SimpleGrid>
        {error ? <FormNotice tone="error" message={error} /> : null}
        <Button type="submit" fullWidth disabled={register.isPending}>
          {register.isPending ? t("registering") : t("register")}
        </Button>
        <Text size="sm" ta="center">
          {t("haveAccount")} <AnchorLink to="/login">{t("loginLink")}</AnchorLink>
        </Text>
      </Stack>
    </form>
  );
}
