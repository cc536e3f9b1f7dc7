export type RoundTo = 1 | 5 | 10;

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
