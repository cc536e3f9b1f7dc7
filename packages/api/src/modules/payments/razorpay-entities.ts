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

/** A UPI QR code (`qr_...`): a walk-in's payment at the counter, paid by scanning it. */
export const razorpayQrCode = z.object({
  id: z.string(),
  status: z.enum(["active", "closed"]),
  usage: z.string(),
  payment_amount: z.number().int().nullable(),
  payments_amount_received: z.number().int(),
  image_url: z.string(),
  /** The UPI intent the QR encodes, when Razorpay gives it. */
  image_content: z.string().nullish(),
  close_by: z.number().int().nullish(),
  close_reason: z.string().nullish(),
  notes: razorpayNotes,
});
export type RazorpayQrCode = z.infer<typeof razorpayQrCode>;

/** A Route linked account (API v2): a centre Chamak pays its share to. */
export const razorpayLinkedAccount = z.object({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  email: z.string(),
  reference_id: z.string().nullish(),
  legal_business_name: z.string(),
});
export type RazorpayLinkedAccount = z.infer<typeof razorpayLinkedAccount>;

/** What Razorpay still needs before it activates a product (`settlements.ifsc_code`, say). */
export const razorpayProductRequirement = z.object({
  field_reference: z.string(),
  reason_code: z.string(),
  status: z.string().optional(),
  resolution_url: z.string().optional(),
});

/** A linked account's Route product configuration: transfers to the account need it `activated`. */
export const razorpayRouteProduct = z.object({
  id: z.string(),
  account_id: z.string(),
  product_name: z.string(),
  activation_status: z.enum(["requested", "needs_clarification", "under_review", "activated", "suspended"]),
  requirements: z.array(razorpayProductRequirement),
  active_configuration: z
    .object({
      settlements: z
        .object({
          account_number: z.string().nullish(),
          ifsc_code: z.string().nullish(),
          beneficiary_name: z.string().nullish(),
        })
        .optional(),
    })
    .optional(),
});
export type RazorpayRouteProduct = z.infer<typeof razorpayRouteProduct>;

/** A Route transfer from a payment (`source`) to a linked account (`recipient`). */
export const razorpayTransfer = z.object({
  id: z.string(),
  source: z.string(),
  recipient: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  amount_reversed: z.number().int(),
  status: z.enum(["created", "pending", "processed", "failed", "reversed", "partially_reversed"]),
  on_hold: z.boolean(),
  on_hold_until: z.number().int().nullable(),
  settlement_status: z.enum(["pending", "on_hold", "settled"]).nullish(),
  recipient_settlement_id: z.string().nullable(),
  processed_at: z.number().int().nullable(),
  notes: razorpayNotes,
});
export type RazorpayTransfer = z.infer<typeof razorpayTransfer>;

/** Money taken back from a linked account: by hand, or by a refund with `reverse_all` (`customer_refund_id`). */
export const razorpayReversal = z.object({
  id: z.string(),
  transfer_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  customer_refund_id: z.string().nullable(),
});
export type RazorpayReversal = z.infer<typeof razorpayReversal>;

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
