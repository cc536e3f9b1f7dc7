import type { Page } from "@playwright/test";
import { bookOverApi, indiaDate } from "./support/booking-fixtures";
import { expect, test } from "./support/fixtures";
import { snap, VIEWPORTS } from "./support/screenshots";
import { type Lang, siteTexts } from "./support/site-texts";
import { trpc } from "./support/trpc";

const say = siteTexts(["profile", "booking"]);

/** A new customer with one cash booking three days ahead, signed in on this tab (made over the API). */
async function customerWithBooking(page: Page, baseUrl: string, tag: string): Promise<{ code: string }> {
  const stamp = `${Date.now()}`.slice(-8);
  const { token } = await trpc<{ token: string }>(baseUrl, "mutation", "accounts.register", {
    name: "Reschedule Journey",
    email: `reschedule-${tag}-${stamp}@example.com`,
    mobile: `9${stamp}7`,
    state: "Delhi",
    city: "New Delhi",
    address: "C-42, Lajpat Nagar II",
    zip: "110024",
    password: "Journey@2041",
  });
  const { booking } = await bookOverApi(baseUrl, token, {
    centreId: 1,
    date: indiaDate(3),
    contactMobile: `9${stamp}7`,
    address: "C-42, Lajpat Nagar II",
  });
  await page.evaluate((value) => window.sessionStorage.setItem("token", value), token);
  return booking;
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ["en", "hi"] as Lang[]) {
    test.describe(`rescheduling a booking at ${size} size, ${lang}`, () => {
      test.use({ viewport, reducedMotion: "reduce" });

      test("offers the booking window's days as chips from today, and moves the booking to the day chosen", async ({
        page,
        baseUrl,
      }) => {
        await page.goto("/");
        await page.evaluate((value) => window.localStorage.setItem("lang", value), lang);
        const booking = await customerWithBooking(page, baseUrl, `${size}-${lang}`);
        await page.goto("/profile");

        await page.getByRole("button", { name: say(lang, "profile.reschedule"), exact: true }).click();
        const dialog = page.getByRole("dialog");
        const days = dialog.getByRole("radiogroup", { name: new RegExp(`^${say(lang, "booking.date")}`) });
        // No date field to type a past day into: the days offered start today, and today is chosen while it has a
        // free time left (in the evening, when it has none, the dialog moves on to tomorrow).
        await expect(dialog.locator("input[type=date]")).toHaveCount(0);
        await expect(days.getByRole("radio").first()).toHaveAttribute("value", indiaDate(0));
        await expect(days.getByRole("radio", { checked: true })).toHaveAttribute(
          "value",
          new RegExp(`^(${indiaDate(0)}|${indiaDate(1)})$`),
        );

        const newDay = days.locator(`input[value="${indiaDate(5)}"]`);
        await newDay.locator("xpath=..").locator("label").click();
        await expect(newDay).toBeChecked();
        const times = dialog.getByRole("radiogroup", { name: new RegExp(`^${say(lang, "booking.time")}`) });
        await times.locator("label").first().click();
        await snap(page, `reschedule-dialog-${size}-${lang}`);
        await dialog.getByRole("button", { name: say(lang, "profile.saveNewTime") }).click();

        await expect(dialog).toBeHidden();
        const moved =
          say(lang, "profile.rescheduled").replace("{code}", booking.code).split("{when}")[0] ?? "";
        await expect(page.getByText(moved, { exact: false }).first()).toBeVisible();
      });
    });
  }
}
