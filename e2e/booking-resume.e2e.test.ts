import type { Page } from "@playwright/test";
import { indiaDate, seedCart, twoServiceCart } from "./support/booking-fixtures";
import { expect, test } from "./support/fixtures";
import { snap, VIEWPORTS } from "./support/screenshots";
import { type Lang, siteTexts } from "./support/site-texts";
import { trpc } from "./support/trpc";

const say = siteTexts(["booking"]);
/** A text with its `{name}` values filled in, as a pattern (amounts and times vary). */
const pattern = (lang: Lang, id: string, values: Record<string, string> = {}) =>
  new RegExp(
    `^${say(lang, id)
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ".+")}$`,
  );

/** A new customer signed in on this tab (made over the API, as the register page would). */
async function signIn(page: Page, baseUrl: string, tag: string): Promise<void> {
  const stamp = `${Date.now()}`.slice(-8);
  const session = await trpc<{ token: string }>(baseUrl, "mutation", "accounts.register", {
    name: "Resume Journey",
    email: `resume-${tag}-${stamp}@example.com`,
    mobile: `9${stamp}3`,
    state: "Delhi",
    city: "New Delhi",
    address: "C-42, Lajpat Nagar II",
    zip: "110024",
    password: "Journey@2041",
  });
  await page.evaluate((token) => window.sessionStorage.setItem("token", token), session.token);
}

async function pickFirstTime(page: Page, lang: Lang, date: string): Promise<void> {
  await page.getByLabel(new RegExp(`^${say(lang, "booking.date")}`)).fill(date);
  const first = page.locator(".mantine-Chip-label").first();
  await expect(first).toBeVisible();
  await first.click();
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ["en", "hi"] as const) {
    test.describe(`the booking page after a reload, Back or a failed payment, ${size}, ${lang}`, () => {
      test.use({ viewport, reducedMotion: "reduce" });
      // Long journeys (a booking made, paid, reloaded): on a busy machine they outlast the usual minute.
      test.slow();

      test("keeps the form, shows the booking left waiting, and lets it be paid at the centre", async ({
        page,
        baseUrl,
      }) => {
        const cart = await twoServiceCart(baseUrl);
        await page.goto("/");
        await page.evaluate((value) => window.localStorage.setItem("lang", value), lang);
        await signIn(page, baseUrl, `${size}-${lang}`);
        await seedCart(page, cart);
        await page.goto("/booking");

        const vehicle = page.getByRole("textbox", { name: say(lang, "booking.vehicleNumber"), exact: true });
        await vehicle.fill("MH12DE1433");
        await pickFirstTime(page, lang, indiaDate(3));
        const time = await page.locator(".mantine-Chip-root input:checked").getAttribute("value");

        // A reload keeps what was typed and the time chosen.
        await page.reload();
        await expect(vehicle).toHaveValue("MH12DE1433");
        await expect(page.locator(`.mantine-Chip-root input[value="${time}"]`)).toBeChecked();
        await snap(page, `booking-resume-1-reloaded-${size}-${lang}`);

        // Pay by UPI, then Back during the payment: the booking waits for payment.
        await page.getByRole("button", { name: pattern(lang, "booking.payAmount") }).click();
        const checkout = page.getByRole("dialog", { name: say(lang, "booking.testCheckoutTitle") });
        await expect(checkout).toBeVisible();
        await page.goBack();
        await page.goto("/booking");
        const waiting = page.getByRole("region", { name: pattern(lang, "booking.awaiting.title") });
        await expect(waiting).toBeVisible();
        await expect(waiting.getByText(pattern(lang, "booking.awaiting.details"))).toBeVisible();
        await expect(waiting.getByText(pattern(lang, "booking.awaiting.holdUntil"))).toBeVisible();
        await expect(
          waiting.getByRole("button", { name: pattern(lang, "booking.awaiting.payNow") }),
        ).toBeVisible();
        await expect(vehicle).toHaveValue("MH12DE1433");
        await snap(page, `booking-resume-2-waiting-${size}-${lang}`);

        // Paid at the centre instead: the confirmation says so.
        await waiting.getByRole("button", { name: say(lang, "booking.payAtCentreInstead") }).click();
        await expect(page.getByRole("heading", { name: say(lang, "booking.bookingComplete") })).toBeVisible();
        await expect(page.getByText(pattern(lang, "booking.complete.payAtCentre"))).toBeVisible();
        await snap(page, `booking-resume-3-complete-cash-${size}-${lang}`);
      });

      test("after a failed UPI payment offers one retry, and cash; paid online, the confirmation says so", async ({
        page,
        baseUrl,
      }) => {
        const cart = await twoServiceCart(baseUrl);
        await page.goto("/");
        await page.evaluate((value) => window.localStorage.setItem("lang", value), lang);
        await signIn(page, baseUrl, `${size}-${lang}-fail`);
        await seedCart(page, cart);
        await page.goto("/booking");
        await page
          .getByRole("textbox", { name: say(lang, "booking.vehicleNumber"), exact: true })
          .fill("KA05MN4321");
        await pickFirstTime(page, lang, indiaDate(4));

        await page.getByRole("button", { name: pattern(lang, "booking.payAmount") }).click();
        const checkout = page.getByRole("dialog", { name: say(lang, "booking.testCheckoutTitle") });
        await checkout.getByRole("button", { name: say(lang, "booking.failPayment") }).click();
        await expect(checkout).toBeHidden();
        const card = page.getByRole("region", { name: say(lang, "booking.paymentSection") });
        await expect(card.getByText(say(lang, "booking.paymentFailed"))).toBeVisible();
        // One retry, and the choice of how to pay stays open.
        await expect(card.getByRole("button")).toHaveCount(1);
        await expect(card.getByRole("button", { name: say(lang, "booking.tryAgain") })).toBeVisible();
        await expect(card.getByRole("radio", { name: say(lang, "booking.cash") })).toBeEnabled();
        await snap(page, `booking-failed-1-one-retry-${size}-${lang}`);

        await card.getByRole("radio", { name: say(lang, "booking.cash") }).check();
        await expect(
          card.getByRole("button", { name: say(lang, "booking.payAtCentreInstead") }),
        ).toBeVisible();
        await snap(page, `booking-failed-2-cash-instead-${size}-${lang}`);

        // Or paid online after all: the same confirmation, saying it is paid.
        await card.getByRole("radio", { name: say(lang, "booking.upi") }).check();
        await card.getByRole("button", { name: say(lang, "booking.tryAgain") }).click();
        await checkout.getByRole("button", { name: say(lang, "booking.pay"), exact: true }).click();
        await expect(page.getByRole("heading", { name: say(lang, "booking.bookingComplete") })).toBeVisible();
        await expect(page.getByText(pattern(lang, "booking.complete.paidOnline"))).toBeVisible();
        await snap(page, `booking-failed-3-complete-paid-${size}-${lang}`);
      });

      test("/payment-done claims nothing signed out, and shows the latest payment signed in", async ({
        page,
        baseUrl,
      }) => {
        await page.goto("/");
        await page.evaluate((value) => window.localStorage.setItem("lang", value), lang);
        await page.goto("/payment-done");
        await expect(
          page.getByRole("heading", { name: say(lang, "booking.paymentDone.signInTitle") }),
        ).toBeVisible();
        await expect(page.getByText(say(lang, "booking.paymentSuccessful"))).toHaveCount(0);
        await snap(page, `payment-done-1-signed-out-${size}-${lang}`);

        await signIn(page, baseUrl, `${size}-${lang}-done`);
        await page.goto("/payment-done");
        await expect(
          page.getByRole("heading", { name: say(lang, "booking.paymentDone.noneTitle") }),
        ).toBeVisible();
        await snap(page, `payment-done-2-none-${size}-${lang}`);
      });
    });
  }
}
