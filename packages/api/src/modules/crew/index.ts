// The crew module's front door: washers and drivers as capacity. Who goes out on which shift (crew.service.ts),
// where a job fits in a person's day (route-fit.ts, field-plan.ts), and the holds on their time (crew-holds.ts).
// Code in another module imports `../crew`, never one of its files.
export { assertNoJobsAhead } from "./crew.service";
export { type CrewDayMember, crewDayColumn } from "./crew-day";
export { releaseCrew } from "./crew-holds";
export { type FieldBooking, fieldDay, holdFieldCrew, kindFor, legsOf } from "./field-crew";
export { type FieldPlan, planField } from "./field-plan";
export type { Point } from "./route-fit";
