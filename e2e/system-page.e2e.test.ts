import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { screenshot, VIEWPORTS } from "./support/screenshots";

for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, desktop: VIEWPORTS.desktop })) {
  test.describe(`the admin's System page at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test("shows the demo's health from the console's navigation: database up, jobs run, stand-ins", async ({
      page,
    }) => {
      await signInToConsole(page, "admin");
      if (name === "phone") await page.getByRole("button", { name: "Open navigation" }).click();
      await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "System" }).click();
      await expect(page.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
      const database = page.locator(".mantine-Card-root", { hasText: "Database" }).first();
      await expect(database.getByText("Up", { exact: true })).toBeVisible();
      await expect(database.getByText(/SELECT 1 answered in [\d.]+ ms/)).toBeVisible();
      await expect(page.getByText("Not configured")).toBeVisible();
      await expect(page.getByText("No payment is stuck.")).toBeVisible();
      // The demo's job runner has run (every 5 s); "Check now" reads again.
      await expect(async () => {
        await page.getByRole("button", { name: "Check now" }).click();
        await expect(page.getByText("Reconcile payments with Razorpay")).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      const razorpay = page.locator(".mantine-Card-root", { hasText: "Razorpay" }).last();
      await expect(razorpay.getByText("Stand-in", { exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
      await expect(page.locator("button[data-loading]")).toHaveCount(0);
      await screenshot(page, `admin-system-${name}`);
    });
  });
}
