// What the generated centres offer: the platform's six categories and a set of services per category,
// each with a base price in rupees per vehicle group (a group without a price is not offered).

export type Group = "car" | "bike" | "three_wheeler" | "heavy";

export const CATEGORIES = [
  { slug: "basic-wash", name: "Basic Wash", description: "Quick exterior washes." },
  { slug: "deluxe-wash", name: "Deluxe Wash", description: "A thorough wash inside and out." },
  {
    slug: "interior-cleaning",
    name: "Interior Cleaning",
    description: "Seats, carpets, dashboard, AC vents.",
  },
  { slug: "detailing", name: "Detailing", description: "Paint correction, polishing and coatings." },
  { slug: "steam-wash", name: "Steam Wash", description: "High-temperature steam cleaning." },
  { slug: "eco-wash", name: "Eco Wash", description: "Low-water and waterless washes." },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]["slug"];

export interface Template {
  category: CategorySlug;
  name: string;
  includes: string;
  minutes: number;
  rupees: Partial<Record<Group, number>>;
}

// biome-ignore format: one template per line reads as a table
export const TEMPLATES: readonly Template[] = [
  { category: "basic-wash", name: "Foam Wash", includes: "Exterior foam wash or Tyre shine or Glass cleaning", minutes: 30, rupees: { car: 299, bike: 129, three_wheeler: 149, heavy: 899 } },
  { category: "basic-wash", name: "Exterior Wash", includes: "Pressure rinse or Hand dry or Tyre dressing", minutes: 20, rupees: { car: 229, bike: 109, three_wheeler: 129 } },
  { category: "basic-wash", name: "Underbody Wash", includes: "Underbody pressure wash or Wheel arch cleaning", minutes: 30, rupees: { car: 349, heavy: 999 } },
  { category: "basic-wash", name: "Truck & Bus Wash", includes: "Body wash or Underbody wash or Cabin vacuum", minutes: 60, rupees: { heavy: 1199 } },
  { category: "deluxe-wash", name: "Premium Foam Wash", includes: "Snow foam wash or Interior vacuum or Dashboard polish", minutes: 45, rupees: { car: 549, bike: 199, heavy: 1499 } },
  { category: "deluxe-wash", name: "Wash & Wax", includes: "Foam wash or Carnauba wax coat or Glass cleaning", minutes: 60, rupees: { car: 749, bike: 249 } },
  { category: "deluxe-wash", name: "Full Body Shine", includes: "Foam wash or Body polish or Perfume spray", minutes: 60, rupees: { car: 899, three_wheeler: 349, heavy: 1799 } },
  { category: "interior-cleaning", name: "Dashboard & Upholstery Care", includes: "Dashboard polish or Seat shampoo", minutes: 90, rupees: { car: 999, heavy: 2499 } },
  { category: "interior-cleaning", name: "Interior Deep Cleaning", includes: "Vacuum cleaning or Carpet shampoo or AC vent cleaning", minutes: 120, rupees: { car: 1499, heavy: 3499 } },
  { category: "interior-cleaning", name: "Odour Removal & Sanitisation", includes: "Ozone treatment or AC duct sanitisation", minutes: 45, rupees: { car: 649, three_wheeler: 299 } },
  { category: "detailing", name: "Ceramic Coating", includes: "Paint decontamination or Machine polish or 9H ceramic coating", minutes: 480, rupees: { car: 6999, bike: 2999 } },
  { category: "detailing", name: "Rubbing & Polishing", includes: "Machine rubbing or Swirl removal or Paint polish", minutes: 180, rupees: { car: 2499, bike: 799 } },
  { category: "detailing", name: "Teflon Coating", includes: "Foam wash or Teflon paint protection", minutes: 150, rupees: { car: 3499, bike: 999 } },
  { category: "detailing", name: "Headlight Restoration", includes: "Lens sanding or UV clear coat", minutes: 60, rupees: { car: 899, bike: 399 } },
  { category: "steam-wash", name: "Exterior Steam Wash", includes: "Exterior steam wash or Tyre shine", minutes: 45, rupees: { car: 449, bike: 179, three_wheeler: 199, heavy: 1199 } },
  { category: "steam-wash", name: "Engine Bay Steam Cleaning", includes: "Engine steam cleaning or Degreasing", minutes: 40, rupees: { car: 599, bike: 249, heavy: 1499 } },
  { category: "steam-wash", name: "Interior Steam Sanitisation", includes: "Seat steam cleaning or AC vent sanitising", minutes: 90, rupees: { car: 1199 } },
  { category: "eco-wash", name: "Waterless Wash", includes: "Waterless spray wash or Microfibre wipe", minutes: 30, rupees: { car: 349, bike: 149 } },
  { category: "eco-wash", name: "Doorstep Eco Wash", includes: "Bucket wash or Biodegradable shampoo", minutes: 40, rupees: { car: 399, bike: 169, three_wheeler: 179 } },
  { category: "eco-wash", name: "Rainwater Rinse", includes: "Recycled water rinse or Hand dry", minutes: 25, rupees: { car: 249, heavy: 799 } },
];

/** Price of a vehicle type relative to its group's reference vehicle. */
export const VEHICLE_FACTOR: Record<string, number> = {
  motorcycle: 1,
  car: 1,
  hatchback: 0.9,
  sedan: 1.1,
  suv: 1.3,
  "town-car": 1.15,
  "luxury-car": 1.7,
  "executive-car": 1.5,
  "sports-car": 1.9,
  auto: 1,
  pickup: 1,
  truck: 1.6,
  bus: 1.9,
};

/** What a centre washes. */
export const CENTRE_KINDS = {
  car: ["car", "hatchback", "sedan", "suv", "town-car", "luxury-car", "executive-car", "sports-car"],
  car_bike: ["car", "hatchback", "sedan", "suv", "luxury-car", "motorcycle"],
  multi: ["car", "hatchback", "sedan", "suv", "motorcycle", "auto"],
  heavy: ["pickup", "truck", "bus", "auto", "car", "suv"],
} as const;

export type CentreKind = keyof typeof CENTRE_KINDS;
