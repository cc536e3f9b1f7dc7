import type { Locator, Page } from "@playwright/test";
import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { screenshot, VIEWPORTS } from "./support/screenshots";

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
      // Where the centre goes for doorstep and pick & drop: the distances and the PINs beyond them.
      const area = page.getByRole("textbox", {
        name: /^(Doorstep within|Pick & drop within|Also serves PIN)/,
      });
      await expect(area).toHaveCount(3);
      await expectWithinWidth(page, area, "the service area's boxes");
      // An area drawn by its corners, and travel fee bands: one added (not saved) sits on screen, its remove button too.
      await expectWithinWidth(
        page,
        page.getByRole("textbox", { name: "Or serve an area you draw (corners)" }),
        "the drawn area's box",
      );
      await page.getByRole("button", { name: "Add a travel fee band" }).click();
      await expectWithinWidth(
        page,
        page.getByRole("textbox", { name: /^(Beyond \(km\)|Fee \(₹\))/ }),
        "a band",
      );
      await expectWithinWidth(page, page.getByRole("button", { name: /^Remove travel fee band/ }), "remove");
      await screenshot(page, `console-service-area-${name}`);
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

/** "November 2026": the India month before this one, where the demo centre has paid bookings. */
function lastMonthLabel(): string {
  const [year, month] = new Date()
    .toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" })
    .split("-")
    .map(Number);
  const last = new Date(Date.UTC(year ?? 0, (month ?? 1) - 2, 15));
  return last.toLocaleDateString("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
}

const STATEMENT_AMOUNTS = ["Paid", "Refunded", "Commission", "TCS", "Net to you"] as const;

for (const viewport of [VIEWPORTS.phone, { width: 390, height: 844 }, VIEWPORTS.desktop]) {
  test.describe(`the payout statement at ${viewport.width} px`, { tag: "@layout" }, () => {
    test.use({ viewport });

    test("shows every booking's amounts, Commission, TCS and Net to you included, within the screen", async ({
      page,
    }) => {
      await signInToConsole(page, "vendor");
      await page.goto("/console/vendor/payouts");
      await page.getByRole("textbox", { name: "Month" }).click();
      await page.getByRole("option", { name: lastMonthLabel() }).click();
      const statement = page.locator("table").filter({ hasText: "Total (" });
      await expect(statement).toBeVisible();
      await screenshot(page, `console-payouts-statement-${viewport.width}`);
      if (viewport.width < 992) {
        // A card per booking: each amount labelled and on screen.
        for (const label of STATEMENT_AMOUNTS) {
          const cells = statement.locator(`td[data-label="${label}"]`);
          await expect(cells.first()).toBeVisible();
          await expect(cells.first()).toHaveText(/₹/);
          await expectWithinWidth(page, cells, label);
        }
      } else {
        for (const label of STATEMENT_AMOUNTS)
          await expectWithinWidth(page, statement.getByRole("columnheader", { name: label }), label);
        await expectWithinWidth(page, statement.locator("tbody td"), "the statement's cells");
      }
    });
  });
}
