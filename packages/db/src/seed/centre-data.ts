// Demo centres: about ten approved centres in each of Delhi, Noida, Gurugram and Mumbai, plus two
// applications awaiting approval. Localities, PINs and coordinates are real; names and people are not.
import {
  formatAddress,
  gstinCheckCharacter,
  type IndianState,
  stateByName,
  type VehicleTypeSlug,
} from "@chamak/contracts";
import type { CentreStatus } from "../generated/prisma/enums";
import { createRandom, seedFrom } from "./random";

export const SEED_CITIES = ["Delhi", "Noida", "Gurugram", "Mumbai"] as const;
export type SeedCity = (typeof SEED_CITIES)[number];

export const CITY_STATE: Record<SeedCity, IndianState> = {
  Delhi: "Delhi",
  Noida: "Uttar Pradesh",
  Gurugram: "Haryana",
  Mumbai: "Maharashtra",
};

/** What a centre washes: cars only, cars and bikes, cars, bikes and autos, or fleets of heavy vehicles. */
export type CentreKind = "car" | "car_bike" | "multi" | "heavy";

const CAR_KINDS: readonly VehicleTypeSlug[] = [
  "car",
  "hatchback",
  "sedan",
  "suv",
  "town-car",
  "luxury-car",
  "executive-car",
  "sports-car",
];

export const KIND_VEHICLES: Record<CentreKind, readonly VehicleTypeSlug[]> = {
  car: CAR_KINDS,
  car_bike: [...CAR_KINDS, "motorcycle"],
  multi: [...CAR_KINDS, "motorcycle", "auto"],
  heavy: ["pickup", "truck", "bus", "auto", "car", "suv"],
};

interface CentreSource {
  name: string;
  city: SeedCity;
  locality: string;
  street: string;
  zip: string;
  latitude: number;
  longitude: number;
  kind: CentreKind;
  ownerName: string;
  status?: Extract<CentreStatus, "pending">;
}

// biome-ignore format: one centre per line reads as a table
const SOURCES: readonly CentreSource[] = [
  // Delhi
  { name: "Sparkle Auto Spa", city: "Delhi", locality: "Lajpat Nagar", street: "Shop 14, Ring Road, Lajpat Nagar IV", zip: "110024", latitude: 28.5677, longitude: 77.2433, kind: "car_bike", ownerName: "Rajesh Kumar" },
  { name: "AquaShine Car Care", city: "Delhi", locality: "Karol Bagh", street: "8/21 Ajmal Khan Road", zip: "110005", latitude: 28.6512, longitude: 77.1902, kind: "multi", ownerName: "Harpreet Singh Bedi" },
  { name: "Dwarka Foam Studio", city: "Delhi", locality: "Dwarka Sector 10", street: "Plot 5, Pocket 2, Sector 10 Market", zip: "110075", latitude: 28.581, longitude: 77.057, kind: "car", ownerName: "Sunil Yadav" },
  { name: "Raftaar Auto Detailing", city: "Delhi", locality: "Rohini Sector 7", street: "B-4/112, Sector 7", zip: "110085", latitude: 28.7106, longitude: 77.1163, kind: "car_bike", ownerName: "Amit Goel" },
  { name: "Gloss Garage", city: "Delhi", locality: "Saket", street: "Shop 3, Press Enclave Road", zip: "110017", latitude: 28.5244, longitude: 77.21, kind: "car", ownerName: "Nikhil Arora" },
  { name: "Crystal Clean Car Spa", city: "Delhi", locality: "Janakpuri", street: "C-2B/45, Pankha Road", zip: "110058", latitude: 28.6219, longitude: 77.0878, kind: "car_bike", ownerName: "Manoj Chawla" },
  { name: "Shubh Motors Car Wash", city: "Delhi", locality: "Preet Vihar", street: "V-12, Vikas Marg", zip: "110092", latitude: 28.6416, longitude: 77.295, kind: "multi", ownerName: "Deepak Jain" },
  { name: "Capital Truck & Bus Wash", city: "Delhi", locality: "Sanjay Gandhi Transport Nagar", street: "Gate 2, GT Karnal Road", zip: "110042", latitude: 28.7364, longitude: 77.16, kind: "heavy", ownerName: "Gurmeet Singh" },
  { name: "Mirror Finish Detailers", city: "Delhi", locality: "Vasant Kunj", street: "Shop 9, D-6 Market", zip: "110070", latitude: 28.5293, longitude: 77.1525, kind: "car", ownerName: "Kabir Khanna" },
  { name: "EcoDrop Waterless Wash", city: "Delhi", locality: "Mayur Vihar Phase 1", street: "Pocket 1, Acharya Niketan Market", zip: "110091", latitude: 28.6045, longitude: 77.2947, kind: "car_bike", ownerName: "Pooja Bhatia" },
  // Noida
  { name: "Foam Factory Car Wash", city: "Noida", locality: "Sector 18", street: "Shop 22, Atta Market", zip: "201301", latitude: 28.5708, longitude: 77.3261, kind: "car_bike", ownerName: "Vivek Tyagi" },
  { name: "TechCity Auto Spa", city: "Noida", locality: "Sector 62", street: "C-56, Institutional Area", zip: "201309", latitude: 28.627, longitude: 77.365, kind: "car", ownerName: "Ashish Srivastava" },
  { name: "Bubble Bay Car Wash", city: "Noida", locality: "Sector 50", street: "Shop 7, Central Market", zip: "201301", latitude: 28.5705, longitude: 77.3666, kind: "car_bike", ownerName: "Ritu Agarwal" },
  { name: "Expressway Car Care", city: "Noida", locality: "Sector 137", street: "Plot 3, Expressway Service Road", zip: "201305", latitude: 28.509, longitude: 77.4068, kind: "multi", ownerName: "Sandeep Chauhan" },
  { name: "Nano Shine Auto", city: "Noida", locality: "Sector 44", street: "A-12, Sector 44", zip: "201303", latitude: 28.5557, longitude: 77.3379, kind: "car", ownerName: "Rahul Saxena" },
  { name: "Urban Suds Car Spa", city: "Noida", locality: "Sector 15", street: "Shop 4, Sector 15 Market", zip: "201301", latitude: 28.5846, longitude: 77.3115, kind: "car_bike", ownerName: "Anjali Mishra" },
  { name: "PitStop Wash & Detail", city: "Noida", locality: "Sector 27", street: "D-9, Sector 27", zip: "201301", latitude: 28.5733, longitude: 77.3299, kind: "car", ownerName: "Prakash Pandey" },
  { name: "Green Valley Eco Wash", city: "Noida", locality: "Sector 104", street: "Hajipur Market Road", zip: "201304", latitude: 28.5409, longitude: 77.37, kind: "car_bike", ownerName: "Shalini Dubey" },
  { name: "Wish Town Auto Studio", city: "Noida", locality: "Sector 128", street: "Shop 11, Jaypee Wish Town", zip: "201304", latitude: 28.5303, longitude: 77.3636, kind: "car", ownerName: "Varun Kapoor" },
  { name: "Noida Fleet Wash", city: "Noida", locality: "Sector 63", street: "H-138, Sector 63", zip: "201301", latitude: 28.6208, longitude: 77.3822, kind: "heavy", ownerName: "Mohd. Imran" },
  // Gurugram
  { name: "Cyber Shine Car Spa", city: "Gurugram", locality: "DLF Phase 3", street: "U-12/7, DLF Phase 3", zip: "122002", latitude: 28.4925, longitude: 77.093, kind: "car", ownerName: "Rohit Dahiya" },
  { name: "Sohna Road Auto Care", city: "Gurugram", locality: "Sohna Road", street: "Shop 11, Sector 49, Sohna Road", zip: "122018", latitude: 28.4089, longitude: 77.042, kind: "car_bike", ownerName: "Naveen Hooda" },
  { name: "Carz Kleen Studio", city: "Gurugram", locality: "Sector 56", street: "Shop 5, HUDA Market, Sector 56", zip: "122011", latitude: 28.4228, longitude: 77.1025, kind: "car", ownerName: "Tarun Sethi" },
  { name: "Royal Auto Detailing", city: "Gurugram", locality: "Golf Course Road", street: "Ground Floor, Sector 43, Golf Course Road", zip: "122002", latitude: 28.4534, longitude: 77.099, kind: "car", ownerName: "Aditya Malhotra" },
  { name: "Showroom Shine", city: "Gurugram", locality: "MG Road", street: "Near MG Road Metro Station", zip: "122002", latitude: 28.4795, longitude: 77.0801, kind: "car_bike", ownerName: "Sanjay Bhardwaj" },
  { name: "Steam Kings Car Care", city: "Gurugram", locality: "Sector 14", street: "SCO 31, Sector 14 Market", zip: "122001", latitude: 28.47, longitude: 77.0446, kind: "multi", ownerName: "Ajay Rathee" },
  { name: "Jet Spray Car Care", city: "Gurugram", locality: "Palam Vihar", street: "C-1/22, Palam Vihar", zip: "122017", latitude: 28.5103, longitude: 77.039, kind: "car_bike", ownerName: "Mukesh Sharma" },
  { name: "Spotless Motors", city: "Gurugram", locality: "Sector 29", street: "SCO 14, Sector 29", zip: "122001", latitude: 28.4691, longitude: 77.0633, kind: "car", ownerName: "Kunal Grover" },
  { name: "Neat Ride Car Care", city: "Gurugram", locality: "Sushant Lok 1", street: "B-Block Market, Sushant Lok 1", zip: "122009", latitude: 28.4637, longitude: 77.0735, kind: "car_bike", ownerName: "Sonia Kataria" },
  { name: "NH-48 Truck & Bus Wash", city: "Gurugram", locality: "Sector 37", street: "Plot 88, Khandsa Road, Sector 37", zip: "122001", latitude: 28.4347, longitude: 76.9975, kind: "heavy", ownerName: "Balwinder Singh" },
  // Mumbai
  { name: "AquaGlide Car Spa", city: "Mumbai", locality: "Andheri West", street: "Shop 6, Lokhandwala Complex", zip: "400053", latitude: 19.1364, longitude: 72.8296, kind: "car_bike", ownerName: "Sachin Patil" },
  { name: "Bandstand Auto Spa", city: "Mumbai", locality: "Bandra West", street: "14 Hill Road", zip: "400050", latitude: 19.0553, longitude: 72.831, kind: "car", ownerName: "Cyrus Mistry" },
  { name: "Lakeside Car Care", city: "Mumbai", locality: "Powai", street: "Shop 3, Hiranandani Gardens", zip: "400076", latitude: 19.1176, longitude: 72.906, kind: "car", ownerName: "Nitin Kulkarni" },
  { name: "Clean Cruiser", city: "Mumbai", locality: "Goregaon East", street: "Unit 2, Western Express Highway", zip: "400063", latitude: 19.1663, longitude: 72.8526, kind: "car_bike", ownerName: "Mahesh Shetty" },
  { name: "Shine On Car Care", city: "Mumbai", locality: "Chembur", street: "Plot 42, Sion-Trombay Road", zip: "400071", latitude: 19.0522, longitude: 72.9005, kind: "multi", ownerName: "Abdul Shaikh" },
  { name: "Polish Point Detailers", city: "Mumbai", locality: "Malad West", street: "Shop 12, Link Road", zip: "400064", latitude: 19.186, longitude: 72.8485, kind: "car", ownerName: "Farhan Qureshi" },
  { name: "Fresh Wheels Auto Spa", city: "Mumbai", locality: "Borivali West", street: "Shop 9, LT Road", zip: "400092", latitude: 19.2307, longitude: 72.8567, kind: "car_bike", ownerName: "Ketan Shah" },
  { name: "Gleam Garage", city: "Mumbai", locality: "Dadar West", street: "Near Shivaji Park, Keluskar Road", zip: "400028", latitude: 19.0186, longitude: 72.8424, kind: "car", ownerName: "Omkar Sawant" },
  { name: "Harbour Fleet Wash", city: "Mumbai", locality: "Wadala East", street: "Bay 7, Wadala Truck Terminal", zip: "400037", latitude: 19.0176, longitude: 72.8722, kind: "heavy", ownerName: "Ramesh Gaikwad" },
  { name: "Vapour Car Care", city: "Mumbai", locality: "Vile Parle East", street: "Shop 5, Nehru Road", zip: "400057", latitude: 19.099, longitude: 72.8497, kind: "car_bike", ownerName: "Swati Deshpande" },
  // Applications awaiting approval
  { name: "Zoom Car Spa", city: "Delhi", locality: "Pitampura", street: "QU Block Market", zip: "110034", latitude: 28.699, longitude: 77.1384, kind: "car_bike", ownerName: "Vikas Bansal", status: "pending" },
  { name: "New Gurgaon Auto Spa", city: "Gurugram", locality: "Sector 82", street: "Shop 2, Vatika India Next", zip: "122004", latitude: 28.3887, longitude: 76.9637, kind: "car", ownerName: "Pankaj Yadav", status: "pending" },
];

export interface OpeningHoursSeed {
  weekday: number;
  opensAt: number;
  closesAt: number;
  closed: boolean;
}

export interface CentreSeed {
  /** Stable position in the list; keys the booking codes. */
  index: number;
  name: string;
  ownerName: string;
  ownerEmail: string;
  mobile: string;
  email: string;
  gstin: string;
  locality: string;
  address: string;
  city: SeedCity;
  state: IndianState;
  zip: string;
  latitude: number;
  longitude: number;
  description: string;
  kind: CentreKind;
  vehicles: readonly VehicleTypeSlug[];
  status: Extract<CentreStatus, "approved" | "pending">;
  slotMinutes: number;
  bays: number;
  offersPickDrop: boolean;
  offersDoorstep: boolean;
  pickDropFeePaise: number | null;
  /** What coming further costs: the doorstep centres charge beyond 5 km (api contracts travel-fee.ts). */
  travelFeeBands: { beyondKm: number; feePaise: number }[];
  openingHours: OpeningHoursSeed[];
  /** Days before the seed's "now" the centre was approved. */
  approvedDaysAgo: number;
}

const HOUR = 60;

/** Weekly timetables: [opens, closes] in minutes after midnight, Sunday first, null when closed. */
const TIMETABLES: readonly (readonly ([number, number] | null)[])[] = [
  Array(7).fill([8 * HOUR, 20 * HOUR]),
  Array(7).fill([7 * HOUR, 22 * HOUR]),
  [[9 * HOUR, 19 * HOUR], [9 * HOUR, 19 * HOUR], null, ...Array(4).fill([9 * HOUR, 19 * HOUR])],
  [[9 * HOUR, 14 * HOUR], ...Array(6).fill([8 * HOUR, 20 * HOUR])],
  Array(7).fill([6 * HOUR, 22 * HOUR]),
];

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * A valid GSTIN: state code, a PAN-shaped 10 characters (entity type 'F' for a firm, the name's initial,
 * four digits that make it unique), entity number 1, 'Z' and the check character.
 */
export function demoGstin(state: IndianState, name: string, index: number): string {
  const gstCode = stateByName(state)?.gstCode;
  if (!gstCode) throw new Error(`No GST state code for ${state}`);
  const random = createRandom(seedFrom(`gstin:${name}`));
  const prefix = Array.from({ length: 3 }, () => random.pick([...LETTERS])).join("");
  const initial = name
    .replace(/[^A-Za-z]/g, "")
    .charAt(0)
    .toUpperCase();
  const digits = String(1000 + index * 211 + random.int(0, 199)).padStart(4, "0");
  const last = random.pick([...LETTERS]);
  const first14 = `${gstCode}${prefix}F${initial}${digits}${last}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

function describe(source: CentreSource, offersPickDrop: boolean, offersDoorstep: boolean): string {
  const what: Record<CentreKind, string> = {
    car: "Foam washes, interior care and paint protection for every kind of car",
    car_bike: "Car and bike washes, interior cleaning and detailing",
    multi: "Washes for cars, bikes and autos, with steam and eco options",
    heavy: "Fleet washing for trucks, buses and pickups, with wide bays and high-pressure rigs",
  };
  const extras = [
    offersPickDrop ? "Pick & drop available." : "",
    offersDoorstep ? "Doorstep service in nearby sectors." : "",
  ].filter(Boolean);
  return [`${what[source.kind]} in ${source.locality}, ${source.city}.`, ...extras].join(" ");
}

function mobileFor(key: string): string {
  const random = createRandom(seedFrom(`mobile:${key}`));
  return `${random.pick(["9", "8", "7"])}${String(random.int(0, 999_999_999)).padStart(9, "0")}`;
}

export function buildCentres(): CentreSeed[] {
  return SOURCES.map((source, index) => {
    const random = createRandom(seedFrom(`centre:${source.name}:${source.locality}`));
    const state = CITY_STATE[source.city];
    const slug = slugify(source.name);
    const heavy = source.kind === "heavy";
    const timetable =
      index === 0 ? TIMETABLES[0] : random.weighted(TIMETABLES.map((t, i) => [t, [5, 2, 2, 1, 1][i] ?? 1]));
    const offersPickDrop = index === 0 || (!heavy && random.chance(0.8));
    // The demo vendor's own centre (index 0) shows every way of serving a car; the draw is made anyway, so
    // the rest of its details come out as before.
    const doorstepDrawn = random.chance(0.3);
    const offersDoorstep = !heavy && (index === 0 || doorstepDrawn);
    return {
      index,
      name: source.name,
      ownerName: source.ownerName,
      ownerEmail: index === 0 ? "vendor@chamak.in" : `owner.${slug}@demo.chamak.in`,
      mobile: mobileFor(source.name),
      email: `${slug}@centres.chamak.in`,
      gstin: demoGstin(state, source.name, index),
      locality: source.locality,
      address: formatAddress(source.street, source.locality),
      city: source.city,
      state,
      zip: source.zip,
      latitude: source.latitude,
      longitude: source.longitude,
      description: describe(source, offersPickDrop, offersDoorstep),
      kind: source.kind,
      vehicles: KIND_VEHICLES[source.kind],
      status: source.status ?? "approved",
      slotMinutes: 30,
      bays: heavy ? 2 : random.int(2, 4),
      offersPickDrop,
      offersDoorstep,
      pickDropFeePaise: offersPickDrop && random.chance(0.25) ? random.pick([9900, 14900, 19900]) : null,
      travelFeeBands: offersDoorstep ? [{ beyondKm: 5, feePaise: 4900 }] : [],
      openingHours: (timetable ?? []).map((hours, weekday) => ({
        weekday,
        opensAt: hours?.[0] ?? 0,
        closesAt: hours?.[1] ?? 0,
        closed: hours === null,
      })),
      approvedDaysAgo: random.int(200, 420),
    };
  });
}

/** Localities of a city, for the addresses customers give at booking. */
export function localitiesOf(city: SeedCity): { locality: string; zip: string }[] {
  return SOURCES.filter((source) => source.city === city).map(({ locality, zip }) => ({ locality, zip }));
}
