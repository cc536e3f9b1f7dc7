// Cities and localities the generated centres sit in. Coordinates are the localities' real centres
// (rounded); each generated centre is placed a short random distance from one.

export interface Locality {
  name: string;
  zip: string;
  lat: number;
  lng: number;
}

export interface City {
  name: string;
  state: string;
  /** GST state code, the first two characters of a GSTIN registered there. */
  gstState: string;
  /** Relative share of centres. */
  weight: number;
  localities: readonly Locality[];
}

// biome-ignore format: one locality per line reads as a table
export const CITIES: readonly City[] = [
  { name: "Delhi", state: "Delhi", gstState: "07", weight: 16, localities: [
    { name: "Lajpat Nagar", zip: "110024", lat: 28.5677, lng: 77.2433 },
    { name: "Karol Bagh", zip: "110005", lat: 28.6512, lng: 77.1902 },
    { name: "Dwarka Sector 10", zip: "110075", lat: 28.581, lng: 77.057 },
    { name: "Rohini Sector 7", zip: "110085", lat: 28.7106, lng: 77.1163 },
    { name: "Saket", zip: "110017", lat: 28.5244, lng: 77.21 },
    { name: "Janakpuri", zip: "110058", lat: 28.6219, lng: 77.0878 },
    { name: "Preet Vihar", zip: "110092", lat: 28.6416, lng: 77.295 },
    { name: "Vasant Kunj", zip: "110070", lat: 28.5293, lng: 77.1525 },
    { name: "Mayur Vihar Phase 1", zip: "110091", lat: 28.6045, lng: 77.2947 },
    { name: "Pitampura", zip: "110034", lat: 28.6987, lng: 77.1384 },
  ] },
  { name: "Mumbai", state: "Maharashtra", gstState: "27", weight: 15, localities: [
    { name: "Andheri West", zip: "400053", lat: 19.1364, lng: 72.8296 },
    { name: "Bandra West", zip: "400050", lat: 19.0596, lng: 72.8295 },
    { name: "Powai", zip: "400076", lat: 19.1176, lng: 72.906 },
    { name: "Goregaon East", zip: "400063", lat: 19.1663, lng: 72.8526 },
    { name: "Chembur", zip: "400071", lat: 19.0522, lng: 72.9005 },
    { name: "Malad West", zip: "400064", lat: 19.1874, lng: 72.8484 },
    { name: "Dadar", zip: "400014", lat: 19.0178, lng: 72.8478 },
    { name: "Borivali West", zip: "400092", lat: 19.2307, lng: 72.8567 },
  ] },
  { name: "Bengaluru", state: "Karnataka", gstState: "29", weight: 14, localities: [
    { name: "Koramangala", zip: "560034", lat: 12.9352, lng: 77.6245 },
    { name: "Indiranagar", zip: "560038", lat: 12.9784, lng: 77.6408 },
    { name: "Whitefield", zip: "560066", lat: 12.9698, lng: 77.75 },
    { name: "HSR Layout", zip: "560102", lat: 12.9116, lng: 77.6474 },
    { name: "Jayanagar", zip: "560011", lat: 12.925, lng: 77.5938 },
    { name: "Electronic City", zip: "560100", lat: 12.8452, lng: 77.6602 },
    { name: "Hebbal", zip: "560024", lat: 13.0358, lng: 77.597 },
    { name: "Marathahalli", zip: "560037", lat: 12.9569, lng: 77.7011 },
  ] },
  { name: "Hyderabad", state: "Telangana", gstState: "36", weight: 10, localities: [
    { name: "Gachibowli", zip: "500032", lat: 17.4401, lng: 78.3489 },
    { name: "Madhapur", zip: "500081", lat: 17.4483, lng: 78.3915 },
    { name: "Kukatpally", zip: "500072", lat: 17.4849, lng: 78.4138 },
    { name: "Banjara Hills", zip: "500034", lat: 17.4126, lng: 78.4482 },
    { name: "Secunderabad", zip: "500003", lat: 17.4399, lng: 78.4983 },
    { name: "Kondapur", zip: "500084", lat: 17.4622, lng: 78.3568 },
  ] },
  { name: "Chennai", state: "Tamil Nadu", gstState: "33", weight: 9, localities: [
    { name: "T Nagar", zip: "600017", lat: 13.0418, lng: 80.2341 },
    { name: "Velachery", zip: "600042", lat: 12.9815, lng: 80.218 },
    { name: "Anna Nagar", zip: "600040", lat: 13.085, lng: 80.2101 },
    { name: "Adyar", zip: "600020", lat: 13.0012, lng: 80.2565 },
    { name: "OMR Sholinganallur", zip: "600119", lat: 12.901, lng: 80.2279 },
    { name: "Porur", zip: "600116", lat: 13.0382, lng: 80.1565 },
  ] },
  { name: "Pune", state: "Maharashtra", gstState: "27", weight: 8, localities: [
    { name: "Kothrud", zip: "411038", lat: 18.5074, lng: 73.8077 },
    { name: "Hinjewadi", zip: "411057", lat: 18.5913, lng: 73.7389 },
    { name: "Viman Nagar", zip: "411014", lat: 18.5679, lng: 73.9143 },
    { name: "Baner", zip: "411045", lat: 18.559, lng: 73.7868 },
    { name: "Hadapsar", zip: "411028", lat: 18.5089, lng: 73.926 },
  ] },
  { name: "Kolkata", state: "West Bengal", gstState: "19", weight: 7, localities: [
    { name: "Salt Lake Sector V", zip: "700091", lat: 22.5726, lng: 88.4337 },
    { name: "Park Street", zip: "700016", lat: 22.5535, lng: 88.3522 },
    { name: "New Town", zip: "700156", lat: 22.5958, lng: 88.4795 },
    { name: "Ballygunge", zip: "700019", lat: 22.5276, lng: 88.3643 },
    { name: "Behala", zip: "700034", lat: 22.4988, lng: 88.3106 },
  ] },
  { name: "Noida", state: "Uttar Pradesh", gstState: "09", weight: 6, localities: [
    { name: "Sector 18", zip: "201301", lat: 28.5708, lng: 77.3261 },
    { name: "Sector 62", zip: "201309", lat: 28.627, lng: 77.365 },
    { name: "Sector 50", zip: "201301", lat: 28.5705, lng: 77.3666 },
    { name: "Sector 137", zip: "201305", lat: 28.509, lng: 77.4068 },
    { name: "Sector 128", zip: "201304", lat: 28.5303, lng: 77.3636 },
  ] },
  { name: "Gurugram", state: "Haryana", gstState: "06", weight: 6, localities: [
    { name: "DLF Phase 3", zip: "122002", lat: 28.4925, lng: 77.093 },
    { name: "Sohna Road", zip: "122018", lat: 28.4089, lng: 77.042 },
    { name: "Sector 56", zip: "122011", lat: 28.4228, lng: 77.1025 },
    { name: "Golf Course Road", zip: "122002", lat: 28.4534, lng: 77.099 },
    { name: "MG Road", zip: "122002", lat: 28.4795, lng: 77.0801 },
  ] },
  { name: "Ahmedabad", state: "Gujarat", gstState: "24", weight: 5, localities: [
    { name: "Navrangpura", zip: "380009", lat: 23.0365, lng: 72.5611 },
    { name: "Satellite", zip: "380015", lat: 23.0258, lng: 72.5073 },
    { name: "Bopal", zip: "380058", lat: 23.0336, lng: 72.4634 },
    { name: "Maninagar", zip: "380008", lat: 22.9962, lng: 72.6036 },
  ] },
  { name: "Jaipur", state: "Rajasthan", gstState: "08", weight: 4, localities: [
    { name: "Malviya Nagar", zip: "302017", lat: 26.8549, lng: 75.8243 },
    { name: "Vaishali Nagar", zip: "302021", lat: 26.9115, lng: 75.7435 },
    { name: "C Scheme", zip: "302001", lat: 26.9073, lng: 75.8032 },
    { name: "Mansarovar", zip: "302020", lat: 26.8505, lng: 75.7628 },
  ] },
  { name: "Lucknow", state: "Uttar Pradesh", gstState: "09", weight: 3, localities: [
    { name: "Gomti Nagar", zip: "226010", lat: 26.8496, lng: 81.0072 },
    { name: "Hazratganj", zip: "226001", lat: 26.8504, lng: 80.9466 },
    { name: "Aliganj", zip: "226024", lat: 26.8902, lng: 80.9427 },
  ] },
  { name: "Chandigarh", state: "Chandigarh", gstState: "04", weight: 3, localities: [
    { name: "Sector 17", zip: "160017", lat: 30.7398, lng: 76.7827 },
    { name: "Sector 35", zip: "160022", lat: 30.7226, lng: 76.7596 },
    { name: "Industrial Area Phase 1", zip: "160002", lat: 30.7046, lng: 76.8012 },
  ] },
  { name: "Kochi", state: "Kerala", gstState: "32", weight: 3, localities: [
    { name: "Edappally", zip: "682024", lat: 10.0261, lng: 76.3125 },
    { name: "Kakkanad", zip: "682030", lat: 10.0159, lng: 76.3419 },
    { name: "Vyttila", zip: "682019", lat: 9.9684, lng: 76.3215 },
  ] },
];

/** Words centre names are made of: "<prefix> <core> <suffix>", e.g. "Royal Foam Car Spa". */
export const NAME_PREFIXES = [
  "Royal",
  "Shubh",
  "Sparkle",
  "Crystal",
  "Aqua",
  "Urban",
  "Green",
  "Metro",
  "Speed",
  "Prime",
  "Classic",
  "Star",
  "Shine",
  "Golden",
  "Apex",
  "Zoom",
  "Ganesh",
  "Sai",
  "Balaji",
  "Lakshmi",
] as const;
export const NAME_CORES = [
  "Foam",
  "Gloss",
  "Bubble",
  "Steam",
  "Auto",
  "Motor",
  "Wheels",
  "Drive",
  "Mirror",
  "Eco",
] as const;
export const NAME_SUFFIXES = [
  "Car Spa",
  "Car Wash",
  "Auto Care",
  "Detailing Studio",
  "Wash & Detail",
  "Car Care",
  "Garage",
  "Fleet Wash",
] as const;
export const STREETS = [
  "Main Road",
  "Market Road",
  "Ring Road",
  "Station Road",
  "Service Lane",
  "Link Road",
  "Temple Street",
  "Highway",
] as const;
