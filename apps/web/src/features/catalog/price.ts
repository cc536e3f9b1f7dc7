import { formatRupees } from "@chamak/contracts";

/** ₹299 for whole rupees, ₹299.50 otherwise (prices are integer paise). */
export function formatPrice(paise: number): string {
  const text = formatRupees(paise);
  return paise % 100 === 0 ? text.replace(/\.00$/, "") : text;
}
