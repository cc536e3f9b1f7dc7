/**
 * Indian registration numbers, in one normal form: upper case, in groups with one space between them, as the
 * plate is read. "hr26dk8337", "HR-26-DK-8337" and "HR 26DK 8337" are all stored and shown "HR 26 DK 8337";
 * Delhi's class letter stays with its district ("DL 3C AB 1234"); a Bharat series number reads "22 BH 1234 AA".
 * Every input path (the booking form, walk-ins, saved vehicles, the legacy API) goes through vehicleNumberSchema,
 * which uses this; migration 20261206140000_vehicle_number_normal_form brought the rows stored before it in line
 * (the same patterns in SQL).
 */
const BHARAT = /^(\d{2})(BH)(\d{4})([A-Z]{1,2})$/;
const DELHI = /^(DL)(\d{1,2}[A-Z])([A-Z]{0,2})(\d{1,4})$/;
const STATE = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/;

/** The letters and digits alone: "DL 3C AB 1234" → "DL3CAB1234". */
export function compactVehicleNumber(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** Whether a typed number is a registration number at all (spacing and dashes are free). */
export function isVehicleNumber(typed: string): boolean {
  const compact = compactVehicleNumber(typed);
  return BHARAT.test(compact) || STATE.test(compact);
}

/** The normal form of a registration number; one that is none is only trimmed, upper-cased and single-spaced. */
export function normaliseVehicleNumber(typed: string): string {
  const compact = compactVehicleNumber(typed);
  const groups = BHARAT.exec(compact) ?? DELHI.exec(compact) ?? STATE.exec(compact);
  if (!groups)
    return typed
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, " ");
  return groups
    .slice(1)
    .filter((group) => group !== "")
    .join(" ");
}
