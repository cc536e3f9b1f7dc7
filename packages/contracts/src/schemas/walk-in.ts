import { z } from "zod";
import { zodMessage } from "../messages";
import { bookingOutput, cartItemInput, PAYMENT_METHODS, timeSchema, vehicleNumberSchema } from "./booking";
import { idSchema, isoDateSchema, mobileSchema } from "./common";
import { nameField } from "./people";

/**
 * A booking made at the centre's counter for a customer who walked in or phoned: the customer by mobile number
 * (an account with that number, else a new one in `name`), the vehicle, the centre's services (priced on the
 * server), "now" (the next start that fits, today) or a chosen `time` (on `date`, today when left out), paid in
 * cash now or by scanning a UPI QR code.
 */
export const walkInInput = z.object({
  mobile: mobileSchema,
  /** Needed only when no account has this number yet. */
  name: nameField("fullName", 100).optional(),
  vehicleTypeId: idSchema,
  vehicleNumber: vehicleNumberSchema,
  items: z
    .array(cartItemInput)
    .min(1, { error: zodMessage("noServices") })
    .max(20),
  date: isoDateSchema.optional(),
  /** Absent: now, the next start that fits today. */
  time: timeSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: zodMessage("choosePaymentMethod") }),
});
export type WalkInInput = z.infer<typeof walkInInput>;

export const walkInBookingInput = z.object({ bookingId: idSchema });

/** The QR code a walk-in pays by, as the counter screen shows it. */
export const walkInQrOutput = z.object({
  id: z.string(),
  /** What the QR encodes (the UPI intent); the screen draws it, or shows `imageUrl` when absent. */
  imageContent: z.string().nullable(),
  imageUrl: z.string(),
  amountPaise: z.number(),
  status: z.enum(["active", "closed"]),
});

export const walkInOutput = z.object({
  booking: bookingOutput,
  customer: z.object({ id: z.number(), name: z.string(), isNew: z.boolean() }),
  qr: walkInQrOutput.nullable(),
  /** The booking's money is all in, as its ledger says. */
  paid: z.boolean(),
});
export type WalkIn = z.infer<typeof walkInOutput>;

/** The centre's walk-ins still waiting for their UPI QR to be paid (qr left out: "Show QR again" fetches it). */
export const walkInsWaitingOutput = z.array(walkInOutput);
