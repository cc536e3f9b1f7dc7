// The plan-billing module's front door: paying for wash plans (UPI AutoPay through Razorpay Subscriptions, or a
// month at a time by UPI through Razorpay orders), above wash-plans and payments as checkout is above booking and
// payments. Other modules import `../plan-billing`.
export { reconcileOpenMonthOrders } from "./month-order";
export { planBillingProcedures } from "./plan-billing.router";
export { PLAN_BILLING, planBillingHandlers } from "./plan-billing-handlers";
export { reconcileAutopay } from "./reconcile-autopay";
