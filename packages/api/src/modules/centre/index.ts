// The centre module's front door: what other modules may use. Code in another module imports `../centre`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { assertCentreMayChange, type VendorActor, vendorActor } from "./centre-access";
export { applicationGstin, createCentreApplication } from "./centre-application";
export { countCompletedBooking, countRating } from "./centre-counters";
export { decidePendingIdentityChange } from "./centre-identity-change";
export { setCentreStatus } from "./centre-status";
export { scheduleOn, scheduleVersions } from "./schedule-versions";
