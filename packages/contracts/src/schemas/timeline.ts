import { z } from "zod";
import { zodMessage } from "../messages";
import { BOOKING_STATUSES, centreBookingPage, PAYMENT_STATUSES } from "./booking";
import { idSchema, isoDateSchema } from "./common";

// A centre's day on the console's Today page (centreBookings.timeline), moving a booking to another bay or time
// (centreBookings.move) and finding a booking by code, phone or vehicle number (centreBookings.search).

export const timelineInput = z.object({ date: isoDateSchema });

/** One booking's hold on a bay, as the timeline draws it. */
export const timelineBooking = z.object({
  id: z.number(),
  code: z.string(),
  bay: z.number(),
  slotStart: z.date(),
  slotEnd: z.date(),
  status: z.enum(BOOKING_STATUSES),
  /** From the ledger (its entries summed), not the copy on the booking row. */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  walkIn: z.boolean(),
  customerFirstName: z.string(),
  vehicleNumber: z.string(),
  /** The services in a few words ("Foam Wash, Wax Polish × 2"). */
  services: z.string(),
  /** The team member assigned to wash it (centreBookings.assignWasher), null until one is. */
  washerName: z.string().nullable(),
  updatedAt: z.date(),
});
export type TimelineBooking = z.infer<typeof timelineBooking>;

export const timelineOutput = z.object({
  date: z.string(),
  bays: z.number(),
  slotMinutes: z.number(),
  /** Closed all day (a holiday, or the weekday is closed). */
  closed: z.boolean(),
  /** Minutes after midnight in India; 0 and 0 when closed. */
  opensAt: z.number(),
  closesAt: z.number(),
  breaks: z.array(z.object({ startsAt: z.number(), endsAt: z.number() })),
  bookings: z.array(timelineBooking),
  blocks: z.array(
    z.object({ id: z.number(), bay: z.number(), startsAt: z.date(), endsAt: z.date(), reason: z.string() }),
  ),
});
export type Timeline = z.infer<typeof timelineOutput>;

export const moveBookingInput = z.object({
  bookingId: idSchema,
  bay: z.coerce
    .number()
    .int({ error: zodMessage("invalidBay") })
    .min(1, { error: zodMessage("invalidBay") })
    .max(1000, { error: zodMessage("invalidBay") }),
  slotStart: z.date({ error: zodMessage("invalidSlotStart") }),
  /** The booking's updatedAt as the screen showed it: the move is refused (bookingChanged) if it changed since. */
  seenUpdatedAt: z.date().optional(),
});

export const moveBookingOutput = z.object({
  bookingId: z.number(),
  bay: z.number(),
  slotStart: z.date(),
  slotEnd: z.date(),
  /** The time changed, so the customer is being told (a bay-only move tells nobody). */
  customerNotified: z.boolean(),
});

export const BOOKING_SEARCH_LIMIT = 20;

export const bookingSearchInput = z.object({
  q: z
    .string()
    .trim()
    .min(3, { error: zodMessage("searchTooShort", { min: 3 }) })
    .max(40, { error: zodMessage("searchTooLong", { max: 40 }) }),
});

export const bookingSearchOutput = centreBookingPage.shape.items;
