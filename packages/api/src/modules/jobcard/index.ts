// The jobcard module's front door: what other modules may use. Code in another module imports `../jobcard`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { damageReportHandlers } from "./damage-report-notifications";
export { listDisputes, openDispute, resolveDispute } from "./disputes.service";
export { checkInAtDoorIn, doorCode } from "./door-code";
export {
  addAfterPhotoIn,
  addCheckInPhotoIn,
  finishJobIn,
  openCheckInIn,
  startJobIn,
} from "./job-card.service";
export { disputeEvidence } from "./job-card-evidence.service";
export type { StaffActor } from "./job-card-steps";
export { loadJobCardView } from "./job-card-view";
