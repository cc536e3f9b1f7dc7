// Past, completed bookings (with items, payment, bay reservations and often a review) for a demo centre.
import { addDays, indiaDate, indiaToInstant, type VehicleTypeSlug, weekdayOfDate } from "@chamak/contracts";
import type { Prisma } from "../generated/prisma/client";
import type { VehicleGroup } from "../generated/prisma/enums";
import type { DemoCustomer } from "./accounts-data";
import { bookingCode, brandFor, customerAddress, razorpayIds, vehicleNumber } from "./booking-details";
import type { SeedCity } from "./centre-data";
import { createRandom, type Random, seedFrom } from "./random";
import { REVIEW_COMMENTS } from "./review-data";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface BookableCentre {
  id: number;
  /** The centre's position in the seed list, which keys its booking codes. */
  index: number;
  gstin: string;
  city: SeedCity;
  bays: number;
  slotMinutes: number;
  offersPickDrop: boolean;
  pickDropFeePaise: number | null;
  openingHours: readonly { weekday: number; opensAt: number; closesAt: number; closed: boolean }[];
}

export interface BookableService {
  id: number;
  categoryName: string;
  subCategoryName: string;
  durationMinutes: number;
  driverFeePaise: number;
  prices: readonly { vehicleTypeId: number; pricePaise: number }[];
}

export interface VehicleTypeRef {
  id: number;
  slug: VehicleTypeSlug;
  group: VehicleGroup;
}

export interface BookingCustomer {
  id: number;
  profile: DemoCustomer;
  weight: number;
}

export interface PlannedBooking {
  booking: Prisma.BookingCreateManyInput;
  items: Omit<Prisma.BookingItemCreateManyInput, "bookingId">[];
  payment: Omit<Prisma.PaymentCreateManyInput, "bookingId">;
  /** One row: the bay from the slot's start to its end (bay_reservations holds ranges, not slot units). */
  reservations: { slotStart: Date; slotEnd: Date; bay: number }[];
  review: { rating: number; comment: string | null; createdAt: Date } | null;
}

export interface BookingPlanInput {
  centre: BookableCentre;
  services: readonly BookableService[];
  customers: readonly BookingCustomer[];
  vehicleTypes: readonly VehicleTypeRef[];
  now: Date;
}

/** How often each vehicle type turns up at a centre that serves it. */
const VEHICLE_WEIGHT: Record<VehicleTypeSlug, number> = {
  hatchback: 6,
  sedan: 5,
  suv: 6,
  car: 2,
  "town-car": 0.5,
  "luxury-car": 1,
  "executive-car": 1,
  "sports-car": 0.5,
  motorcycle: 4,
  auto: 1,
  pickup: 3,
  truck: 3,
  bus: 3,
};

export const BOOKINGS_PER_CENTRE = { min: 5, max: 12 } as const;
const HISTORY_DAYS = 150;

export function planBookings({
  centre,
  services,
  customers,
  vehicleTypes,
  now,
}: BookingPlanInput): PlannedBooking[] {
  const random = createRandom(seedFrom(`bookings:${centre.gstin}`));
  const typeById = new Map(vehicleTypes.map((type) => [type.id, type]));
  const offeredTypes = [...new Set(services.flatMap((service) => service.prices.map((p) => p.vehicleTypeId)))]
    .flatMap((id) => typeById.get(id) ?? [])
    .map((type) => [type, VEHICLE_WEIGHT[type.slug]] as const);
  if (offeredTypes.length === 0 || customers.length === 0) return [];
  const weightedCustomers = customers.map((customer) => [customer, customer.weight] as const);

  const occupied = new Set<string>();
  const planned: PlannedBooking[] = [];
  const count = random.int(BOOKINGS_PER_CENTRE.min, BOOKINGS_PER_CENTRE.max);
  for (let i = 0; i < count; i++) {
    const vehicleType = random.weighted(offeredTypes);
    const priced = services.filter((service) =>
      service.prices.some((p) => p.vehicleTypeId === vehicleType.id),
    );
    const wanted = random.sample(priced, priced.length > 1 && random.chance(0.3) ? 2 : 1);
    const slot = findSlot(random, centre, wanted, occupied, now);
    if (!slot) continue;
    planned.push(planOne(random, centre, random.weighted(weightedCustomers), vehicleType, slot, now));
  }

  // Codes follow the order of the slots, so a centre's booking list reads chronologically.
  const startOf = (plan: PlannedBooking) => new Date(plan.booking.slotStart).getTime();
  planned.sort((a, b) => startOf(a) - startOf(b));
  return planned.map((plan, position) => withCode(plan, bookingCode(centre.index * 1000 + position)));
}

interface Slot {
  start: Date;
  end: Date;
  bay: number;
  unitStarts: number[];
  services: readonly BookableService[];
}

/** A past slot inside the centre's opening hours with one bay free for the whole duration. */
function findSlot(
  random: Random,
  centre: BookableCentre,
  wanted: readonly BookableService[],
  occupied: Set<string>,
  now: Date,
): Slot | undefined {
  const today = indiaDate(now);
  let services = wanted;
  for (let attempt = 0; attempt < 30; attempt++) {
    const date = addDays(today, -random.int(1, HISTORY_DAYS));
    const hours = centre.openingHours.find((h) => h.weekday === weekdayOfDate(date));
    if (!hours || hours.closed) continue;
    const minutes = services.reduce((sum, service) => sum + service.durationMinutes, 0);
    const units = Math.ceil(minutes / centre.slotMinutes);
    const latest = hours.closesAt - units * centre.slotMinutes;
    if (latest < hours.opensAt) {
      services = services.slice(0, 1);
      continue;
    }
    const startMinute =
      hours.opensAt +
      centre.slotMinutes * random.int(0, Math.floor((latest - hours.opensAt) / centre.slotMinutes));
    const start = indiaToInstant(date, startMinute).getTime();
    const unitStarts = Array.from({ length: units }, (_, k) => start + k * centre.slotMinutes * MINUTE);
    for (let bay = 1; bay <= centre.bays; bay++) {
      if (unitStarts.some((t) => occupied.has(`${t}:${bay}`))) continue;
      for (const t of unitStarts) occupied.add(`${t}:${bay}`);
      const end = new Date(start + units * centre.slotMinutes * MINUTE);
      return { start: new Date(start), end, bay, unitStarts, services };
    }
  }
  return undefined;
}

function planOne(
  random: Random,
  centre: BookableCentre,
  customer: BookingCustomer,
  vehicleType: VehicleTypeRef,
  slot: Slot,
  now: Date,
): PlannedBooking {
  const items = slot.services.map((service) => ({
    serviceId: service.id,
    vehicleTypeId: vehicleType.id,
    categoryName: service.categoryName,
    subCategoryName: service.subCategoryName,
    unitPricePaise: service.prices.find((p) => p.vehicleTypeId === vehicleType.id)?.pricePaise ?? 0,
    quantity: 1,
    durationMinutes: service.durationMinutes,
  }));
  const pickDrop = centre.offersPickDrop && random.chance(0.3);
  const firstService = slot.services[0];
  const driverFeePaise = pickDrop ? (centre.pickDropFeePaise ?? firstService?.driverFeePaise ?? 0) : 0;
  const subtotalPaise = items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
  const totalPaise = subtotalPaise + driverFeePaise;
  const method = random.chance(0.65) ? "upi" : "cash";
  const createdAt = new Date(slot.start.getTime() - random.int(2, 96) * HOUR);
  const address = customerAddress(random, customer.profile, centre.city);

  const rating = random.chance(0.65)
    ? random.weighted([
        [5, 50],
        [4, 35],
        [3, 15],
      ] as const)
    : undefined;
  const review =
    rating === undefined
      ? null
      : {
          rating,
          comment: random.pick(REVIEW_COMMENTS[rating]),
          createdAt: new Date(
            Math.min(slot.end.getTime() + random.int(1, 48) * HOUR, now.getTime() - MINUTE),
          ),
        };

  return {
    booking: {
      code: "",
      customerId: customer.id,
      centreId: centre.id,
      status: "completed",
      paymentStatus: method === "upi" ? "captured" : "cash_collected",
      paymentMethod: method,
      serviceMode: pickDrop ? "pick_drop" : "at_centre",
      slotStart: slot.start,
      slotEnd: slot.end,
      vehicleTypeId: vehicleType.id,
      vehicleNumber: vehicleNumber(random, centre.city, vehicleType.group),
      brand: brandFor(random, vehicleType),
      contactMobile: customer.profile.mobile,
      state: address.state,
      city: address.city,
      address: address.address,
      zip: address.zip,
      subtotalPaise,
      driverFeePaise,
      discountPaise: 0,
      totalPaise,
      completedAt: slot.end,
      createdAt,
    },
    items,
    payment: {
      method,
      state: "captured",
      amountPaise: totalPaise,
      capturedAt: method === "upi" ? createdAt : slot.end,
      createdAt,
    },
    reservations: [{ slotStart: slot.start, slotEnd: slot.end, bay: slot.bay }],
    review,
  };
}

/** Sets the booking code, and for UPI the Razorpay-shaped order and payment ids derived from it. */
function withCode(plan: PlannedBooking, code: string): PlannedBooking {
  if (plan.payment.method !== "upi") return { ...plan, booking: { ...plan.booking, code } };
  return { ...plan, booking: { ...plan.booking, code }, payment: { ...plan.payment, ...razorpayIds(code) } };
}
