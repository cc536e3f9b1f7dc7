// The small particulars of a demo booking: its code, Razorpay ids, registration number, brand, address.
import type { BRANDS } from "@chamak/contracts";
import type { VehicleGroup } from "../generated/prisma/enums";
import type { DemoCustomer } from "./accounts-data";
import { CITY_STATE, localitiesOf, type SeedCity } from "./centre-data";
import { createRandom, type Random, seedFrom } from "./random";

const CODE_SPACE = 36 ** 6;

/**
 * "CHK" and six base-36 characters. An affine map with a multiplier coprime to 36 is a bijection on
 * [0, 36^6), so distinct serials always give distinct, unsequential-looking codes.
 */
export function bookingCode(serial: number): string {
  const scrambled = (serial * 1_000_003 + 7_654_321) % CODE_SPACE;
  return `CHK${scrambled.toString(36).toUpperCase().padStart(6, "0")}`;
}

const RAZORPAY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Razorpay-shaped order and payment ids ("order_" / "pay_" and 14 characters), unique per booking code. */
export function razorpayIds(code: string): { razorpayOrderId: string; razorpayPaymentId: string } {
  const random = createRandom(seedFrom(`razorpay:${code}`));
  const suffix = () =>
    code.slice(3) + Array.from({ length: 8 }, () => random.pick([...RAZORPAY_ALPHABET])).join("");
  return { razorpayOrderId: `order_${suffix()}`, razorpayPaymentId: `pay_${suffix()}` };
}

type Brand = (typeof BRANDS)[number];
const MASS_BRANDS: readonly Brand[] = [
  "Maruti Suzuki",
  "Hyundai",
  "Tata Motors",
  "Mahindra",
  "Toyota",
  "Honda",
  "Kia",
  "MG",
  "Renault",
  "Nissan",
  "Volkswagen",
  "Skoda",
  "Ford",
];
const PREMIUM_BRANDS: readonly Brand[] = ["BMW", "Mercedes-Benz", "Land Rover", "Jeep", "Skoda", "Toyota"];
const HEAVY_BRANDS: readonly Brand[] = ["Tata Motors", "Mahindra"];

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

/** Registration numbers in each city's format, e.g. "DL 3C AB 1234", "UP 16 BT 4521", "MH 02 EK 7720". */
export function vehicleNumber(random: Random, city: SeedCity, group: VehicleGroup): string {
  const letters = `${random.pick([...LETTERS])}${random.pick([...LETTERS])}`;
  const digits = String(random.int(1, 9999)).padStart(4, "0");
  switch (city) {
    case "Delhi": {
      const series = { car: "C", bike: "S", three_wheeler: "R", heavy: "G" }[group];
      return `DL ${random.int(1, 13)}${series} ${letters} ${digits}`;
    }
    case "Noida":
      return `UP 16 ${letters} ${digits}`;
    case "Gurugram":
      return `HR ${random.pick(["26", "55", "72"])} ${letters} ${digits}`;
    case "Mumbai":
      return `MH ${random.pick(["01", "02", "03", "47"])} ${letters} ${digits}`;
  }
}

export function brandFor(random: Random, vehicleType: { slug: string; group: VehicleGroup }): Brand | null {
  if (vehicleType.group === "heavy") return random.pick(HEAVY_BRANDS);
  if (vehicleType.group !== "car") return null;
  const premium = ["luxury-car", "executive-car", "sports-car"].includes(vehicleType.slug);
  return random.pick(premium ? PREMIUM_BRANDS : MASS_BRANDS);
}

/** The customer's own address when they live in the centre's city, otherwise somewhere near the centre. */
export function customerAddress(random: Random, customer: DemoCustomer, city: SeedCity) {
  if (customer.city === city) {
    return { address: customer.address, city: customer.city, state: customer.state, zip: customer.zip };
  }
  const near = random.pick(localitiesOf(city));
  return {
    address: `House ${random.int(1, 250)}, ${near.locality}`,
    city,
    state: CITY_STATE[city],
    zip: near.zip,
  };
}
