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

/** One stretch of a washer's or driver's day: the travel to it and the work, for one booking. */
export const crewJob = z.object({
  bookingId: z.number(),
  code: z.string(),
  /** doorstep: washing at the door; pickup: driving the car to the centre; return: taking it back. */
  leg: z.enum(["doorstep", "pickup", "return"]),
  travelStart: z.date(),
  workStart: z.date(),
  workEnd: z.date(),
  status: z.enum(BOOKING_STATUSES),
  customerFirstName: z.string(),
  /** Where the car is: the booking's address and PIN. */
  place: z.string(),
  updatedAt: z.date(),
});
export type CrewJob = z.infer<typeof crewJob>;

/** A person on the road that day: their shift (empty on a day off) and their jobs in time order. */
export const crewLane = z.object({
  userId: z.number(),
  name: z.string(),
  kinds: z.array(z.enum(["washer", "driver"])),
  /** "HH:MM", null on their day off. */
  shiftStart: z.string().nullable(),
  shiftEnd: z.string().nullable(),
  jobs: z.array(crewJob),
});
export type CrewLane = z.infer<typeof crewLane>;

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
  /** The washers and drivers, a lane each: doorstep jobs live here, not on a bay. */
  crew: z.array(crewLane),
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

/** Gives a booking's doorstep or pick & drop jobs to another person on the road (`userId`). */
export const reassignCrewInput = z.object({
  bookingId: idSchema,
  userId: idSchema,
  /** The booking's updatedAt as the screen showed it: refused (bookingChanged) if it changed since. */
  seenUpdatedAt: z.date().optional(),
});
export type ReassignCrewInput = z.infer<typeof reassignCrewInput>;

/** A washer or driver off for a day (sick): every job of theirs that day goes to whoever else can be there. */
export const reassignDayInput = z.object({ userId: idSchema, date: isoDateSchema });
export type ReassignDayInput = z.infer<typeof reassignDayInput>;

export const reassignDayOutput = z.object({
  /** Each job moved, to whom: the customer is being told who comes. */
  moved: z.array(z.object({ bookingId: z.number(), code: z.string(), to: z.string() })),
  /** Jobs nobody else could take: still theirs, for the centre to move or call about. */
  kept: z.array(z.object({ bookingId: z.number(), code: z.string() })),
});
export type ReassignDayOutput = z.infer<typeof reassignDayOutput>;
