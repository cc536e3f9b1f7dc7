import { STATE_NAMES } from "@chamak/contracts";
import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { FormSection } from "./form-section";
import { MyLocationButton } from "./my-location-button";
import { SavedAddressChips } from "./saved-address-chips";
import type { BookingForm } from "./use-booking-form";
import type { SavedDetails } from "./use-saved-details";

const STATES: string[] = [...STATE_NAMES];

export function AddressSection({ form, saved }: { form: BookingForm; saved: SavedDetails }) {
  const t = useT("booking");
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
    </FormSection>
  );
}
