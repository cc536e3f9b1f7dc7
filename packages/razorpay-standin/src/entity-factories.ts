import type { Notes, OrderEntity, PaymentEntity, RefundEntity } from "./entities";
import { newId, unixNow } from "./ids";

/** Fresh entities with Razorpay's fields and defaults; the ledger changes their state. */

export interface NewOrder {
  amount: number;
  receipt: string | null;
  notes: Notes | [];
  autoCapture: boolean;
}

export interface PayerDetails {
  vpa: string;
  email: string;
  contact: string;
}

export function orderEntity(input: NewOrder): OrderEntity {
  return {
    id: newId("order"),
    entity: "order",
    amount: input.amount,
    amount_paid: 0,
    amount_due: input.amount,
    currency: "INR",
    receipt: input.receipt,
    offer_id: null,
    status: "created",
    attempts: 0,
    notes: input.notes,
    created_at: unixNow(),
  };
}

export function paymentEntity(amount: number, orderId: string | null, payer: PayerDetails): PaymentEntity {
  return {
    id: newId("pay"),
    entity: "payment",
    amount,
    currency: "INR",
    status: "created",
    order_id: orderId,
    invoice_id: null,
    international: false,
    method: "upi",
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: payer.vpa,
    email: payer.email,
    contact: payer.contact,
    notes: [],
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: { rrn: null, upi_transaction_id: null },
    upi: { vpa: payer.vpa },
    created_at: unixNow(),
  };
}

export function refundEntity(paymentId: string, amount: number, notes: Notes | []): RefundEntity {
  return {
    id: newId("rfnd"),
    entity: "refund",
    amount,
    currency: "INR",
    payment_id: paymentId,
    notes,
    receipt: null,
    acquirer_data: { rrn: null },
    created_at: unixNow(),
    batch_id: null,
    status: "processed",
    speed_processed: "normal",
    speed_requested: "normal",
  };
}
