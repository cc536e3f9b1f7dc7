import type { PlanSubscriptionView } from "@chamak/contracts";
import { AutopayBanner } from "../autopay/autopay-banner";
import { MonthPaymentCard } from "./month-payment-card";

/**
 * What the plan's page says about paying it: an AutoPay plan waiting for its mandate sets it up; a plan paid
 * month by month by UPI, or one whose payments stopped, pays a month.
 */
export function PlanPaymentNotice({ view }: { view: PlanSubscriptionView }) {
  if (view.state === "awaiting_payment" && view.billing === "autopay")
    return <AutopayBanner subscriptionId={view.id} />;
  if (
    view.state === "halted" ||
    (view.billing === "monthly_upi" && ["awaiting_payment", "active"].includes(view.state))
  )
    return <MonthPaymentCard view={view} />;
  return null;
}
