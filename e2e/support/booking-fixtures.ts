import { expect, type Page } from "@playwright/test";
// The product's own India-time rule (the e2e folder is not a workspace package, so by path).
import { indiaDate as indiaDateFrom } from "../../packages/contracts/src/india-time";
import { trpc } from "./trpc";

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

/** What a journey's booking made over the API may set; the rest is one customer's usual details. */
type BookingDetails = {
  paymentMethod: "cash" | "upi";
  contactMobile: string;
  address: string;
  brand: string;
};

/**
 * A booking made over the API as the site makes one: the centre's first priced service, at the centre, at its
 * first free time on `date` (its last with `latest`). Answers the booking, its time and the centre's catalogue.
 */
export async function bookOverApi<Booking extends { id: number; code: string }>(
  baseUrl: string,
  customerToken: string,
  options: { centreId: number; date: string; latest?: boolean } & Partial<BookingDetails>,
): Promise<{ booking: Booking; time: string; centre: CatalogCentre }> {
  const { centreId, date, latest = false, ...details } = options;
  const centre = await fetchCentre(baseUrl, centreId);
  const service = centre.services[0];
  const price = service?.prices[0];
  if (!service || !price) throw new Error(`${centre.name} has no priced service`);
  const cart = {
    centreId: centre.id,
    vehicleTypeId: price.vehicleTypeId,
    items: [{ serviceId: service.id, quantity: 1 }],
  };
  const { slots } = await trpc<{ slots: { time: string; available: boolean }[] }>(
    baseUrl,
    "query",
    "booking.availability",
    { ...cart, date },
  );
  const free = slots.filter((slot) => slot.available);
  const time = (latest ? free.at(-1) : free[0])?.time;
  if (!time) throw new Error(`no free slot at ${centre.name} on ${date}`);
  const booking = await trpc<Booking>(
    baseUrl,
    "mutation",
    "booking.create",
    {
      ...cart,
      serviceMode: "at_centre",
      date,
      time,
      vehicleNumber: "DL 3C AB 1234",
      contactMobile: "9876543210",
      state: "Delhi",
      city: "New Delhi",
      address: "B-12 Lajpat Nagar",
      zip: "110024",
      paymentMethod: "cash",
      ...details,
    },
    customerToken,
  );
  return { booking, time, centre };
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
