import { formatCalendarDate, type PlanBilling, type RenewalRisk } from "@chamak/contracts";

/** Why a subscription may not renew, as the centre reads it (its billing says what the next month waits for). */
export function renewalRiskWords(reason: RenewalRisk, billing: PlanBilling): string {
  switch (reason) {
    case "halted":
      return billing === "autopay" ? "AutoPay halted: the debits failed" : "Halted: a month was not paid";
    case "debit_failing":
      return "AutoPay debit failing: Razorpay is retrying";
    case "month_not_open":
      return "Next cash month not opened yet";
    case "month_unpaid":
      return "Next month not paid by UPI yet";
    case "debit_not_recorded":
      return "Next AutoPay debit not taken yet";
  }
}

/** Whether the reason needs the centre to chase the customer now (a badge's colour). */
export const riskColor = (reason: RenewalRisk) =>
  reason === "halted" ? "red" : reason === "debit_failing" ? "orange" : "yellow";

/** "April 2026" for "2026-04". */
export const formatMonth = (month: string) =>
  formatCalendarDate(`${month}-01`, "en", { month: "long", year: "numeric" });
