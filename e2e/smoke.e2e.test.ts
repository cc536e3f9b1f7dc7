import { expect, test } from "./support/fixtures";
import { screenshot, VIEWPORTS } from "./support/screenshots";

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the two apps at ${size} size`, { tag: "@smoke" }, () => {
    test.use({ viewport });

    test("serves the customer site with a healthy API", async ({ page }) => {
      const health = await page.request.get("/healthz");
      expect(health.ok()).toBe(true);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(/\S/);
      await expect(page.getByRole("contentinfo")).toContainText("All rights reserved");
      // The API's health is for operators (/healthz), not in the public footer.
      await expect(page.getByRole("contentinfo")).not.toContainText(/API: ok|database up/i);
      await screenshot(page, `home-${size}`);
    });

    test("serves the console under /console", async ({ page }) => {
      await page.goto("/console/");
      await expect(page.getByText(/Centre console/i).first()).toBeVisible();
      await screenshot(page, `console-${size}`);
    });
  });
}
