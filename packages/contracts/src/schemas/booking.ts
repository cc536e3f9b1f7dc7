import { z } from "zod";
import { ACTOR_ACTIONS, BOOKING_ACTIONS } from "../booking-states";
import { MEDIA_POLICY } from "../media";
import { fieldLabel, zodMessage } from "../messages";
import { POLICY } from "../policy";
import { isVehicleNumber, normaliseVehicleNumber } from "../vehicle-number";
import {
  idSchema,
  isoDateSchema,
  isPlainLines,
  mobileSchema,
  optionalLines,
  pageInput,
  pageNumber,
  paiseSchema,
  pinSchema,
  requiredText,
  stateSchema,
} from "./common";
import { mediaIdsSchema } from "./media";
import { vehicleNameField } from "./people";
import { siteDetailsOutput, siteDetailsSchema } from "./site-details";

/** Where a booking is served. `plan` is a wash plan's month (its washes are the plan's), never booked by hand. */
export const SERVICE_MODES = ["at_centre", "pick_drop", "doorstep", "plan"] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];
/** The modes a customer or the counter books a slot in. */
export const BOOKABLE_SERVICE_MODES = ["at_centre", "pick_drop", "doorstep"] as const;
export type BookableServiceMode = (typeof BOOKABLE_SERVICE_MODES)[number];

/** The modes a washer or driver goes out for one booking: its own visit, crew hold and live status. */
export const FIELD_SERVICE_MODES = ["pick_drop", "doorstep"] as const;
export const isFieldMode = (mode: ServiceMode): mode is (typeof FIELD_SERVICE_MODES)[number] =>
  mode === "pick_drop" || mode === "doorstep";

/** Whether the centre goes to the customer's address (pick & drop, doorstep): only then is the address theirs to see. */
export function servedAtCustomerAddress(mode: ServiceMode): boolean {
  return mode !== "at_centre";
}
export const PAYMENT_METHODS = ["upi", "cash"] as const;
export const BOOKING_STATUSES = [
  "pending_payment",
  "requested",
  "paid",
  "confirmed",
  "in_progress",
  "completed",
  "cancelled",
  "no_show",
  "expired",
] as const;
export const PAYMENT_STATUSES = [
  "pending",
  "authorized",
  "captured",
  "cash_due",
  "cash_collected",
  "refund_pending",
  "partially_refunded",
  "refunded",
  "failed",
] as const;

export const timeSchema = z
  .string({ error: zodMessage("required", { label: fieldLabel("time") }) })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: zodMessage("invalidTime") });

export const cartItemInput = z.object({
  serviceId: idSchema,
  quantity: z
    .number()
    .int()
    .min(1, { error: zodMessage("atLeast", { label: fieldLabel("quantity"), min: 1 }) })
    .max(10, { error: zodMessage("atMost", { label: fieldLabel("quantity"), max: 10 }) }),
});

export const cartInput = z.object({
  centreId: idSchema,
  vehicleTypeId: idSchema,
  items: z
    .array(cartItemInput)
    .min(1, { error: zodMessage("noServices") })
    .max(20),
});

export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, { error: zodMessage("enterPromoCode") })
  .max(POLICY.promoCodeMaxLength, {
    error: zodMessage("promoCodeTooLong", { max: POLICY.promoCodeMaxLength }),
  });

/**
 * A day's free start times for a cart. For doorstep and pick & drop, where the car is (`zip`, with `address` to
 * find the locality in it) makes the times those at which someone can get there; without it, those at which
 * someone of the centre's crew is free.
 */
export const availabilityInput = cartInput.extend({
  date: isoDateSchema,
  /** At the centre when absent. */
  serviceMode: z.enum(BOOKABLE_SERVICE_MODES).optional(),
  zip: pinSchema.optional(),
  address: z.string().trim().max(300).optional(),
  city: z.string().trim().max(100).optional(),
});
export type AvailabilityInput = z.infer<typeof availabilityInput>;

export const availabilityOutput = z.object({
  date: z.string(),
  durationMinutes: z.number(),
  slotMinutes: z.number(),
  closed: z.boolean(),
  slots: z.array(
    z.object({ time: z.string(), startsAt: z.date(), freeBays: z.number(), available: z.boolean() }),
  ),
});
export type Availability = z.infer<typeof availabilityOutput>;

export const quoteInput = cartInput.extend({
  serviceMode: z.enum(BOOKABLE_SERVICE_MODES).default("at_centre"),
  couponCode: couponCodeSchema.optional(),
  /** Where the car is, for doorstep and pick & drop: its travel fee. Without it the quote has none yet. */
  zip: pinSchema.optional(),
  address: z.string().trim().max(300).optional(),
  city: z.string().trim().max(100).optional(),
});
export type QuoteInput = z.infer<typeof quoteInput>;

export const quoteOutput = z.object({
  subtotalPaise: z.number(),
  driverFeePaise: z.number(),
  /** The centre's travel fee for the address, and how far it is (null until an address it serves is given). */
  travelFeePaise: z.number(),
  travelKm: z.number().nullable(),
  discountPaise: z.number(),
  totalPaise: z.number(),
  durationMinutes: z.number(),
  coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
});
export type Quote = z.infer<typeof quoteOutput>;

/**
 * Indian registration numbers such as "DL 3C AB 1234", "MH12DE1433" or "22 BH 1234 AA"; spacing and dashes are
 * free, and the number is kept in its one normal form ("MH 12 DE 1433": vehicle-number.ts).
 */
export const vehicleNumberSchema = z
  .string({ error: zodMessage("required", { label: fieldLabel("vehicleNumber") }) })
  .trim()
  .refine(isVehicleNumber, { error: zodMessage("invalidVehicleNumber") })
  .transform(normaliseVehicleNumber);

export const createBookingInput = quoteInput.extend({
  date: isoDateSchema,
  time: timeSchema,
  vehicleNumber: vehicleNumberSchema,
  brand: vehicleNameField(40).optional(),
  contactMobile: mobileSchema,
  state: stateSchema,
  city: requiredText("city", 100),
  address: requiredText("address", 300),
  zip: pinSchema,
  /**
   * Where at the address the vehicle waits (doorstep and pick & drop; the key handover for pick & drop only).
   * Ignored at the centre, where nobody comes to the address: the booking keeps what siteDetailsFor keeps.
   */
  siteDetails: siteDetailsSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: zodMessage("choosePaymentMethod") }),
  /** The total the customer saw; refused when it differs from the server's price. */
  expectedTotalPaise: paiseSchema("expectedTotal").optional(),
  /** Same key, same booking: a double-submitted form creates one booking. */
  idempotencyKey: z.string().trim().min(8).max(64).optional(),
});
export type CreateBookingInput = z.infer<typeof createBookingInput>;

export const upiCheckoutOutput = z.object({
  orderId: z.string(),
  keyId: z.string(),
  amountPaise: z.number(),
  currency: z.literal("INR"),
  /** True when the server runs its local Razorpay stand-in: the site shows its marked test checkout. */
  testMode: z.boolean(),
});

/** A booking's money as its ledger says (packages/api/src/modules/ledger), in paise. */
export const bookingMoneyOutput = z.object({
  /** What the booking costs: services, driver and travel fees, less the discount. */
  duePaise: z.number(),
  /** Captured online (UPI through Razorpay). */
  capturedPaise: z.number(),
  /** Collected in cash by the centre. */
  cashPaise: z.number(),
  refundedPaise: z.number(),
  /** Asked of Razorpay and not settled yet. */
  refundPendingPaise: z.number(),
  /** Refused by Razorpay or returned by the bank; can be refunded again. */
  refundFailedPaise: z.number(),
  /** Online money still held and not promised back: what a refund can take. */
  refundablePaise: z.number(),
  /** What the customer has paid and keeps paid (refundable online money and cash). */
  heldPaise: z.number(),
  /** What is still to pay. */
  outstandingPaise: z.number(),
  everPaid: z.boolean(),
});
export type BookingMoney = z.infer<typeof bookingMoneyOutput>;

export const bookingOutput = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  serviceMode: z.enum(SERVICE_MODES),
  centre: z.object({
    id: z.number(),
    name: z.string(),
    mobile: z.string(),
    address: z.string(),
    city: z.string(),
  }),
  slotStart: z.date(),
  slotEnd: z.date(),
  vehicleType: z.object({ id: z.number(), name: z.string() }),
  vehicleNumber: z.string(),
  brand: z.string().nullable(),
  contactMobile: z.string(),
  address: z.object({ state: z.string(), city: z.string(), address: z.string(), zip: z.string() }),
  /** Where at the address the vehicle waits, as the customer said when booking ({} at the centre). */
  siteDetails: siteDetailsOutput,
  items: z.array(
    z.object({
      /** None for a wash plan's month: its one line is the plan and the period. */
      serviceId: z.number().nullable(),
      categoryName: z.string(),
      subCategoryName: z.string(),
      unitPricePaise: z.number(),
      quantity: z.number(),
    }),
  ),
  subtotalPaise: z.number(),
  driverFeePaise: z.number(),
  travelFeePaise: z.number(),
  discountPaise: z.number(),
  totalPaise: z.number(),
  couponCode: z.string().nullable(),
  cancelledBy: z.enum(["customer", "centre", "admin", "system"]).nullable(),
  cancelReason: z.string().nullable(),
  companyChoice: z.enum(["reschedule", "refund"]).nullable(),
  createdAt: z.date(),
  /** When the booking last changed: an action sent with it is refused if the booking changed since. */
  updatedAt: z.date(),
  money: bookingMoneyOutput,
  /** Whether the customer has reviewed the booking (the rules read it: a booking is reviewed once). */
  reviewed: z.boolean(),
  checkout: upiCheckoutOutput.nullable(),
  /** How an admin settled the booking's latest dispute, for the customer and the centre to read. */
  disputeOutcome: z.object({ resolution: z.string(), resolvedAt: z.date() }).nullable(),
  /** What the viewer (the customer, the centre or an admin) may do with the booking now; the server checks the same rules. */
  allowedActions: z.array(z.enum(BOOKING_ACTIONS)),
});
export type BookingView = z.infer<typeof bookingOutput>;

export const bookingIdInput = z.object({ bookingId: idSchema });

export const rescheduleInput = bookingIdInput.extend({ date: isoDateSchema, time: timeSchema });

export const checkoutResultInput = bookingIdInput.extend({
  razorpayOrderId: z.string().min(1).max(64),
  razorpayPaymentId: z.string().min(1).max(64),
  razorpaySignature: z.string().min(1).max(128),
});

export const bookingPage = z.object({
  items: z.array(bookingOutput),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const CENTRE_BOOKING_ACTIONS = ACTOR_ACTIONS.centre;

/** The longest reason a centre may give the customer with an action (the console's reason box stops there). */
export const CENTRE_REASON_MAX_LENGTH = 300;

export const centreBookingActionInput = bookingIdInput.extend({
  action: z.enum(CENTRE_BOOKING_ACTIONS),
  reason: optionalLines("reason", CENTRE_REASON_MAX_LENGTH).optional(),
  /** The booking's updatedAt as the board showed it: the action is refused (bookingChanged) if it changed since. */
  seenUpdatedAt: z.date().optional(),
});

export const centreBookingListInput = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  date: isoDateSchema.optional(),
  page: pageNumber.default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
});

export const centreBookingPage = z.object({
  items: z.array(
    bookingOutput.extend({
      /** `email` is null for an account made by phone (contactEmail): the number stands for it. */
      customer: z.object({ name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
      /** The team member washing it (centreBookings.assignWasher), if one is assigned. */
      washer: z.object({ id: z.number(), name: z.string() }).nullable(),
      /** Made at the centre's counter (a walk-in or a phone booking), not online. */
      walkIn: z.boolean(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const reviewInput = bookingIdInput.extend({
  rating: z
    .number({ error: zodMessage("chooseRating") })
    .int()
    .min(1, { error: zodMessage("chooseStars") })
    .max(5, { error: zodMessage("chooseStars") }),
  comment: z
    .string()
    .trim()
    .max(1000, { error: zodMessage("reviewTooLong", { max: 1000 }) })
    .refine(isPlainLines, { error: zodMessage("textHasMarkup", { label: fieldLabel("review") }) })
    .optional(),
  /** Photos the customer uploaded for the review (POST /media, purpose review_photo). */
  photoIds: mediaIdsSchema(MEDIA_POLICY.maxReviewPhotos, "tooManyReviewPhotos").optional(),
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const reviewCreatedOutput = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string().nullable(),
  createdAt: z.date(),
});

/** The first-booking offer the site may mention to the visitor (coupons.firstBookingOffer), or null. */
export const firstBookingOfferOutput = z
  .object({
    code: z.string(),
    percentOff: z.number().nullable(),
    amountOffPaise: z.number().nullable(),
    maxDiscountPaise: z.number().nullable(),
  })
  .nullable();
export type FirstBookingOffer = NonNullable<z.infer<typeof firstBookingOfferOutput>>;

/**
 * A customer's bookings, a page at a time; with `code`, only the booking of theirs with that code (the link in a
 * booking's SMS or WhatsApp message opens it).
 */
export const myBookingsInput = pageInput.extend({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,20}$/, { error: zodMessage("invalidBookingCode") })
    .optional(),
  /** Only bookings still waiting for an online payment (the booking page offers to pay them). */
  awaitingPayment: z.boolean().optional(),
  /** Only bookings something was paid for (online or in cash), newest first: the latest payment. */
  paid: z.boolean().optional(),
});
export type MyBookingsInput = z.infer<typeof myBookingsInput>;

/** Assigns a member of the centre's team to wash a booking, or takes the washer off (null). */
export const assignWasherInput = z.object({ bookingId: idSchema, washerId: idSchema.nullable() });
export type AssignWasherInput = z.infer<typeof assignWasherInput>;
export const assignWasherOutput = z.object({
  bookingId: z.number(),
  washer: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type AssignWasherOutput = z.infer<typeof assignWasherOutput>;
