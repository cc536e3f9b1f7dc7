import type { Db } from "@chamak/db";
import type { OutboxHandlers } from "../outbox";
import type { PaymentsDeps } from "../payments";
import { reconcileMonthOrder } from "./month-order";
import { reconcileAutopay } from "./reconcile-autopay";

/** plan-billing's outbox channel: Razorpay's word on a plan's payments, applied (and retried) apart. */
export const PLAN_BILLING = "plan-billing";

export function planBillingHandlers(db: Db, payments: PaymentsDeps): OutboxHandlers {
  return {
    "payments.subscription_changed": {
      [PLAN_BILLING]: ({ razorpaySubscriptionId }) => reconcileAutopay(db, payments, razorpaySubscriptionId),
    },
    "payments.order_paid": {
      [PLAN_BILLING]: ({ razorpayOrderId }) => reconcileMonthOrder(db, payments, razorpayOrderId),
    },
  };
}
