import { z } from "zod";

/** The fields of Razorpay's API entities that Chamak reads. Unknown fields are dropped. */

export const razorpayOrder = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(["created", "attempted", "paid"]),
});
export type RazorpayOrder = z.infer<typeof razorpayOrder>;

export const razorpayPayment = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  captured: z.boolean(),
  method: z.string(),
  email: z.string().nullable(),
  contact: z.string().nullable(),
  error_description: z.string().nullable(),
});
export type RazorpayPayment = z.infer<typeof razorpayPayment>;

/** Razorpay sends an empty notes object as []. */
export const razorpayNotes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional();

/** The refund id our refund job wrote into a refund's notes, if any. */
export function chamakRefundIdOf(notes: z.infer<typeof razorpayNotes>): unknown {
  return Array.isArray(notes) ? undefined : notes?.chamak_refund_id;
}

export const razorpayRefund = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(["pending", "processed", "failed"]),
  notes: razorpayNotes,
});
export type RazorpayRefund = z.infer<typeof razorpayRefund>;

export const razorpayErrorBody = z.object({
  error: z.object({
    code: z.string().optional(),
    description: z.string().optional(),
    field: z.string().nullish(),
    reason: z.string().nullish(),
  }),
});

/** Razorpay's list answers: { entity: "collection", count, items }. */
export const razorpayCollection = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), items: z.array(item) });
