import type { CatalogService } from "@chamak/contracts";
import { describe, expect, it } from "vitest";
import { centreVehicles, findVehicle, priceFor, resolveVehicle } from "./vehicle-choice";

const price = (id: number, slug: string, name: string, pricePaise: number) => ({
  vehicleTypeId: id,
  vehicleTypeSlug: slug,
  vehicleTypeName: name,
  pricePaise,
});

const service = (id: number, prices: CatalogService["prices"]): CatalogService => ({
  id,
  categoryId: 1,
  categoryName: "Basic Wash",
  categorySlug: "basic-wash",
  subCategoryName: "Foam Wash",
  description: "Includes Foam",
  includes: ["Foam"],
  durationMinutes: 30,
  driverFeePaise: 9900,
  rating: { average: null, count: 0 },
  bookingCount: 0,
  prices,
});

const services = [
  service(1, [price(5, "suv", "Suv", 41_900), price(4, "sedan", "Sedan", 34_900)]),
  service(2, [price(4, "sedan", "Sedan", 54_900), price(1, "motorcycle", "Motorcycle", 19_900)]),
];

describe("the vehicle the centre page prices for", () => {
  const vehicles = centreVehicles(services);

  it("lists each priced vehicle once, in the platform's order", () => {
    expect(vehicles.map((v) => v.slug)).toEqual(["motorcycle", "sedan", "suv"]);
  });

  it("defaults to Suv when nothing is stored and the centre prices it", () => {
    expect(resolveVehicle(vehicles, null, null)?.slug).toBe("suv");
    expect(resolveVehicle(centreVehicles([services[1] as CatalogService]), null, null)).toBeNull();
  });

  it("uses the stored choice, also a legacy name in any case", () => {
    expect(resolveVehicle(vehicles, "sedan", null)?.slug).toBe("sedan");
    expect(findVehicle(vehicles, "MOTORCYCLE")?.slug).toBe("motorcycle");
  });

  it("has no vehicle when the stored one is not offered here", () => {
    expect(resolveVehicle(vehicles, "bus", null)).toBeNull();
  });

  it("follows the cart when the cart is from this centre", () => {
    expect(resolveVehicle(vehicles, "suv", 4)?.slug).toBe("sedan");
  });

  it("prices a service for a vehicle, or says it is not offered", () => {
    expect(priceFor(services[1] as CatalogService, 4)).toBe(54_900);
    expect(priceFor(services[1] as CatalogService, 5)).toBeNull();
    expect(priceFor(services[1] as CatalogService, undefined)).toBeNull();
  });
});
