// The platform catalogue: vehicle types, service categories and the service templates centres pick from.
import {
  type VehicleGroup as ContractsVehicleGroup,
  VEHICLE_TYPES,
  type VehicleTypeSlug,
} from "@chamak/contracts";
import type { VehicleGroup } from "../generated/prisma/enums";

/** The contracts spell the group "three-wheeler"; the database enum cannot hold a hyphen. */
export function toDbVehicleGroup(group: ContractsVehicleGroup): VehicleGroup {
  return group === "three-wheeler" ? "three_wheeler" : group;
}

/** Vehicle types in the database's enum spelling, in the contracts' order. */
export const VEHICLE_TYPE_ROWS = VEHICLE_TYPES.map((type, position) => ({
  slug: type.slug,
  name: type.name,
  group: toDbVehicleGroup(type.group),
  position,
}));

export const SERVICE_CATEGORIES = [
  {
    slug: "basic-wash",
    name: "Basic Wash",
    description: "Quick exterior washes that keep the daily dust and grime off.",
  },
  {
    slug: "deluxe-wash",
    name: "Deluxe Wash",
    description: "A thorough wash inside and out, finished with polish and wax.",
  },
  {
    slug: "interior-cleaning",
    name: "Interior Cleaning",
    description: "Deep cleaning of seats, carpets, roof lining, dashboard and AC vents.",
  },
  {
    slug: "detailing",
    name: "Detailing",
    description: "Paint correction, polishing and long-lasting protective coatings.",
  },
  {
    slug: "steam-wash",
    name: "Steam Wash",
    description: "High-temperature steam that lifts grease and sanitises without harsh chemicals.",
  },
  {
    slug: "eco-wash",
    name: "Eco Wash",
    description: "Low-water and waterless washes with biodegradable products.",
  },
] as const;

export type CategorySlug = (typeof SERVICE_CATEGORIES)[number]["slug"];

/**
 * Base price in whole rupees for each group's reference vehicle (motorcycle, hatchback, auto, pickup).
 * A group without a price is not offered by the template.
 */
export type GroupPrices = Partial<Record<VehicleGroup, number>>;

export interface ServiceTemplate {
  category: CategorySlug;
  subCategoryName: string;
  /** What the service includes; stored in the legacy style "Includes A or B or C". */
  includes: readonly [string, ...string[]];
  durationMinutes: number;
  driverFeeRupees: number;
  rupees: GroupPrices;
}

export const SERVICE_TEMPLATES: readonly ServiceTemplate[] = [
  {
    category: "basic-wash",
    subCategoryName: "Foam Wash",
    includes: ["Exterior foam wash", "Tyre shine", "Glass cleaning"],
    durationMinutes: 30,
    driverFeeRupees: 99,
    rupees: { car: 299, bike: 129, three_wheeler: 149, heavy: 899 },
  },
  {
    category: "basic-wash",
    subCategoryName: "Exterior Wash",
    includes: ["Pressure rinse", "Hand dry with microfibre", "Tyre dressing"],
    durationMinutes: 20,
    driverFeeRupees: 99,
    rupees: { car: 229, bike: 109, three_wheeler: 129 },
  },
  {
    category: "basic-wash",
    subCategoryName: "Underbody Wash",
    includes: ["Underbody pressure wash", "Wheel arch cleaning", "Mud and salt removal"],
    durationMinutes: 30,
    driverFeeRupees: 99,
    rupees: { car: 349, heavy: 999 },
  },
  {
    category: "basic-wash",
    subCategoryName: "Truck & Bus Wash",
    includes: ["High-pressure body wash", "Underbody wash", "Cabin vacuum", "Tyre and rim cleaning"],
    durationMinutes: 60,
    driverFeeRupees: 0,
    rupees: { heavy: 1199 },
  },
  {
    category: "deluxe-wash",
    subCategoryName: "Premium Foam Wash",
    includes: ["Snow foam wash", "Interior vacuum", "Dashboard polish", "Tyre shine"],
    durationMinutes: 45,
    driverFeeRupees: 149,
    rupees: { car: 549, bike: 199, heavy: 1499 },
  },
  {
    category: "deluxe-wash",
    subCategoryName: "Wash & Wax",
    includes: ["Foam wash", "Carnauba wax coat", "Glass cleaning", "Tyre dressing"],
    durationMinutes: 60,
    driverFeeRupees: 149,
    rupees: { car: 749, bike: 249 },
  },
  {
    category: "deluxe-wash",
    subCategoryName: "Full Body Shine",
    includes: ["Foam wash", "Body polish", "Interior vacuum", "Perfume spray"],
    durationMinutes: 60,
    driverFeeRupees: 149,
    rupees: { car: 899, three_wheeler: 349, heavy: 1799 },
  },
  {
    category: "interior-cleaning",
    subCategoryName: "Dashboard & Upholstery Care",
    includes: ["Dashboard polish", "Seat shampoo", "Door pad cleaning"],
    durationMinutes: 90,
    driverFeeRupees: 149,
    rupees: { car: 999, heavy: 2499 },
  },
  {
    category: "interior-cleaning",
    subCategoryName: "Interior Deep Cleaning",
    includes: ["Vacuum cleaning", "Roof lining cleaning", "Carpet shampoo", "AC vent cleaning"],
    durationMinutes: 120,
    driverFeeRupees: 199,
    rupees: { car: 1499, heavy: 3499 },
  },
  {
    category: "interior-cleaning",
    subCategoryName: "Odour Removal & Sanitisation",
    includes: ["Ozone treatment", "AC duct sanitisation", "Fabric deodorising"],
    durationMinutes: 45,
    driverFeeRupees: 99,
    rupees: { car: 649, three_wheeler: 299 },
  },
  {
    category: "detailing",
    subCategoryName: "Ceramic Coating",
    includes: ["Paint decontamination", "Single-stage machine polish", "9H ceramic coating"],
    durationMinutes: 480,
    driverFeeRupees: 249,
    rupees: { car: 6999, bike: 2999 },
  },
  {
    category: "detailing",
    subCategoryName: "Rubbing & Polishing",
    includes: ["Machine rubbing", "Swirl and scratch removal", "Paint polish"],
    durationMinutes: 180,
    driverFeeRupees: 199,
    rupees: { car: 2499, bike: 799 },
  },
  {
    category: "detailing",
    subCategoryName: "Teflon Coating",
    includes: ["Foam wash", "Teflon paint protection", "Tyre shine"],
    durationMinutes: 150,
    driverFeeRupees: 199,
    rupees: { car: 3499, bike: 999 },
  },
  {
    category: "steam-wash",
    subCategoryName: "Exterior Steam Wash",
    includes: ["Exterior steam wash", "Tyre shine", "Glass cleaning"],
    durationMinutes: 45,
    driverFeeRupees: 99,
    rupees: { car: 449, bike: 179, three_wheeler: 199, heavy: 1199 },
  },
  {
    category: "steam-wash",
    subCategoryName: "Engine Bay Steam Cleaning",
    includes: ["Engine steam cleaning", "Degreasing", "Plastic dressing"],
    durationMinutes: 40,
    driverFeeRupees: 99,
    rupees: { car: 599, bike: 249, heavy: 1499 },
  },
  {
    category: "steam-wash",
    subCategoryName: "Interior Steam Sanitisation",
    includes: ["Seat steam cleaning", "Germ removal", "AC vent sanitising"],
    durationMinutes: 90,
    driverFeeRupees: 149,
    rupees: { car: 1199 },
  },
  {
    category: "eco-wash",
    subCategoryName: "Waterless Wash",
    includes: ["Waterless spray wash", "Microfibre wipe", "Tyre shine"],
    durationMinutes: 30,
    driverFeeRupees: 49,
    rupees: { car: 249, bike: 99, three_wheeler: 129 },
  },
  {
    category: "eco-wash",
    subCategoryName: "Eco Foam Wash",
    includes: ["Biodegradable foam wash", "Low-water rinse", "Glass cleaning"],
    durationMinutes: 40,
    driverFeeRupees: 99,
    rupees: { car: 349, bike: 149, heavy: 949 },
  },
];

export function templateDescription(template: ServiceTemplate): string {
  return `Includes ${template.includes.join(" or ")}`;
}

/** How each vehicle type's price relates to its group's reference vehicle (1.0). */
export const VEHICLE_PRICE_FACTOR: Record<VehicleTypeSlug, number> = {
  motorcycle: 1,
  car: 1.05,
  hatchback: 1,
  sedan: 1.15,
  suv: 1.35,
  "town-car": 1.25,
  "luxury-car": 1.6,
  "executive-car": 1.45,
  "sports-car": 1.5,
  auto: 1,
  pickup: 1,
  truck: 1.35,
  bus: 1.5,
};

export function vehicleGroupOf(slug: VehicleTypeSlug): VehicleGroup {
  const row = VEHICLE_TYPE_ROWS.find((type) => type.slug === slug);
  if (!row) throw new Error(`Unknown vehicle type ${slug}`);
  return row.group;
}

/** A shop price in whole rupees ending in 9 (₹249, ₹2,499), returned in paise. */
export function shopPricePaise(rupees: number): number {
  const step = rupees >= 1000 ? 100 : 10;
  const rounded = Math.max(step, Math.round(rupees / step) * step) - 1;
  return rounded * 100;
}

/**
 * The price of a template for one vehicle type at a centre, or undefined when the template does not
 * serve that vehicle's group. `centreFactor` (about 0.85 to 1.15) makes each centre's prices its own.
 */
export function templatePricePaise(
  template: ServiceTemplate,
  slug: VehicleTypeSlug,
  centreFactor: number,
): number | undefined {
  const base = template.rupees[vehicleGroupOf(slug)];
  if (base === undefined) return undefined;
  return shopPricePaise(base * VEHICLE_PRICE_FACTOR[slug] * centreFactor);
}
