/**
 * What people type, over the demo data (packages/db/src/seed): each query with the centre that should come
 * first (`top`, by name) or what every centre shown should be (`where`, checked against the seeded rows).
 */
export type QualityGroup =
  | "English"
  | "Hinglish"
  | "Devanagari"
  | "typo"
  | "alias"
  | "PIN"
  | "place"
  | "combination";

export interface Where {
  city?: string;
  /** A service of exactly this name. */
  service?: string;
  /** A service in this category (slug). */
  category?: string;
  /** A service priced for this vehicle type ("car": any kind of car). */
  vehicle?: string;
  zip?: string;
  pickDrop?: true;
  doorstep?: true;
}

export interface QualityCase {
  q: string;
  group: QualityGroup;
  top?: string;
  where?: Where;
  near?: { lat: number; lng: number };
}

const SAKET = { lat: 28.5244, lng: 77.21 };
const SECTOR_18 = { lat: 28.5708, lng: 77.3261 };

// biome-ignore format: one query per line reads as a table
export const QUALITY_CASES: readonly QualityCase[] = [
  // Localities and sectors, as people write them
  { q: "Sector 18, Noida", group: "English", top: "Foam Factory Car Wash" },
  { q: "sector 62 noida", group: "English", top: "TechCity Auto Spa" },
  { q: "sec 62", group: "English", top: "TechCity Auto Spa" },
  { q: "sector-50", group: "English", top: "Bubble Bay Car Wash" },
  { q: "noida sec 137", group: "English", top: "Expressway Car Care" },
  { q: "Sector 44", group: "English", top: "Nano Shine Auto" },
  { q: "sector 15 noida", group: "English", top: "Urban Suds Car Spa" },
  { q: "sector 27", group: "English", top: "PitStop Wash & Detail" },
  { q: "sector 104", group: "English", top: "Green Valley Eco Wash" },
  { q: "sector128", group: "English", top: "Wish Town Auto Studio" },
  { q: "sector 63", group: "English", top: "Noida Fleet Wash" },
  { q: "DLF phase 3", group: "English", top: "Cyber Shine Car Spa" },
  { q: "dlf ph-3 gurgaon", group: "alias", top: "Cyber Shine Car Spa" },
  { q: "sohna road", group: "English", top: "Sohna Road Auto Care" },
  { q: "golf course road", group: "English", top: "Royal Auto Detailing" },
  { q: "MG road gurgaon", group: "alias", top: "Showroom Shine" },
  { q: "sector 14 gurugram", group: "English", top: "Steam Kings Car Care" },
  { q: "palam vihar", group: "English", top: "Jet Spray Car Care" },
  { q: "sushant lok", group: "English", top: "Neat Ride Car Care" },
  { q: "sector 29 gurgaon", group: "alias", top: "Spotless Motors" },
  { q: "sector 56 gurugram", group: "English", top: "Carz Kleen Studio" },
  { q: "lajpat nagar", group: "English", top: "Sparkle Auto Spa" },
  { q: "karol bagh", group: "English", top: "AquaShine Car Care" },
  { q: "dwarka sector 10", group: "English", top: "Dwarka Foam Studio" },
  { q: "rohini sec 7", group: "English", top: "Raftaar Auto Detailing" },
  { q: "saket", group: "English", top: "Gloss Garage" },
  { q: "janakpuri", group: "English", top: "Crystal Clean Car Spa" },
  { q: "preet vihar", group: "English", top: "Shubh Motors Car Wash" },
  { q: "transport nagar", group: "English", top: "Capital Truck & Bus Wash" },
  { q: "vasant kunj", group: "English", top: "Mirror Finish Detailers" },
  { q: "mayur vihar phase 1", group: "English", top: "EcoDrop Waterless Wash" },
  { q: "mayur vihar ph-I", group: "English", top: "EcoDrop Waterless Wash" },
  { q: "andheri west", group: "English", top: "AquaGlide Car Spa" },
  { q: "andheri w", group: "English", top: "AquaGlide Car Spa" },
  { q: "bandra", group: "English", top: "Bandstand Auto Spa" },
  { q: "powai", group: "English", top: "Lakeside Car Care" },
  { q: "goregaon east", group: "English", top: "Clean Cruiser" },
  { q: "chembur", group: "English", top: "Shine On Car Care" },
  { q: "malad", group: "English", top: "Polish Point Detailers" },
  { q: "borivali", group: "English", top: "Fresh Wheels Auto Spa" },
  { q: "dadar west", group: "English", top: "Gleam Garage" },
  { q: "wadala", group: "English", top: "Harbour Fleet Wash" },
  { q: "vile parle", group: "English", top: "Vapour Car Care" },
  // Centre names
  { q: "Foam Factory", group: "English", top: "Foam Factory Car Wash" },
  { q: "bubble bay", group: "English", top: "Bubble Bay Car Wash" },
  { q: "steam kings", group: "English", top: "Steam Kings Car Care" },
  { q: "mirror finish detailers", group: "English", top: "Mirror Finish Detailers" },
  { q: "sparkle auto spa", group: "English", top: "Sparkle Auto Spa" },
  { q: "royal auto detailing", group: "English", top: "Royal Auto Detailing" },
  { q: "capital truck and bus wash", group: "English", top: "Capital Truck & Bus Wash" },
  { q: "NH 48 truck wash", group: "English", top: "NH-48 Truck & Bus Wash" },
  { q: "harbour fleet", group: "English", top: "Harbour Fleet Wash" },
  // Typos, words run together or split apart
  { q: "foam factry", group: "typo", top: "Foam Factory Car Wash" },
  { q: "aquashine", group: "typo", top: "AquaShine Car Care" },
  { q: "aqua shine car care", group: "typo", top: "AquaShine Car Care" },
  { q: "bubblebay", group: "typo", top: "Bubble Bay Car Wash" },
  { q: "lajpat nagr", group: "typo", top: "Sparkle Auto Spa" },
  { q: "karolbagh", group: "typo", top: "AquaShine Car Care" },
  { q: "andheri wst", group: "typo", top: "AquaGlide Car Spa" },
  { q: "powaii", group: "typo", top: "Lakeside Car Care" },
  { q: "steem kings", group: "typo", top: "Steam Kings Car Care" },
  { q: "mirror finsh", group: "typo", top: "Mirror Finish Detailers" },
  { q: "spotles motors", group: "typo", top: "Spotless Motors" },
  { q: "jetspray", group: "typo", top: "Jet Spray Car Care" },
  { q: "ceramc coating", group: "typo", where: { service: "Ceramic Coating" } },
  { q: "teflon coting", group: "typo", where: { service: "Teflon Coating" } },
  { q: "intrior cleaning", group: "typo", where: { category: "interior-cleaning" } },
  { q: "nodia", group: "typo", where: { city: "Noida" } },
  { q: "gurgoan car wash", group: "typo", where: { city: "Gurugram" } },
  // Every word misspelt: the results of the corrected words, never an empty page
  { q: "cermic coting", group: "typo", where: { service: "Ceramic Coating" } },
  { q: "foam wsh noida", group: "typo", top: "Foam Factory Car Wash", where: { city: "Noida" } },
  { q: "intirior cleening", group: "typo", where: { category: "interior-cleaning" } },
  { q: "teflom coatng", group: "typo", where: { service: "Teflon Coating" } },
  { q: "steem wsh gurgoan", group: "typo", where: { city: "Gurugram", category: "steam-wash" } },
  { q: "fom wash karol bag", group: "typo", top: "AquaShine Car Care" },
  { q: "lajpt nagr", group: "typo", top: "Sparkle Auto Spa" },
  { q: "sparkel auto spaa", group: "typo", top: "Sparkle Auto Spa" },
  { q: "cerammic coatting delhi", group: "typo", where: { service: "Ceramic Coating", city: "Delhi" } },
  // Cities by their other names
  { q: "Gurgaon", group: "alias", where: { city: "Gurugram" } },
  { q: "car wash gurgaon", group: "alias", where: { city: "Gurugram" } },
  { q: "bombay", group: "alias", where: { city: "Mumbai" } },
  { q: "New Delhi car wash", group: "alias", where: { city: "Delhi" } },
  { q: "car wash noida", group: "English", where: { city: "Noida" } },
  { q: "noida", group: "English", where: { city: "Noida" } },
  { q: "dilli", group: "alias", where: { city: "Delhi" } },
  { q: "gurugram car wash near me", group: "English", where: { city: "Gurugram" } },
  // Vehicles and their synonyms
  { q: "bike wash", group: "English", where: { vehicle: "motorcycle" } },
  { q: "two wheeler wash noida", group: "alias", where: { vehicle: "motorcycle", city: "Noida" } },
  { q: "scooty wash delhi", group: "alias", where: { vehicle: "motorcycle", city: "Delhi" } },
  { q: "truck wash", group: "English", where: { vehicle: "truck" } },
  { q: "bus washing mumbai", group: "English", top: "Harbour Fleet Wash", where: { vehicle: "bus", city: "Mumbai" } },
  { q: "auto rickshaw wash", group: "alias", where: { vehicle: "auto" } },
  { q: "suv wash gurgaon", group: "alias", where: { vehicle: "suv", city: "Gurugram" } },
  { q: "sedan", group: "English", where: { vehicle: "sedan" } },
  // Services and categories
  { q: "ceramic coating", group: "English", where: { service: "Ceramic Coating" } },
  { q: "teflon coating gurgaon", group: "combination", where: { service: "Teflon Coating", city: "Gurugram" } },
  { q: "steam wash", group: "English", where: { category: "steam-wash" } },
  { q: "interior cleaning", group: "English", where: { category: "interior-cleaning" } },
  { q: "waterless car wash", group: "English", where: { category: "eco-wash" } },
  { q: "rubbing polishing", group: "English", where: { service: "Rubbing & Polishing" } },
  { q: "engine steam cleaning", group: "English", where: { service: "Engine Bay Steam Cleaning" } },
  { q: "odour removal", group: "English", where: { service: "Odour Removal & Sanitisation" } },
  { q: "underbody wash mumbai", group: "combination", where: { service: "Underbody Wash", city: "Mumbai" } },
  { q: "detailing noida", group: "combination", where: { category: "detailing", city: "Noida" } },
  // Features
  { q: "pick and drop car wash noida", group: "combination", where: { pickDrop: true, city: "Noida" } },
  { q: "doorstep car wash", group: "English", where: { doorstep: true } },
  // PIN codes
  // Places without a centre (the gazetteer): the nearest centres, nearest first
  { q: "Pitampura", group: "place", top: "Raftaar Auto Detailing" },
  { q: "110034", group: "place", top: "Raftaar Auto Detailing" },
  { q: "पीतमपुरा", group: "place", top: "Raftaar Auto Detailing" },
  { q: "Connaught Place", group: "place", top: "AquaShine Car Care" },
  { q: "Greater Kailash", group: "place", top: "Sparkle Auto Spa" },
  { q: "car wash near hauz khas", group: "place", top: "Gloss Garage" },
  { q: "bandra", group: "place", top: "Bandstand Auto Spa" },
  { q: "foam wash connaught place", group: "place", top: "AquaShine Car Care" },
  { q: "110024", group: "PIN", top: "Sparkle Auto Spa" },
  { q: "201301", group: "PIN", where: { zip: "201301" } },
  { q: "400053", group: "PIN", top: "AquaGlide Car Spa" },
  { q: "car wash 122002", group: "PIN", where: { zip: "122002" } },
  // Hinglish
  { q: "noida mein car wash", group: "Hinglish", where: { city: "Noida" } },
  { q: "gaadi dhulai gurgaon", group: "Hinglish", where: { city: "Gurugram" } },
  { q: "bike dhulai delhi", group: "Hinglish", where: { vehicle: "motorcycle", city: "Delhi" } },
  { q: "sasta car wash mumbai", group: "Hinglish", where: { city: "Mumbai" } },
  { q: "ghar pe car wash", group: "Hinglish", where: { doorstep: true } },
  { q: "lajpat nagar mein car wash", group: "Hinglish", top: "Sparkle Auto Spa" },
  // Devanagari
  { q: "नोएडा", group: "Devanagari", where: { city: "Noida" } },
  { q: "दिल्ली कार वॉश", group: "Devanagari", where: { city: "Delhi" } },
  { q: "गुड़गांव", group: "Devanagari", where: { city: "Gurugram" } },
  { q: "नोएडा सेक्टर 18", group: "Devanagari", top: "Foam Factory Car Wash" },
  { q: "बाइक वॉश", group: "Devanagari", where: { vehicle: "motorcycle" } },
  { q: "मुंबई", group: "Devanagari", where: { city: "Mumbai" } },
  { q: "सेक्टर 62 नोएडा", group: "Devanagari", top: "TechCity Auto Spa" },
  { q: "ट्रक वॉश", group: "Devanagari", where: { vehicle: "truck" } },
  // Combinations of locality, service and vehicle
  { q: "foam wash sector 18 noida", group: "combination", top: "Foam Factory Car Wash" },
  { q: "ceramic coating gurgaon", group: "combination", where: { service: "Ceramic Coating", city: "Gurugram" } },
  { q: "bike wash karol bagh", group: "combination", top: "AquaShine Car Care" },
  { q: "truck wash gurgaon", group: "combination", top: "NH-48 Truck & Bus Wash" },
  { q: "steam wash sector 14 gurgaon", group: "combination", top: "Steam Kings Car Care" },
  { q: "car wash andheri west", group: "combination", top: "AquaGlide Car Spa" },
  // Near me: the nearest first
  { q: "car wash near me", group: "English", near: SAKET, top: "Gloss Garage" },
  { q: "bike wash", group: "English", near: SECTOR_18, top: "Foam Factory Car Wash", where: { vehicle: "motorcycle" } },
];
