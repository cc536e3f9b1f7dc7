/** Money is integer paise everywhere; rupees only at the edges (legacy API, UI). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

// Built on first use, not when the module loads: every page (and the server) imports this module, few format money.
let rupeeFormat: Intl.NumberFormat | undefined;

export function formatRupees(paise: number): string {
  rupeeFormat ??= new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return rupeeFormat.format(paise / 100);
}
