// The payments module's front door: what other modules may use. Code in another module imports `../payments`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { viaGateway } from "./gateway-error";
export type { PaymentsDeps } from "./payments-deps";
export { type PaymentGateway, PaymentGatewayError } from "./razorpay-client";
export type {
  RazorpayPayment,
  RazorpayQrCode,
  RazorpayRouteProduct,
  RazorpayTransfer,
} from "./razorpay-entities";
export { verifyPaymentSignature, verifySubscriptionSignature } from "./razorpay-signature";
export {
  createRazorpaySubscriptions,
  type RazorpayInvoice,
  type RazorpayPlan,
  type RazorpaySubscription,
  type RazorpaySubscriptionStatus,
  type SubscriptionGateway,
} from "./razorpay-subscriptions";
export { reconcileOpenOrders, reconcilePendingRefunds } from "./reconcile.service";
export {
  type CaptureOutcome,
  capturePendingBooking,
  recordCapturedPayment,
  recordCapturedQrPayment,
} from "./record-capture.service";
export { refundHandler } from "./refund-handler";
