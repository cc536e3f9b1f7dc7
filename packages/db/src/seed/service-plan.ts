// Which services each demo centre offers, and at what price for which vehicles.
import type { VehicleTypeSlug } from "@chamak/contracts";
import { SERVICE_TEMPLATES, type ServiceTemplate, templatePricePaise } from "./catalog-data";
import type { CentreSeed } from "./centre-data";
import { createRandom, seedFrom } from "./random";

export interface PlannedService {
  template: ServiceTemplate;
  driverFeePaise: number;
  prices: { slug: VehicleTypeSlug; pricePaise: number }[];
}

export const MIN_SERVICES_PER_CENTRE = 4;
export const MAX_SERVICES_PER_CENTRE = 10;

/**
 * 4 to 10 services per centre, always including a basic wash (the truck & bus wash at heavy-vehicle
 * centres), each priced for the centre's vehicles that the template serves. Prices are the template's
 * scaled by a per-service factor between 0.85 and 1.15, so no two centres charge quite the same.
 */
export function planServices(centre: CentreSeed): PlannedService[] {
  const random = createRandom(seedFrom(`services:${centre.gstin}`));
  const servesCentre = (template: ServiceTemplate) =>
    centre.vehicles.some((slug) => templatePricePaise(template, slug, 1) !== undefined);
  const candidates = SERVICE_TEMPLATES.filter(servesCentre);
  const anchorName =
    centre.kind === "heavy" ? "Truck & Bus Wash" : random.pick(["Foam Wash", "Exterior Wash"]);
  const anchor = candidates.find((template) => template.subCategoryName === anchorName);
  if (!anchor) throw new Error(`No ${anchorName} template for ${centre.name}`);
  const count = random.int(MIN_SERVICES_PER_CENTRE, Math.min(MAX_SERVICES_PER_CENTRE, candidates.length));
  const chosen = new Set([
    anchor,
    ...random.sample(
      candidates.filter((template) => template !== anchor),
      count - 1,
    ),
  ]);
  return SERVICE_TEMPLATES.filter((template) => chosen.has(template)).map((template) => {
    const factor = 0.85 + random.next() * 0.3;
    const prices = centre.vehicles.flatMap((slug) => {
      const pricePaise = templatePricePaise(template, slug, factor);
      return pricePaise === undefined ? [] : [{ slug, pricePaise }];
    });
    return { template, driverFeePaise: template.driverFeeRupees * 100, prices };
  });
}
