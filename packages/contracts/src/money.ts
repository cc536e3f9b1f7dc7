/** Money is integer paise everywhere; rupees only at the edges (legacy API, UI). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** An integer's digits with Indian grouping: "1234567" → "12,34,567" (the last three digits, then pairs). */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${pairs},${digits.slice(-3)}`;
}

/** Whole rupees with Indian grouping, for limits and round sums: 10_000_000 paise → "₹1,00,000". */
export function formatWholeRupees(paise: number): string {
  return `₹${groupIndianDigits(String(Math.round(paise / 100)))}`;
}

/**
 * The one limit of a service's price (per vehicle type) and of its pick & drop driver fee, in paise: the schemas
 * check them, the console's fields take them, and every message states them the same way (formatWholeRupees).
 */
export const PRICE_LIMITS_PAISE = { min: 100, max: 10_000_000 } as const;
export const DRIVER_FEE_MAX_PAISE = 1_000_000;

/** Intl writes -0 with its sign too. */
export function isNegativeNumber(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

// Built on first use, not when the module loads: every page (and the server) imports this module, and whole
// paise are written by hand (the first Intl object of a locale costs a slow phone ~30 ms of main thread).
let rupeeFormat: Intl.NumberFormat | undefined;

/** Paise as Intl's en-IN INR currency format writes them: "₹1,23,456.78". */
export function formatRupees(paise: number): string {
  if (Number.isSafeInteger(paise)) {
    const abs = Math.abs(paise);
    const fraction = String(abs % 100).padStart(2, "0");
    return `${isNegativeNumber(paise) ? "-" : ""}₹${groupIndianDigits(String(Math.floor(abs / 100)))}.${fraction}`;
  }
  rupeeFormat ??= new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return rupeeFormat.format(paise / 100);
}
