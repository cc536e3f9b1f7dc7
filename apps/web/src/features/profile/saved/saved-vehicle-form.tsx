import { BRANDS, type SavedVehicle, savedVehicleInput, savedVehicleOutput } from "@chamak/contracts";
import { staleCurrentOf } from "@chamak/web-client";
import { Button, Checkbox, Group, Select, Stack, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useFailureText } from "../../auth/phone/use-failure-text";
import { useVehicleName } from "../../catalog/catalog-names";
import { hasFieldMessages, serverFieldErrors } from "../../forms/field-message";
import { FormNotice } from "../../forms/form-notice";
import { useSiteForm } from "../../forms/use-site-form";
import { vehicleTitle } from "./saved-labels";
import { StaleDetails } from "./stale-details";

type Values = {
  vehicleTypeId: string | null;
  vehicleNumber: string;
  brand: string | null;
  model: string;
  nickname: string;
  isDefault: boolean;
};

const valuesOf = (vehicle: SavedVehicle | null): Values => ({
  vehicleTypeId: vehicle ? String(vehicle.vehicleType.id) : null,
  vehicleNumber: vehicle?.vehicleNumber ?? "",
  brand: vehicle?.brand ?? null,
  model: vehicle?.model ?? "",
  nickname: vehicle?.nickname ?? "",
  isDefault: vehicle?.isDefault ?? false,
});

const toInput = (values: Values) => ({
  vehicleTypeId: values.vehicleTypeId ? Number(values.vehicleTypeId) : undefined,
  vehicleNumber: values.vehicleNumber,
  brand: values.brand,
  model: values.model,
  nickname: values.nickname,
  isDefault: values.isDefault,
});

const BRAND_OPTIONS: string[] = [...BRANDS];

/** Adds a vehicle, or edits `vehicle`; checked with the server's schema, refusals on their fields. */
export function SavedVehicleForm({
  vehicle,
  onDone,
}: {
  vehicle: SavedVehicle | null;
  onDone(saved: boolean): void;
}) {
  const t = useT("profile");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const vehicleName = useVehicleName();
  const types = useQuery(trpc.catalog.vehicleTypes.queryOptions());
  const add = useMutation(trpc.accounts.saved.vehicles.add.mutationOptions());
  const update = useMutation(trpc.accounts.saved.vehicles.update.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  // The vehicle as the form was opened (its version goes with the save), or as a refusal showed it and the
  // customer took it; `stale` is that refusal's vehicle, shown until then.
  const [opened, setOpened] = useState(vehicle);
  const [stale, setStale] = useState<SavedVehicle | null>(null);
  const brands =
    vehicle?.brand && !BRANDS.includes(vehicle.brand as never)
      ? [...BRAND_OPTIONS, vehicle.brand]
      : BRAND_OPTIONS;

  const { form, ref, onSubmit } = useSiteForm({
    idPrefix: "saved-vehicle",
    initialValues: valuesOf(vehicle),
    schema: savedVehicleInput,
    toInput,
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
      await queryClient.invalidateQueries({ queryKey: trpc.accounts.saved.vehicles.list.queryKey() });
      onDone(true);
    } catch (error) {
      const current = savedVehicleOutput.safeParse(staleCurrentOf(error));
      if (!hasFieldMessages(error)) setFailure(failureText(error));
      if (current.success) setStale(current.data);
    }
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t("garage.vehicleType")}
          placeholder={t("garage.vehicleTypePlaceholder")}
          required
          data={(types.data ?? []).map((type) => ({
            value: String(type.id),
            label: vehicleName(type.slug, type.name),
          }))}
          searchable
          {...form.getInputProps("vehicleTypeId")}
        />
        <TextInput
          label={t("garage.number")}
          placeholder="DL 3C AB 1234"
          required
          autoCapitalize="characters"
          {...form.getInputProps("vehicleNumber")}
          onChange={(e) => form.setFieldValue("vehicleNumber", e.currentTarget.value.toUpperCase())}
        />
        <Select
          label={t("garage.brand")}
          placeholder={t("garage.brandPlaceholder")}
          data={brands}
          searchable
          clearable
          {...form.getInputProps("brand")}
        />
        <TextInput label={t("garage.model")} maxLength={40} {...form.getInputProps("model")} />
        <TextInput
          label={t("garage.nickname")}
          description={t("garage.nicknameHint")}
          maxLength={40}
          {...form.getInputProps("nickname")}
        />
        {vehicle?.isDefault ? null : (
          <Checkbox
            label={t("garage.makeDefault")}
            {...form.getInputProps("isDefault", { type: "checkbox" })}
          />
        )}
        {failure && stale ? (
          <StaleDetails
            message={failure}
            lines={[
              stale.vehicleNumber,
              vehicleName(stale.vehicleType.slug, stale.vehicleType.name),
              ...(vehicleTitle(stale) ? [vehicleTitle(stale) as string] : []),
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
