export type VehicleGroup = "bike" | "car" | "three-wheeler" | "heavy";

/** Vehicle types a service can be priced for: the legacy booking list plus the home search's car kinds. */
export const VEHICLE_TYPES = [
  { slug: "motorcycle", name: "Motorcycle", group: "bike" },
  { slug: "car", name: "Car", group: "car" },
  { slug: "hatchback", name: "Hatchback", group: "car" },
  { slug: "sedan", name: "Sedan", group: "car" },
  { slug: "suv", name: "SUV", group: "car" },
  { slug: "town-car", name: "Town Car", group: "car" },
  { slug: "luxury-car", name: "Luxury Car", group: "car" },
  { slug: "executive-car", name: "Executive Car", group: "car" },
  { slug: "sports-car", name: "Sports Car", group: "car" },
  { slug: "auto", name: "Auto", group: "three-wheeler" },
  { slug: "pickup", name: "Pickup", group: "heavy" },
  { slug: "truck", name: "Truck", group: "heavy" },
  { slug: "bus", name: "Bus", group: "heavy" },
] as const satisfies readonly { slug: string; name: string; group: VehicleGroup }[];

export type VehicleTypeSlug = (typeof VEHICLE_TYPES)[number]["slug"];

/** The six shortcut tiles on the home page. */
export const HOME_VEHICLE_TILES: readonly VehicleTypeSlug[] = [
  "hatchback",
  "truck",
  "pickup",
  "sedan",
  "suv",
  "bus",
];

export const BRANDS = [
  "Maruti Suzuki",
  "Hyundai",
  "Tata Motors",
  "Mahindra",
  "Toyota",
  "Honda",
  "Kia",
  "BMW",
  "MG",
  "Volkswagen",
  "Nissan",
  "Jeep",
  "Renault",
  "Skoda",
  "Ford",
  "Mercedes-Benz",
  "Land Rover",
] as const;
