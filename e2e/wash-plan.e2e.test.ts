import type { Browser, Page } from "@playwright/test";
import { addDays, indiaToInstant } from "../packages/contracts/src/india-time";
import { indiaDate } from "./support/booking-fixtures";
import { expect, test } from "./support/fixtures";
import { chooseOption, textbox } from "./support/forms";
import { savedCar, societyAddress, sparklePlan } from "./support/plans";
import { approveMandate, chargeNext } from "./support/razorpay-standin";
import { snap, VIEWPORTS } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { trpc } from "./support/trpc";
import { phoneCustomer } from "./support/washer";

// A new customer (signed up with their phone) finds a monthly wash plan on Sparkle Auto Spa's page, subscribes a
// car paying cash, skips a wash for a credit and pauses two days for travel; every new screen photographed in
// English and Hindi.

test.describe.configure({ mode: "serial" });

/** The customer's browser, signed in with their token, reading `lang`. */
async function customerPage(
  browser: Browser,
  baseUrl: string,
  token: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  await context.addInitScript((value) => {
    window.sessionStorage.setItem("token", value);
    if (!window.localStorage.getItem("lang")) window.localStorage.setItem("lang", "en");
  }, token);
  return { context, page: await context.newPage() };
}

async function inHindi(page: Page) {
  await page.evaluate(() => window.localStorage.setItem("lang", "hi"));
}

async function inEnglish(page: Page) {
  await page.evaluate(() => window.localStorage.setItem("lang", "en"));
}

/** A wash's line in the plan's calendar, by its date. */
const washOn = (page: Page, date: string) => page.locator(`li[data-date="${date}"]`);

for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, desktop: VIEWPORTS.desktop })) {
  test.describe(`wash plans at ${viewport.width} px (${name})`, () => {
    test("a new customer subscribes a car with cash, skips a wash for a credit and pauses two days", async ({
      browser,
      baseUrl,
    }, testInfo) => {
      test.slow();
      const tag = `${viewport.width}-${testInfo.repeatEachIndex}-${Date.now() % 100_000}`;
      const plan = await sparklePlan(baseUrl, tag);
      const customer = await phoneCustomer(baseUrl);
      await societyAddress(baseUrl, customer.token, `Green Park Residency ${tag}`);
      const vehicleNumber = `DL 4C PW ${customer.mobile.slice(-4)}`;
      const { context, page } = await customerPage(browser, baseUrl, customer.token, viewport);
      const shot = (screen: string, lang: "en" | "hi") =>
        snap(page, `wash-plan-${screen}-${viewport.width}-${lang}`);

      // The centre's page lists its plans, each with its days, window, prices, extras and terms.
      await page.goto(`/car-wash-details/${plan.centreId}`);
      const plans = page.getByRole("region", { name: "Monthly plans" });
      const card = plans.getByRole("article", { name: plan.name });
      await expect(card).toContainText("Every day · Morning window 10:00 pm–11:00 pm");
      await expect(card).toContainText("₹999/month");
      await expect(card).toContainText("Interior vacuum × 2 a month");
      await expect(card).toContainText("Skip with 12 h notice for a credit · pause up to 7 days a month");
      await card.scrollIntoViewIfNeeded();
      await shot("centre", "en");
      await card.getByRole("link", { name: `Subscribe: ${plan.name}` }).click();

      // Subscribing: no car saved yet, so one is added with the profile's form; the saved address is the choice.
      await expect(page.getByRole("heading", { name: `Subscribe to ${plan.name}` })).toBeVisible();
      await page.getByRole("button", { name: "Add a car" }).click();
      await chooseOption(page, "Vehicle type", "Hatchback");
      await textbox(page, "Registration number").fill(vehicleNumber);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("radio", { name: new RegExp(vehicleNumber) })).toBeChecked();
      await expect(page.getByRole("radio", { name: /C-42, Lajpat Nagar II/ })).toBeChecked();
      const firstMonth = page.getByRole("region", { name: "Your first month" });
      await expect(firstMonth).toContainText("₹999 a month for a Hatchback");
      await expect(firstMonth).toContainText(/\d+ washes in the first month/);
      await expect(page.getByRole("radio", { name: "Pay cash monthly to the cleaner" })).toBeChecked();
      await shot("subscribe", "en");
      await page.getByRole("button", { name: "Subscribe, pay cash monthly" }).click();

      // The plan's page: active, the washer, the spot, the month's washes from tomorrow.
      await page.waitForURL(/\/profile\/plans\/\d+$/);
      await expect(page.getByRole("heading", { name: plan.name, level: 1 })).toBeVisible();
      await expect(page.getByText("Active", { exact: true })).toBeVisible();
      await expect(page.getByText(`Green Park Residency ${tag} · Tower B · Slot B-104`)).toBeVisible();
      await expect(page.getByText(new RegExp(`^Ramesh Washer ${tag}$`))).toBeVisible();
      await expect(washOn(page, indiaDate(1))).toContainText("Scheduled");
      await shot("plan", "en");

      // Skip a wash still before its cut-off (the day after tomorrow always is): credited.
      const skipped = washOn(page, indiaDate(2));
      await skipped.getByRole("button", { name: /^Skip the wash on/ }).click();
      await expect(skipped.getByRole("status")).toContainText("is skipped and credited");
      await expect(skipped).toContainText("Skipped");
      await expect(skipped).toContainText(/Credited ₹\d+\.\d\d/);

      // Pause two days for travel.
      await page.getByRole("button", { name: "Pause for travel" }).click();
      const pause = page.getByRole("dialog", { name: "Pause for travel" });
      await expect(pause).toContainText("0 of 7 pause days used this month");
      await pause.getByLabel("From").fill(indiaDate(5));
      await pause.getByLabel("To").fill(indiaDate(6));
      await shot("pause", "en");
      await pause.getByRole("button", { name: "Pause washes" }).click();
      await expect(pause).toBeHidden();
      await expect(
        page.getByRole("status").filter({ hasText: /^Washes from .* are paused\.$/ }),
      ).toBeVisible();
      await expect(washOn(page, indiaDate(5))).toContainText("Paused");
      await expect(washOn(page, indiaDate(6))).toContainText("Paused");
      await expect(page.getByText("2 of 7 pause days used this month")).toBeVisible();
      await shot("plan-moved", "en");

      // The profile lists the plan.
      await page.goto("/profile");
      const mine = page.getByRole("region", { name: "My plans" });
      await expect(mine.getByRole("link", { name: `Open ${plan.name} · ${vehicleNumber}` })).toBeVisible();
      await shot("profile", "en");

      // The same screens in Hindi.
      await inHindi(page);
      await page.reload();
      await expect(page.getByRole("region", { name: "मेरे प्लान" })).toBeVisible();
      await shot("profile", "hi");
      await page.getByRole("region", { name: "मेरे प्लान" }).getByRole("link").first().click();
      await expect(page.getByText("रोकी गई").first()).toBeVisible();
      await shot("plan-moved", "hi");
      await page.getByRole("button", { name: "यात्रा के लिए रोकें" }).click();
      await expect(page.getByRole("dialog", { name: "यात्रा के लिए रोकें" })).toContainText(
        "इस महीने 7 में से 2 दिन रोके गए",
      );
      await shot("pause", "hi");
      await page.goto(`/car-wash-details/${plan.centreId}`);
      const hindiCard = page
        .getByRole("region", { name: "मासिक प्लान" })
        .getByRole("article", { name: plan.name });
      await expect(hindiCard).toContainText("₹999/महीना");
      await hindiCard.scrollIntoViewIfNeeded();
      await shot("centre", "hi");
      await hindiCard.getByRole("link").click();
      await expect(page.getByRole("heading", { name: `${plan.name} सब्सक्राइब करें` })).toBeVisible();
      await expect(page.getByRole("region", { name: "आपका पहला महीना" })).toContainText("₹999");
      await shot("subscribe", "hi");
      await inEnglish(page);
      await context.close();
    });

    test("a customer with a car on a cash plan subscribes a second car with UPI AutoPay in the test checkout", async ({
      browser,
      baseUrl,
    }, testInfo) => {
      test.slow();
      const tag = `${viewport.width}-${testInfo.repeatEachIndex}-${Date.now() % 100_000}-ap`;
      const plan = await sparklePlan(baseUrl, tag);
      const customer = await phoneCustomer(baseUrl);
      const address = await societyAddress(baseUrl, customer.token, `Lotus Towers ${tag}`);
      const first = await savedCar(
        baseUrl,
        customer.token,
        "Hatchback",
        `DL 5C PA ${customer.mobile.slice(-4)}`,
      );
      await trpc(
        baseUrl,
        "mutation",
        "planSubscriptions.subscribe",
        {
          planId: plan.id,
          vehicleId: first.id,
          addressId: address.id,
          startDate: indiaDate(1),
          billing: "monthly_cash",
        },
        customer.token,
      );
      const second = `DL 5C PB ${customer.mobile.slice(-4)}`;
      await savedCar(baseUrl, customer.token, "Sedan", second);
      const { context, page } = await customerPage(browser, baseUrl, customer.token, viewport);
      const shot = (screen: string, lang: "en" | "hi") =>
        snap(page, `wash-plan-${screen}-${viewport.width}-${lang}`);

      await page.goto(`/plans/${plan.id}/subscribe?centre=${plan.centreId}`);
      await page.getByRole("radio", { name: new RegExp(second) }).check();
      await expect(page.getByRole("region", { name: "Your first month" })).toContainText(
        "₹1,299 a month for a Sedan",
      );
      await page.getByRole("radio", { name: "UPI AutoPay (monthly, cancel any time)" }).check();
      await page.getByRole("button", { name: "Subscribe and set up AutoPay" }).click();

      // The stand-in's test checkout: an app on this phone or a QR code; no UPI ID, which new mandates cannot use.
      const checkout = page.getByRole("dialog", { name: "Set up UPI AutoPay" });
      await expect(checkout).toContainText("Up to ₹1,299 each month");
      await expect(checkout.getByRole("textbox")).toHaveCount(0);
      await shot("mandate", "en");
      await checkout.getByRole("button", { name: "Pay with a UPI app on this phone" }).click();

      await page.waitForURL(/\/profile\/plans\/\d+$/);
      await expect(page.getByText("Active", { exact: true })).toBeVisible();
      await expect(page.getByText("UPI AutoPay", { exact: true })).toBeVisible();
      await expect(page.getByText(new RegExp(`^${second} · Sedan$`))).toBeVisible();
      await shot("plan-autopay", "en");

      await page.goto("/profile");
      const mine = page.getByRole("region", { name: "My plans" });
      await expect(mine.getByRole("link", { name: new RegExp(`${first.vehicleNumber}$`) })).toBeVisible();
      await expect(mine.getByRole("link", { name: new RegExp(`${second}$`) })).toBeVisible();

      // In Hindi: the form with AutoPay chosen, then a third car's plan left waiting for its mandate (subscribed
      // without approving it), set up from the plan's page with a QR code.
      await inHindi(page);
      await page.goto(`/plans/${plan.id}/subscribe?centre=${plan.centreId}`);
      await page.getByRole("button", { name: "कार जोड़ें" }).waitFor();
      await page.getByRole("radio", { name: "UPI ऑटोपे (हर महीने, कभी भी रद्द करें)" }).check();
      await shot("subscribe-autopay", "hi");
      const third = await savedCar(
        baseUrl,
        customer.token,
        "Hatchback",
        `DL 5C PC ${customer.mobile.slice(-4)}`,
      );
      const waiting = await trpc<{ id: number; state: string }>(
        baseUrl,
        "mutation",
        "planSubscriptions.subscribe",
        {
          planId: plan.id,
          vehicleId: third.id,
          addressId: address.id,
          startDate: indiaDate(2),
          billing: "autopay",
        },
        customer.token,
      );
      expect(waiting.state).toBe("awaiting_payment");
      await page.goto(`/profile/plans/${waiting.id}`);
      await expect(page.getByRole("status").filter({ hasText: "ऑटोपे का इंतज़ार" })).toBeVisible();
      await shot("plan-awaiting", "hi");
      await page.getByRole("button", { name: "ऑटोपे सेट करें" }).click();
      const hindiCheckout = page.getByRole("dialog", { name: "UPI ऑटोपे सेट करें" });
      await expect(hindiCheckout).toContainText("हर महीने ₹999 तक");
      await shot("mandate", "hi");
      await hindiCheckout.getByRole("button", { name: "QR कोड स्कैन करें" }).click();
      await expect(page.getByText("चालू", { exact: true })).toBeVisible();
      await inEnglish(page);
      await context.close();
    });

    test("AutoPay takes the next month with its invoice; a debit failing every retry halts it, and a UPI payment resumes it", async ({
      browser,
      baseUrl,
    }, testInfo) => {
      test.slow();
      const tag = `${viewport.width}-${testInfo.repeatEachIndex}-${Date.now() % 100_000}-re`;
      const plan = await sparklePlan(baseUrl, tag);
      const customer = await phoneCustomer(baseUrl);
      const address = await societyAddress(baseUrl, customer.token, `Palm Court ${tag}`);
      const car = await savedCar(
        baseUrl,
        customer.token,
        "Hatchback",
        `DL 6C PR ${customer.mobile.slice(-4)}`,
      );
      const { id } = await trpc<{ id: number }>(
        baseUrl,
        "mutation",
        "planSubscriptions.subscribe",
        {
          planId: plan.id,
          vehicleId: car.id,
          addressId: address.id,
          startDate: indiaDate(1),
          billing: "autopay",
        },
        customer.token,
      );
      const { razorpaySubscriptionId } = await trpc<{ razorpaySubscriptionId: string }>(
        baseUrl,
        "mutation",
        "planSubscriptions.authorizeAutopay",
        { subscriptionId: id },
        customer.token,
      );
      const approved = await approveMandate(baseUrl, razorpaySubscriptionId);
      const first = await trpc<{ months: { from: string; to: string }[] }>(
        baseUrl,
        "mutation",
        "planSubscriptions.confirmMandate",
        {
          subscriptionId: id,
          razorpayPaymentId: approved.razorpay_payment_id,
          razorpaySubscriptionId: approved.razorpay_subscription_id,
          razorpaySignature: approved.razorpay_signature,
        },
        customer.token,
      );
      const firstMonth = first.months[0];
      if (!firstMonth) throw new Error("the mandate's debit paid no month");
      const { context, page } = await customerPage(browser, baseUrl, customer.token, viewport);
      const shot = (screen: string, lang: "en" | "hi") =>
        snap(page, `wash-plan-${screen}-${viewport.width}-${lang}`);
      const months = page.getByRole("region", { name: "Months billed" }).getByRole("article");
      /** Reloads the plan's page until `condition` holds (Razorpay's webhook and the job runner work apart). */
      const untilPage = (condition: () => Promise<void>) =>
        expect(async () => {
          await page.reload();
          await condition();
        }).toPass({ timeout: 30_000 });
      try {
        // The next month's debit on Razorpay's clock: its webhook opens the month, paid.
        await chargeNext(baseUrl, razorpaySubscriptionId);
        await page.goto(`/profile/plans/${id}`);
        await untilPage(() => expect(months).toHaveCount(2));
        await expect(months.first()).toContainText("Paid online₹999.00");

        // The first month over (the server's clock a day past it), it is completed, with its tax invoice.
        await setServerClock(baseUrl, indiaToInstant(addDays(firstMonth.to, 1), 12 * 60));
        const firstArticle = months.last();
        await untilPage(() =>
          expect(firstArticle.getByRole("button", { name: "Download invoice" })).toBeVisible(),
        );
        const download = page.waitForEvent("download");
        await firstArticle.getByRole("button", { name: "Download invoice" }).click();
        expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
        await firstArticle.scrollIntoViewIfNeeded();
        await shot("months", "en");

        // The third month's debit fails on every retry: Razorpay halts the subscription, the page says so.
        for (let attempt = 0; attempt < 4; attempt++)
          await chargeNext(baseUrl, razorpaySubscriptionId, "fails");
        const halted = page.getByRole("alert").filter({ hasText: "Your plan is on hold" });
        await untilPage(() => expect(halted).toBeVisible());
        await expect(halted).toContainText("AutoPay could not take the month's payment");
        await shot("halted", "en");
        await inHindi(page);
        await page.reload();
        await expect(page.getByRole("alert").filter({ hasText: "आपका प्लान रोका गया है" })).toBeVisible();
        await shot("halted", "hi");
        await inEnglish(page);
        await page.reload();

        // Paying the month by UPI resumes it; from then on it is paid month by month.
        await halted.getByRole("button", { name: "Pay ₹999 by UPI" }).click();
        const checkout = page.getByRole("dialog", { name: "Razorpay test checkout" });
        await expect(checkout).toContainText(`Amount for ${plan.name}`);
        await shot("month-checkout", "en");
        await checkout.getByRole("button", { name: "Pay", exact: true }).click();
        await expect(page.getByText(/^Paid\. Your washes go on until /)).toBeVisible();
        await expect(page.getByText("Active", { exact: true })).toBeVisible();
        await expect(page.getByText("Monthly by UPI", { exact: true })).toBeVisible();
        await expect(months).toHaveCount(3);
        await shot("resumed", "en");
      } finally {
        await resetServerClock(baseUrl);
        await context.close();
      }
    });
  });
}
