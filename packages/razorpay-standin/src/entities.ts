/** The entity shapes Razorpay's API v1 returns, limited to what the stand-in fills in. */

export type Notes = Record<string, string | number>;

export interface OrderEntity {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: "INR";
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Notes | [];
  created_at: number;
}

export type PaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export interface PaymentEntity {
  id: string;
  entity: "payment";
  amount: number;
  currency: "INR";
  status: PaymentStatus;
  order_id: string | null;
  invoice_id: null;
  international: false;
  method: "upi";
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: string;
  email: string;
  contact: string;
  notes: Notes | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { rrn: string | null; upi_transaction_id: string | null };
  upi: { vpa: string };
  created_at: number;
}

export interface RefundEntity {
  id: string;
  entity: "refund";
  amount: number;
  currency: "INR";
  payment_id: string;
  notes: Notes | [];
  receipt: null;
  acquirer_data: { rrn: string | null };
  created_at: number;
  batch_id: null;
  status: "pending" | "processed" | "failed";
  speed_processed: "normal";
  speed_requested: "normal";
}

export type WebhookEventName =
  | "payment.captured"
  | "payment.failed"
  | "refund.processed"
  | "refund.failed"
  | "order.paid";

export interface WebhookEvent {
  entity: "event";
  account_id: string;
  event: WebhookEventName;
  contains: Array<"payment" | "order" | "refund">;
  payload: {
    payment: { entity: PaymentEntity };
    order?: { entity: OrderEntity };
    refund?: { entity: RefundEntity };
  };
  created_at: number;
}
