import type { Page } from "@playwright/test";
// The product's own India-time rule (the e2e folder is not a workspace package, so by path).
import { indiaToInstant, parseTime } from "../packages/contracts/src/india-time";
import { bookOverApi, indiaDate } from "./support/booking-fixtures";
import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { screenshot } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { trpc } from "./support/trpc";

// Photos: the demo vendor uploads two photos in the console (made here, in the browser's canvas) and makes the
// second the cover, which the site's centre page then shows first; a customer's review carries a photo, shown
// under the review. Screens at 390 and 1280 px, the site's in English and Hindi.
test.describe.configure({ mode: "serial" });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A JPEG drawn in the page's canvas: a coloured field with a label, `width` x `height`. */
async function photoFile(page: Page, name: string, colour: string, label: string) {
  const dataUrl = await page.evaluate(
    ([fill, text]) => {
      const canvas = document.createElement("canvas");
      canvas.width = 1200;
      canvas.height = 800;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no canvas");
      context.fillStyle = fill;
      context.fillRect(0, 0, 1200, 800);
      context.fillStyle = "#fff";
      context.font = "bold 120px sans-serif";
      context.fillText(text, 80, 440);
      return canvas.toDataURL("image/jpeg", 0.9);
    },
    [colour, label] as const,
  );
  return { name, mimeType: "image/jpeg", buffer: Buffer.from(dataUrl.split(",")[1] ?? "", "base64") };
}

const login = async (baseUrl: string, email: string, password: string) =>
  (await trpc<{ token: string }>(baseUrl, "mutation", "accounts.login", { email, password })).token;

type CentrePhotos = { photos: { url: string; thumbUrl: string; isCover: boolean }[] };

test("the vendor uploads two photos, makes the second the cover, and the centre page shows it first", async ({
  page,
  baseUrl,
}) => {
  await page.setViewportSize(PHONE);
  await signInToConsole(page, "vendor");
  await page.goto("/console/vendor/profile");
  const card = page
    .locator(".mantine-Card-root")
    .filter({ has: page.getByRole("heading", { name: "Photos" }) });
  await expect(card.getByText("0 of 12")).toBeVisible();

  const input = card.locator("input[type=file]");
  await input.setInputFiles([
    await photoFile(page, "front.jpg", "#1c7ed6", "Front"),
    await photoFile(page, "bay.jpg", "#e8590c", "Bay 2"),
  ]);
  await expect(card.getByTestId("centre-photo")).toHaveCount(2);
  await expect(card.getByText("2 of 12")).toBeVisible();
  await expect(card.getByTestId("centre-photo").first().getByText("Cover")).toBeVisible();
  await card.getByRole("button", { name: "Make photo 2 the cover" }).click();
  await expect(card.getByTestId("centre-photo").nth(1).getByText("Cover")).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, "centre-photos-console-390");
  await page.setViewportSize(DESKTOP);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, "centre-photos-console-1280");

  const vendorToken = await login(baseUrl, "vendor@chamak.in", "Vendor@123");
  const own = await trpc<{ items: { url: string; thumbUrl: string; isCover: boolean }[] }>(
    baseUrl,
    "query",
    "vendor.photos.list",
    null,
    vendorToken,
  );
  const cover = own.items.find((photo) => photo.isCover);
  expect(cover?.url).toBe(own.items[1]?.url);
  const centreId = (await trpc<{ id: number }>(baseUrl, "query", "vendor.centre.get", null, vendorToken)).id;

  // The site: the gallery starts with the cover; it opens at full size.
  for (const lang of ["en", "hi"] as const) {
    await page.addInitScript((language) => window.localStorage.setItem("lang", language), lang);
    for (const [size, viewport] of [
      ["390", PHONE],
      ["1280", DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/car-wash-details/${centreId}`);
      const gallery = page.getByRole("region", { name: lang === "en" ? "Photos" : "फ़ोटो" });
      await expect(gallery.locator("img")).toHaveCount(2);
      await expect(gallery.locator("img").first()).toHaveAttribute("src", cover?.thumbUrl ?? "");
      await expect(gallery.locator("img").first()).toHaveJSProperty("complete", true);
      await screenshot(page, `centre-photos-site-${lang}-${size}`);
    }
  }
  await page.getByRole("button", { name: "फ़ोटो 1 खोलें" }).click();
  await expect(page.getByRole("dialog").locator("img")).toHaveAttribute("src", cover?.url ?? "");
  await screenshot(page, "centre-photos-viewer-hi-1280");
  const publicPage = await trpc<CentrePhotos>(baseUrl, "query", "catalog.centre", { id: centreId });
  expect(publicPage.photos[0]).toMatchObject({ isCover: true, url: cover?.url });
});

test.describe("a review with a photo", () => {
  test.afterEach(async ({ baseUrl }) => resetServerClock(baseUrl));

  test("the customer attaches a photo to the review and the centre page shows it under the review", async ({
    page,
    baseUrl,
  }) => {
    // A booking of the demo customer's at the vendor's centre, done: booked, then worked on its day.
    const vendorToken = await login(baseUrl, "vendor@chamak.in", "Vendor@123");
    const centreId = (await trpc<{ id: number }>(baseUrl, "query", "vendor.centre.get", null, vendorToken))
      .id;
    const date = indiaDate(2);
    const customerToken = await login(baseUrl, "customer@chamak.in", "Customer@123");
    const { booking, time } = await bookOverApi(baseUrl, customerToken, { centreId, date, latest: true });
    await setServerClock(baseUrl, new Date(indiaToInstant(date, parseTime(time)).getTime() + 5 * 60_000));
    for (const action of ["confirm", "start", "complete"]) {
      await trpc(baseUrl, "mutation", "centreBookings.act", { bookingId: booking.id, action }, vendorToken);
    }

    await page.setViewportSize(PHONE);
    await page.addInitScript((token) => window.sessionStorage.setItem("token", token), customerToken);
    await page.goto("/profile");
    await page.getByRole("tab", { name: "History" }).click();
    const bookingCard = page.getByRole("article", { name: `Booking ${booking.code}` });
    await bookingCard.getByRole("button", { name: "Leave a review" }).click();
    const dialog = page.getByRole("dialog");
    // Five stars: the rating's radios are drawn as stars; their labels take the click.
    await dialog.locator("label.mantine-Rating-label").last().click();
    await expect(dialog.getByRole("radio", { name: "5" })).toBeChecked();
    await dialog.getByLabel("Comment (optional)").fill("Spotless, and the photo shows it");
    await dialog
      .locator("input[type=file]")
      .setInputFiles([await photoFile(page, "clean.jpg", "#2b8a3e", "Clean")]);
    await expect(dialog.getByRole("img", { name: "Your photo 1" })).toBeVisible();
    await expect(dialog.getByRole("progressbar")).toHaveCount(0);
    await screenshot(page, "centre-photos-review-form-en-390");
    await dialog.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByText("Thanks for your review!")).toBeVisible();

    for (const lang of ["en", "hi"] as const) {
      await page.addInitScript((language) => window.localStorage.setItem("lang", language), lang);
      for (const [size, viewport] of [
        ["390", PHONE],
        ["1280", DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`/car-wash-details/${centreId}`);
        const reviews = page.getByRole("region", { name: lang === "en" ? /Reviews/ : /समीक्षा/ });
        const photo = reviews.getByRole("img", {
          name: lang === "en" ? /^Photo 1 from .+'s review$/ : /की समीक्षा की फ़ोटो 1$/,
        });
        await photo.first().scrollIntoViewIfNeeded();
        await expect(photo.first()).toBeVisible();
        await expect(photo.first()).toHaveJSProperty("complete", true);
        await screenshot(page, `centre-photos-review-${lang}-${size}`);
      }
    }
  });
});
