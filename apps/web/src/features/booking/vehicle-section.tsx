import { BRANDS, TYPED_MOBILE_MAX_LENGTH } from "@chamak/contracts";
import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { useFieldMessage } from "../forms/field-message";
import type { CartRequest } from "./booking-cart";
import { FormSection } from "./form-section";
import { SavedVehicleChips } from "./saved-vehicle-chips";
import { SlotPicker, type SlotPlace } from "./slot-picker";
import { type BookingForm, OTHER_BRAND } from "./use-booking-form";
import type { SavedDetails } from "./use-saved-details";

type VehicleSectionProps = {
  form: BookingForm;
  vehicleTypeName: string;
  cart: CartRequest | null;
  setSlot(slot: { date: string; time: string }): void;
  saved: SavedDetails;
  /** Doorstep or pick & drop: where the vehicle is, so the times offered are those someone can get there. */
  place?: SlotPlace | undefined;
};

const BRAND_OPTIONS = [...BRANDS, OTHER_BRAND];

export function VehicleSection({ form, vehicleTypeName, cart, setSlot, saved, place }: VehicleSectionProps) {
  const t = useT("booking");
  const translate = useFieldMessage();
  const { values, errors } = form;
  return (
    <FormSection title={t("bookingSection")}>
      <Stack gap="md">
        <SavedVehicleChips form={form} saved={saved} vehicleTypeName={vehicleTypeName} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={TYPED_MOBILE_MAX_LENGTH}
            required
            description={t("phoneHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            {...form.getInputProps("contactMobile")}
          />
          <TextInput
            label={t("vehicleNumber")}
            placeholder="DL 3C AB 1234"
            required
            autoCapitalize="characters"
            {...form.getInputProps("vehicleNumber")}
            onChange={(e) => form.setFieldValue("vehicleNumber", e.currentTarget.value.toUpperCase())}
          />
          <TextInput
            label={t("vehicleType")}
            value={vehicleTypeName}
            readOnly
            description={t("vehicleTypeHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            error={translate(errors.vehicleTypeId)}
            data-path="vehicleTypeId"
          />
          <Select
            label={t("brand")}
            placeholder={t("brandPlaceholder")}
            data={BRAND_OPTIONS}
            searchable
            clearable
            {...form.getInputProps("brand")}
          />
          {values.brand === OTHER_BRAND ? (
            <TextInput label={t("otherBrand")} maxLength={40} {...form.getInputProps("otherBrand")} />
          ) : null}
        </SimpleGrid>
        <SlotPicker
          cart={cart}
          place={place}
          date={values.date}
          time={values.time}
          onChange={setSlot}
          dateError={translate(errors.date)}
          timeError={translate(errors.time)}
        />
      </Stack>
    </FormSection>
  );
}
