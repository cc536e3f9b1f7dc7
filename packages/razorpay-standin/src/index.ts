export type { RouteActivation } from "./conditions";
export type {
  AnyWebhookEvent,
  LinkedAccountEntity,
  OrderEntity,
  PaymentEntity,
  RefundEntity,
  ReversalEntity,
  RouteProductEntity,
  RouteWebhookEvent,
  SettlementEntity,
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
export type { WebhookAttempt, WebhookRecord } from "./webhooks";
