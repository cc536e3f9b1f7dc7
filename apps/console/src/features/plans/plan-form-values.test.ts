import { type WashPlanView, washPlanInput } from "@chamak/contracts";
import { formCheck } from "@chamak/web-client";
import { describe, expect, it } from "vitest";
import { errorText } from "../../lib/error-text";
import {
  type PlanFormValues,
  planFieldOf,
  planFormCheck,
  planFormValues,
  planInputOf,
  planInputOnSale,
} from "./plan-form-values";

const PLAN: WashPlanView = {
  id: 7,
  version: 3,
  name: "Daily Shine",
  frequency: "daily",
  weekdays: [0],
  windowStart: "06:00",
  windowEnd: "10:00",
  prices: [
    { vehicleTypeId: 3, vehicleType: "Hatchback", monthlyPaise: 120_000 },
    { vehicleTypeId: 5, vehicleType: "SUV", monthlyPaise: 150_050 },
  ],
  extras: [{ name: "Interior vacuum", perMonth: 2 }],
  capacityPerWasher: 25,
  skipNoticeHours: 12,
  maxPauseDaysPerMonth: 7,
  creditUse: "extend_plan",
  refundUnusedOnCancel: true,
  haltGraceDays: 3,
  active: false,
  liveSubscribers: 4,
};

/** The form's messages on submit, in English as its fields show them. */
function check(values: PlanFormValues, plan?: WashPlanView) {
  const errors = formCheck(planFormCheck(plan))(values);
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, errorText(message)]));
}

/** A new plan's form, filled as the journey fills it. */
function filled(change: Partial<PlanFormValues> = {}): PlanFormValues {
  const values = planFormValues(undefined);
  return {
    ...values,
    name: "Daily Shine",
    weekdays: ["0"],
    prices: [{ key: "a", vehicleTypeId: "3", monthly: 1200 }],
    ...change,
  };
}

describe("the plan form's values", () => {
  it("opens a saved plan in rupees and sends it back as it was saved, version and sale state kept", () => {
    const values = planFormValues(PLAN);
    expect(values.prices.map(({ vehicleTypeId, monthly }) => ({ vehicleTypeId, monthly }))).toEqual([
      { vehicleTypeId: "3", monthly: 1200 },
      { vehicleTypeId: "5", monthly: 1500.5 },
    ]);
    expect(washPlanInput.parse(planInputOf(values, PLAN))).toEqual(planInputOnSale(PLAN, false));
  });

  it("turns a plan's sale on and off with the rest as saved", () => {
    const input = planInputOnSale(PLAN, true);
    expect(input).toMatchObject({ id: 7, version: 3, active: true, weekdays: [0] });
    expect(input.prices).toEqual([
      { vehicleTypeId: 3, monthlyPaise: 120_000 },
      { vehicleTypeId: 5, monthlyPaise: 150_050 },
    ]);
    expect(washPlanInput.safeParse(input).success).toBe(true);
  });

  it("sends a new plan on sale, its rupees in paise, and an alternate-days plan without weekdays", () => {
    const input = washPlanInput.parse(planInputOf(filled(), undefined));
    expect(input).toMatchObject({
      active: true,
      weekdays: [0],
      prices: [{ vehicleTypeId: 3, monthlyPaise: 120_000 }],
    });
    expect(input.id).toBeUndefined();
    const alternate = planInputOf(filled({ frequency: "alternate_days", weekdays: ["0", "3"] }), undefined);
    expect(alternate.weekdays).toEqual([]);
  });
  it("starts a new plan with its washes' share off the price, and sends the choice to make them up as chosen", () => {
    expect(planFormValues(undefined).creditUse).toBe("next_charge");
    expect(washPlanInput.parse(planInputOf(filled(), undefined)).creditUse).toBe("next_charge");
    expect(washPlanInput.parse(planInputOf(filled({ creditUse: "extend_plan" }), undefined)).creditUse).toBe(
      "extend_plan",
    );
    // A saved plan opens with its own choice, and changing it keeps the version the form was opened at.
    expect(planFormValues(PLAN).creditUse).toBe("extend_plan");
    const changed = planInputOf({ ...planFormValues(PLAN), creditUse: "next_charge" }, PLAN);
    expect(washPlanInput.parse(changed)).toMatchObject({ id: 7, version: 3, creditUse: "next_charge" });
  });
});

describe("the plan form's check", () => {
  it("passes the values the journey types", () => {
    expect(check(filled())).toEqual({});
  });

  it("puts a window ending before it starts on the window's end", () => {
    expect(check(filled({ windowStart: "06:00", windowEnd: "05:30" }))).toEqual({
      windowEnd: "The visiting window must end after it starts",
    });
  });

  it("puts the wrong number of days for the frequency on the day chips", () => {
    expect(check(filled({ weekdays: ["0", "6", "3"] }))).toEqual({
      weekdays: "A daily plan has no more than two weekly off days",
    });
    expect(check(filled({ frequency: "weekly", weekdays: [] }))).toEqual({
      weekdays: "Choose the one weekday the cleaner comes",
    });
  });

  it("names an empty price row's boxes in its own words, and a missing price on the list", () => {
    const errors = check(filled({ prices: [{ key: "a", vehicleTypeId: null, monthly: "" }] }));
    expect(errors["prices.0.vehicleTypeId"]).toBe("Choose a vehicle type");
    expect(errors["prices.0.monthly"]).toBe("Type the monthly price");
    expect(check(filled({ prices: [] }))).toEqual({
      prices: "Give the plan a monthly price for at least one vehicle type",
    });
  });

  it("puts a price's paise messages (the schema's and the server's) on its rupee box", () => {
    expect(planFieldOf("prices.1.monthlyPaise")).toBe("prices.1.monthly");
    expect(planFieldOf("windowEnd")).toBe("windowEnd");
    const negative = check(filled({ prices: [{ key: "a", vehicleTypeId: "3", monthly: -5 }] }));
    expect(Object.keys(negative)).toEqual(["prices.0.monthly"]);
    expect(negative["prices.0.monthly"]).toMatch(/^Monthly price /);
  });
});
