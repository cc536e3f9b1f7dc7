// @vitest-environment jsdom

import type { PlanInsights, WashPlanView } from "@chamak/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { PlansPage } from "./plans-page";

const PLAN: WashPlanView = {
  id: 7,
  version: 1,
  name: "Daily Shine",
  frequency: "daily",
  weekdays: [],
  windowStart: "06:00",
  windowEnd: "10:00",
  prices: [{ vehicleTypeId: 1, vehicleType: "Hatchback", monthlyPaise: 93_000 }],
  extras: [],
  capacityPerWasher: 20,
  skipNoticeHours: 24,
  maxPauseDaysPerMonth: 7,
  creditUse: "next_charge",
  refundUnusedOnCancel: true,
  haltGraceDays: 3,
  active: true,
  liveSubscribers: 3,
};

const month = (name: string, overrides: Partial<PlanInsights["months"][number]> = {}) => ({
  month: name,
  newSubscriptions: 0,
  ended: 0,
  liveAtStart: 0,
  churn: null,
  planMonths: 0,
  billedPaise: 0,
  creditedPaise: 0,
  earnedPaise: 0,
  centreSharePaise: 0,
  ...overrides,
});

const INSIGHTS: PlanInsights = {
  renewalsAtRisk: [
    {
      subscriptionId: 3,
      customerName: "Meera Iyer",
      vehicleNumber: "DL 3C AB 1234",
      planName: "Daily Shine",
      billing: "autopay",
      reason: "halted",
      paidUntil: "2026-03-27",
      failingSince: null,
    },
    {
      subscriptionId: 6,
      customerName: "Arjun Rao",
      vehicleNumber: "DL 8C Z 0042",
      planName: "Daily Shine",
      billing: "autopay",
      reason: "debit_failing",
      paidUntil: "2026-04-29",
      failingSince: new Date("2026-04-14T03:30:00Z"),
    },
    {
      subscriptionId: 1,
      customerName: "Kabir Singh",
      vehicleNumber: "HR 26 DQ 5555",
      planName: "Daily Shine",
      billing: "monthly_cash",
      reason: "month_not_open",
      paidUntil: "2026-04-19",
      failingSince: null,
    },
  ],
  months: [
    month("2026-04", { liveAtStart: 5, churn: 0 }),
    month("2026-02", {
      newSubscriptions: 1,
      ended: 1,
      liveAtStart: 2,
      churn: 0.5,
      planMonths: 3,
      billedPaise: 279_000,
      creditedPaise: 56_465,
      earnedPaise: 222_535,
      centreSharePaise: 212_792,
    }),
    month("2025-11"),
  ],
};

const api = (insights: PlanInsights) => ({
  "dashboard.me": () => ({
    user: { id: 1, name: "Ravi", email: "ravi@example.in" },
    centre: {
      id: 7,
      name: "Sparkle",
      city: "Delhi",
      status: "approved",
      statusReason: null,
      approvedAt: null,
      serviceCount: 2,
      role: "owner",
    },
  }),
  "catalog.vehicleTypes": () => [],
  "washPlans.list": () => [PLAN],
  "planSubscribers.list": () => [],
  "planSubscribers.societyCounts": () => [],
  "planSubscribers.insights": () => insights,
});

describe("the plans page's insights", () => {
  it("word each renewal at risk by its reason and billing, with paid until and since when failing", async () => {
    await renderWithProviders(<PlansPage />, { api: api(INSIGHTS) });
    const risks = await screen.findByRole("table", { name: "Renewals at risk" });
    const rows = within(risks).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        "Meera IyerDL 3C AB 1234",
        "Daily Shine",
        "UPI AutoPay",
        "AutoPay halted: the debits failed",
        "27 Mar 2026",
        "—",
      ],
      [
        "Arjun RaoDL 8C Z 0042",
        "Daily Shine",
        "UPI AutoPay",
        "AutoPay debit failing: Razorpay is retrying",
        "29 Apr 2026",
        "14 Apr 2026, 9:00 am",
      ],
      [
        "Kabir SinghHR 26 DQ 5555",
        "Daily Shine",
        "Monthly in cash",
        "Next cash month not opened yet",
        "19 Apr 2026",
        "—",
      ],
    ]);
    expect(screen.getByRole("heading", { name: "Renewals at risk (3)" })).toBeTruthy();
  });

  it("show each month's counts, churn and money in rupees, a dash for churn with none live", async () => {
    await renderWithProviders(<PlansPage />, { api: api(INSIGHTS) });
    const table = await screen.findByRole("table", { name: "Months" });
    const cells = (name: string) =>
      within(within(table).getByRole("row", { name: new RegExp(`^${name}`) }))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells("February 2026")).toEqual([
      "February 2026",
      "1",
      "1",
      "2",
      "50%",
      "3",
      "₹2,790.00",
      "₹564.65",
      "₹2,225.35",
      "₹2,127.92",
    ]);
    expect(cells("April 2026").slice(1, 5)).toEqual(["0", "0", "5", "0%"]);
    expect(cells("November 2025")[4]).toBe("—");
  });

  it("say so when no renewal is at risk", async () => {
    await renderWithProviders(<PlansPage />, { api: api({ ...INSIGHTS, renewalsAtRisk: [] }) });
    expect(await screen.findByText("No renewals at risk")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Renewals at risk (0)" })).toBeTruthy();
  });
});
