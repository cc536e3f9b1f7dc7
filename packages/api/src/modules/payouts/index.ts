// The payouts module's front door: what other modules may use. Code in another module imports `../payouts`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { bankChangeNoticeHandlers } from "./bank-change-notices";
export { payoutHandlers } from "./payout-handlers";
export { releaseOverduePayouts } from "./release-overdue";
