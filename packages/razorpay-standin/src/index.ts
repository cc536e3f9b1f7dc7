export type { OrderEntity, PaymentEntity, RefundEntity, WebhookEvent, WebhookEventName } from "./entities";
export type { RestoredPayment } from "./ledger";
export { type RunningRazorpayStandin, startRazorpayStandin } from "./standalone";
export {
  createRazorpayStandin,
  type RazorpayStandin,
  type RazorpayStandinOptions,
  type StandinControls,
} from "./standin";
export type { WebhookAttempt, WebhookRecord } from "./webhooks";
