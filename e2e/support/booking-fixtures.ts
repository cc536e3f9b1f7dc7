import { expect, type Page } from "@playwright/test";
// The product's own India-time rule (the e2e folder is not a workspace package, so by path).
import { indiaDate as indiaDateFrom } from "../../packages/contracts/src/india-time";

/** A cart line as the site keeps it in localStorage "services" (legacy field names). */
export type LegacyCartItem = {
  id: number;
  price: number;
  driver_fee: number;
  pick_drop: false;
  vehicle_type_id: number;
  vehicle_type: string;
  category_name: string;
  sub_category_name: string;
  service_id: number;
  quantity: number;
  centre_id: number;
  centre_name: string;
};

type CatalogCentre = {
  id: number;
  name: string;
  services: {
    id: number;
    categoryName: string;
    subCategoryName: string;
    driverFeePaise: number;
    prices: { vehicleTypeId: number; vehicleTypeName: string; pricePaise: number }[];
  }[];
};

/** catalog.centre over plain HTTP (superjson: the input travels as {"json": ...}). */
export async function fetchCentre(baseUrl: string, id: number): Promise<CatalogCentre> {
  const input = encodeURIComponent(JSON.stringify({ json: { id } }));
  const response = await fetch(`${baseUrl}/trpc/catalog.centre?input=${input}`);
  if (!response.ok) throw new Error(`catalog.centre answered ${response.status}`);
  const body = (await response.json()) as { result: { data: { json: CatalogCentre } } };
  return body.result.data.json;
}

/** Two services of one centre, both priced for the same vehicle type, as the centre page would add them. */
export async function twoServiceCart(baseUrl: string, centreId = 1): Promise<LegacyCartItem[]> {
  const centre = await fetchCentre(baseUrl, centreId);
  for (const first of centre.services) {
    for (const price of first.prices) {
      const second = centre.services.find(
        (s) => s.id !== first.id && s.prices.some((p) => p.vehicleTypeId === price.vehicleTypeId),
      );
      if (!second) continue;
      const line = (service: CatalogCentre["services"][number]): LegacyCartItem => {
        const priced = service.prices.find((p) => p.vehicleTypeId === price.vehicleTypeId);
        return {
          id: service.id,
          price: (priced?.pricePaise ?? 0) / 100,
          driver_fee: service.driverFeePaise / 100,
          pick_drop: false,
          vehicle_type_id: price.vehicleTypeId,
          vehicle_type: price.vehicleTypeName,
          category_name: service.categoryName,
          sub_category_name: service.subCategoryName,
          service_id: service.id,
          quantity: 1,
          centre_id: centre.id,
          centre_name: centre.name,
        };
      };
      return [line(first), line(second)];
    }
  }
  throw new Error(`centre ${centreId} has no two services for one vehicle type`);
}

/** An Indian calendar date (YYYY-MM-DD) `days` from now, whatever the test machine's zone. */
export const indiaDate = (days: number): string => indiaDateFrom(new Date(), days);

/** Stores the cart on the site's origin (the page must be on it). */
export async function seedCart(page: Page, items: LegacyCartItem[]): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem("services", JSON.stringify(value)), items);
}

/** Picks a date on the booking form and the first free time the centre offers then. */
export async function pickSlot(page: Page, date: string): Promise<string> {
  await page.getByLabel(/^Date/).fill(date);
  const firstTime = page.locator(".mantine-Chip-label").first();
  await expect(firstTime).toBeVisible();
  const time = (await firstTime.textContent())?.trim() ?? "";
  await firstTime.click();
  return time;
}
