export type { RouteActivation } from "./conditions";
export type {
  AnyWebhookEvent,
  InvoiceEntity,
  LinkedAccountEntity,
  OrderEntity,
  PaymentEntity,
  PlanEntity,
  RefundEntity,
  ReversalEntity,
  RouteProductEntity,
  RouteWebhookEvent,
  SettlementEntity,
  SubscriptionEntity,
  SubscriptionEventName,
  SubscriptionStatus,
  SubscriptionWebhookEvent,
  TransferEntity,
  WebhookEvent,
  WebhookEventName,
} from "./entities";
export type { RestoredPayment } from "./ledger";
export { type RunningRazorpayStandin, startRazorpayStandin } from "./standalone";
export {
  createRazorpayStandin,
  type RazorpayStandin,
  type RazorpayStandinOptions,
  type StandinControls,
} from "./standin";
export type { SubscriptionCheckoutAnswer } from "./subscription-checkout.routes";
export {
  CHARGE_ATTEMPTS,
  type ChargeOutcome,
  DEBIT_APPROVAL_LIMIT_PAISE,
  type MandateMethod,
  type SubscriptionCharge,
  UPI_COLLECT_REFUSED,
} from "./subscriptions";
export type { WebhookAttempt, WebhookRecord } from "./webhooks";
