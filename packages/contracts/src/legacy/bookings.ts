import { z } from "zod";
import {
  type BOOKING_STATUSES,
  cartItemInput,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  timeSchema,
  vehicleNumberSchema,
} from "../schemas/booking";
import { isoDateSchema, mobileSchema, pinSchema, requiredText, stateSchema } from "../schemas/common";
import { nameField, vehicleNameField } from "../schemas/people";
import { legacyCount, legacyId, legacyRupees } from "./catalog";

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` });

/** Sent by the legacy cart but never trusted: the server prices every item from the database. */
const ignored = (description: string) =>
  z
    .union([z.string(), z.number(), z.boolean()])
    .nullish()
    .meta({ description: `Ignored: ${description}` });

/** A cart item exactly as the legacy cart stores it (local storage 'services'). */
export const legacyCartItem = z.object({
  id: ignored("equals service_id"),
  price: ignored("the price comes from the database"),
  driver_fee: ignored("the fee comes from the database"),
  pick_drop: ignored("isdriver decides pick & drop"),
  vehicle_type_id: legacyId("Vehicle type id").meta({ description: "The same for every item" }),
  vehicle_type: ignored("vehicle_type_id decides"),
  category_name: ignored("read from the database"),
  sub_category_name: ignored("read from the database"),
  service_id: legacyId("Service id"),
  quantity: cartItemInput.shape.quantity.default(1),
});

/**
 * POST /api/bookings/store — the legacy booking form (field names spelt as the client sends them) plus the
 * payment: razorpay_payment_id is "cash" or the id of an authorised Razorpay payment for the exact total.
 */
export const legacyBookingBody = z.object({
  mobileno: required("Phone number").pipe(mobileSchema),
  vehicleType: nameField("vehicleType", 40).meta({
    description: "The vehicle chosen on the form; prices follow the items' vehicle_type_id",
  }),
  brand: vehicleNameField(40).nullish(),
  vehile_no: required("Vehicle number").pipe(vehicleNumberSchema),
  servies: z
    .array(legacyCartItem, { error: "Services must be the list of cart items" })
    .min(1, { error: "Add at least one service" })
    .max(20, { error: "At most 20 services per booking" }),
  date: required("Date").pipe(isoDateSchema).meta({ description: "YYYY-MM-DD, Asia/Kolkata" }),
  time: required("Time").pipe(timeSchema).meta({ description: "HH:mm, Asia/Kolkata" }),
  state: stateSchema,
  city: requiredText("city", 100),
  address: requiredText("address", 300),
  zip: z
    .union([z.string(), z.number().int().nonnegative().transform(String)], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? "PIN code is required"
          : "PIN code must be exactly 6 digits",
    })
    .pipe(pinSchema),
  razorpay_payment_id: required("Payment id")
    .max(64, { error: "Payment id is too long" })
    .meta({ description: '"cash", or the id of an authorised Razorpay payment of exactly the total' }),
  totalamout: legacyRupees("Total").meta({
    description: "The total the customer saw, in rupees; refused when it differs from the server's price",
  }),
  isdriver: z
    .boolean({ error: "isdriver (pick & drop) must be true or false" })
    .default(false)
    .meta({ description: "Pick & drop" }),
});
export type LegacyBookingBody = z.infer<typeof legacyBookingBody>;

export const legacyBookingCreated = z.object({
  status: z.literal(true),
  message: z.string(),
  booking_id: z.number(),
  code: z.string(),
});

/** Booking statuses as the legacy pages show them (upper case); see LEGACY_BOOKING_STATUS. */
export const LEGACY_BOOKING_STATUS = {
  pending_payment: "AWAITING_PAYMENT",
  requested: "PENDING",
  paid: "PAID",
  confirmed: "CONFIRMED",
  in_progress: "IN_PROGRESS",
  completed: "COMPLETED",
  cancelled: "CANCELLED",
  no_show: "NO_SHOW",
  expired: "EXPIRED",
} as const satisfies Record<(typeof BOOKING_STATUSES)[number], string>;

const legacyStatuses = Object.values(LEGACY_BOOKING_STATUS) as [string, ...string[]];

/** GET /api/getBookings — optional query `?page=&limit=`. */
export const legacyBookingsQuery = z.object({
  page: legacyCount("Page", 10_000).default(1),
  limit: legacyCount("Limit", 100).default(100),
});

export const legacyBooking = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(legacyStatuses),
  booking_date: z.string().meta({ description: "YYYY-MM-DD in Asia/Kolkata" }),
  booking_time: z.string().meta({ description: "HH:mm in Asia/Kolkata" }),
  vendor: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      mobile_no: z.string(),
      address: z.string(),
      city: z.string(),
    }),
  ),
  services: z.array(
    z.object({
      service_id: z.number(),
      category: z.string(),
      sub_category: z.string(),
      price: z.number().meta({ description: "Rupees per unit, as booked" }),
      quantity: z.number().int(),
    }),
  ),
  vehicle_type: z.string(),
  vehile_no: z.string(),
  brand: z.string().nullable(),
  isdriver: z.boolean(),
  driver_fee: z.number().meta({ description: "Rupees" }),
  discount: z.number().meta({ description: "Rupees" }),
  totalamout: z.number().meta({ description: "Rupees" }),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
});
export type LegacyBooking = z.infer<typeof legacyBooking>;

export const legacyBookingsResponse = z.object({
  status: z.literal(true),
  data: z.array(legacyBooking),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
