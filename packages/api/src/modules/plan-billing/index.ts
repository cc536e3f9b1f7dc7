// The plan-billing module's front door: paying for wash plans (UPI AutoPay through Razorpay Subscriptions),
// above wash-plans and payments as checkout is above booking and payments. Other modules import `../plan-billing`.
export { autopayProcedures } from "./plan-billing.router";
export { PLAN_BILLING, planBillingHandlers } from "./plan-billing-handlers";
export { reconcileAutopay } from "./reconcile-autopay";
