import type { PlaceNear } from "@chamak/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useServerMessage } from "../forms/field-message";
import { useNearMe } from "../listing/use-near-me";

/**
 * "Use my location" for an address: the browser's position (asked only on the tap, with a timeout), then the
 * gazetteer's nearest place to it (places.near). `onFound` gets the place; a failure is one line to show by the
 * button, saying what happened and that the PIN can be typed instead.
 */
export function useMyLocation(onFound: (place: PlaceNear) => void) {
  const t = useT("booking");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const serverMessage = useServerMessage();
  const [lookingUp, setLookingUp] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);

  const position = useNearMe(async ({ lat, lng }) => {
    setLookingUp(true);
    try {
      const place = await queryClient.fetchQuery({
        ...trpc.places.near.queryOptions({ latitude: lat, longitude: lng }),
        staleTime: 5 * 60_000,
      });
      onFound(place);
    } catch (error) {
      // The server's own words when it answered ("no place within 25 km: type your PIN"), else the network's.
      setLookupError(serverMessage(error) ?? t("locationLookupFailed"));
    } finally {
      setLookingUp(false);
    }
  });

  const positionError =
    position.error === "denied"
      ? t("locationDenied")
      : position.error === "unsupported"
        ? t("locationUnsupported")
        : position.error === "unavailable"
          ? t("locationUnavailable")
          : null;

  return {
    locate() {
      setLookupError(null);
      position.locate();
    },
    busy: position.locating || lookingUp,
    error: positionError ?? lookupError,
  };
}
