import type { PlaceNear } from "@chamak/contracts";
import { IconMapPin } from "@chamak/ui";
import { Button, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { fillFromPlace } from "./location-fill";
import type { BookingForm } from "./use-booking-form";
import { useMyLocation } from "./use-my-location";
import type { SavedDetails } from "./use-saved-details";

/**
 * "Use my location", under the PIN field: fills the PIN, city and state from where the phone is, and the locality
 * into the address unless the user typed one (location-fill.ts). The slot picker then loads the times for that
 * PIN, as for a typed one. What happened is said right under the button, where the user is looking.
 */
export function MyLocationButton({ form, saved }: { form: BookingForm; saved: SavedDetails }) {
  const t = useT("booking");
  const { lang } = useLang();
  const trpc = useTRPC();
  // Already read by the form (its prefill): the profile's address is one the form may have filled in itself.
  const me = useQuery(trpc.accounts.me.queryOptions());
  const [filled, setFilled] = useState<{ place: PlaceNear; address: "locality" | "cleared" | "kept" } | null>(
    null,
  );
  const myLocation = useMyLocation((place) => {
    const profile = me.data;
    const known =
      profile?.address && profile.zip
        ? [...saved.addresses, { address: profile.address, zip: profile.zip }]
        : saved.addresses;
    const { fill, address } = fillFromPlace(form.getValues(), place, known);
    form.setValues(fill);
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
          {found.address === "locality" ? ` ${t("locationAddHouse")}` : null}
          {found.address === "cleared" ? ` ${t("locationTypeAddress")}` : null}
        </Text>
      ) : null}
    </Stack>
  );
}
