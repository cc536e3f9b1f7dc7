import type { Browser } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { textbox } from "./support/forms";
import { messagesTo } from "./support/phone";
import { photoFile } from "./support/photos";
import { snap, VIEWPORTS } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { type Lang, siteTexts } from "./support/site-texts";
import { trpc } from "./support/trpc";
import {
  customerBookingPage,
  doorstepJobForNewWasher,
  phoneCustomer,
  stopOf,
  washerPhone,
} from "./support/washer";

// The customer watching their doorstep visit: as the washer's phone moves the job on (online), the booking page
// says who comes and when, on the way with the ETA, arrived, washing, and done with the photo, in English and
// Hindi at phone and desktop size, and each step but the first reaches their phone by SMS.

const say = siteTexts(["profile"]);

/** A template's words as a pattern, its {placeholders} standing for any text. */
const shown = (lang: Lang, id: string) =>
  new RegExp(
    say(lang, id)
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+"),
  );

/** The customer's booking page in each language at each size: it says `status`. */
async function customerSees(
  browser: Browser,
  baseUrl: string,
  token: string,
  code: string,
  status: string,
  step: string,
) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const lang of ["en", "hi"] as Lang[]) {
      const { context, page } = await customerBookingPage(browser, baseUrl, { token, code, lang, viewport });
      const visit = page.getByRole("region", { name: say(lang, "profile.visit.title") });
      await expect(visit).toContainText(shown(lang, `profile.visit.status_${status}`));
      await visit.scrollIntoViewIfNeeded();
      await snap(page, `visit-${step}-${lang}-${size}`);
      await context.close();
    }
  }
}

/** Waits for the SMS that says `text` to reach the customer's phone (the outbox delivers it). */
async function smsSays(baseUrl: string, mobile: string, text: RegExp) {
  await expect
    .poll(async () =>
      (await messagesTo(baseUrl, mobile)).some((item) => item.channel === "sms" && text.test(item.text)),
    )
    .toBe(true);
}

test.describe("the customer watching their doorstep visit", () => {
  test.slow();
  test.afterEach(async ({ baseUrl }) => resetServerClock(baseUrl));

  test("sees assigned, on the way with the ETA, arrived, washing and done, on the page and by SMS", async ({
    browser,
    baseUrl,
  }) => {
    const customer = await phoneCustomer(baseUrl);
    const job = await doorstepJobForNewWasher(baseUrl, customer.token);
    const code = job.booking.code;
    await setServerClock(baseUrl, new Date(new Date(job.booking.slotStart).getTime() - 45 * 60_000));
    await customerSees(browser, baseUrl, customer.token, code, "assigned", "1-assigned");

    const { context, page } = await washerPhone(browser, baseUrl, job.washerToken);
    const stop = stopOf(page, code);
    await textbox(page, "Minutes to arrive").fill("25");
    await stop.getByRole("button", { name: "On my way" }).click();
    await smsSays(baseUrl, customer.mobile, new RegExp(`is on the way for your booking ${code}`));
    await customerSees(browser, baseUrl, customer.token, code, "on_the_way", "2-on-the-way");

    await stop.getByRole("button", { name: "Arrived" }).click();
    await smsSays(baseUrl, customer.mobile, new RegExp(`has reached your car for booking ${code}`));
    await customerSees(browser, baseUrl, customer.token, code, "arrived", "3-arrived");

    for (const [index, side] of ["Front", "Back", "Left side", "Right side"].entries()) {
      await page.getByLabel(`${side} photo`).setInputFiles(photoFile(`${side}.png`, [30 * index, 80, 170]));
      await expect(stop.getByText(`${side} photo ✓`)).toBeVisible();
    }
    const { handoverCode } = await trpc<{ handoverCode: string }>(
      baseUrl,
      "query",
      "visit.status",
      { bookingCode: code },
      customer.token,
    );
    await textbox(page, "Customer's code").fill(handoverCode);
    await stop.getByRole("button", { name: "Check in" }).click();
    await smsSays(baseUrl, customer.mobile, new RegExp(`has started on your car \\(booking ${code}\\)`));
    await customerSees(browser, baseUrl, customer.token, code, "washing", "4-washing");

    await page.getByLabel("After photo").setInputFiles(photoFile("after.png", [10, 190, 110]));
    await stop.getByRole("button", { name: "Done" }).click();
    await smsSays(baseUrl, customer.mobile, new RegExp(`your car is done \\(booking ${code}\\)`));
    await customerSees(browser, baseUrl, customer.token, code, "done", "5-done");
    await context.close();
  });
});
