import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { type Lang, siteTexts } from "./support/site-texts";

const say = siteTexts(["seller"]);

// A centre below the GST threshold registers without a GSTIN: the seller form asks for the declaration while
// the GST number is empty, names it when it is missing, and fits a phone and a desktop, in English and Hindi.

const DECLARATION = /My aggregate turnover is below the GST registration threshold/;
const DECLARATION_HI = /मेरा कुल टर्नओवर GST रजिस्ट्रेशन की सीमा से कम है/;

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the seller form without a GSTIN at ${size} size`, () => {
    test.use({ viewport });

    test("shows the declaration while the GST number is empty, requires it, and registers with it", async ({
      page,
    }) => {
      await page.goto("/car-wash-seller");
      await page.getByRole("button", { name: "Register" }).first().click();
      const gstin = page.getByLabel(/^GST number/);
      const declaration = page.getByRole("checkbox", { name: DECLARATION });
      await expect(declaration).toBeVisible();
      await expect(page.getByText(/e\.g\. 07ABCDE1234F1Z2/)).toBeVisible();
      await expectNoSideways(page);
      await screenshot(page, `seller-gst-declaration-${size}`);

      await gstin.fill("07ABCDE1234F1Z2");
      await expect(declaration).toBeHidden();
      const valid = page.getByText("Valid GSTIN registered in Delhi");
      await expect(valid).toBeVisible();
      // The result is right under the field it is about, lined up with it, not below the whole form.
      const field = await gstin.boundingBox();
      const result = await valid.boundingBox();
      if (!field || !result) throw new Error("the GST number and its result have boxes");
      expect(result.y).toBeGreaterThanOrEqual(field.y + field.height);
      expect(result.y - (field.y + field.height)).toBeLessThanOrEqual(12);
      expect(Math.abs(result.x - field.x)).toBeLessThanOrEqual(4);
      await screenshot(page, `seller-gst-valid-${size}`);
      await gstin.fill("");
      await expect(declaration).toBeVisible();

      const stamp = `${Date.now()}`.slice(-6);
      await page.getByLabel(/^Centre name/).fill(`Gali Wash ${size} ${stamp}`);
      await page.getByLabel(/^Mobile number/).fill(`98${`${Date.now()}`.slice(-8)}`);
      await page.getByLabel(/^Email/).fill(`e2e-unregistered-${size}-${Date.now()}@example.com`);
      await page.getByLabel(/^Locality/).fill("Lajpat Nagar");
      await page.getByLabel(/^Village \/ city/).fill("New Delhi");
      await page.getByLabel(/^State/).selectOption("Delhi");
      await page.getByLabel(/^PIN code/).fill("110024");
      await page.getByLabel(/^Password/).fill("Shine1234");
      await page.getByLabel(/^Re-enter password/).fill("Shine1234");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(
        page.getByText(
          "Enter your GST number, or tick the declaration that your centre need not register under GST",
        ),
      ).toBeVisible();
      await expect(declaration).toBeFocused();
      await expectNoSideways(page);
      await screenshot(page, `seller-gst-declaration-missing-${size}`);

      await declaration.check();
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText("Application received — your centre is pending approval")).toBeVisible();
    });

    test("in Hindi too", async ({ page }) => {
      await page.goto("/");
      await page.evaluate(() => localStorage.setItem("lang", "hi"));
      await page.goto("/car-wash-seller");
      const declaration = page.getByRole("checkbox", { name: DECLARATION_HI });
      await expect(declaration).toBeVisible();
      await page.getByRole("button", { name: "जमा करें" }).click();
      await expect(page.getByText(/अपना GST नंबर डालें, या यह घोषणा चुनें/)).toBeVisible();
      await expectNoSideways(page);
      await screenshot(page, `seller-gst-declaration-hindi-${size}`);
    });

    for (const lang of ["en", "hi"] as const satisfies Lang[]) {
      test(`the page says what is true, in ${lang}: its purpose, how joining works, no invented numbers`, async ({
        page,
      }) => {
        await page.goto("/");
        await page.evaluate((value) => localStorage.setItem("lang", value), lang);
        await page.goto("/car-wash-seller");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(say(lang, "seller.title"));
        await expect(page).toHaveTitle(new RegExp(`^${say(lang, "seller.title")} \\|`));
        const steps = page
          .getByRole("region", { name: say(lang, "seller.stepsTitle") })
          .getByRole("listitem");
        await expect(steps).toHaveCount(4);
        await expect(steps.first()).toContainText(say(lang, "seller.step1"));
        await expect(
          page.getByRole("link", { name: new RegExp(say(lang, "seller.qlOffer")) }),
        ).toHaveAttribute("href", "/car-wash-shopping");
        const main = page.getByRole("main");
        for (const filler of ["Services Listing", "Browse Offer", "1175", "Professionals", "Offices"])
          await expect(main).not.toContainText(filler);
        await expectNoSideways(page);
        await screenshot(page, `seller-page-${size}-${lang}`);
      });
    }
  });
}
