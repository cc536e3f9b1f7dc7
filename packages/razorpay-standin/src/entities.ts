/** The entity shapes Razorpay's API (v1, and v2 for linked accounts) returns, limited to what the stand-in fills in. */

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
  /** The subscription's invoice a recurring charge pays (`inv_...`); null for every other payment. */
  invoice_id: string | null;
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

/** A UPI QR code (`POST /v1/payments/qr_codes`), the subset of fields Razorpay documents for `upi_qr`. */
export interface QrCodeEntity {
  id: string;
  entity: "qr_code";
  created_at: number;
  name: string | null;
  usage: "single_use" | "multiple_use";
  type: "upi_qr";
  /** A link to the QR's image (here: the stand-in's page showing it). */
  image_url: string;
  /** What the QR encodes, the UPI intent (Razorpay's "image content" QR codes answer it). */
  image_content: string;
  payment_amount: number | null;
  status: "active" | "closed";
  description: string | null;
  fixed_amount: boolean;
  payments_amount_received: number;
  payments_count_received: number;
  notes: Notes | [];
  customer_id: string | null;
  close_by: number | null;
  closed_at: number | null;
  close_reason: "on_demand" | "paid" | null;
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

/** A Route linked account (API v2, `type: "route"`): a centre Chamak pays out to. */
export interface LinkedAccountEntity {
  id: string;
  type: "route";
  status: "created" | "suspended";
  email: string;
  profile: {
    category: string;
    subcategory: string;
    addresses: { registered: AddressEntity };
  };
  notes: Notes | [];
  created_at: number;
  phone: string;
  contact_name: string;
  reference_id: string | null;
  business_type: string;
  legal_business_name: string;
  customer_facing_business_name: string;
  legal_info: { pan?: string; gst?: string };
}

export interface AddressEntity {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface StakeholderEntity {
  entity: "stakeholder";
  id: string;
  name: string;
  email: string;
  phone?: { primary?: string; secondary?: string };
  relationship?: { director?: boolean; executive?: boolean };
  kyc?: { pan: string };
  percentage_ownership?: number;
  addresses?: { residential: Partial<Omit<AddressEntity, "street1" | "street2">> & { street?: string } };
  notes: Notes | [];
}

export type RouteActivationStatus = "needs_clarification" | "under_review" | "activated" | "suspended";

export interface ProductRequirement {
  field_reference: string;
  resolution_url: string;
  reason_code: string;
  status: "required";
}

export interface SettlementDetails {
  account_number: string | null;
  ifsc_code: string | null;
  beneficiary_name: string | null;
}

/** The Route product configuration of a linked account (`acc_prd_...`). */
export interface RouteProductEntity {
  requested_configuration: [];
  active_configuration: { settlements: SettlementDetails };
  requirements: ProductRequirement[];
  tnc: { id: string; accepted: true; accepted_at: number } | null;
  id: string;
  product_name: "route";
  activation_status: RouteActivationStatus;
  account_id: string;
  requested_at: number;
}

export type TransferStatus = "pending" | "processed" | "failed" | "reversed" | "partially_reversed";

export interface TransferEntity {
  id: string;
  entity: "transfer";
  status: TransferStatus;
  /** The payment the transfer is made from. */
  source: string;
  /** The linked account. */
  recipient: string;
  amount: number;
  currency: "INR";
  amount_reversed: number;
  fees: number;
  tax: number;
  notes: Notes | [];
  linked_account_notes: string[];
  on_hold: boolean;
  on_hold_until: number | null;
  settlement_status: "pending" | "on_hold" | "settled" | null;
  recipient_settlement_id: string | null;
  /** Only with `expand[]=recipient_settlement`. */
  recipient_settlement?: SettlementEntity | null;
  created_at: number;
  processed_at: number | null;
  error: {
    code: string | null;
    description: string | null;
    reason: string | null;
    field: string | null;
    step: string | null;
    id: string;
    source: string | null;
    metadata: null;
  };
}

export interface ReversalEntity {
  id: string;
  entity: "reversal";
  transfer_id: string;
  amount: number;
  fee: number;
  tax: number;
  currency: "INR";
  notes: Notes | [];
  initiator_id: string;
  /** The refund that reversed it (a refund with `reverse_all`), else null. */
  customer_refund_id: string | null;
  created_at: number;
}

/** A settlement to a linked account's bank account. */
export interface SettlementEntity {
  id: string;
  entity: "settlement";
  amount: number;
  status: "processed";
  fees: number;
  tax: number;
  utr: string;
  created_at: number;
}

export type PlanPeriod = "daily" | "weekly" | "monthly" | "yearly";

/** The item a plan bills each cycle (Razorpay's item entity, `type: "plan"`). */
export interface PlanItemEntity {
  id: string;
  active: boolean;
  name: string;
  description: string | null;
  amount: number;
  unit_amount: number;
  currency: "INR";
  type: "plan";
  unit: null;
  tax_inclusive: false;
  hsn_code: null;
  sac_code: null;
  tax_rate: null;
  tax_id: null;
  tax_group_id: null;
  created_at: number;
  updated_at: number;
}

/** A Subscriptions plan (`plan_...`): what is billed, every `interval` `period`s. */
export interface PlanEntity {
  id: string;
  entity: "plan";
  interval: number;
  period: PlanPeriod;
  item: PlanItemEntity;
  notes: Notes | [];
  created_at: number;
}

export type SubscriptionStatus =
  | "created"
  | "authenticated"
  | "active"
  | "pending"
  | "halted"
  | "paused"
  | "cancelled"
  | "completed"
  | "expired";

/** A subscription (`sub_...`) to a plan, charged by a UPI AutoPay mandate once the customer authorises it. */
export interface SubscriptionEntity {
  id: string;
  entity: "subscription";
  plan_id: string;
  customer_id: string | null;
  status: SubscriptionStatus;
  /** The billing cycle last charged. */
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: Notes | [];
  /** When the next charge (or retry) is due; null before authorisation and once nothing more is charged. */
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  /** Failed attempts at the current cycle's charge. */
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  /** Where the customer authorises the mandate (here the stand-in's checkout). */
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: "api";
  offer_id: null;
  remaining_count: number;
  /** `upi` once authorised. */
  payment_method: "upi" | null;
}

export interface InvoiceLineItemEntity {
  id: string;
  item_id: string | null;
  ref_id: null;
  ref_type: null;
  name: string;
  description: string | null;
  amount: number;
  unit_amount: number;
  gross_amount: number;
  tax_amount: 0;
  taxable_amount: number;
  net_amount: number;
  currency: "INR";
  type: "plan" | "addon";
  tax_inclusive: false;
  hsn_code: null;
  sac_code: null;
  tax_rate: null;
  unit: null;
  quantity: number;
  taxes: [];
}

/** One cycle's bill of a subscription (`inv_...`): issued when its charge is first attempted, paid by it. */
export interface InvoiceEntity {
  id: string;
  entity: "invoice";
  type: "invoice";
  invoice_number: null;
  receipt: null;
  customer_id: string | null;
  customer_details: {
    id: string | null;
    name: null;
    email: string | null;
    contact: string | null;
    gstin: null;
    billing_address: null;
    shipping_address: null;
    customer_name: null;
    customer_email: string | null;
    customer_contact: string | null;
  };
  order_id: null;
  subscription_id: string;
  line_items: InvoiceLineItemEntity[];
  payment_id: string | null;
  status: "issued" | "paid" | "expired";
  expire_by: null;
  issued_at: number;
  paid_at: number | null;
  cancelled_at: null;
  expired_at: number | null;
  sms_status: null;
  email_status: null;
  date: number;
  terms: null;
  partial_payment: false;
  gross_amount: number;
  tax_amount: 0;
  taxable_amount: number;
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: "INR";
  currency_symbol: "₹";
  description: null;
  notes: Notes | [];
  comment: null;
  short_url: null;
  view_less: true;
  billing_start: number;
  billing_end: number;
  group_taxes_discounts: false;
  created_at: number;
}

/** Payment, order and refund events: each carries the payment. */
export type PaymentEventName =
  | "payment.captured"
  | "payment.failed"
  | "refund.processed"
  | "refund.failed"
  | "order.paid"
  | "qr_code.credited";

/** Route's events: a transfer's outcome, or a settlement to a linked account. */
export type RouteEventName = "transfer.processed" | "transfer.failed" | "settlement.processed";

/** Subscriptions' events: each carries the subscription, and the payment when a charge was attempted. */
export type SubscriptionEventName =
  | "subscription.authenticated"
  | "subscription.activated"
  | "subscription.charged"
  | "subscription.pending"
  | "subscription.halted"
  | "subscription.paused"
  | "subscription.resumed"
  | "subscription.cancelled"
  | "subscription.completed";

export type WebhookEventName = PaymentEventName | RouteEventName | SubscriptionEventName;

/** A payment, order or refund event. */
export interface WebhookEvent {
  entity: "event";
  account_id: string;
  event: PaymentEventName;
  contains: Array<"payment" | "order" | "refund" | "qr_code">;
  payload: {
    payment: { entity: PaymentEntity };
    order?: { entity: OrderEntity };
    refund?: { entity: RefundEntity };
    qr_code?: { entity: QrCodeEntity };
  };
  created_at: number;
}

/** A Route event: it carries the transfer or the settlement, not a payment. */
export interface RouteWebhookEvent {
  entity: "event";
  account_id: string;
  event: RouteEventName;
  contains: Array<"transfer" | "settlement">;
  payload: {
    transfer?: { entity: TransferEntity };
    settlement?: { entity: SettlementEntity };
  };
  created_at: number;
}

/** A subscription's event: the subscription, with the payment of the charge that caused it (if any). */
export interface SubscriptionWebhookEvent {
  entity: "event";
  account_id: string;
  event: SubscriptionEventName;
  contains: Array<"subscription" | "payment">;
  payload: {
    subscription: { entity: SubscriptionEntity };
    payment?: { entity: PaymentEntity };
  };
  created_at: number;
}

export type AnyWebhookEvent = WebhookEvent | RouteWebhookEvent | SubscriptionWebhookEvent;

type Envelope = "entity" | "account_id" | "created_at";

/** What the ledger publishes; the dispatcher adds the envelope (`entity`, `account_id`, `created_at`). */
export type WebhookEventPayload =
  | Omit<WebhookEvent, Envelope>
  | Omit<RouteWebhookEvent, Envelope>
  | Omit<SubscriptionWebhookEvent, Envelope>;

export const isRouteEvent = (event: AnyWebhookEvent): event is RouteWebhookEvent =>
  event.event.startsWith("transfer.") || event.event.startsWith("settlement.");

export const isSubscriptionEvent = (event: AnyWebhookEvent): event is SubscriptionWebhookEvent =>
  event.event.startsWith("subscription.");
