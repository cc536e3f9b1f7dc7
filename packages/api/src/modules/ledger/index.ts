// The ledger module's front door: what other modules may use. Code in another module imports `../ledger`,
// never one of its files (`pnpm lint` checks); tests may reach in.

export { requestAdminRefund } from "./admin-refund";
export {
  deriveBookingMoney,
  deriveBookingPayout,
  isPaidInFull,
  type LedgerTotals,
  missedVisitCreditFor,
  notAccessibleFeeFor,
  paymentStatusOf,
  serviceValuePaise,
} from "./booking-money";
export {
  appendLedgerEntries,
  appendLedgerEntriesSql,
  bookingMoney,
  firstCapturePaymentStatusSet,
  type LedgerEntryInput,
  ledgerColumn,
  ledgerRef,
  ledgerRefSql,
  ledgerTotals,
  openingPaymentStatusSql,
  recordPaymentCaptured,
  syncPaymentStatus,
  totalsOf,
} from "./ledger";
export { assertRefundable, type RefundRequest, refundBeyondDue, requestRefund } from "./refund-request";
