import { formatWholeRupees, PRICE_LIMITS_PAISE } from "@chamak/contracts";

export type RoundTo = 1 | 5 | 10;

/** A bulk change is a percentage from -90 to +200, to two decimals (7.5% is 7.5%, never 7%), and not 0. */
export const BULK_PERCENT = { min: -90, max: 200, decimals: 2 } as const;

/** What is wrong with a typed percentage ("7.5", "-10"), or null when it can be applied; "" is not yet typed. */
export function percentIssue(typed: number | string): string | null {
  if (typed === "" || typed === "-") return "Enter the change in percent, such as 10, 7.5 or -5";
  const percent = Number(typed);
  if (!Number.isFinite(percent)) return "Enter the change as a number, such as 10, 7.5 or -5";
  const scaled = percent * 10 ** BULK_PERCENT.decimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-9)
    return `Enter the change with at most ${BULK_PERCENT.decimals} decimals, such as 7.5 or 7.25`;
  if (percent < BULK_PERCENT.min || percent > BULK_PERCENT.max || percent === 0)
    return `Enter a change between ${BULK_PERCENT.min}% and +${BULK_PERCENT.max}%, not 0`;
  return null;
}

/** A price changed by `percent` (e.g. +10 or -5), rounded to whole rupees (or ₹5 / ₹10), never below ₹1. */
export function adjustPrice(pricePaise: number, percent: number, roundTo: RoundTo = 1): number {
  const rupees = (pricePaise / 100) * (1 + percent / 100);
  const rounded = Math.round(rupees / roundTo) * roundTo;
  return Math.max(1, rounded) * 100;
}

export interface PriceRow {
  vehicleTypeId: number;
  vehicleTypeName: string;
  pricePaise: number;
}

export interface BulkChange {
  serviceId: number;
  name: string;
  prices: (PriceRow & { newPricePaise: number })[];
}

/** The preview of a bulk price change: every selected service's prices, old and new. */
export function previewBulkChange(
  services: readonly {
    id: number;
    categoryName: string;
    subCategoryName: string;
    prices: readonly PriceRow[];
  }[],
  percent: number,
  roundTo: RoundTo,
): BulkChange[] {
  return services.map((service) => ({
    serviceId: service.id,
    name: `${service.categoryName} — ${service.subCategoryName}`,
    prices: service.prices.map((price) => ({
      ...price,
      newPricePaise: adjustPrice(price.pricePaise, percent, roundTo),
    })),
  }));
}

/** The new prices above the one price limit: a change that would make them is not applied. */
export function pricesOverLimit(preview: readonly BulkChange[]): string[] {
  return preview.flatMap((change) =>
    change.prices
      .filter((price) => price.newPricePaise > PRICE_LIMITS_PAISE.max)
      .map((price) => `${change.name}, ${price.vehicleTypeName}`),
  );
}

/** "above ₹1,00,000, the most a price may be": the limit in the schema's own words and grouping. */
export const PRICE_LIMIT_TEXT = `above ${formatWholeRupees(PRICE_LIMITS_PAISE.max)}, the most a price may be`;
