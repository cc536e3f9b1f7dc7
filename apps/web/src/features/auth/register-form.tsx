import { registerInput, STATE_NAMES } from "@chamak/contracts";
import { AnchorLink, checkForm, fieldErrorsOf, httpStatusOf, serverMessageOf } from "@chamak/web-client";
import {
  Alert,
  Button,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { authMessages } from "./auth.messages";
import { storeSessionToken } from "./session-store";
import { useTranslatedErrors } from "./use-translated-errors";

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
type Field = keyof typeof EMPTY;

export function RegisterForm({ onRegistered }: { onRegistered(): void }) {
  const t = useT(authMessages);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [rawErrors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const errors = useTranslatedErrors(rawErrors);
  const [error, setError] = useState<string | null>(null);
  const register = useMutation(trpc.accounts.register.mutationOptions());

  function set(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm(registerInput, values);
    const found: Partial<Record<string, string>> = checked.ok ? {} : { ...checked.errors };
    if (!values.confirmPassword) found.confirmPassword = t("confirmRequired");
    else if (values.confirmPassword !== values.password) found.confirmPassword = t("passwordsDiffer");
    if (!checked.ok || found.confirmPassword) {
      setErrors(found);
      return;
    }
    try {
      const session = await register.mutateAsync(checked.data);
      storeSessionToken(session.token);
      void queryClient.invalidateQueries();
      onRegistered();
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      if (httpStatusOf(failure) === null) setError(t("somethingWrong"));
      else setError(serverMessageOf(failure) ?? t("registrationFailed"));
    }
  }

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
    required: true,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput label={t("fullName")} autoComplete="name" {...field("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("email")} type="email" autoComplete="email" {...field("email")} />
          <TextInput
            label={t("mobile")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            description={t("mobileHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            {...field("mobile")}
          />
          <Select
            label={t("state")}
            placeholder={t("statePlaceholder")}
            data={STATE_NAMES as unknown as string[]}
            searchable
            required
            value={values.state || null}
            error={errors.state}
            onChange={(value) => set("state", value ?? "")}
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
