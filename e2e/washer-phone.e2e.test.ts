import { expect, test } from "./support/fixtures";
import { textbox } from "./support/forms";
import { photoFile } from "./support/photos";
import { snap, VIEWPORTS } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { type Lang, siteTexts } from "./support/site-texts";
import { trpc } from "./support/trpc";
import {
  customerBookingPage,
  doorstepJobForNewWasher,
  goOffline,
  phoneCustomer,
  serverStop,
  stopOf,
  washerPhone,
} from "./support/washer";

// The washer's day on a phone with no signal: a washer of the demo vendor's Sparkle Auto Spa loads the day, loses
// the signal in a basement, sets out, arrives, checks the car in with photos and the customer's code, finishes
// with an after photo, and the lot reaches the server once, in order, when the signal is back; the customer then
// sees the visit done with its photo. Two phones acting on one job offline: the server keeps the first and tells
// the other.

const say = siteTexts(["profile"]);

test.describe("the washer's phone", () => {
  test.slow();
  test.afterEach(async ({ baseUrl }) => resetServerClock(baseUrl));

  test("runs a doorstep job with no signal and sends every step once, in order, when the signal is back", async ({
    browser,
    baseUrl,
  }) => {
    const job = await doorstepJobForNewWasher(baseUrl, (await phoneCustomer(baseUrl)).token);
    await setServerClock(baseUrl, new Date(new Date(job.booking.slotStart).getTime() - 45 * 60_000));
    const { context, page } = await washerPhone(browser, baseUrl, job.washerToken);
    const stop = stopOf(page, job.booking.code);
    await expect(stop).toContainText("C-42, Lajpat Nagar II, 110024");
    await expect(page.getByRole("status").filter({ hasText: "Everything is sent" })).toBeVisible();
    // The phone keeps the console's files (the service worker) before the basement.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await snap(page, "washer-phone-1-day-phone");

    await goOffline(context, page);
    // Opened again with no signal: the page and the day come from the phone.
    await page.reload();
    await expect(stop).toBeVisible();
    await textbox(page, "Minutes to arrive").fill("20");
    await stop.getByRole("button", { name: "On my way" }).click();
    await stop.getByRole("button", { name: "Arrived" }).click();
    const sides = ["Front", "Back", "Left side", "Right side"] as const;
    for (const [index, side] of sides.entries()) {
      await page.getByLabel(`${side} photo`).setInputFiles(photoFile(`${side}.png`, [40 * index, 90, 160]));
      await expect(stop.getByText(`${side} photo ✓`)).toBeVisible();
    }
    const { handoverCode } = await trpc<{ handoverCode: string }>(
      baseUrl,
      "query",
      "visit.status",
      { bookingCode: job.booking.code },
      job.customerToken,
    );
    await textbox(page, "Customer's code").fill(handoverCode);
    await stop.getByRole("button", { name: "Check in" }).click();
    await page.getByLabel("After photo").setInputFiles(photoFile("after.png", [20, 200, 120]));
    await stop.getByRole("button", { name: "Done" }).click();
    await expect(stop.getByText("Done", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: /^No signal: 9 steps saved on this phone/ }),
    ).toBeVisible();
    await snap(page, "washer-phone-2-offline-done-phone");
    // Nothing reached the server meanwhile.
    expect(await serverStop(baseUrl, job.washerToken, job.booking.code)).toMatchObject({
      visit: { state: "assigned", version: 0 },
    });

    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: "Everything is sent" })).toBeVisible({
      timeout: 30_000,
    });
    // Nine steps, each applied once (every applied step moves the job's version by one), the last one done.
    expect(await serverStop(baseUrl, job.washerToken, job.booking.code)).toMatchObject({
      visit: { state: "arrived", version: 9 },
      jobCardState: "done",
    });
    await snap(page, "washer-phone-3-synced-phone");
    await page.getByRole("button", { name: "Show the route on a map" }).click();
    await expect(page.getByRole("region", { name: "Map of the route" })).toBeVisible();
    await snap(page, "washer-phone-3b-route-phone");
    await page.setViewportSize(VIEWPORTS.desktop);
    await snap(page, "washer-phone-3c-synced-desktop");
    await context.close();

    // The customer sees the visit done, with the after photo, in English and in Hindi, at both sizes.
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const lang of ["en", "hi"] as Lang[]) {
        const { context: customer, page: customerPage } = await customerBookingPage(browser, baseUrl, {
          token: job.customerToken,
          code: job.booking.code,
          lang,
          viewport,
        });
        const visit = customerPage.getByRole("region", { name: say(lang, "profile.visit.title") });
        await expect(visit).toContainText(say(lang, "profile.visit.status_done"));
        await expect(
          visit.getByRole("img", { name: say(lang, "profile.visit.afterPhotoAlt").replace("{number}", "1") }),
        ).toBeVisible();
        await snap(customerPage, `washer-phone-4-customer-done-${lang}-${size}`);
        await customer.close();
      }
    }
  });

  test("two phones act on one job offline: the server keeps the first and the other is told", async ({
    browser,
    baseUrl,
  }) => {
    const job = await doorstepJobForNewWasher(baseUrl, (await phoneCustomer(baseUrl)).token);
    await setServerClock(baseUrl, new Date(new Date(job.booking.slotStart).getTime() - 45 * 60_000));
    const first = await washerPhone(browser, baseUrl, job.washerToken);
    const second = await washerPhone(browser, baseUrl, job.washerToken);
    for (const phone of [first, second]) {
      await expect(stopOf(phone.page, job.booking.code)).toBeVisible();
      await goOffline(phone.context, phone.page);
    }
    await textbox(first.page, "Minutes to arrive").fill("15");
    await stopOf(first.page, job.booking.code).getByRole("button", { name: "On my way" }).click();
    await textbox(second.page, "Minutes to arrive").fill("40");
    const other = stopOf(second.page, job.booking.code);
    await other.getByRole("button", { name: "On my way" }).click();
    await other.getByRole("button", { name: "Arrived" }).click();

    await first.context.setOffline(false);
    await expect(first.page.getByRole("status").filter({ hasText: "Everything is sent" })).toBeVisible({
      timeout: 30_000,
    });
    await second.context.setOffline(false);
    await expect(other.getByRole("alert")).toContainText(
      "This job changed on another phone before yours synced (now: on the way); what your phone recorded after that was not saved",
      { timeout: 30_000 },
    );
    await snap(second.page, "washer-phone-5-told-phone");
    // One result: the first phone's, at version 1; the second phone's arrival, queued on its own, was dropped.
    expect(await serverStop(baseUrl, job.washerToken, job.booking.code)).toMatchObject({
      visit: { state: "on_the_way", version: 1 },
    });
    await expect(other.getByRole("button", { name: "Arrived" })).toBeVisible();
    await first.context.close();
    await second.context.close();
  });
});
