import type { Page } from "@playwright/test";
import { addDays, formatCalendarDate, indiaToInstant } from "../packages/contracts/src/india-time";
import { formatRupees } from "../packages/contracts/src/money";
import { periodFrom } from "../packages/contracts/src/wash-plan-rules";
import { indiaDate } from "./support/booking-fixtures";
import { CONSOLE_LOGINS, CONSOLE_TOKEN_KEY, signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { snap, VIEWPORTS } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { newCentreMember } from "./support/team";
import { trpc } from "./support/trpc";
import { phoneCustomer } from "./support/washer";

// Both widths add a plan to the demo vendor's centre, each its own, one after the other.
test.describe.configure({ mode: "serial" });

async function openPlans(page: Page, width: number) {
  // Below 992 px the navigation sits behind the menu button.
  if (width < 992) await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Plans" }).click();
  await expect(page.getByRole("heading", { name: "Plans", exact: true })).toBeVisible();
}

/**
 * A plan of the demo vendor's centre made over the API (a wash every morning, so tomorrow always has one), a new
 * washer (a staff member) on the road for its window only, 04:00 to 05:00, so no other journey's plan car goes to
 * them nor this one's to another's washer, and a customer whose hatchback at C-42 Lajpat Nagar II
 * (the centre's neighbourhood) in `society` is on the plan from tomorrow, paying cash each month.
 */
async function subscriberOnNewPlan(baseUrl: string, tag: string, society: string) {
  const owner = await trpc<{ token: string }>(baseUrl, "mutation", "accounts.login", CONSOLE_LOGINS.vendor);
  const types = await trpc<{ id: number; name: string }[]>(baseUrl, "query", "catalog.vehicleTypes", null);
  const hatchback = types.find((type) => type.name === "Hatchback");
  if (!hatchback) throw new Error("the catalog has no Hatchback");
  const planName = `Every Morning ${tag}`;
  const plans = await trpc<{ id: number; name: string }[]>(
    baseUrl,
    "mutation",
    "washPlans.save",
    {
      name: planName,
      frequency: "daily",
      weekdays: [],
      windowStart: "04:00",
      windowEnd: "05:00",
      prices: [{ vehicleTypeId: hatchback.id, monthlyPaise: 99_900 }],
      extras: [],
      capacityPerWasher: 20,
      skipNoticeHours: 12,
      maxPauseDaysPerMonth: 7,
      creditUse: "next_charge",
      refundUnusedOnCancel: false,
      haltGraceDays: 0,
    },
    owner.token,
  );
  const plan = plans.find((p) => p.name === planName);
  if (!plan) throw new Error(`${planName} was not saved`);

  const washer = await newCentreMember(baseUrl, "staff", `Suresh Washer ${tag}`);
  const me = await trpc<{ id: number }>(baseUrl, "query", "accounts.me", undefined, washer.token);
  await trpc(
    baseUrl,
    "mutation",
    "crew.save",
    { userId: me.id, kinds: ["washer"], shiftStart: "04:00", shiftEnd: "05:00" },
    owner.token,
  );

  const { vehicleNumber } = await planCustomer(baseUrl, {
    planId: plan.id,
    vehicleTypeId: hatchback.id,
    society,
  });
  return {
    planName,
    planId: plan.id,
    vehicleTypeId: hatchback.id,
    ownerToken: owner.token,
    vehicleNumber,
    staffToken: washer.token,
  };
}

/** A new customer whose hatchback at C-42 Lajpat Nagar II in `society` goes on the plan on `startDate`, in cash. */
async function planCustomer(
  baseUrl: string,
  plan: { planId: number; vehicleTypeId: number; society: string },
  startDate = indiaDate(1),
  /** Where the server's clock stands while the customer subscribes (the wall clock when not given). */
  subscribedAt?: Date,
) {
  const { planId, vehicleTypeId, society } = plan;
  const customer = await phoneCustomer(baseUrl);
  const vehicleNumber = `DL 4C PL ${customer.mobile.slice(-4)}`;
  const vehicle = await trpc<{ id: number }>(
    baseUrl,
    "mutation",
    "accounts.saved.vehicles.add",
    { vehicleTypeId, vehicleNumber },
    customer.token,
  );
  const address = await trpc<{ id: number }>(
    baseUrl,
    "mutation",
    "accounts.saved.addresses.add",
    {
      label: "home",
      address: "C-42, Lajpat Nagar II",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
      siteDetails: { society, tower: "B", parkingSlot: "B-104" },
    },
    customer.token,
  );
  if (subscribedAt) await setServerClock(baseUrl, subscribedAt);
  try {
    await trpc(
      baseUrl,
      "mutation",
      "planSubscriptions.subscribe",
      { planId, vehicleId: vehicle.id, addressId: address.id, startDate, billing: "monthly_cash" },
      customer.token,
    );
  } finally {
    if (subscribedAt) await resetServerClock(baseUrl);
  }
  return { vehicleNumber };
}

/**
 * A customer whose first cash month ends in 3 days, the next not open (the plans' day opens it 2 days before):
 * subscribed with the server's clock back a month, the day before its start. Answers its vehicle number, start
 * and last paid day.
 */
async function customerEndingSoon(
  baseUrl: string,
  plan: { planId: number; vehicleTypeId: number; society: string },
) {
  const paidUntil = indiaDate(3);
  let startDate = addDays(paidUntil, -31);
  while (periodFrom(startDate).to < paidUntil) startDate = addDays(startDate, 1);
  if (periodFrom(startDate).to !== paidUntil) throw new Error(`no month ends on ${paidUntil}`);
  const subscribedAt = indiaToInstant(addDays(startDate, -1), 12 * 60);
  return { ...(await planCustomer(baseUrl, plan, startDate, subscribedAt)), startDate, paidUntil };
}

type Insights = { months: { month: string; newSubscriptions: number; billedPaise: number }[] };

for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, desktop: VIEWPORTS.desktop })) {
  test.describe(`the console's wash plans at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test("the owner adds a daily plan with Sunday off, a window ending before it starts refused at the field, then changes its price and withdraws it", async ({
      page,
      browser,
      baseUrl,
    }, testInfo) => {
      // A subscriber set up, the plan added, refused, changed and withdrawn, then the staff's view: a long walk.
      test.slow();
      // Named per width and repeat, so each run finds its own plan and society among those earlier runs left.
      const tag = `${viewport.width}-${testInfo.repeatEachIndex}`;
      const plan = `Daily Shine ${tag}`;
      const society = `Green Park Residency ${tag}`;
      const subscriber = await subscriberOnNewPlan(baseUrl, tag, society);
      // A second customer whose month ends in 3 days: a renewal at risk, and one more plan month where it began.
      const insights = () =>
        trpc<Insights>(baseUrl, "query", "planSubscribers.insights", undefined, subscriber.ownerToken);
      const before = await insights();
      // In a society of its own, so the washes counted by society stay the first customer's alone.
      const late = await customerEndingSoon(baseUrl, { ...subscriber, society: `Lake View ${tag}` });
      const lateMonth = late.startDate.slice(0, 7);
      const monthOf = (answer: Insights) => answer.months.find((m) => m.month === lateMonth);
      const after = monthOf(await insights());
      expect(after?.newSubscriptions).toBe((monthOf(before)?.newSubscriptions ?? 0) + 1);
      expect(after?.billedPaise).toBe((monthOf(before)?.billedPaise ?? 0) + 99_900);
      await signInToConsole(page, "vendor");
      await openPlans(page, viewport.width);
      await snap(page, `console-plans-list-${viewport.width}`);

      await page.getByRole("button", { name: "Add a plan" }).click();
      const form = page.getByRole("dialog", { name: "Add a plan" });
      await form.getByLabel("Plan name").fill(plan);
      await expect(form.getByRole("radio", { name: "Daily" })).toBeChecked();
      // A chip's box is hidden behind its label, which takes the click.
      await form.getByText("Sun", { exact: true }).click();
      await expect(form.getByRole("checkbox", { name: "Sun" })).toBeChecked();
      await form.getByLabel("Window starts").fill("06:00");
      await form.getByLabel("Window ends").fill("05:30");
      await form.getByRole("textbox", { name: "Vehicle type" }).click();
      await page.getByRole("option", { name: "Hatchback", exact: true }).click();
      await form.getByLabel("Monthly price (₹)").fill("1200");
      await form.getByRole("button", { name: "Add an extra" }).click();
      await form.getByLabel("Extra", { exact: true }).fill("Interior vacuum");
      await form.getByLabel("Times a month").fill("2");

      // The window ends before it starts: refused on that field, which takes the focus; nothing is saved.
      await form.getByRole("button", { name: "Add plan" }).click();
      const windowEnds = form.getByLabel("Window ends");
      await expect(windowEnds).toBeFocused();
      await expect(windowEnds).toHaveAccessibleDescription(/The visiting window must end after it starts/);
      await snap(page, `console-plans-form-error-${viewport.width}`);
      await form.getByRole("button", { name: "Add plan" }).scrollIntoViewIfNeeded();
      // What skipped, paused and missed washes become: a new plan starts with their share off the month's price.
      await expect(form.getByRole("radio", { name: /^Come off the month's price/ })).toBeChecked();
      await snap(page, `console-plans-form-terms-${viewport.width}`);

      await windowEnds.fill("10:00");
      await expect(form.getByText("The visiting window must end after it starts")).toHaveCount(0);
      await form.getByRole("button", { name: "Add plan" }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole("status").getByText(`${plan} was added and is on sale.`)).toBeVisible();

      const card = page.getByRole("article", { name: plan });
      await expect(card.getByText("On sale")).toBeVisible();
      await expect(card.getByText("Daily, Sunday off · 06:00–10:00 · 0 subscribers")).toBeVisible();
      await expect(card.getByText("Hatchback: ₹1,200.00")).toBeVisible();
      await expect(card.getByText("Interior vacuum, twice a month")).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await snap(page, `console-plans-added-${viewport.width}`);

      // A new price for the hatchback.
      await card.getByRole("button", { name: `Edit ${plan}` }).click();
      const edit = page.getByRole("dialog", { name: `Edit ${plan}` });
      await expect(edit.getByLabel("Monthly price (₹)")).toHaveValue("₹1,200");
      await edit.getByLabel("Monthly price (₹)").fill("1350");
      await snap(page, `console-plans-edit-${viewport.width}`);
      await edit.getByRole("button", { name: "Save changes" }).click();
      await expect(edit).toBeHidden();
      await expect(card.getByText("Hatchback: ₹1,350.00")).toBeVisible();

      // Withdrawn from sale: it stays listed, marked so.
      await card.getByRole("button", { name: `Withdraw from sale: ${plan}` }).click();
      await expect(card.getByText("Withdrawn", { exact: true })).toBeVisible();
      await expect(
        page.getByRole("status").getByText(`${plan} is withdrawn from sale: no new customers can subscribe.`),
      ).toBeVisible();
      await expect(card.getByRole("button", { name: `Put back on sale: ${plan}` })).toBeVisible();
      await snap(page, `console-plans-withdrawn-${viewport.width}`);

      // The subscriber, with their society and how they pay; tomorrow's wash counted in their society.
      const row = page.getByRole("table", { name: "Subscribers" }).getByRole("row").filter({
        hasText: subscriber.vehicleNumber,
      });
      await expect(row).toContainText(subscriber.planName);
      await expect(row).toContainText(`${society}, B`);
      await expect(row).toContainText("Monthly in cash");
      await expect(row).toContainText("Active");
      await expect(row).toContainText(/Suresh Washer/);
      const tomorrow = page.getByRole("table", { name: "Tomorrow's washes by society" });
      await expect(tomorrow.getByRole("row").filter({ hasText: society })).toContainText("1 wash");
      const today = page.getByRole("region", { name: "Today's washes" });
      await expect(today.getByText(society)).toHaveCount(0);
      await row.scrollIntoViewIfNeeded();
      await snap(page, `console-plans-subscribers-${viewport.width}`);

      // The customer whose month ends in 3 days is at risk: cash, the next month not open yet, paid until then.
      await page.reload();
      const risk = page.getByRole("table", { name: "Renewals at risk" }).getByRole("row").filter({
        hasText: late.vehicleNumber,
      });
      await expect(risk).toContainText(subscriber.planName);
      await expect(risk).toContainText("Monthly in cash");
      await expect(risk).toContainText("Next cash month not opened yet");
      const day = (date: string) =>
        formatCalendarDate(date, "en", { day: "numeric", month: "short", year: "numeric" });
      await expect(risk).toContainText(day(late.paidUntil));
      await risk.scrollIntoViewIfNeeded();
      await snap(page, `console-plans-renewals-at-risk-${viewport.width}`);

      // Its first month counts where it began: one more new subscription, and its price billed.
      const months = page.getByRole("table", { name: "Months" });
      const monthName = formatCalendarDate(`${lateMonth}-01`, "en", { month: "long", year: "numeric" });
      const monthRow = months.getByRole("row").filter({ hasText: monthName });
      await expect(monthRow).toContainText(formatRupees(after?.billedPaise ?? 0));
      await expect(months.getByRole("row")).toHaveCount(7);
      await monthRow.scrollIntoViewIfNeeded();
      await snap(page, `console-plans-months-${viewport.width}`);

      // A staff member (the washer) sees the plans and subscribers, and nothing to change them with.
      const staffContext = await browser.newContext({ baseURL: baseUrl, viewport });
      const staff = await staffContext.newPage();
      await staff.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
        key: CONSOLE_TOKEN_KEY,
        value: subscriber.staffToken,
      });
      await staff.goto("/console/vendor/plans");
      await expect(staff.getByText("View only", { exact: true })).toBeVisible();
      await expect(
        staff.getByText(/only the centre's owners and managers can add and change wash plans/),
      ).toBeVisible();
      await expect(staff.getByRole("article", { name: plan })).toBeVisible();
      await expect(staff.getByRole("button", { name: "Add a plan" })).toHaveCount(0);
      await expect(staff.getByRole("button", { name: `Edit ${plan}` })).toHaveCount(0);
      await expect(
        staff.getByRole("table", { name: "Subscribers" }).getByText(subscriber.vehicleNumber),
      ).toBeVisible();
      await snap(staff, `console-plans-staff-${viewport.width}`);
      await staffContext.close();
    });
  });
}
