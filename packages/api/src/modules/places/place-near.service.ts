import { PLACE_NEAR_MAX_KM, type PlaceNear, type PlaceNearInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { queryPlainRows } from "../../lib/plain-rows";
import { nearestPlace } from "./place-near";
import { stateOfPlace } from "./state-name";

/**
 * Where a phone is, for an address form ("Use my location"): the PIN, locality, city and state of the nearest
 * place the gazetteer knows. A position with nothing within PLACE_NEAR_MAX_KM is refused at the position, so the
 * form can say to type the PIN instead.
 */
export async function placeAt(db: Db, position: PlaceNearInput): Promise<PlaceNear> {
  const place = await nearestPlace(
    (statement) => queryPlainRows({ pool: db }, statement),
    position,
    PLACE_NEAR_MAX_KM,
  );
  if (!place) {
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.noPlaceNear", values: { km: PLACE_NEAR_MAX_KM } },
      "latitude",
    );
  }
  return {
    pin: place.pin,
    locality: place.kind === "locality" ? { name: place.name, nameHi: place.nameHi } : null,
    city: place.city ?? place.district,
    district: place.district,
    state: stateOfPlace(place),
    distanceKm: Math.round(place.km * 10) / 10,
  };
}
