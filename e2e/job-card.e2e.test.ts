import type { Browser } from "@playwright/test";
import { indiaToInstant } from "../packages/contracts/src/india-time";
import { indiaDate } from "./support/booking-fixtures";
import { CONSOLE_LOGINS, signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { codeSentTo, freshMobile, messagesTo, newestCodeTo } from "./support/phone";
import { photoFile as file } from "./support/photos";
import { snap, VIEWPORTS } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { type Lang, siteTexts } from "./support/site-texts";
import { trpc } from "./support/trpc";
import { cashWalkIn } from "./support/walk-in";

const say = siteTexts(["auth", "profile"]);

type Service = { id: number; prices: { vehicleTypeId: number }[] };

/** A cash walk-in of a new customer at the demo centre, now (a walk-in is confirmed as it is made). */
async function confirmedWalkIn(baseUrl: string, mobile: string) {
  const { token } = await trpc<{ token: string }>(
    baseUrl,
    "mutation",
    "accounts.login",
    CONSOLE_LOGINS.vendor,
  );
  const services = await trpc<Service[]>(baseUrl, "query", "vendor.services.list", undefined, token);
  const service = services.find((item) => item.prices.length > 0);
  if (!service?.prices[0]) throw new Error("the demo centre has no priced service");
  return cashWalkIn(baseUrl, token, {
    mobile,
    name: "Kavita Rao",
    vehicleTypeId: service.prices[0].vehicleTypeId,
    vehicleNumber: "KA 05 MN 4821",
    items: [{ serviceId: service.id, quantity: 1 }],
  });
}

/** The newest job card code (4 digits) that reached the customer's phone after the first `after` messages. */
const jobCardCode = (baseUrl: string, mobile: string, after: number) =>
  newestCodeTo(baseUrl, mobile, /\b(\d{4})\b\*? is your (?:hand-over|return) code/, after);

/** The customer signs in on the site by phone (in English) and opens their booking in the profile. */
async function customerSignsIn(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
  mobile: string,
  bookingCode: string,
) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/login");
  const before = (await messagesTo(baseUrl, mobile)).length;
  await page.getByRole("textbox", { name: say("en", "auth.mobile") }).fill(mobile);
  await page.getByRole("button", { name: say("en", "auth.sendCode") }).click();
  const code = await codeSentTo(baseUrl, mobile, before);
  await page.getByRole("textbox", { name: say("en", "auth.code"), exact: true }).fill(code);
  await page.getByRole("button", { name: say("en", "auth.verify") }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  return {
    context,
    page,
    /** The booking's job card in the profile, in a language. */
    open: async (lang: Lang) => {
      await page.evaluate((value) => window.localStorage.setItem("lang", value), lang);
      await page.goto(`/profile?booking=${bookingCode}`);
      return page.getByRole("region", { name: say(lang, "profile.jobCardTitle") });
    },
  };
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the job card at ${viewport.width} px (${size})`, () => {
    test.use({ viewport, reducedMotion: "reduce" });
    test.afterEach(async ({ baseUrl }) => resetServerClock(baseUrl));

    test("staff check a car in with photos and the customer's code, finish it with after photos; the customer sees them", async ({
      page,
      baseUrl,
      browser,
    }) => {
      // A working morning some days ahead: the booking is "now" on the server's clock.
      const date = indiaDate(size === "phone" ? 9 : 10);
      await setServerClock(baseUrl, indiaToInstant(date, 9 * 60 + 2));
      const mobile = freshMobile("8");
      const booking = await confirmedWalkIn(baseUrl, mobile);

      await signInToConsole(page, "vendor");
      await page.goto(`/console/vendor/bookings?date=${date}`);
      await page
        .getByRole("article", { name: `Booking ${booking.code}` })
        .getByRole("link", { name: `Job card for ${booking.code}` })
        .click();
      await page.getByRole("button", { name: "Start check-in" }).click();

      // Every side from the camera; a scratch already there is noted.
      const sides = [
        ["Front photo", [200, 40, 40]],
        ["Back photo", [40, 160, 60]],
        ["Left side photo", [40, 60, 200]],
        ["Right side photo", [200, 180, 40]],
      ] as const;
      for (const [label, rgb] of sides) {
        const section = page.getByRole("region", { name: label.replace(" photo", "") });
        await page.getByLabel(label).setInputFiles(file(`${label}.png`, [...rgb]));
        await expect(section.getByRole("img", { name: / photo$/ })).toHaveCount(1);
      }
      await page.getByLabel("Left side: existing scratches or dents").fill("Scratch on the rear door");
      await page.getByLabel("Belongings in the vehicle").fill("Umbrella in the boot");
      await page.getByLabel("Fuel level (%)").fill("40");
      await page.getByLabel("Odometer (km)").fill("32150");
      await page.getByRole("button", { name: "Save notes" }).click();
      await snap(page, `job-card-1-check-in-${viewport.width}`);

      // The customer gets the hand-over code on their phone and reads it out; staff never see it.
      const sent = (await messagesTo(baseUrl, mobile)).length;
      await page.getByRole("button", { name: "Send hand-over code" }).click();
      const handover = await jobCardCode(baseUrl, mobile, sent);
      await expect(page.getByText(/A hand-over code went to the customer/)).toBeVisible();
      await expect(page.getByText(handover, { exact: true })).toHaveCount(0);
      const wrong = String((Number(handover) + 1) % 10_000).padStart(4, "0");
      await page.getByLabel("Code the customer reads out").fill(wrong);
      await page.getByRole("button", { name: "Confirm code" }).click();
      await expect(page.getByText("That is not the code sent to the customer: 4 tries left")).toBeVisible();
      await snap(page, `job-card-2-wrong-code-${viewport.width}`);
      await page.getByLabel("Code the customer reads out").fill(handover);
      await page.getByRole("button", { name: "Confirm code" }).click();
      await expect(page.getByTestId("job-card-state")).toHaveText("Checked in");
      // The record the customer confirmed: fuel and odometer as saved, each photo under its side.
      await expect(page.getByText("Fuel level: 40%")).toBeVisible();
      await expect(page.getByText("Odometer: 32,150 km")).toBeVisible();
      await expect(page.locator("figcaption", { hasText: "Left side" })).toBeVisible();
      await snap(page, `job-card-2b-check-in-record-${viewport.width}`);

      await page.getByRole("button", { name: "Start job" }).click();
      await expect(page.getByTestId("job-card-state")).toHaveText("In progress");
      await page
        .getByLabel("After photos")
        .setInputFiles([file("after-1.png", [20, 120, 200]), file("after-2.png", [20, 200, 120])]);
      const afterJob = page.getByRole("region", { name: "After the job" });
      await expect(afterJob.getByRole("img", { name: /^After photo/ })).toHaveCount(2);
      await snap(page, `job-card-3-after-photos-${viewport.width}`);
      // Opening the camera often reloads the tab on a phone: the photos taken are saved as they upload.
      await page.reload();
      await expect(page.getByTestId("job-card-state")).toHaveText("In progress");
      await expect(afterJob.getByRole("img", { name: /^After photo/ })).toHaveCount(2);
      await expect(page.getByRole("img", { name: /^After photo/ })).toHaveCount(2);
      await page.getByRole("button", { name: "Mark done" }).click();
      await expect(page.getByTestId("job-card-state")).toHaveText("Done");
      await snap(page, `job-card-4-done-${viewport.width}`);

      // The customer sees the job done with both sets of photos, in English and in Hindi.
      const customer = await customerSignsIn(browser, baseUrl, viewport, mobile, booking.code);
      for (const lang of ["en", "hi"] as const) {
        const section = await customer.open(lang);
        await expect(section).toBeVisible();
        await expect(
          section.getByText(say(lang, "profile.jobCardState_done"), { exact: true }),
        ).toBeVisible();
        await expect(section.getByRole("img")).toHaveCount(6);
        await expect(section.getByText("Scratch on the rear door")).toBeVisible();
        await expect(section.getByRole("button", { name: say(lang, "profile.reportDamage") })).toBeVisible();
        await section.scrollIntoViewIfNeeded();
        await snap(customer.page, `job-card-5-customer-${lang}-${viewport.width}`);
      }
      await customer.context.close();
    });
  });
}
