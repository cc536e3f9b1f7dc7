import { STATE_NAMES } from "@chamak/contracts";
import { Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { bookingMessages } from "./booking.messages";
import { FormSection } from "./form-section";
import type { BookingFormValues } from "./use-booking-form";

type AddressSectionProps = {
  values: BookingFormValues;
  errors: Partial<Record<string, string>>;
  set<K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]): void;
};

const STATES: string[] = [...STATE_NAMES];

export function AddressSection({ values, errors, set }: AddressSectionProps) {
  const t = useT(bookingMessages);
  return (
    <FormSection title={t("addressSection")}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t("state")}
          placeholder={t("statePlaceholder")}
          data={STATES}
          searchable
          required
          value={values.state || null}
          error={errors.state}
          onChange={(value) => set("state", value ?? "")}
        />
        <TextInput
          label={t("city")}
          required
          autoComplete="address-level2"
          value={values.city}
          error={errors.city}
          onChange={(e) => set("city", e.currentTarget.value)}
        />
        <Textarea
          label={t("address")}
          required
          autosize
          minRows={2}
          autoComplete="street-address"
          value={values.address}
          error={errors.address}
          onChange={(e) => set("address", e.currentTarget.value)}
        />
        <TextInput
          label={t("zip")}
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          value={values.zip}
          error={errors.zip}
          onChange={(e) => set("zip", e.currentTarget.value)}
        />
      </SimpleGrid>
    </FormSection>
  );
}
