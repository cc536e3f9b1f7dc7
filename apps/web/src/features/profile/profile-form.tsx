import {
  GENDERS,
  indiaDate,
  type Profile,
  profileOutput,
  profileUpdateInput,
  STATE_NAMES,
  TYPED_MOBILE_MAX_LENGTH,
} from "@chamak/contracts";
import { httpStatusOf, staleCurrentOf } from "@chamak/web-client";
import { Button, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { hasFieldMessages, serverFieldErrors, useServerMessage } from "../forms/field-message";
import { FormNotice } from "../forms/form-notice";
import { useSiteForm } from "../forms/use-site-form";
import { StaleDetails } from "./saved/stale-details";

type Values = {
  name: string;
  mobile: string;
  state: string;
  city: string;
  address: string;
  zip: string;
  dateOfBirth: string;
  gender: string;
  /** The version the form shows (sent with the save; not a field): a save from an older one is refused. */
  version: number;
};

function valuesOf(profile: Profile): Values {
  return {
    name: profile.name,
    mobile: profile.mobile ?? "",
    state: profile.state ?? "",
    city: profile.city ?? "",
    address: profile.address ?? "",
    zip: profile.zip ?? "",
    dateOfBirth: profile.dateOfBirth ?? "",
    gender: profile.gender ?? "",
    version: profile.version,
  };
}

const STATES: string[] = [...STATE_NAMES];

/** Empty date of birth and gender are "not given" (null) to the schema and the server. */
const toProfileInput = (values: Values) => ({
  ...values,
  dateOfBirth: values.dateOfBirth || null,
  gender: values.gender || null,
});

/** Each field is bound to its own value (the legacy page showed the name in date of birth and gender). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT("profile");
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<{ ok: boolean; text: string; fields?: boolean } | null>(null);
  // The profile as another tab or device saved it, when this form's save was refused for being older.
  const [stale, setStale] = useState<Profile | null>(null);
  const update = useMutation(trpc.accounts.updateProfile.mutationOptions());
  const { form, ref, onSubmit } = useSiteForm({
    initialValues: valuesOf(profile),
    schema: profileUpdateInput,
    toInput: toProfileInput,
    serverErrors: serverFieldErrors(update.error),
    onValuesChange: () => {
      setStatus(null);
      setStale(null);
    },
  });

  const submit = onSubmit(
    async (input) => {
      setStatus(null);
      try {
        const saved = await update.mutateAsync(input);
        queryClient.setQueryData(trpc.accounts.me.queryKey(), saved);
        form.setValues(valuesOf(saved));
        setStatus({ ok: true, text: t("saved") });
      } catch (error) {
        const current = profileOutput.safeParse(staleCurrentOf(error));
        setStale(current.success ? current.data : null);
        // The page's other views of the profile (the details card) show it as saved now too.
        if (current.success) queryClient.setQueryData(trpc.accounts.me.queryKey(), current.data);
        setStatus({
          ok: false,
          fields: hasFieldMessages(error),
          text:
            httpStatusOf(error) === null
              ? t("somethingWrong")
              : (serverMessage(error) ?? t("somethingWrong")),
        });
      }
    },
    () => setStatus({ ok: false, text: t("fixFields"), fields: true }),
  );

  const text = (field: keyof Values) => form.getInputProps(field);

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Title order={2} size="h4" mb="md">
        {t("editTitle")}
      </Title>
      <form ref={ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("name")} required autoComplete="name" {...text("name")} />
            <TextInput
              label={t("email")}
              value={profile.email}
              readOnly
              description={t("emailFixed")}
              inputWrapperOrder={["label", "input", "description", "error"]}
            />
            <TextInput
              label={t("mobile")}
              required
              type="tel"
              inputMode="tel"
              maxLength={TYPED_MOBILE_MAX_LENGTH}
              autoComplete="tel-national"
              {...text("mobile")}
            />
            <TextInput label={t("dateOfBirth")} type="date" max={indiaDate()} {...text("dateOfBirth")} />
            <Select
              label={t("gender")}
              placeholder={t("genderPlaceholder")}
              clearable
              data={GENDERS.map((g) => ({ value: g, label: t(`gender_${g}`) }))}
              {...text("gender")}
              value={form.values.gender || null}
              onChange={(value) => form.setFieldValue("gender", value ?? "")}
            />
            <Select
              label={t("state")}
              placeholder={t("statePlaceholder")}
              required
              searchable
              data={STATES}
              {...text("state")}
              value={form.values.state || null}
              onChange={(value) => form.setFieldValue("state", value ?? "")}
            />
            <TextInput label={t("city")} required autoComplete="address-level2" {...text("city")} />
            <TextInput
              label={t("zip")}
              required
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
              {...text("zip")}
            />
          </SimpleGrid>
          <Textarea
            label={t("address")}
            required
            autosize
            minRows={2}
            autoComplete="street-address"
            {...text("address")}
          />
          {status && stale ? (
            <StaleDetails
              message={status.text}
              lines={[
                stale.name,
                stale.mobile ?? "",
                [stale.address, stale.city, stale.state, stale.zip].filter(Boolean).join(", "),
              ].filter(Boolean)}
              onUseCurrent={() => {
                form.setValues(valuesOf(stale));
                setStale(null);
                setStatus(null);
              }}
            />
          ) : status ? (
            <FormNotice
              tone={status.ok ? "success" : "error"}
              message={status.text}
              reveal={!status.fields}
            />
          ) : null}
          <Button type="submit" disabled={update.isPending} style={{ alignSelf: "flex-start" }}>
            {update.isPending ? t("saving") : t("save")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
