import { expect, test } from "@playwright/test";
import { screenshot, VIEWPORTS } from "./support/screenshots";

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the two apps at ${size} size`, () => {
    test.use({ viewport });

    test("serves the customer site with a healthy API", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(/\S/);
      await expect(page.getByText(/all systems go|API: ok|database up/i).first()).toBeVisible();
      await screenshot(page, `home-${size}`);
    });

    test("serves the console under /console", async ({ page }) => {
      await page.goto("/console/");
      await expect(page.getByText(/Centre console/i).first()).toBeVisible();
      await screenshot(page, `console-${size}`);
    });
  });
}
