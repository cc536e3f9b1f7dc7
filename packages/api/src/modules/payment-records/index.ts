// The payment-records module's front door: what other modules may use. Code in another module imports
// `../payment-records`, never one of its files (`pnpm lint` checks); tests may reach in.
export {
  capturePaymentSql,
  clearReconcileFailures,
  markPaymentCaptured,
  markPaymentFailed,
  markPaymentRefunded,
  noteReconcileFailure,
  openPayment,
  openPaymentSql,
} from "./payment-rows";
export {
  markRefundFailed,
  markRefundProcessed,
  noteRazorpayRefundId,
  noteRefundStillPending,
  openRefund,
} from "./refund-rows";
