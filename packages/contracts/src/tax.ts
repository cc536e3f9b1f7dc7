import { stateByName } from "./states";

/**
 * GST on what centres sell through Chamak, and the marketplace's own: the one place the rate and the code are
 * written. Prices are what the customer pays, tax included.
 */
export const GST = {
  /** SAC 998714: maintenance and cleaning of motor vehicles ("vehicle cleaning" services). */
  sac: "998714",
  ratePercent: 18,
  /** The marketplace's commission to a centre: SAC 998599, other support services. */
  commissionSac: "998599",
} as const;

/**
 * The marketplace's own legal details, as its commission invoices to centres name it (the supplier). Its GSTIN
 * is registered in Haryana (state code 06), where its office is.
 */
export const MARKETPLACE = {
  legalName: "Chamak Technologies Private Limited",
  tradeName: "Chamak",
  gstin: "06AABCC1234D1ZF",
  address: "Tower B, 4th Floor, Sector 44, Gurugram, Haryana 122003",
  state: "Haryana",
  email: "accounts@chamak.in",
} as const;

/** A state's two-digit GST code ("Delhi" → "07"), or null for a name that is not one of the 36. */
export function gstStateCode(state: string): string | null {
  return stateByName(state)?.gstCode ?? null;
}

/**
 * True when a supply is within one state (CGST and SGST), false when it crosses states (IGST). States are
 * compared by their GST code, so spelling and case do not matter; unknown names are compared as written.
 */
export function isIntraState(supplierState: string, placeOfSupply: string): boolean {
  const a = gstStateCode(supplierState);
  const b = gstStateCode(placeOfSupply);
  if (a && b) return a === b;
  return supplierState.trim().toLowerCase() === placeOfSupply.trim().toLowerCase();
}

export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

function assertPaise(paise: number, ratePercent: number): void {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`Not a whole number of paise: ${paise}`);
  if (!Number.isFinite(ratePercent) || ratePercent < 0)
    throw new RangeError(`Not a GST rate: ${ratePercent}`);
}

/**
 * A tax-inclusive amount split into its taxable value and tax: CGST and SGST when supplier and place of supply
 * are in the same state, IGST otherwise. CGST and SGST are one amount each, half the rate of the total's taxable
 * part rounded to the paisa, and the taxable value is what is left: the parts add up to the total, the two halves
 * are equal (as the law has them), and each is within a paisa of its rate on the taxable value.
 */
export function splitGst(
  totalPaise: number,
  intraState: boolean,
  ratePercent: number = GST.ratePercent,
): GstSplit {
  assertPaise(totalPaise, ratePercent);
  if (!intraState) {
    const igstPaise = Math.round((totalPaise * ratePercent) / (100 + ratePercent));
    return { taxablePaise: totalPaise - igstPaise, cgstPaise: 0, sgstPaise: 0, igstPaise, totalPaise };
  }
  const halfPaise = Math.round((totalPaise * ratePercent) / 2 / (100 + ratePercent));
  return {
    taxablePaise: totalPaise - 2 * halfPaise,
    cgstPaise: halfPaise,
    sgstPaise: halfPaise,
    igstPaise: 0,
    totalPaise,
  };
}

/**
 * GST on a tax-exclusive amount (the marketplace's commission), rounded to the paisa: CGST and SGST, each half
 * the rate of the taxable value and so equal, or IGST.
 */
export function addGst(
  taxablePaise: number,
  intraState: boolean,
  ratePercent: number = GST.ratePercent,
): GstSplit {
  assertPaise(taxablePaise, ratePercent);
  if (!intraState) {
    const igstPaise = Math.round((taxablePaise * ratePercent) / 100);
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise, totalPaise: taxablePaise + igstPaise };
  }
  const halfPaise = Math.round((taxablePaise * ratePercent) / 2 / 100);
  return {
    taxablePaise,
    cgstPaise: halfPaise,
    sgstPaise: halfPaise,
    igstPaise: 0,
    totalPaise: taxablePaise + 2 * halfPaise,
  };
}

/** The Indian financial year (April to March) an India date falls in: "2026-27". */
export function financialYear(indiaDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(indiaDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${indiaDate}`);
  const year = Number(indiaDate.slice(0, 4));
  const month = Number(indiaDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * Where a booking's service is supplied, for GST: the state of the address the customer gave when the service
 * comes to them (pick & drop collects the vehicle there, doorstep washes it there), otherwise the centre's own
 * state (the vehicle is washed at the centre). Invoices and the TCS return (GSTR-8) both read it.
 */
export function placeOfSupplyOf(
  serviceMode: "at_centre" | "pick_drop" | "doorstep" | "plan",
  bookingState: string,
  centreState: string,
): string {
  return serviceMode === "at_centre" ? centreState : bookingState;
}
