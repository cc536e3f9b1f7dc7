import { BRANDS, vehicleNumberKey } from "@chamak/contracts";
import { Checkbox, Stack, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { vehicleChipText } from "../profile/saved/saved-labels";
import { OTHER_BRAND } from "./booking-form-check";
import { SavedChoice } from "./saved-choice";
import type { BookingForm } from "./use-booking-form";
import { isSavedNumber, type SavedDetails } from "./use-saved-details";

/**
 * The saved vehicles of the cart's type as chips above the vehicle fields ("Swift · DL 3C AB 1234"): one tap
 * fills the number and brand; typing still works. A number not saved yet offers "Save this vehicle".
 */
export function SavedVehicleChips({
  form,
  saved,
  vehicleTypeName,
}: {
  form: BookingForm;
  saved: SavedDetails;
  vehicleTypeName: string;
}) {
  const t = useT("booking");
  const typedKey = vehicleNumberKey(form.values.vehicleNumber);
  const chosen = saved.vehicles.find((vehicle) => vehicleNumberKey(vehicle.vehicleNumber) === typedKey);
  const offerSave = typedKey.length >= 6 && !isSavedNumber(saved, form.values.vehicleNumber);
  if (saved.vehicles.length === 0 && saved.otherTypes === 0 && !offerSave) return null;
  return (
    <Stack gap={6}>
      {saved.vehicles.length > 0 ? (
        <SavedChoice
          id="saved-vehicles-label"
          title={t("saved.vehicles")}
          items={saved.vehicles}
          chosenId={chosen?.id ?? null}
          textOf={vehicleChipText}
          onChoose={(vehicle) => {
            const listed = vehicle.brand && (BRANDS as readonly string[]).includes(vehicle.brand);
            form.setValues({
              vehicleNumber: vehicle.vehicleNumber,
              brand: vehicle.brand ? (listed ? vehicle.brand : OTHER_BRAND) : null,
              otherBrand: vehicle.brand && !listed ? vehicle.brand : "",
            });
          }}
        />
      ) : null}
      {saved.otherTypes > 0 ? (
        <Text size="xs" c="dimmed">
          {t("saved.otherTypes", { type: vehicleTypeName })}
        </Text>
      ) : null}
      {offerSave ? (
        <Checkbox
          size="sm"
          label={t("saved.saveVehicle")}
          {...form.getInputProps("saveVehicle", { type: "checkbox" })}
        />
      ) : null}
    </Stack>
  );
}
