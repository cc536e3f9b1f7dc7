// @vitest-environment jsdom
import { addDays, indiaDate, indiaToInstant, type PlanSubscriptionView } from "@chamak/contracts";
import { errorMessage } from "@chamak/i18n";
import { staleEditError } from "@chamak/web-client/test-support/fake-api";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type ApiHandlers, apiError, renderWithProviders, showIn } from "../../../../test/support/render";
import { PlanPage } from "./plan-page";

const today = indiaDate();
const day = (offset: number) => addDays(today, offset);
const money = {
  duePaise: 99_900,
  capturedPaise: 0,
  cashPaise: 0,
  refundedPaise: 0,
  refundPendingPaise: 0,
  refundFailedPaise: 0,
  refundablePaise: 0,
  heldPaise: 0,
  outstandingPaise: 99_900,
  everPaid: false,
};

/** A daily cash plan a few days in: a wash of each state, one still to skip, one past and still scheduled. */
function aPlan(fields: Partial<PlanSubscriptionView> = {}): PlanSubscriptionView {
  return {
    id: 31,
    version: 4,
    state: "active",
    billing: "monthly_cash",
    plan: {
      id: 5,
      name: "Every Morning",
      frequency: "daily",
      weekdays: [0],
      windowStart: "06:00",
      windowEnd: "09:00",
      skipNoticeHours: 12,
      maxPauseDaysPerMonth: 7,
      creditUse: "next_charge",
    },
    centre: { id: 2, name: "Sparkle Auto Spa" },
    vehicleNumber: "DL 4C PL 1234",
    vehicleType: "Hatchback",
    address: "C-42, Lajpat Nagar II",
    society: "Green Park Residency",
    tower: "B",
    parkingSlot: "B-104",
    washerName: "Suresh",
    monthlyPaise: 99_900,
    period: { from: day(-4), to: day(25) },
    visits: [
      { date: day(-4), state: "done", valuePaise: 3_330, credited: false, makeUp: false, skipUntil: null },
      {
        date: day(-3),
        state: "not_accessible",
        valuePaise: 3_330,
        credited: false,
        makeUp: false,
        skipUntil: null,
      },
      { date: day(-2), state: "missed", valuePaise: 3_330, credited: true, makeUp: false, skipUntil: null },
      {
        date: day(-1),
        state: "scheduled",
        valuePaise: 3_330,
        credited: false,
        makeUp: false,
        skipUntil: null,
      },
      {
        date: day(2),
        state: "scheduled",
        valuePaise: 3_330,
        credited: false,
        makeUp: false,
        skipUntil: new Date(indiaToInstant(day(2), 6 * 60).getTime() - 12 * 3_600_000),
      },
      { date: day(3), state: "skipped", valuePaise: 3_330, credited: true, makeUp: false, skipUntil: null },
      { date: day(4), state: "paused", valuePaise: 3_330, credited: true, makeUp: false, skipUntil: null },
    ],
    pauseDaysUsed: 1,
    months: [
      {
        bookingId: 901,
        code: "PLN-31-1",
        from: day(-4),
        to: day(25),
        status: "confirmed",
        pricePaise: 99_900,
        creditsPaise: 0,
        money,
      },
    ],
    ...fields,
  };
}

const rowOf = (date: string) =>
  screen.getAllByRole("listitem").find((item) => item.getAttribute("data-date") === date) as HTMLElement;

/** The plan's page as the customer opens it: the server answers `view`, then each move as `handlers` say. */
async function renderPlan(view: PlanSubscriptionView, handlers: ApiHandlers = {}) {
  const rendered = await renderWithProviders(<PlanPage subscriptionId={view.id} />, {
    api: { "planSubscriptions.get": () => view, "planSubscriptions.mine": () => [view], ...handlers },
  });
  await screen.findByRole("heading", { name: view.plan.name });
  return rendered;
}

afterEach(async () => {
  await showIn("en");
});

describe("a plan's washes", () => {
  it("labels each wash's state, its credit, and offers skip before the cut-off and report missed after the window", async () => {
    await renderPlan(aPlan());
    expect(within(rowOf(day(-4))).getByText("Done")).toBeTruthy();
    expect(within(rowOf(day(-3))).getByText("Car not reachable")).toBeTruthy();
    expect(within(rowOf(day(-2))).getByText("Missed")).toBeTruthy();
    expect(within(rowOf(day(-2))).getByText("Credited ₹33.30")).toBeTruthy();
    expect(within(rowOf(day(3))).getByText("Skipped")).toBeTruthy();
    expect(within(rowOf(day(4))).getByText("Paused")).toBeTruthy();
    // The past wash still scheduled may be reported missed, not skipped; the coming one skipped, until its cut-off.
    expect(
      within(rowOf(day(-1))).getByRole("button", { name: /^Report the wash on .* missed$/ }),
    ).toBeTruthy();
    expect(within(rowOf(day(-1))).queryByRole("button", { name: /^Skip/ })).toBeNull();
    expect(within(rowOf(day(2))).getByRole("button", { name: /^Skip the wash on/ })).toBeTruthy();
    expect(within(rowOf(day(2))).getByText(/^Skip until /)).toBeTruthy();
    expect(within(rowOf(day(-4))).queryByRole("button")).toBeNull();
    expect(screen.getByText("Suresh")).toBeTruthy();
    expect(screen.getByText("Green Park Residency · Tower B · Slot B-104")).toBeTruthy();
  });

  it("skips a wash at the version shown, and shows it skipped and credited", async () => {
    const skipped = aPlan({
      version: 5,
      visits: aPlan().visits.map((visit) =>
        visit.date === day(2) ? { ...visit, state: "skipped", credited: true, skipUntil: null } : visit,
      ),
    });
    const { user, api } = await renderPlan(aPlan(), {
      "planSubscriptions.skip": () => skipped,
      "planSubscriptions.mine": () => [skipped],
    });
    await user.click(within(rowOf(day(2))).getByRole("button", { name: /^Skip the wash on/ }));
    expect(api.calls.find((call) => call.path === "planSubscriptions.skip")?.input).toEqual({
      subscriptionId: 31,
      version: 4,
      date: day(2),
    });
    expect((await within(rowOf(day(2))).findByRole("status")).textContent).toMatch(/is skipped and credited/);
    expect(within(rowOf(day(2))).getByText("Skipped")).toBeTruthy();
    expect(within(rowOf(day(2))).getByText("Credited ₹33.30")).toBeTruthy();
    expect(within(rowOf(day(2))).queryByRole("button")).toBeNull();
  });

  it("on a plan whose washes are made up, tags the make-up wash and says a skipped one is made up, not credited", async () => {
    // The plan extends: the paused wash of day 4 is made up by a wash the day after the month's last day.
    const extended = aPlan().plan;
    const madeUp = aPlan({
      plan: { ...extended, creditUse: "extend_plan" },
      period: { from: day(-4), to: day(26) },
      visits: [
        ...aPlan().visits.map((visit) =>
          visit.state === "missed" || visit.state === "skipped" || visit.state === "paused"
            ? { ...visit, credited: false }
            : visit,
        ),
        {
          date: day(26),
          state: "scheduled",
          valuePaise: 3_330,
          credited: false,
          makeUp: true,
          skipUntil: null,
        },
      ],
    });
    const skipped = {
      ...madeUp,
      version: 5,
      visits: madeUp.visits.map((visit) =>
        visit.date === day(2) ? { ...visit, state: "skipped" as const, skipUntil: null } : visit,
      ),
    };
    const { user } = await renderPlan(madeUp, {
      "planSubscriptions.skip": () => skipped,
      "planSubscriptions.mine": () => [skipped],
    });
    expect(
      screen.getByText(
        "Skip with 12 h notice · pause up to 7 days a month · skipped, paused and missed washes are made up after the month's last day",
      ),
    ).toBeTruthy();
    for (const date of [day(-2), day(3), day(4)]) {
      expect(within(rowOf(date)).getByText("Made up at the end of the month")).toBeTruthy();
      expect(within(rowOf(date)).queryByText(/^Credited/)).toBeNull();
    }
    expect(within(rowOf(day(26))).getByText("Make-up wash")).toBeTruthy();
    expect(within(rowOf(day(26))).getByText("Scheduled")).toBeTruthy();
    expect(within(rowOf(day(2))).queryByText("Make-up wash")).toBeNull();

    await user.click(within(rowOf(day(2))).getByRole("button", { name: /^Skip the wash on/ }));
    expect((await within(rowOf(day(2))).findByRole("status")).textContent).toMatch(
      /is skipped; it will be made up at the end of the month\.$/,
    );
    expect(within(rowOf(day(2))).getByText("Made up at the end of the month")).toBeTruthy();
    expect(screen.queryByText(/credited/i)).toBeNull();

    await showIn("hi");
    await waitFor(() => expect(within(rowOf(day(26))).getByText("बदले की धुलाई")).toBeTruthy());
    expect(within(rowOf(day(3))).getByText("महीने के आख़िर में की जाएगी")).toBeTruthy();
  });

  it("on a plan whose washes come off the price, says so in its terms", async () => {
    await renderPlan(aPlan());
    expect(
      screen.getByText(
        "Skip with 12 h notice for a credit · pause up to 7 days a month · skipped, paused and missed washes come off the month's price",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Make-up wash")).toBeNull();
    expect(screen.queryByText("Made up at the end of the month")).toBeNull();
  });

  it("a skip refused because the plan changed shows the plan as it is now and says so on that wash", async () => {
    const now = aPlan({
      version: 6,
      visits: aPlan().visits.map((visit) =>
        visit.date === day(2) ? { ...visit, state: "paused", credited: true, skipUntil: null } : visit,
      ),
    });
    const { user } = await renderPlan(aPlan(), {
      "planSubscriptions.skip": () => {
        throw staleEditError(errorMessage("planSubscriptionChanged"), now);
      },
    });
    await user.click(within(rowOf(day(2))).getByRole("button", { name: /^Skip the wash on/ }));
    expect((await within(rowOf(day(2))).findByRole("alert")).textContent).toMatch(
      /^Your plan changed since you opened it/,
    );
    // The wash as it is now: paused on another device, nothing left to skip.
    expect(within(rowOf(day(2))).getByText("Paused")).toBeTruthy();
    expect(within(rowOf(day(2))).queryByRole("button")).toBeNull();
  });

  it("a refusal about the wash shows on that wash", async () => {
    const { user } = await renderPlan(aPlan(), {
      "planSubscriptions.reportMissed": () => {
        throw apiError("CONFLICT", errorMessage("washNotOverYet", { date: "1 Dec 2026", time: "9:00 am" }), [
          "date",
        ]);
      },
    });
    await user.click(within(rowOf(day(-1))).getByRole("button", { name: /^Report the wash on/ }));
    expect((await within(rowOf(day(-1))).findByRole("alert")).textContent).toBe(
      "The wash on 1 Dec 2026 is due until 9:00 am: report it missed after that",
    );
  });

  it("pauses for travel within the limit, a refusal on the date it names", async () => {
    const { user, api } = await renderPlan(aPlan(), {
      "planSubscriptions.pause": () => {
        throw apiError("CONFLICT", errorMessage("pauseTooLong", { max: 7, used: 1, days: 9 }), ["to"]);
      },
    });
    await user.click(screen.getByRole("button", { name: "Pause for travel" }));
    const dialog = await screen.findByRole("dialog", { name: "Pause for travel" });
    expect(within(dialog).getByText("1 of 7 pause days used this month")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Pause washes" }));
    await waitFor(() =>
      expect(
        within(dialog).getByText("Your plan allows 7 pause days a month; 1 are used and this pause needs 9"),
      ).toBeTruthy(),
    );
    expect(api.calls.find((call) => call.path === "planSubscriptions.pause")?.input).toEqual({
      subscriptionId: 31,
      version: 4,
      from: day(1),
      to: day(1),
    });
  });

  it("asks before cancelling, then cancels at the version shown", async () => {
    const cancelled = aPlan({ version: 5, state: "cancelled" });
    const { user, api } = await renderPlan(aPlan(), {
      "planSubscriptions.cancel": () => cancelled,
      "planSubscriptions.mine": () => [cancelled],
    });
    await user.click(screen.getByRole("button", { name: "Cancel plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Every Morning?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === "planSubscriptions.cancel")?.input).toEqual({
        subscriptionId: 31,
        version: 4,
      }),
    );
    expect(await screen.findByText("Your plan is cancelled.")).toBeTruthy();
  });

  it("says the plan's days and morning window as the centre's page words them, in Hindi too", async () => {
    await renderPlan(aPlan());
    const schedule = () => screen.getByText("Days and hours").nextElementSibling?.textContent;
    expect(schedule()).toMatch(/^Every day except Sun · Morning window 6:00\s?am–9:00\s?am$/i);
    await showIn("hi");
    await waitFor(() => expect(screen.getByText("दिन और समय")).toBeTruthy());
    expect(screen.getByText("दिन और समय").nextElementSibling?.textContent).toMatch(
      /^रवि छोड़कर हर दिन · सुबह 6:00\s?पूर्वाह्न–9:00\s?पूर्वाह्न के बीच$/,
    );
  });

  it("names only the parts of the parking spot the address has", async () => {
    await renderPlan(aPlan({ society: "C Block, Lajpat Nagar II", tower: null, parkingSlot: "Stilt 2" }));
    expect(screen.getByText("C Block, Lajpat Nagar II · Slot Stilt 2")).toBeTruthy();
  });

  it("a weekly plan names its day", async () => {
    await renderPlan(aPlan({ plan: { ...aPlan().plan, frequency: "weekly", weekdays: [6] } }));
    expect(screen.getByText("Days and hours").nextElementSibling?.textContent).toMatch(
      /^Once a week, on Sat · Morning window/,
    );
  });

  it("a halted plan says so at the top, with the month a payment now buys, in Hindi too", async () => {
    const month = { from: day(1), to: day(30) };
    await renderPlan(aPlan({ state: "halted", billing: "autopay" }), {
      "planSubscriptions.monthPayment": () => ({
        payable: true,
        paidUntil: day(-2),
        period: month,
        amountPaise: 99_900,
        payableFrom: null,
      }),
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/^Your plan is on hold/);
    expect(alert.textContent).toMatch(/AutoPay could not take the month's payment/);
    expect(within(alert).getByRole("button", { name: "Pay ₹999 by UPI" })).toBeTruthy();
    await showIn("hi");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/^आपका प्लान रोका गया है/));
    expect(
      within(screen.getByRole("alert")).getByRole("button", { name: "UPI से ₹999 का भुगतान करें" }),
    ).toBeTruthy();
  });

  it("a plan paid month by month says until when it is paid, and from when the next month can be paid", async () => {
    await renderPlan(aPlan({ billing: "monthly_upi" }), {
      "planSubscriptions.monthPayment": () => ({
        payable: false,
        paidUntil: day(25),
        period: { from: day(26), to: day(55) },
        amountPaise: 99_900,
        payableFrom: day(18),
      }),
    });
    const status = await screen.findByText(/^Paid until .*\. The next month can be paid from .*\.$/);
    expect(status).toBeTruthy();
    expect(screen.queryByRole("button", { name: /by UPI$/ })).toBeNull();
  });

  it("shows the server's refusal of a month's payment beside the button", async () => {
    const { user } = await renderPlan(aPlan({ billing: "monthly_upi" }), {
      "planSubscriptions.monthPayment": () => ({
        payable: true,
        paidUntil: day(25),
        period: { from: day(26), to: day(55) },
        amountPaise: 99_900,
        payableFrom: null,
      }),
      "planSubscriptions.payMonth": () => {
        throw apiError("CONFLICT", errorMessage("planMonthAlreadyPaid"), ["subscriptionId"]);
      },
    });
    await user.click(await screen.findByRole("button", { name: "Pay ₹999 by UPI" }));
    expect(await screen.findByText("This month is paid already: your plan shows it now")).toBeTruthy();
  });
});
