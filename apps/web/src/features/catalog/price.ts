import { formatRupees } from "@chamak/contracts";
import { rupeesByHand } from "../../lib/intl-format";

/** ₹299 for whole rupees, ₹299.50 otherwise (prices are integer paise). */
export function formatPrice(paise: number): string {
  const text = rupeesByHand(paise) ?? formatRupees(paise);
  return paise % 100 === 0 ? text.replace(/\.00$/, "") : text;
}
