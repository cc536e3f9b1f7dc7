import type { PlaceNear } from "@chamak/contracts";
import { IconMapPin } from "@chamak/ui";
import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import type { BookingForm } from "./use-booking-form";
import { useMyLocation } from "./use-my-location";

/**
 * "Use my location", under the PIN field: fills the PIN, city and state from where the phone is, and the locality
 * into the address when the address is still empty (it is never overwritten). The slot picker then loads the times
 * for that PIN, as for a typed one. What happened is said right under the button, where the user is looking.
 */
export function MyLocationButton({ form }: { form: BookingForm }) {
  const t = useT("booking");
  const { lang } = useLang();
  const [filled, setFilled] = useState<{ place: PlaceNear; address: boolean } | null>(null);
  const myLocation = useMyLocation((place) => {
    const { locality, state } = place;
    const address = locality !== null && form.getValues().address.trim() === "";
    // The locality goes in in English whatever the page's language: the address is matched against the
    // gazetteer's English names when the booking is placed, and the city is English too.
    form.setValues({
      zip: place.pin,
      city: place.city,
      ...(state ? { state } : {}),
      ...(address ? { address: locality.name } : {}),
    });
    setFilled({ place, address });
  });

  // Said only while the PIN is still the one filled in: a PIN typed over it is the user's own.
  const found = filled && form.values.zip === filled.place.pin ? filled : null;
  const localityName = (locality: NonNullable<PlaceNear["locality"]>) =>
    lang === "hi" && locality.nameHi ? locality.nameHi : locality.name;

  return (
    <Stack gap={6} align="flex-start">
      <Button
        variant="light"
        size="xs"
        radius="xl"
        leftSection={<IconMapPin size={14} />}
        loading={myLocation.busy}
        onClick={() => {
          setFilled(null);
          myLocation.locate();
        }}
      >
        {t("useMyLocation")}
      </Button>
      {myLocation.busy ? (
        <Text size="sm" c="dimmed" role="status">
          {t("locatingHint")}
        </Text>
      ) : myLocation.error ? (
        <Text size="sm" c="red.8" role="alert">
          {myLocation.error}
        </Text>
      ) : found ? (
        <Text size="sm" c="teal.8" role="status">
          {found.place.locality
            ? t("locationFilledLocality", {
                locality: localityName(found.place.locality),
                city: found.place.city,
                pin: found.place.pin,
              })
            : t("locationFilledPin", { pin: found.place.pin, city: found.place.city })}
          {found.address ? ` ${t("locationAddHouse")}` : null}
        </Text>
      ) : null}
    </Stack>
  );
}
