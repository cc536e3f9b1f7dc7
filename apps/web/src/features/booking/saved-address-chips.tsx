import { Checkbox, Stack } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { addressLine } from "../profile/saved/saved-labels";
import { SavedChoice } from "./saved-choice";
import { siteDetailsValues } from "./site-details-values";
import type { BookingForm } from "./use-booking-form";
import { isSavedAddress, type SavedDetails } from "./use-saved-details";

/**
 * The saved addresses as chips above the address fields ("Home: B-12, Sector 18, Noida"): one tap fills the
 * address and where at it the vehicle waits; typing still works. An address not saved yet offers "Save this address".
 */
export function SavedAddressChips({ form, saved }: { form: BookingForm; saved: SavedDetails }) {
  const t = useT("booking");
  const tp = useT("profile");
  const { values } = form;
  const chosen = saved.addresses.find((address) =>
    isSavedAddress({ ...saved, addresses: [address] }, values),
  );
  const offerSave = values.address.trim() !== "" && values.zip.trim() !== "" && !chosen;
  if (saved.addresses.length === 0 && !offerSave) return null;
  return (
    <Stack gap={6} mb="sm">
      {saved.addresses.length > 0 ? (
        <SavedChoice
          id="saved-addresses-label"
          title={t("saved.addresses")}
          items={saved.addresses}
          chosenId={chosen?.id ?? null}
          textOf={(address) => `${tp(`addresses.label_${address.label}`)}: ${addressLine(address)}`}
          onChoose={(address) =>
            form.setValues({
              state: address.state,
              city: address.city,
              address: address.address,
              zip: address.zip,
              siteDetails: siteDetailsValues(address.siteDetails),
            })
          }
        />
      ) : null}
      {offerSave ? (
        <Checkbox
          size="sm"
          label={t("saved.saveAddress")}
          {...form.getInputProps("saveAddress", { type: "checkbox" })}
        />
      ) : null}
    </Stack>
  );
}
