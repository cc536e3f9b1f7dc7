import {
  INDIAN_STATES,
  instantToIndia,
  MOBILE_PATTERN,
  PIN_PATTERN,
  VEHICLE_TYPES,
  validateGstin,
} from "@chamak/contracts";
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, DEMO_LOGINS } from "./accounts-data";
import { bookingCode } from "./booking-details";
import { planBookings, type VehicleTypeRef } from "./booking-plan";
import { SERVICE_CATEGORIES, SERVICE_TEMPLATES, templatePricePaise, VEHICLE_TYPE_ROWS } from "./catalog-data";
import { buildCentres, SEED_CITIES } from "./centre-data";
import { createRandom } from "./random";
import { planServices } from "./service-plan";

const centres = buildCentres();
const approved = centres.filter((centre) => centre.status === "approved");

describe("demo centres", () => {
  it("has about ten approved centres per city and two pending applications", () => {
    for (const city of SEED_CITIES) {
      expect(approved.filter((centre) => centre.city === city)).toHaveLength(10);
    }
    expect(centres.filter((centre) => centre.status === "pending")).toHaveLength(2);
  });

  it("has valid, unique GSTINs registered in each centre's state", () => {
    const stateNames = new Set<string>(INDIAN_STATES.map((state) => state.name));
    for (const centre of centres) {
      expect(stateNames.has(centre.state)).toBe(true);
      expect(validateGstin(centre.gstin, centre.state)).toEqual({ ok: true, stateName: centre.state });
    }
    expect(new Set(centres.map((centre) => centre.gstin)).size).toBe(centres.length);
  });

  it("has unique names, emails and owners, Indian mobiles, PINs and coordinates", () => {
    expect(new Set(centres.map((centre) => centre.name)).size).toBe(centres.length);
    expect(new Set(centres.map((centre) => centre.email)).size).toBe(centres.length);
    expect(new Set(centres.map((centre) => centre.ownerEmail)).size).toBe(centres.length);
    expect(centres[0]?.ownerEmail).toBe("vendor@chamak.in");
    for (const centre of centres) {
      expect(centre.mobile).toMatch(MOBILE_PATTERN);
      expect(centre.mobile).toMatch(/^[789]/);
      expect(centre.zip).toMatch(PIN_PATTERN);
      const pinPrefix = { Delhi: "110", Noida: "201", Gurugram: "122", Mumbai: "400" }[centre.city];
      expect(centre.zip.startsWith(pinPrefix)).toBe(true);
      const [lat, lng] = centre.city === "Mumbai" ? [19.1, 72.87] : [28.55, 77.2];
      expect(Math.abs(centre.latitude - lat)).toBeLessThan(0.35);
      expect(Math.abs(centre.longitude - lng)).toBeLessThan(0.35);
      expect(centre.bays).toBeGreaterThanOrEqual(2);
      expect(centre.bays).toBeLessThanOrEqual(4);
      expect(centre.openingHours.map((hours) => hours.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
  });

  it("has demo customers with valid mobiles and states", () => {
    const stateNames = new Set<string>(INDIAN_STATES.map((state) => state.name));
    for (const customer of DEMO_CUSTOMERS) {
      expect(customer.mobile).toMatch(MOBILE_PATTERN);
      expect(stateNames.has(customer.state)).toBe(true);
    }
    expect(DEMO_CUSTOMERS[0]?.email).toBe(DEMO_LOGINS[0].email);
  });
});

describe("catalogue", () => {
  it("mirrors the contracts' vehicle types and has six categories", () => {
    expect(VEHICLE_TYPE_ROWS.map((row) => row.slug)).toEqual(VEHICLE_TYPES.map((type) => type.slug));
    expect(VEHICLE_TYPE_ROWS.find((row) => row.slug === "auto")?.group).toBe("three_wheeler");
    expect(SERVICE_CATEGORIES.map((category) => category.name)).toEqual([
      "Basic Wash",
      "Deluxe Wash",
      "Interior Cleaning",
      "Detailing",
      "Steam Wash",
      "Eco Wash",
    ]);
  });

  it("prices in sensible Indian ranges", () => {
    const foam = SERVICE_TEMPLATES.find((template) => template.subCategoryName === "Foam Wash");
    const ceramic = SERVICE_TEMPLATES.find((template) => template.subCategoryName === "Ceramic Coating");
    if (!foam || !ceramic) throw new Error("templates missing");
    for (const factor of [0.85, 1.15]) {
      const hatchback = templatePricePaise(foam, "hatchback", factor) ?? 0;
      expect(hatchback).toBeGreaterThanOrEqual(19_900);
      expect(hatchback).toBeLessThanOrEqual(39_900);
      const bike = templatePricePaise(foam, "motorcycle", factor) ?? 0;
      expect(bike).toBeGreaterThanOrEqual(9_900);
      expect(bike).toBeLessThanOrEqual(14_900);
      expect(templatePricePaise(foam, "truck", factor)).toBeGreaterThanOrEqual(99_900);
      expect(templatePricePaise(ceramic, "hatchback", factor)).toBeGreaterThanOrEqual(249_900);
    }
    expect(templatePricePaise(ceramic, "truck", 1)).toBeUndefined();
  });

  it("gives every centre 4 to 10 priced services with whole-rupee prices", () => {
    for (const centre of centres) {
      const services = planServices(centre);
      expect(services.length).toBeGreaterThanOrEqual(4);
      expect(services.length).toBeLessThanOrEqual(10);
      expect(new Set(services.map((s) => s.template.subCategoryName)).size).toBe(services.length);
      for (const service of services) {
        expect(service.prices.length).toBeGreaterThan(0);
        for (const { pricePaise } of service.prices) expect(pricePaise % 100).toBe(0);
      }
      if (centre.kind === "heavy") {
        const slugs = new Set(services.flatMap((s) => s.prices.map((p) => p.slug)));
        expect(slugs.has("truck") && slugs.has("bus")).toBe(true);
      }
    }
  });
});

describe("booking plan", () => {
  it("makes unique codes", () => {
    const codes = new Set(Array.from({ length: 50_000 }, (_, serial) => bookingCode(serial)));
    expect(codes.size).toBe(50_000);
    expect(bookingCode(0)).toMatch(/^CHK[0-9A-Z]{6}$/);
  });

  it("books past slots inside opening hours without double-booking a bay", () => {
    const vehicleTypes: VehicleTypeRef[] = VEHICLE_TYPE_ROWS.map((row, i) => ({ id: i + 1, ...row }));
    const typeId = new Map(vehicleTypes.map((type) => [type.slug, type.id]));
    const now = new Date("2025-06-15T06:30:00Z");
    for (const centre of approved) {
      const services = planServices(centre).map((service, i) => ({
        id: i + 1,
        categoryName: service.template.category,
        subCategoryName: service.template.subCategoryName,
        durationMinutes: service.template.durationMinutes,
        driverFeePaise: service.driverFeePaise,
        prices: service.prices.map((p) => ({
          vehicleTypeId: typeId.get(p.slug) ?? 0,
          pricePaise: p.pricePaise,
        })),
      }));
      const customers = DEMO_CUSTOMERS.map((profile, i) => ({ id: i + 1, profile, weight: 1 }));
      const plans = planBookings({
        centre: { ...centre, id: 1 },
        services,
        customers,
        vehicleTypes,
        now,
      });
      expect(plans.length).toBeGreaterThanOrEqual(4);
      const taken: { slotStart: Date; slotEnd: Date; bay: number }[] = [];
      for (const { booking, items, reservations, payment } of plans) {
        const start = new Date(booking.slotStart);
        const end = new Date(booking.slotEnd);
        expect(end.getTime()).toBeLessThan(now.getTime());
        const local = instantToIndia(start);
        const hours = centre.openingHours[local.weekday];
        const startMinute = local.minutes;
        const endMinute = startMinute + (end.getTime() - start.getTime()) / 60_000;
        expect(hours?.closed).toBe(false);
        expect(startMinute).toBeGreaterThanOrEqual(hours?.opensAt ?? 0);
        expect(endMinute).toBeLessThanOrEqual(hours?.closesAt ?? 0);
        expect(booking.subtotalPaise).toBe(items.reduce((sum, item) => sum + item.unitPricePaise, 0));
        expect(booking.totalPaise).toBe(booking.subtotalPaise + (booking.driverFeePaise ?? 0));
        expect(payment.amountPaise).toBe(booking.totalPaise);
        for (const item of items) expect(item.unitPricePaise).toBeGreaterThan(0);
        expect(reservations).toEqual([{ slotStart: start, slotEnd: end, bay: expect.any(Number) }]);
        for (const { slotStart, slotEnd, bay } of reservations) {
          // No two bookings of the centre overlap on one bay.
          for (const other of taken) {
            const overlaps = other.bay === bay && other.slotStart < slotEnd && other.slotEnd > slotStart;
            expect(overlaps).toBe(false);
          }
          taken.push({ slotStart, slotEnd, bay });
        }
        expect(booking.vehicleNumber).toMatch(/^(DL \d{1,2}[CSRG]|UP 16|HR \d\d|MH \d\d) [A-Z]{2} \d{4}$/);
      }
    }
  });

  it("is deterministic", () => {
    const random = createRandom(42);
    const again = createRandom(42);
    expect(Array.from({ length: 5 }, () => random.next())).toEqual(
      Array.from({ length: 5 }, () => again.next()),
    );
    expect(buildCentres()).toEqual(centres);
  });
});
