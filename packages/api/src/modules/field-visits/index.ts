// The field-visits module's front door: what other modules may use. Code in another module imports
// `../field-visits`, never one of its files (`pnpm lint` checks); tests may reach in.
export { visitRouter, washerDayRouter } from "./field-visits.router";
export { type MissedVisit, sweepMissedVisits } from "./missed-visit.service";
export { chargeNotAccessible, type NotAccessibleCharge } from "./not-accessible.service";
