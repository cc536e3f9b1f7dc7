// @vitest-environment jsdom

import type { WashPlanInput, WashPlanView } from "@chamak/contracts";
import { staleEditError } from "@chamak/web-client/test-support/fake-api";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import type { VehicleType } from "../../lib/api-types";
import { PlansPage } from "./plans-page";

const VEHICLE_TYPES: VehicleType[] = [
  { id: 1, slug: "hatchback", name: "Hatchback", group: "car" },
  { id: 3, slug: "suv", name: "SUV", group: "car" },
];

const DAILY_SHINE: WashPlanView = {
  id: 7,
  version: 3,
  name: "Daily Shine",
  frequency: "daily",
  weekdays: [0],
  windowStart: "06:00",
  windowEnd: "10:00",
  prices: [{ vehicleTypeId: 1, vehicleType: "Hatchback", monthlyPaise: 120_000 }],
  extras: [{ name: "Interior vacuum", perMonth: 2 }],
  capacityPerWasher: 25,
  skipNoticeHours: 12,
  maxPauseDaysPerMonth: 7,
  creditUse: "extend_plan",
  refundUnusedOnCancel: true,
  haltGraceDays: 3,
  active: true,
  liveSubscribers: 2,
};

const me = (role: "owner" | "manager" | "staff") => ({
  user: { id: 1, name: "Ravi", email: "ravi@example.in" },
  centre: {
    id: 7,
    name: "Sparkle",
    city: "Delhi",
    status: "approved",
    statusReason: null,
    approvedAt: null,
    serviceCount: 2,
    role,
  },
});

const api = (role: "owner" | "manager" | "staff", plans: WashPlanView[]) => ({
  "dashboard.me": () => me(role),
  "catalog.vehicleTypes": () => VEHICLE_TYPES,
  "washPlans.list": () => plans,
  "planSubscribers.list": () => [],
  "planSubscribers.societyCounts": () => [],
  "planSubscribers.insights": () => ({ renewalsAtRisk: [], months: [] }),
});

describe("the plans page", () => {
  it("shows each plan's days, window, prices, extras and terms in words", async () => {
    await renderWithProviders(<PlansPage />, { api: api("owner", [DAILY_SHINE]) });
    const card = await screen.findByRole("article", { name: "Daily Shine" });
    expect(within(card).getByText("On sale")).toBeTruthy();
    expect(within(card).getByText("Daily, Sunday off · 06:00–10:00 · 2 subscribers")).toBeTruthy();
    expect(within(card).getByText(/Hatchback:/).textContent).toBe("Hatchback: ₹1,200.00");
    expect(within(card).getByText("Interior vacuum, twice a month")).toBeTruthy();
    expect(
      within(card).getByText(
        "If the next month is not paid (an AutoPay debit failing, or a month by UPI), the washer keeps coming for 3 days, then the washes stop.",
      ),
    ).toBeTruthy();
    expect(await screen.findByText("No subscribers yet")).toBeTruthy();
  });

  it("offers what skipped, paused and missed washes become, and saves the choice with the plan's version", async () => {
    const saved: WashPlanInput[] = [];
    const { user } = await renderWithProviders(<PlansPage />, {
      api: {
        ...api("owner", [DAILY_SHINE]),
        "washPlans.save": (input: WashPlanInput) => {
          saved.push(input);
          return [{ ...DAILY_SHINE, version: 4, creditUse: input.creditUse }];
        },
      },
    });
    const card = await screen.findByRole("article", { name: "Daily Shine" });
    expect(
      within(card).getByText(
        "Washes skipped in time, missed by the centre or paused are made up: the month is extended by a wash for each, with no money back.",
      ),
    ).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Edit Daily Shine" }));
    const form = await screen.findByRole("dialog", { name: "Edit Daily Shine" });
    const choice = within(form).getByRole("radiogroup", { name: "Skipped, paused and missed washes" });
    const madeUp = within(choice).getByRole("radio", {
      name: "Are made up: the month is extended by a wash for each",
    });
    const offPrice = within(choice).getByRole("radio", {
      name: "Come off the month's price (refunded at the month's end if already paid)",
    });
    expect((madeUp as HTMLInputElement).checked).toBe(true);
    await user.click(offPrice);
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Daily Shine was saved.")).toBeTruthy();
    expect(saved.map((input) => [input.version, input.creditUse])).toEqual([[3, "next_charge"]]);
    expect(
      await screen.findByText(
        "Washes skipped in time, missed by the centre or paused come off the month's price; paid online, they are paid back when the month ends.",
      ),
    ).toBeTruthy();
  });

  it("says what a plan is when there is none, with the way to add one", async () => {
    await renderWithProviders(<PlansPage />, { api: api("manager", []) });
    expect(await screen.findByText("No plans yet")).toBeTruthy();
    expect(screen.getByText(/A plan is a monthly doorstep wash/)).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Add a plan" })).toHaveLength(1);
  });

  it("lets staff look but gives them nothing to change", async () => {
    await renderWithProviders(<PlansPage />, { api: api("staff", [DAILY_SHINE]) });
    await screen.findByRole("article", { name: "Daily Shine" });
    expect(
      await screen.findByText(/only the centre's owners and managers can add and change wash plans/),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a plan" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Daily Shine" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Withdraw from sale/ })).toBeNull();
  });

  it("refuses a save of a plan changed since it was opened, showing it as it is now to start again from", async () => {
    // A manager in another tab raised the hatchback's price: the plan is at version 4 now.
    const now: WashPlanView = {
      ...DAILY_SHINE,
      version: 4,
      prices: [
        { ...DAILY_SHINE.prices[0], vehicleTypeId: 1, vehicleType: "Hatchback", monthlyPaise: 130_000 },
      ],
    };
    const saved: WashPlanInput[] = [];
    const { user } = await renderWithProviders(<PlansPage />, {
      api: {
        ...api("owner", [DAILY_SHINE]),
        "washPlans.save": (input: WashPlanInput) => {
          saved.push(input);
          if (input.version !== now.version) throw staleEditError({ id: "errors.washPlanChanged" }, now);
          return [{ ...now, version: 5, prices: [{ ...now.prices[0], monthlyPaise: 140_000 }] }];
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Edit Daily Shine" }));
    const form = await screen.findByRole("dialog", { name: "Edit Daily Shine" });
    const price = within(form).getByRole("textbox", { name: "Monthly price (₹)" });
    await user.clear(price);
    await user.type(price, "1400");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    const alert = await within(form).findByRole("alert", { name: "Not saved: changed since you opened it" });
    expect(alert.textContent).toContain("This plan changed since you opened it");
    const table = within(alert).getByRole("table", { name: "Saved now" });
    expect(within(table).getByRole("row", { name: /Prices/ }).textContent).toBe(
      "PricesHatchback ₹1,300.00 a month (was Hatchback ₹1,200.00 a month when you opened it)",
    );
    // What was typed stays until the owner chooses to start again.
    expect((price as HTMLInputElement).value).toBe("₹1,400");

    await user.click(within(alert).getByRole("button", { name: "Start again from these values" }));
    expect(within(form).queryByRole("alert")).toBeNull();
    expect((within(form).getByRole("textbox", { name: "Monthly price (₹)" }) as HTMLInputElement).value).toBe(
      "₹1,300",
    );
    const again = within(form).getByRole("textbox", { name: "Monthly price (₹)" });
    await user.clear(again);
    await user.type(again, "1400");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Daily Shine was saved.")).toBeTruthy();
    expect(saved.map((input) => [input.version, input.prices[0]?.monthlyPaise])).toEqual([
      [3, 140_000],
      [4, 140_000],
    ]);
  });
});
