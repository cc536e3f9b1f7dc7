import type { WashPlanView } from "@chamak/contracts";
import { staleLines } from "../shared/stale-edit-alert";
import {
  capacityInWords,
  extraInWords,
  frequencyInWords,
  priceInWords,
  termsInWords,
  windowInWords,
} from "./plan-words";

/** The plan as saved now, beside the values the form was opened with, for a refused stale save. */
export function planStaleLines(now: WashPlanView, opened: WashPlanView) {
  const prices = (plan: WashPlanView) => plan.prices.map(priceInWords).join("; ") || "None";
  const extras = (plan: WashPlanView) => plan.extras.map(extraInWords).join("; ") || "None";
  const terms = (plan: WashPlanView) => termsInWords(plan).join(" ");
  const sale = (plan: WashPlanView) => (plan.active ? "On sale" : "Withdrawn");
  return staleLines([
    ["Name", now.name, opened.name],
    ["How often", frequencyInWords(now), frequencyInWords(opened)],
    ["Window", windowInWords(now), windowInWords(opened)],
    ["Prices", prices(now), prices(opened)],
    ["Extras", extras(now), extras(opened)],
    ["Capacity", capacityInWords(now.capacityPerWasher), capacityInWords(opened.capacityPerWasher)],
    ["Terms", terms(now), terms(opened)],
    ["Sale", sale(now), sale(opened)],
  ]);
}
