import { type BookableServiceMode, STATE_NAMES } from "@chamak/contracts";
import { Alert, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { FormSection } from "./form-section";
import { MyLocationButton } from "./my-location-button";
import { SavedAddressChips } from "./saved-address-chips";
import { SiteDetailsFields } from "./site-details-fields";
import type { BookingForm } from "./use-booking-form";
import type { SavedDetails } from "./use-saved-details";

const STATES: string[] = [...STATE_NAMES];

/** What a doorstep wash uses of the customer's, as the centre says (its public page). */
export type DoorstepNeeds = { water: boolean; power: boolean };

type AddressSectionProps = {
  form: BookingForm;
  saved: SavedDetails;
  serviceMode: BookableServiceMode;
  needs: DoorstepNeeds;
};

/**
 * Where the vehicle is: the address, and away from the centre where at it the vehicle waits (society, tower,
 * slot, gate; the key handover for pick & drop). For a doorstep wash the customer is told, before booking,
 * whether the washer uses their water tap or power point.
 */
export function AddressSection({ form, saved, serviceMode, needs }: AddressSectionProps) {
  const t = useT("booking");
  const goesOut = serviceMode !== "at_centre";
  const needsText =
    serviceMode !== "doorstep"
      ? null
      : needs.water && needs.power
        ? t("site.needsBoth")
        : needs.water
          ? t("site.needsWater")
          : needs.power
            ? t("site.needsPower")
            : null;
  return (
    <FormSection title={t("addressSection")}>
      <SavedAddressChips form={form} saved={saved} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t("state")}
          placeholder={t("statePlaceholder")}
          data={STATES}
          searchable
          required
          {...form.getInputProps("state")}
          value={form.values.state || null}
          onChange={(value) => form.setFieldValue("state", value ?? "")}
        />
        <TextInput label={t("city")} required autoComplete="address-level2" {...form.getInputProps("city")} />
        <Textarea
          label={t("address")}
          required
          autosize
          minRows={2}
          autoComplete="street-address"
          {...form.getInputProps("address")}
        />
        <Stack gap="xs">
          <TextInput
            label={t("zip")}
            required
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            {...form.getInputProps("zip")}
          />
          <MyLocationButton form={form} saved={saved} />
        </Stack>
      </SimpleGrid>
      {goesOut ? (
        <Stack gap="sm" mt="md">
          <SiteDetailsFields
            inputProps={(field) => form.getInputProps(`siteDetails.${field}`)}
            keys={serviceMode === "pick_drop"}
          />
          {needsText ? (
            <Alert variant="light" color="blue" role="note" p="xs">
              {needsText}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </FormSection>
  );
}
