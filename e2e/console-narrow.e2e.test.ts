import type { Locator, Page } from "@playwright/test";
import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { VIEWPORTS } from "./support/screenshots";

/** Every element `locator` matches lies within the page's width: nothing to reach by a hidden sideways scroll. */
async function expectWithinWidth(page: Page, locator: Locator, what: string) {
  const width = page.viewportSize()?.width ?? 0;
  const count = await locator.count();
  expect(count, `${what}: none on the page`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const box = await locator.nth(index).boundingBox();
    expect(box, `${what} #${index} has no box`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${what} #${index} starts off-screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what} #${index} ends off-screen at ${width} px`).toBeLessThanOrEqual(
      width + 0.5,
    );
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, desktop: VIEWPORTS.desktop })) {
  test.describe(`the console at ${viewport.width} px (${name})`, { tag: "@layout" }, () => {
    test.use({ viewport });

    test("keeps a centre's prices, Edit and Delete, and its closing times on screen", async ({ page }) => {
      await signInToConsole(page, "vendor");
      await page.goto("/console/vendor/services");
      await expect(page.getByRole("heading", { name: "Services" })).toBeVisible();
      await expectWithinWidth(page, page.getByRole("link", { name: /^Edit / }), "Edit");
      await expectWithinWidth(page, page.getByRole("button", { name: /^Delete / }), "Delete");
      await expectWithinWidth(page, page.getByText(/vehicle types?, from ₹/), "the prices");

      await page.goto("/console/vendor/profile");
      await expect(page.getByRole("heading", { name: "Opening hours" })).toBeVisible();
      await expectWithinWidth(page, page.getByLabel(/ closes at$/), "closing times");
    });

    test("keeps an admin's Approve and Reject, the users' actions and a booking's amounts on screen", async ({
      page,
    }) => {
      await signInToConsole(page, "admin");
      await page.goto("/console/admin/centres");
      await expect(page.getByRole("heading", { name: "Centres" })).toBeVisible();
      await expectWithinWidth(page, page.getByRole("button", { name: /^Approve / }), "Approve");
      await expectWithinWidth(page, page.getByRole("button", { name: /^Reject / }), "Reject");

      await page.goto("/console/admin/users");
      await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
      await expectWithinWidth(
        page,
        page.getByRole("button", { name: /^(Suspend|Restore) / }),
        "user actions",
      );

      await page.goto("/console/admin/bookings");
      await page.getByRole("link", { name: /^CHK/ }).first().click();
      await expect(page.getByRole("heading", { name: "Audit trail" })).toBeVisible();
      await expectWithinWidth(page, page.getByRole("columnheader", { name: "Amount" }), "the Amount column");
    });
  });
}
