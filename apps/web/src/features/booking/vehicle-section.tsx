import { BRANDS } from "@chamak/contracts";
import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { bookingMessages } from "./booking.messages";
import type { CartRequest } from "./booking-cart";
import { FormSection } from "./form-section";
import { SlotPicker } from "./slot-picker";
import { type BookingFormValues, OTHER_BRAND } from "./use-booking-form";

type VehicleSectionProps = {
  values: BookingFormValues;
  errors: Partial<Record<string, string>>;
  vehicleTypeName: string;
  cart: CartRequest | null;
  set<K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]): void;
  setSlot(slot: { date: string; time: string }): void;
};

const BRAND_OPTIONS = [...BRANDS, OTHER_BRAND];

export function VehicleSection({ values, errors, vehicleTypeName, cart, set, setSlot }: VehicleSectionProps) {
  const t = useT(bookingMessages);
  return (
    <FormSection title={t("bookingSection")}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("phone")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            required
            description={t("phoneHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={values.contactMobile}
            error={errors.contactMobile}
            onChange={(e) => set("contactMobile", e.currentTarget.value)}
          />
          <TextInput
            label={t("vehicleNumber")}
            placeholder="DL 3C AB 1234"
            required
            autoCapitalize="characters"
            value={values.vehicleNumber}
            error={errors.vehicleNumber}
            onChange={(e) => set("vehicleNumber", e.currentTarget.value.toUpperCase())}
          />
          <TextInput
            label={t("vehicleType")}
            value={vehicleTypeName}
            readOnly
            description={t("vehicleTypeHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            error={errors.vehicleTypeId}
          />
          <Select
            label={t("brand")}
            placeholder={t("brandPlaceholder")}
            data={BRAND_OPTIONS}
            searchable
            clearable
            value={values.brand}
            error={values.brand === OTHER_BRAND ? undefined : errors.brand}
            onChange={(value) => set("brand", value)}
          />
          {values.brand === OTHER_BRAND ? (
            <TextInput
              label={t("otherBrand")}
              maxLength={40}
              value={values.otherBrand}
              error={errors.brand}
              onChange={(e) => set("otherBrand", e.currentTarget.value)}
            />
          ) : null}
        </SimpleGrid>
        <SlotPicker
          cart={cart}
          date={values.date}
          time={values.time}
          onChange={setSlot}
          dateError={errors.date}
          timeError={errors.time}
        />
      </Stack>
    </FormSection>
  );
}
