// The wash-plans module's front door: what other modules may use. Code in another module imports
// `../wash-plans`, never one of its files (`pnpm lint` checks); tests may reach in.

export { lockForBilling, noteAutopay, notePaymentFailing, setAutopayState } from "./autopay-state";
export { dropMonthWashes, noteMonthOrder, notePaidByOrder, remindRenewal } from "./month-order-state";
export { closeMonth, lastPaidDay, nextPeriod, openMonth } from "./plan-months";
export { type PlanSweep, sweepPlans } from "./plan-sweep";
export { subscriptionView } from "./subscription-view";
export {
  planSubscribersRouter,
  planSubscriptionProcedures,
  washPlansRouter,
} from "./wash-plans.router";
export {
  type PlanOutcome,
  type PlanOutcomeAnswer,
  type PlanStop,
  recordPlanOutcome,
  washerPlanStops,
} from "./washer-rounds";
