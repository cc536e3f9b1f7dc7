import { z } from "zod";

/** The customer's one-tap rebooking of a doorstep or pick & drop visit nobody came for (visit.rebook). */
export const visitRebookInput = z.object({ bookingCode: z.string().trim().min(1).max(40) });
export type VisitRebookInput = z.infer<typeof visitRebookInput>;

/** The new slot: the next free time the centre can serve the address; the missed visit's credit stays on it. */
export const visitRebookOutput = z.object({
  bookingCode: z.string(),
  slotStart: z.date(),
  slotEnd: z.date(),
  /** What came off the booking for the missed visit (paise). */
  creditPaise: z.number().int(),
});
export type VisitRebookAnswer = z.infer<typeof visitRebookOutput>;
