import type { Page } from "@playwright/test";
import { indiaDate } from "./support/booking-fixtures";
import { greenValleyBookingForm } from "./support/doorstep-form";
import { expect, test } from "./support/fixtures";
import { textbox } from "./support/forms";
import { snap, VIEWPORTS } from "./support/screenshots";

// "Use my location" on the booking form: a customer standing in Noida's Sector 104 taps it, the PIN, city and
// locality fill in, and Green Valley Eco Wash's doorstep times appear; the same in Hindi; a browser that refuses
// the position says how to go on. The demo customer's saved home (Lajpat Nagar) is what the form starts with.

/** Inside Noida's Sector 104, as the phone reports it. */
const SECTOR_104 = { latitude: 28.5412, longitude: 77.3706 };

/** The booking form for two of Green Valley Eco Wash's services, the doorstep option chosen. */
async function doorstepForm(page: Page, baseUrl: string, lang?: "hi") {
  await greenValleyBookingForm(page, baseUrl, lang);
  await page.getByRole("radio", { name: lang === "hi" ? "आपके दरवाज़े पर" : "At your door" }).check();
  // A day ahead, whose times are not yet past whatever the hour of the run.
  await page.getByLabel(lang === "hi" ? /^तारीख/ : /^Date/).fill(indiaDate(3));
}

const timeChips = (page: Page) => page.locator(".mantine-Chip-label");

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`Use my location at ${size} size`, () => {
    test.use({ viewport, permissions: ["geolocation"], geolocation: SECTOR_104 });
    test.slow();

    test("a customer in Sector 104 taps it: the PIN fills and Green Valley's doorstep times appear", async ({
      page,
      baseUrl,
    }) => {
      await doorstepForm(page, baseUrl);
      // The saved home in Lajpat Nagar is beyond the centre's reach: no times there.
      await expect(textbox(page, "PIN code")).toHaveValue("110024");
      await expect(page.getByText(/^Green Valley Eco Wash does not come to Lajpat Nagar/)).toBeVisible();
      await page.getByRole("button", { name: "Use my location" }).scrollIntoViewIfNeeded();
      await snap(page, `my-location-1-before-${size}`);

      await page.getByRole("button", { name: "Use my location" }).click();
      await expect(
        page.getByText(
          "Filled in from your location: Sector 104, Noida (201304). Add your house or flat number to the address.",
        ),
      ).toBeVisible();
      await expect(textbox(page, "PIN code")).toHaveValue("201304");
      await expect(textbox(page, "City")).toHaveValue("Noida");
      await expect(textbox(page, "State")).toHaveValue("Uttar Pradesh");
      await expect(textbox(page, "Address")).toHaveValue("Sector 104");
      await snap(page, `my-location-2-filled-${size}`);

      await expect(timeChips(page).first()).toBeVisible();
      await expect(page.getByText(/does not come to/)).toHaveCount(0);
      await timeChips(page).first().scrollIntoViewIfNeeded();
      await snap(page, `my-location-3-times-${size}`);
    });

    test("in Hindi, the same tap fills the PIN and names the locality in Hindi", async ({
      page,
      baseUrl,
    }) => {
      await doorstepForm(page, baseUrl, "hi");
      await page.getByRole("button", { name: "मेरी लोकेशन इस्तेमाल करें" }).click();
      await expect(
        page.getByText("आपकी लोकेशन से भरा गया: सेक्टर 104, Noida (201304)। पते में अपने मकान या फ़्लैट का नंबर जोड़ें।"),
      ).toBeVisible();
      await expect(textbox(page, "पिन कोड")).toHaveValue("201304");
      await expect(textbox(page, "पता")).toHaveValue("Sector 104");
      await expect(timeChips(page).first()).toBeVisible();
      await page.getByRole("button", { name: "मेरी लोकेशन इस्तेमाल करें" }).scrollIntoViewIfNeeded();
      await snap(page, `my-location-4-filled-hi-${size}`);
    });
  });

  test.describe(`Use my location refused, at ${size} size`, () => {
    // No permission granted: the browser refuses the position, as when the user blocks it.
    test.use({ viewport, permissions: [] });
    test.slow();

    test("a browser that refuses the position says to allow it or type the PIN", async ({
      page,
      baseUrl,
    }) => {
      await doorstepForm(page, baseUrl);
      await page.getByRole("button", { name: "Use my location" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Location access is blocked" })).toHaveText(
        "Location access is blocked for this site. Allow location access in your browser's settings, or type your PIN code.",
      );
      // Nothing was filled: the saved home stays.
      await expect(textbox(page, "PIN code")).toHaveValue("110024");
      await snap(page, `my-location-5-refused-${size}`);
    });
  });
}
