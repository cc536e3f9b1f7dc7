import {
  type PlanCreditUse,
  type PlanFrequency,
  type WashPlanInput,
  type WashPlanView,
  washPlanInput,
} from "@chamak/contracts";
import type { FormCheckOptions } from "@chamak/web-client";
import { paiseToRupeesInput, rupeesInputToPaise } from "../../lib/format";

/** A NumberInput's value: a number, "" when empty (or text while it is typed). */
type NumberText = number | string;

/** A row of a list in the form; `key` keeps React's inputs with their row when one above is removed. */
type Row<T> = T & { key: string };

/** The plan form as typed: rupees a month, weekdays as the chips' strings, numbers as the boxes hold them. */
export type PlanFormValues = {
  name: string;
  frequency: PlanFrequency;
  weekdays: string[];
  windowStart: string;
  windowEnd: string;
  prices: Row<{ vehicleTypeId: string | null; monthly: NumberText }>[];
  extras: Row<{ name: string; perMonth: NumberText }>[];
  capacityPerWasher: NumberText;
  skipNoticeHours: NumberText;
  maxPauseDaysPerMonth: NumberText;
  creditUse: PlanCreditUse;
  refundUnusedOnCancel: boolean;
  haltGraceDays: NumberText;
};

let rows = 0;
/** A key for a new row of prices or extras, unique in the page. */
export const rowKey = () => `row-${++rows}`;

export const emptyPrice = (): PlanFormValues["prices"][number] => ({
  key: rowKey(),
  vehicleTypeId: null,
  monthly: "",
});
export const emptyExtra = (): PlanFormValues["extras"][number] => ({ key: rowKey(), name: "", perMonth: 1 });

/** The form for `plan` as it is, or a new plan's starting values (a common doorstep plan's terms). */
export function planFormValues(plan: WashPlanView | undefined): PlanFormValues {
  if (!plan) {
    return {
      name: "",
      frequency: "daily",
      weekdays: [],
      windowStart: "06:00",
      windowEnd: "10:00",
      prices: [emptyPrice()],
      extras: [],
      capacityPerWasher: 25,
      skipNoticeHours: 12,
      maxPauseDaysPerMonth: 7,
      creditUse: "next_charge",
      refundUnusedOnCancel: true,
      haltGraceDays: 0,
    };
  }
  return {
    name: plan.name,
    frequency: plan.frequency,
    weekdays: plan.weekdays.map(String),
    windowStart: plan.windowStart,
    windowEnd: plan.windowEnd,
    prices: plan.prices.map((price) => ({
      key: rowKey(),
      vehicleTypeId: String(price.vehicleTypeId),
      monthly: paiseToRupeesInput(price.monthlyPaise),
    })),
    extras: plan.extras.map((extra) => ({ key: rowKey(), ...extra })),
    capacityPerWasher: plan.capacityPerWasher,
    skipNoticeHours: plan.skipNoticeHours,
    maxPauseDaysPerMonth: plan.maxPauseDaysPerMonth,
    creditUse: plan.creditUse,
    refundUnusedOnCancel: plan.refundUnusedOnCancel,
    haltGraceDays: plan.haltGraceDays,
  };
}

/** A box's number, undefined when empty (the schema then says the field is needed), NaN when not a number. */
const numberOf = (value: NumberText): number | undefined =>
  value === "" ? undefined : typeof value === "number" ? value : Number(value);

/**
 * washPlanInput's input for the typed values, as `plan` (absent for a new one) is saved: rupees to paise, an
 * alternate-days plan without weekdays, the plan's id, version and sale state kept.
 */
export function planInputOf(values: PlanFormValues, plan: WashPlanView | undefined) {
  return {
    ...(plan ? { id: plan.id, version: plan.version } : {}),
    name: values.name,
    frequency: values.frequency,
    weekdays: values.frequency === "alternate_days" ? [] : values.weekdays.map(Number),
    windowStart: values.windowStart,
    windowEnd: values.windowEnd,
    prices: values.prices.map((price) => ({
      vehicleTypeId: price.vehicleTypeId === null ? undefined : Number(price.vehicleTypeId),
      monthlyPaise: rupeesInputToPaise(price.monthly) ?? undefined,
    })),
    extras: values.extras.map((extra) => ({ name: extra.name, perMonth: numberOf(extra.perMonth) })),
    capacityPerWasher: numberOf(values.capacityPerWasher),
    skipNoticeHours: numberOf(values.skipNoticeHours),
    maxPauseDaysPerMonth: numberOf(values.maxPauseDaysPerMonth),
    creditUse: values.creditUse,
    refundUnusedOnCancel: values.refundUnusedOnCancel,
    haltGraceDays: numberOf(values.haltGraceDays),
    active: plan?.active ?? true,
  };
}

/** The saved plan as washPlanInput takes it back, with its sale state set (withdrawing, putting back on sale). */
export function planInputOnSale(plan: WashPlanView, active: boolean): WashPlanInput {
  return {
    id: plan.id,
    version: plan.version,
    name: plan.name,
    frequency: plan.frequency,
    weekdays: plan.weekdays,
    windowStart: plan.windowStart,
    windowEnd: plan.windowEnd,
    prices: plan.prices.map(({ vehicleTypeId, monthlyPaise }) => ({ vehicleTypeId, monthlyPaise })),
    extras: plan.extras,
    capacityPerWasher: plan.capacityPerWasher,
    skipNoticeHours: plan.skipNoticeHours,
    maxPauseDaysPerMonth: plan.maxPauseDaysPerMonth,
    creditUse: plan.creditUse,
    refundUnusedOnCancel: plan.refundUnusedOnCancel,
    haltGraceDays: plan.haltGraceDays,
    active,
  };
}

/** The form's field for a path of the schema or the server: a price's paise are its rupee box. */
export function planFieldOf(path: string): string {
  const price = /^prices\.(\d+)\.monthlyPaise$/.exec(path);
  return price ? `prices.${price[1]}.monthly` : path;
}

/** How the plan form is checked: the shared schema on the typed values, its messages on the form's fields. */
export function planFormCheck(
  plan: WashPlanView | undefined,
): FormCheckOptions<PlanFormValues, WashPlanInput> {
  return {
    schema: washPlanInput,
    toInput: (values) => planInputOf(values, plan),
    fieldOf: planFieldOf,
    // A row left empty: the schema's words would be about a number; the owner chose or typed nothing.
    check: (values) =>
      Object.fromEntries(
        values.prices.flatMap((price, index) => [
          [`prices.${index}.vehicleTypeId`, price.vehicleTypeId === null ? "Choose a vehicle type" : null],
          [`prices.${index}.monthly`, price.monthly === "" ? "Type the monthly price" : null],
        ]),
      ),
  };
}
