// The jobcard module's front door: what other modules may use. Code in another module imports `../jobcard`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { damageReportHandlers } from "./damage-report-notifications";
export { listDisputes, openDispute, resolveDispute } from "./disputes.service";
export { disputeEvidence } from "./job-card-evidence.service";
