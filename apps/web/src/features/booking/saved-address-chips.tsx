import { Checkbox, Chip, Group, Stack, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { addressLine } from "../profile/saved/saved-labels";
import type { BookingForm } from "./use-booking-form";
import { isSavedAddress, type SavedDetails } from "./use-saved-details";

/**
 * The saved addresses as chips above the address fields ("Home: B-12, Sector 18, Noida"): one tap fills the
 * address; typing still works. An address not saved yet offers "Save this address".
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
        <div>
          <Text size="sm" fw={500} mb={4} id="saved-addresses-label">
            {t("saved.addresses")}
          </Text>
          <Chip.Group
            multiple={false}
            value={chosen ? String(chosen.id) : ""}
            onChange={(id) => {
              const address = saved.addresses.find((a) => String(a.id) === id);
              if (!address) return;
              form.setValues({
                state: address.state,
                city: address.city,
                address: address.address,
                zip: address.zip,
              });
            }}
          >
            <Group gap="xs" role="group" aria-labelledby="saved-addresses-label">
              {saved.addresses.map((address) => (
                <Chip key={address.id} value={String(address.id)} size="sm" variant="outline">
                  {`${tp(`addresses.label_${address.label}`)}: ${addressLine(address)}`}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
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
