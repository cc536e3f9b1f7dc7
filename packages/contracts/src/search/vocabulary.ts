import type { VehicleTypeSlug } from "../vehicles";

/**
 * The words people in India type into a car-wash search box, and what each means. The parser
 * (`parse-query.ts`) reads the query against these; the site uses the same lists for autocomplete and to label
 * what it understood. Phrases are written in the parser's normal form: lower case, Latin letters (Devanagari
 * is spelt out through `DEVANAGARI_WORDS` first), words separated by single spaces.
 */

export interface SearchCity {
  /** The name centres are stored under. */
  name: string;
  /** The name in Devanagari, for autocomplete on the Hindi site. */
  hi: string;
  /** Every other name and spelling people use; the canonical name in lower case is added by the parser. */
  aliases: readonly string[];
}

// biome-ignore format: one city per line reads as a table
export const SEARCH_CITIES: readonly SearchCity[] = [
  { name: "Delhi", hi: "दिल्ली", aliases: ["new delhi", "dilli", "dehli", "delhi ncr", "ncr", "nai dilli"] },
  { name: "Noida", hi: "नोएडा", aliases: ["noidaa", "noyda"] },
  { name: "Gurugram", hi: "गुरुग्राम", aliases: ["gurgaon", "gurgoan", "gurugaon", "gurugam", "ggn", "gudgaon"] },
  { name: "Mumbai", hi: "मुंबई", aliases: ["bombay", "bambai", "mumbay", "bom"] },
  { name: "Bengaluru", hi: "बेंगलुरु", aliases: ["bangalore", "banglore", "bengalore", "blr", "bangaluru"] },
  { name: "Chennai", hi: "चेन्नई", aliases: ["madras", "chenai"] },
  { name: "Kolkata", hi: "कोलकाता", aliases: ["calcutta", "kolkatta", "culcutta"] },
  { name: "Pune", hi: "पुणे", aliases: ["poona"] },
  { name: "Hyderabad", hi: "हैदराबाद", aliases: ["hyd", "hyderbad", "secunderabad"] },
  { name: "Ahmedabad", hi: "अहमदाबाद", aliases: ["amdavad", "ahmadabad"] },
  { name: "Jaipur", hi: "जयपुर", aliases: ["pink city"] },
  { name: "Lucknow", hi: "लखनऊ", aliases: ["lko", "lakhnau"] },
  { name: "Chandigarh", hi: "चंडीगढ़", aliases: ["chd"] },
  { name: "Ghaziabad", hi: "गाज़ियाबाद", aliases: ["gzb"] },
  { name: "Faridabad", hi: "फरीदाबाद", aliases: ["fbd"] },
  { name: "Greater Noida", hi: "ग्रेटर नोएडा", aliases: ["gr noida", "greater noida west", "noida extension"] },
  { name: "Navi Mumbai", hi: "नवी मुंबई", aliases: ["new bombay"] },
  { name: "Thane", hi: "ठाणे", aliases: ["thana"] },
  { name: "Kochi", hi: "कोच्चि", aliases: ["cochin", "ernakulam"] },
  { name: "Thiruvananthapuram", hi: "तिरुवनंतपुरम", aliases: ["trivandrum", "tvm"] },
  { name: "Vadodara", hi: "वडोदरा", aliases: ["baroda"] },
  { name: "Varanasi", hi: "वाराणसी", aliases: ["banaras", "benares", "kashi"] },
  { name: "Mysuru", hi: "मैसूर", aliases: ["mysore"] },
  { name: "Mangaluru", hi: "मंगलुरु", aliases: ["mangalore"] },
  { name: "Prayagraj", hi: "प्रयागराज", aliases: ["allahabad"] },
  { name: "Puducherry", hi: "पुडुचेरी", aliases: ["pondicherry", "pondy"] },
  { name: "Visakhapatnam", hi: "विशाखापत्तनम", aliases: ["vizag", "vishakhapatnam"] },
  { name: "Kanpur", hi: "कानपुर", aliases: ["cawnpore"] },
  { name: "Indore", hi: "इंदौर", aliases: [] },
  { name: "Bhopal", hi: "भोपाल", aliases: [] },
  { name: "Nagpur", hi: "नागपुर", aliases: [] },
  { name: "Surat", hi: "सूरत", aliases: [] },
  { name: "Patna", hi: "पटना", aliases: [] },
  { name: "Coimbatore", hi: "कोयंबटूर", aliases: ["kovai"] },
];

/** Vehicle words; a group word ("car") means every vehicle type of the group. */
export interface SearchVehicleWord {
  phrases: readonly string[];
  /** The vehicle types it means: one (bike -> motorcycle) or a group (car -> every kind of car). */
  slugs: readonly VehicleTypeSlug[];
  /** The label shown for it (a vehicle type's slug, or "car" for the group). */
  label: VehicleTypeSlug;
}

const CAR_SLUGS: readonly VehicleTypeSlug[] = [
  "car",
  "hatchback",
  "sedan",
  "suv",
  "town-car",
  "luxury-car",
  "executive-car",
  "sports-car",
];

// biome-ignore format: one vehicle per line reads as a table
export const SEARCH_VEHICLES: readonly SearchVehicleWord[] = [
  { label: "motorcycle", slugs: ["motorcycle"], phrases: ["bike", "bikes", "motorcycle", "motorcycles", "motorbike", "motor bike", "motor cycle", "two wheeler", "two wheelers", "2 wheeler", "2wheeler", "twowheeler", "scooter", "scooty", "scootey", "moped", "activa"] },
  { label: "hatchback", slugs: ["hatchback"], phrases: ["hatchback", "hatchbacks", "hatch back", "small car"] },
  { label: "sedan", slugs: ["sedan"], phrases: ["sedan", "sedans", "saloon"] },
  { label: "suv", slugs: ["suv"], phrases: ["suv", "suvs", "muv", "jeep"] },
  { label: "luxury-car", slugs: ["luxury-car"], phrases: ["luxury car", "luxury cars"] },
  { label: "sports-car", slugs: ["sports-car"], phrases: ["sports car", "sports cars", "sport car"] },
  { label: "car", slugs: CAR_SLUGS, phrases: ["car", "cars", "four wheeler", "4 wheeler", "4wheeler", "gaadi", "gadi", "gaddi"] },
  { label: "auto", slugs: ["auto"], phrases: ["auto", "autos", "auto rickshaw", "autorickshaw", "rickshaw", "three wheeler", "3 wheeler", "3wheeler", "tuk tuk", "tempo"] },
  { label: "pickup", slugs: ["pickup"], phrases: ["pickup", "pick up truck", "pickup truck", "pickups"] },
  { label: "truck", slugs: ["truck"], phrases: ["truck", "trucks", "lorry", "trailer"] },
  { label: "bus", slugs: ["bus"], phrases: ["bus", "buses", "school bus", "minibus"] },
];

/** Category words: a centre matches one with a service in the category (or a name or service with the word). */
export interface SearchCategoryWord {
  slug: string;
  phrases: readonly string[];
}

// biome-ignore format: one category per line reads as a table
export const SEARCH_CATEGORIES: readonly SearchCategoryWord[] = [
  { slug: "basic-wash", phrases: ["basic", "basic wash", "normal wash", "simple wash", "regular wash"] },
  { slug: "deluxe-wash", phrases: ["deluxe", "delux", "deluxe wash", "premium", "premium wash", "full wash"] },
  { slug: "interior-cleaning", phrases: ["interior", "interiors", "interior cleaning", "inside cleaning", "upholstery", "seat cleaning"] },
  { slug: "detailing", phrases: ["detailing", "detail", "detailer", "detailers", "car detailing"] },
  { slug: "steam-wash", phrases: ["steam", "steam wash", "steam cleaning"] },
  { slug: "eco-wash", phrases: ["eco", "eco wash", "eco friendly", "waterless", "water less", "dry wash", "green wash"] },
];

/** Services people name that are not a category of their own: kept as text, shown as what was understood. */
export const SERVICE_WORDS: readonly string[] = [
  "foam",
  "snow foam",
  "ceramic",
  "ceramic coating",
  "teflon",
  "teflon coating",
  "coating",
  "polish",
  "polishing",
  "rubbing",
  "wax",
  "waxing",
  "underbody",
  "engine",
  "sanitisation",
  "sanitization",
  "odour",
  "vacuum",
  "exterior",
];

/** What a centre offers besides washing at its own bay. */
export type SearchFeature = "pickDrop" | "doorstep";

// biome-ignore format: one feature per line reads as a table
export const SEARCH_FEATURES: readonly { feature: SearchFeature; phrases: readonly string[] }[] = [
  { feature: "pickDrop", phrases: ["pick and drop", "pick n drop", "pick drop", "pickup and drop", "pick up and drop", "pickup drop", "pickup n drop", "pick up drop", "collect and deliver", "valet"] },
  { feature: "doorstep", phrases: ["doorstep", "door step", "at home", "home service", "at my home", "at door", "ghar par", "ghar pe"] },
];

/** Words that mean "near me": filler, but the site may offer the visitor's location. */
export const NEAR_ME_PHRASES: readonly string[] = [
  "near me",
  "nearby",
  "near by",
  "nearest",
  "around me",
  "close to me",
  "mere paas",
  "mere pass",
  "paas mein",
  "nazdeek",
];

/**
 * Words that say nothing about which centre: dropped. "car wash" as a phrase is the service everybody wants,
 * not a filter for cars ("car" alone is).
 */
export const FILLER_PHRASES: readonly string[] = [
  "car wash",
  "car washing",
  "carwash",
  "car service",
  "car care",
  "wash",
  "washing",
  "washer",
  "cleaning",
  "clean",
  "service",
  "services",
  "servicing",
  "centre",
  "center",
  "centres",
  "centers",
  "shop",
  "station",
  "near",
  "in",
  "at",
  "on",
  "the",
  "a",
  "an",
  "for",
  "of",
  "and",
  "with",
  "my",
  "me",
  "best",
  "top",
  "good",
  "cheap",
  "cheapest",
  "affordable",
  "sasta",
  "accha",
  "achha",
  "dhulai",
  "dhulayi",
  "dhona",
  "saaf",
  "safai",
  "ki",
  "ka",
  "ke",
  "mein",
  "main",
  "wala",
  "wali",
  "hai",
  "chahiye",
  "karwana",
  "karwani",
  "karna",
  "karni",
  "paas",
  "mujhe",
  "please",
  "book",
  "booking",
  "online",
  "india",
];

/** Short forms spelt out (after lower-casing), so "sec 62", "andheri w" and "lajpat ngr" match the data. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  sec: "sector",
  sect: "sector",
  sctr: "sector",
  secter: "sector",
  ph: "phase",
  phs: "phase",
  ngr: "nagar",
  nr: "near",
  rd: "road",
  mkt: "market",
  w: "west",
  e: "east",
  wst: "west",
  opp: "opposite",
  ext: "extension",
  extn: "extension",
};

/** Roman numerals after "phase" ("Phase II"), as digits. */
export const ROMAN_NUMERALS: Readonly<Record<string, string>> = {
  i: "1",
  ii: "2",
  iii: "3",
  iv: "4",
  v: "5",
  vi: "6",
};

/**
 * Devanagari words people type, spelt the way the data is (nukta and chandrabindu are folded before the
 * lookup, so "गुड़गांव" and "गुडगाँव" are one word). Cities come from `SEARCH_CITIES` as well.
 */
export const DEVANAGARI_WORDS: Readonly<Record<string, string>> = {
  नोएडा: "noida",
  नोयडा: "noida",
  नॉएडा: "noida",
  दिल्ली: "delhi",
  नई: "new",
  गुड़गांव: "gurgaon",
  गुड़गाँव: "gurgaon",
  गुरुग्राम: "gurugram",
  गुरूग्राम: "gurugram",
  मुंबई: "mumbai",
  मुम्बई: "mumbai",
  बम्बई: "bombay",
  बॉम्बे: "bombay",
  बैंगलोर: "bangalore",
  बेंगलुरु: "bengaluru",
  पुणे: "pune",
  कार: "car",
  कारें: "cars",
  गाड़ी: "gaadi",
  गाडी: "gaadi",
  वॉश: "wash",
  वाश: "wash",
  वॉशिंग: "washing",
  धुलाई: "dhulai",
  धुलवाना: "dhulai",
  सफाई: "safai",
  साफ: "saaf",
  बाइक: "bike",
  बाईक: "bike",
  मोटरसाइकिल: "motorcycle",
  स्कूटर: "scooter",
  स्कूटी: "scooty",
  दोपहिया: "two wheeler",
  ट्रक: "truck",
  बस: "bus",
  ऑटो: "auto",
  आटो: "auto",
  रिक्शा: "rickshaw",
  तिपहिया: "three wheeler",
  एसयूवी: "suv",
  सेडान: "sedan",
  हैचबैक: "hatchback",
  सेक्टर: "sector",
  फेज: "phase",
  फेज़: "phase",
  फोम: "foam",
  स्टीम: "steam",
  भाप: "steam",
  सिरेमिक: "ceramic",
  सेरेमिक: "ceramic",
  कोटिंग: "coating",
  टेफ्लॉन: "teflon",
  पॉलिश: "polish",
  इंटीरियर: "interior",
  डिटेलिंग: "detailing",
  डीलक्स: "deluxe",
  इको: "eco",
  पिक: "pick",
  पिकअप: "pickup",
  एंड: "and",
  ड्रॉप: "drop",
  ड्रोप: "drop",
  घर: "ghar",
  पर: "par",
  पे: "pe",
  पास: "near",
  नज़दीक: "nazdeek",
  नजदीक: "nazdeek",
  मेरे: "mere",
  में: "in",
  के: "ke",
  का: "ka",
  की: "ki",
  सर्विस: "service",
  सेंटर: "centre",
  सेन्टर: "centre",
  सस्ता: "sasta",
  अच्छा: "accha",
};
