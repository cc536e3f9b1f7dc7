import { type CreateBookingInput, type TravelFeeBand, travelFeeFor } from "@chamak/contracts";
import { Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { queryPlainRows, type SqlTarget } from "../../lib/plain-rows";
import { type AddressLocation, distanceKm, locateAddress } from "../places";
import type { BookableCentre } from "./schedule";

/**
 * Where a centre goes for doorstep and pick & drop: a radius around it for each, or an area drawn by its corners
 * instead (`serviceArea`, PostgreSQL's polygon as text, x the longitude), and PIN codes it lists; and what
 * coming further costs.
 */
export interface CentreReach {
  latitude: number | null;
  longitude: number | null;
  doorstepRadiusKm: number;
  pickDropRadiusKm: number;
  servicePins: string[];
  serviceArea: string | null;
  travelFeeBands: TravelFeeBand[];
}

/** Where a doorstep or pick & drop address is, how far from the centre (null: the centre has no location), and its fee. */
export interface ReachedAddress extends AddressLocation {
  km: number | null;
  travelFeePaise: number;
}

/**
 * Refuses a doorstep or pick & drop booking for an address the centre does not go to, naming the address and
 * why: a centre serves its listed PINs, and addresses inside its drawn area or, without one, within its radius
 * for that mode, measured from where the gazetteer places the address (its locality within its PIN, else the
 * PIN's centre). A PIN India Post does not have is refused at the PIN field; a centre without a location serves
 * its listed PINs only. Answers where the address is (the crew travels there) and its travel fee; null at the
 * centre, where anywhere will do.
 */
export async function assertCentreReaches(
  target: SqlTarget,
  centre: Pick<BookableCentre, "name" | "reach">,
  input: Pick<CreateBookingInput, "serviceMode" | "zip" | "address" | "city">,
): Promise<ReachedAddress | null> {
  if (input.serviceMode === "at_centre") return null;
  const { reach } = centre;
  const location = await locateAddress((statement) => queryPlainRows(target, statement), {
    pin: input.zip,
    text: `${input.address} ${input.city}`,
  });
  if (!location)
    throw new DomainError("BAD_INPUT", { id: "errors.unknownPin", values: { pin: input.zip } }, "zip");
  const km =
    reach.latitude === null || reach.longitude === null
      ? null
      : distanceKm({ latitude: reach.latitude, longitude: reach.longitude }, location);
  const reached = {
    ...location,
    km,
    travelFeePaise: km === null ? 0 : travelFeeFor(reach.travelFeeBands, km),
  };
  if (reach.servicePins.includes(input.zip)) return reached;
  if (reach.serviceArea !== null) {
    if (await insideArea(target, reach.serviceArea, location)) return reached;
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.outsideServiceArea", values: { centre: centre.name, place: location.label } },
      "address",
    );
  }
  if (km === null) {
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.noServiceArea", values: { centre: centre.name } },
      "serviceMode",
    );
  }
  const radiusKm = input.serviceMode === "doorstep" ? reach.doorstepRadiusKm : reach.pickDropRadiusKm;
  if (km <= radiusKm) return reached;
  throw new DomainError(
    "BAD_INPUT",
    {
      id: input.serviceMode === "doorstep" ? "errors.doorstepOutOfReach" : "errors.pickDropOutOfReach",
      values: { centre: centre.name, place: location.label, km: km.toFixed(1), radius: radiusKm },
    },
    "address",
  );
}

/** Whether a place lies inside a drawn area, as PostgreSQL's polygon says (search asks it the same way). */
async function insideArea(target: SqlTarget, area: string, place: AddressLocation): Promise<boolean> {
  const [row] = await queryPlainRows<{ inside: boolean }>(
    target,
    Prisma.sql`SELECT ${area}::polygon @> point(${place.longitude}::float8, ${place.latitude}::float8) AS inside`,
  );
  return row?.inside === true;
}
