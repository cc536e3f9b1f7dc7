// The centre module's front door: what other modules may use. Code in another module imports `../centre`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { assertCentreMayChange, type VendorActor, vendorActor } from "./centre-access";
export { scheduleOn, scheduleVersions } from "./schedule-versions";
