import {
  SAVED_ADDRESS_LABELS,
  type SavedAddress,
  type SavedAddressLabel,
  STATE_NAMES,
  savedAddressInput,
  savedAddressOutput,
} from "@chamak/contracts";
import { staleCurrentOf } from "@chamak/web-client";
import {
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useFailureText } from "../../auth/phone/use-failure-text";
import { SiteDetailsFields, useSiteLine } from "../../booking/site-details-fields";
import { type SiteDetailsValues, siteDetailsValues } from "../../booking/site-details-values";
import { hasFieldMessages, serverFieldErrors } from "../../forms/field-message";
import { FormNotice } from "../../forms/form-notice";
import { useSiteForm } from "../../forms/use-site-form";
import { StaleDetails } from "./stale-details";

type Values = {
  label: SavedAddressLabel;
  address: string;
  city: string;
  state: string;
  zip: string;
  landmark: string;
  /** Where at the address the vehicle waits, copied onto doorstep and pick & drop bookings. */
  siteDetails: SiteDetailsValues;
  isDefault: boolean;
};

const STATES: string[] = [...STATE_NAMES];

const valuesOf = (address: SavedAddress | null): Values => ({
  label: address?.label ?? "home",
  address: address?.address ?? "",
  city: address?.city ?? "",
  state: address?.state ?? "",
  zip: address?.zip ?? "",
  landmark: address?.landmark ?? "",
  siteDetails: siteDetailsValues(address?.siteDetails),
  isDefault: address?.isDefault ?? false,
});

/** Adds an address, or edits `address`; checked with the server's schema, refusals on their fields. */
export function SavedAddressForm({
  address,
  onDone,
}: {
  address: SavedAddress | null;
  onDone(saved: boolean): void;
}) {
  const t = useT("profile");
  const siteLine = useSiteLine();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const add = useMutation(trpc.accounts.saved.addresses.add.mutationOptions());
  const update = useMutation(trpc.accounts.saved.addresses.update.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  // The address as the form was opened (its version goes with the save), or as a refusal showed it and the
  // customer took it; `stale` is that refusal's address, shown until then.
  const [opened, setOpened] = useState(address);
  const [stale, setStale] = useState<SavedAddress | null>(null);

  const { form, ref, onSubmit } = useSiteForm({
    idPrefix: "saved-address",
    initialValues: valuesOf(address),
    schema: savedAddressInput,
    serverErrors: serverFieldErrors(add.error ?? update.error),
    onValuesChange: () => {
      setFailure(null);
      setStale(null);
    },
  });

  const submit = onSubmit(async (input) => {
    try {
      if (opened) await update.mutateAsync({ id: opened.id, version: opened.version, ...input });
      else await add.mutateAsync(input);
      await queryClient.invalidateQueries({ queryKey: trpc.accounts.saved.addresses.list.queryKey() });
      onDone(true);
    } catch (error) {
      const current = savedAddressOutput.safeParse(staleCurrentOf(error));
      if (!hasFieldMessages(error)) setFailure(failureText(error));
      if (current.success) setStale(current.data);
    }
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4} id="saved-address-label">
            {t("addresses.label")}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="saved-address-label"
            data={SAVED_ADDRESS_LABELS.map((label) => ({
              value: label,
              label: t(`addresses.label_${label}`),
            }))}
            value={form.values.label}
            onChange={(value) => form.setFieldValue("label", value as SavedAddressLabel)}
          />
        </div>
        <Textarea
          label={t("addresses.address")}
          required
          autosize
          minRows={2}
          autoComplete="street-address"
          {...form.getInputProps("address")}
        />
        <TextInput
          label={t("addresses.city")}
          required
          autoComplete="address-level2"
          {...form.getInputProps("city")}
        />
        <Select
          label={t("addresses.state")}
          placeholder={t("addresses.statePlaceholder")}
          data={STATES}
          searchable
          required
          {...form.getInputProps("state")}
          value={form.values.state || null}
          onChange={(value) => form.setFieldValue("state", value ?? "")}
        />
        <TextInput
          label={t("addresses.zip")}
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          {...form.getInputProps("zip")}
        />
        <TextInput label={t("addresses.landmark")} maxLength={100} {...form.getInputProps("landmark")} />
        <SiteDetailsFields
          inputProps={(field) => form.getInputProps(`siteDetails.${field}`)}
          keys
          title={t("addresses.siteTitle")}
          hint={t("addresses.siteIntro")}
        />
        {address?.isDefault ? null : (
          <Checkbox
            label={t("addresses.makeDefault")}
            {...form.getInputProps("isDefault", { type: "checkbox" })}
          />
        )}
        {failure && stale ? (
          <StaleDetails
            message={failure}
            lines={[
              t(`addresses.label_${stale.label}`),
              stale.address,
              `${stale.city}, ${stale.state} ${stale.zip}`,
              ...(stale.landmark ? [stale.landmark] : []),
              ...[
                siteLine(stale.siteDetails),
                stale.siteDetails.gateInstructions ?? "",
                stale.siteDetails.keyHandover ?? "",
              ].filter(Boolean),
            ]}
            onUseCurrent={() => {
              form.setValues(valuesOf(stale));
              setOpened(stale);
              setStale(null);
              setFailure(null);
            }}
          />
        ) : failure ? (
          <FormNotice tone="error" message={failure} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(false)}>
            {t("saved.cancel")}
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {t("saved.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
