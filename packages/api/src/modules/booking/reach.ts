import type { CreateBookingInput } from "@chamak/contracts";
import { DomainError } from "../../errors";
import { queryPlainRows, type SqlTarget } from "../../lib/plain-rows";
import { type AddressLocation, distanceKm, locateAddress } from "../places";
import type { BookableCentre } from "./schedule";

/** Where a centre goes for doorstep and pick & drop: a radius around it, and PIN codes it lists. */
export interface CentreReach {
  latitude: number | null;
  longitude: number | null;
  doorstepRadiusKm: number;
  pickDropRadiusKm: number;
  servicePins: string[];
}

/**
 * Refuses a doorstep or pick & drop booking for an address the centre does not go to, naming the address and
 * how far it is: a centre serves its listed PINs, and addresses within its radius for that mode, measured from
 * where the gazetteer places the address (its locality within its PIN, else the PIN's centre). A PIN India
 * Post does not have is refused at the PIN field; a centre without a location serves its listed PINs only.
 * Answers where the address is (the crew travels there); null at the centre, where anywhere will do.
 */
export async function assertCentreReaches(
  target: SqlTarget,
  centre: Pick<BookableCentre, "name" | "reach">,
  input: Pick<CreateBookingInput, "serviceMode" | "zip" | "address" | "city">,
): Promise<AddressLocation | null> {
  if (input.serviceMode === "at_centre") return null;
  const { reach } = centre;
  const location = await locateAddress((statement) => queryPlainRows(target, statement), {
    pin: input.zip,
    text: `${input.address} ${input.city}`,
  });
  if (!location)
    throw new DomainError("BAD_INPUT", { id: "errors.unknownPin", values: { pin: input.zip } }, "zip");
  if (reach.servicePins.includes(input.zip)) return location;
  if (reach.latitude === null || reach.longitude === null) {
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.noServiceArea", values: { centre: centre.name } },
      "serviceMode",
    );
  }
  const radiusKm = input.serviceMode === "doorstep" ? reach.doorstepRadiusKm : reach.pickDropRadiusKm;
  const km = distanceKm({ latitude: reach.latitude, longitude: reach.longitude }, location);
  if (km <= radiusKm) return location;
  throw new DomainError(
    "BAD_INPUT",
    {
      id: input.serviceMode === "doorstep" ? "errors.doorstepOutOfReach" : "errors.pickDropOutOfReach",
      values: { centre: centre.name, place: location.label, km: km.toFixed(1), radius: radiusKm },
    },
    "address",
  );
}
