import type {
  Notes,
  OrderEntity,
  PaymentEntity,
  RefundEntity,
  ReversalEntity,
  SettlementEntity,
  TransferEntity,
} from "./entities";
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

export interface NewTransferEntity {
  /** The payment it is made from (`pay_...`), or for a direct transfer the merchant's account (`acc_...`). */
  source: string;
  account: string;
  amount: number;
  notes: Notes | [];
  linkedAccountNotes: string[];
  onHold: boolean;
  onHoldUntil: number | null;
}

/** A transfer not yet processed; Razorpay's Route fee is 0.25% plus 18% GST on it, the tax part of the fee. */
export function transferEntity(input: NewTransferEntity): TransferEntity {
  const id = newId("trf");
  const tax = Math.round(input.amount * 0.0025 * 0.18);
  return {
    id,
    entity: "transfer",
    status: "pending",
    source: input.source,
    recipient: input.account,
    amount: input.amount,
    currency: "INR",
    amount_reversed: 0,
    fees: Math.round(input.amount * 0.0025) + tax,
    tax,
    notes: input.notes,
    linked_account_notes: input.linkedAccountNotes,
    on_hold: input.onHold,
    on_hold_until: input.onHoldUntil,
    settlement_status: null,
    recipient_settlement_id: null,
    created_at: unixNow(),
    processed_at: null,
    error: {
      code: null,
      description: null,
      reason: null,
      field: null,
      step: null,
      id,
      source: null,
      metadata: null,
    },
  };
}

export function reversalEntity(
  transferId: string,
  amount: number,
  notes: Notes | [],
  initiatorId: string,
  customerRefundId: string | null,
): ReversalEntity {
  return {
    id: newId("rvrsl"),
    entity: "reversal",
    transfer_id: transferId,
    amount,
    fee: 0,
    tax: 0,
    currency: "INR",
    notes,
    initiator_id: initiatorId,
    customer_refund_id: customerRefundId,
    created_at: unixNow(),
  };
}

export function settlementEntity(amount: number): SettlementEntity {
  return {
    id: newId("setl"),
    entity: "settlement",
    amount,
    status: "processed",
    fees: 0,
    tax: 0,
    utr: String(100_000_000_000 + Math.floor(Math.random() * 9e11)),
    created_at: unixNow(),
  };
}
