// Demo accounts: the three documented logins and the customers whose bookings and reviews fill the demo.
import type { IndianState } from "@chamak/contracts";
import type { Gender, Role } from "../generated/prisma/enums";
import type { SeedCity } from "./centre-data";

export interface DemoLogin {
  role: Role;
  email: string;
  password: string;
  name: string;
}

/** The logins printed by `./chamak start` and the seed command. The vendor owns the first Delhi centre. */
export const DEMO_LOGINS = [
  { role: "user", email: "customer@chamak.in", password: "Customer@123", name: "Aarav Sharma" },
  { role: "vendor", email: "vendor@chamak.in", password: "Vendor@123", name: "Rajesh Kumar" },
  { role: "admin", email: "admin@chamak.in", password: "Admin@123", name: "Chamak Admin" },
] as const satisfies readonly DemoLogin[];

export interface DemoCustomer {
  name: string;
  email: string;
  mobile: string;
  city: SeedCity;
  state: IndianState;
  address: string;
  zip: string;
  gender: Gender;
  dateOfBirth: string;
}

/**
 * Customers who booked and reviewed. Only customer@chamak.in has a known password; the others get an
 * unusable one. NCR customers book across Delhi, Noida and Gurugram; Mumbai customers in Mumbai.
 */
// biome-ignore format: one customer per line reads as a table
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  { name: "Aarav Sharma", email: "customer@chamak.in", mobile: "9810012345", city: "Delhi", state: "Delhi", address: "C-42, Lajpat Nagar II", zip: "110024", gender: "male", dateOfBirth: "1992-04-18" },
  { name: "Meera Joshi", email: "meera.joshi@demo.chamak.in", mobile: "9871123456", city: "Delhi", state: "Delhi", address: "H-17, Saket", zip: "110017", gender: "female", dateOfBirth: "1988-11-02" },
  { name: "Vikram Malhotra", email: "vikram.malhotra@demo.chamak.in", mobile: "9999034567", city: "Delhi", state: "Delhi", address: "B-3/55, Janakpuri", zip: "110058", gender: "male", dateOfBirth: "1985-07-23" },
  { name: "Ishita Kapoor", email: "ishita.kapoor@demo.chamak.in", mobile: "8826045678", city: "Delhi", state: "Delhi", address: "Flat 304, Sector 10, Dwarka", zip: "110075", gender: "female", dateOfBirth: "1996-02-14" },
  { name: "Rohan Gupta", email: "rohan.gupta@demo.chamak.in", mobile: "9717056789", city: "Noida", state: "Uttar Pradesh", address: "Tower 5, Flat 1102, Sector 50", zip: "201301", gender: "male", dateOfBirth: "1990-09-09" },
  { name: "Neha Verma", email: "neha.verma@demo.chamak.in", mobile: "9650067890", city: "Noida", state: "Uttar Pradesh", address: "A-221, Sector 62", zip: "201309", gender: "female", dateOfBirth: "1993-05-30" },
  { name: "Aditya Rawat", email: "aditya.rawat@demo.chamak.in", mobile: "7838078901", city: "Noida", state: "Uttar Pradesh", address: "Flat 702, Sector 137", zip: "201305", gender: "male", dateOfBirth: "1994-12-11" },
  { name: "Simran Kaur", email: "simran.kaur@demo.chamak.in", mobile: "9811089012", city: "Gurugram", state: "Haryana", address: "U-24/9, DLF Phase 3", zip: "122002", gender: "female", dateOfBirth: "1991-03-07" },
  { name: "Karan Mehta", email: "karan.mehta@demo.chamak.in", mobile: "9560090123", city: "Gurugram", state: "Haryana", address: "Tower B, Flat 1501, Sector 56", zip: "122011", gender: "male", dateOfBirth: "1987-08-19" },
  { name: "Tanvi Sood", email: "tanvi.sood@demo.chamak.in", mobile: "8800101234", city: "Gurugram", state: "Haryana", address: "C-12, Sushant Lok 1", zip: "122009", gender: "female", dateOfBirth: "1997-01-25" },
  { name: "Priya Nair", email: "priya.nair@demo.chamak.in", mobile: "9820112345", city: "Mumbai", state: "Maharashtra", address: "702, Sea Breeze, Lokhandwala, Andheri West", zip: "400053", gender: "female", dateOfBirth: "1990-06-15" },
  { name: "Ananya Iyer", email: "ananya.iyer@demo.chamak.in", mobile: "9833123456", city: "Mumbai", state: "Maharashtra", address: "B-14, Hiranandani Gardens, Powai", zip: "400076", gender: "female", dateOfBirth: "1995-10-04" },
  { name: "Arjun Desai", email: "arjun.desai@demo.chamak.in", mobile: "9769134567", city: "Mumbai", state: "Maharashtra", address: "3rd Floor, Pali Hill, Bandra West", zip: "400050", gender: "male", dateOfBirth: "1989-02-27" },
  { name: "Zoya Khan", email: "zoya.khan@demo.chamak.in", mobile: "8879145678", city: "Mumbai", state: "Maharashtra", address: "Flat 9, Sion-Trombay Road, Chembur", zip: "400071", gender: "female", dateOfBirth: "1998-07-08" },
  { name: "Siddharth Rao", email: "siddharth.rao@demo.chamak.in", mobile: "9004156789", city: "Mumbai", state: "Maharashtra", address: "A-501, Gokuldham, Goregaon East", zip: "400063", gender: "male", dateOfBirth: "1986-12-31" },
];

/** Which customers book at centres in a city. */
export function customersFor(city: SeedCity): readonly DemoCustomer[] {
  const mumbai = city === "Mumbai";
  return DEMO_CUSTOMERS.filter((customer) => (customer.city === "Mumbai") === mumbai);
}
