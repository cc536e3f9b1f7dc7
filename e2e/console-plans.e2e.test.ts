import type { Page } from "@playwright/test";
import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { snap, VIEWPORTS } from "./support/screenshots";

// Both widths add a plan to the demo vendor's centre, each its own, one after the other.
test.describe.configure({ mode: "serial" });

async function openPlans(page: Page, width: number) {
  // Below 992 px the navigation sits behind the menu button.
  if (width < 992) await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Plans" }).click();
  await expect(page.getByRole("heading", { name: "Plans", exact: true })).toBeVisible();
}

for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, desktop: VIEWPORTS.desktop })) {
  test.describe(`the console's wash plans at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test("the owner adds a daily plan with Sunday off, a window ending before it starts refused at the field, then changes its price and withdraws it", async ({
      page,
    }, testInfo) => {
      // Named per width and repeat, so each run finds its own plan among those the earlier runs left.
      const plan = `Daily Shine ${viewport.width}-${testInfo.repeatEachIndex}`;
      await signInToConsole(page, "vendor");
      await openPlans(page, viewport.width);
      await snap(page, `console-plans-list-${viewport.width}`);

      await page.getByRole("button", { name: "Add a plan" }).click();
      const form = page.getByRole("dialog", { name: "Add a plan" });
      await form.getByLabel("Plan name").fill(plan);
      await expect(form.getByRole("radio", { name: "Daily" })).toBeChecked();
      // A chip's box is hidden behind its label, which takes the click.
      await form.getByText("Sun", { exact: true }).click();
      await expect(form.getByRole("checkbox", { name: "Sun" })).toBeChecked();
      await form.getByLabel("Window starts").fill("06:00");
      await form.getByLabel("Window ends").fill("05:30");
      await form.getByRole("textbox", { name: "Vehicle type" }).click();
      await page.getByRole("option", { name: "Hatchback", exact: true }).click();
      await form.getByLabel("Monthly price (₹)").fill("1200");
      await form.getByRole("button", { name: "Add an extra" }).click();
      await form.getByLabel("Extra", { exact: true }).fill("Interior vacuum");
      await form.getByLabel("Times a month").fill("2");

      // The window ends before it starts: refused on that field, which takes the focus; nothing is saved.
      await form.getByRole("button", { name: "Add plan" }).click();
      const windowEnds = form.getByLabel("Window ends");
      await expect(windowEnds).toBeFocused();
      await expect(windowEnds).toHaveAccessibleDescription(/The visiting window must end after it starts/);
      await snap(page, `console-plans-form-error-${viewport.width}`);

      await windowEnds.fill("10:00");
      await expect(form.getByText("The visiting window must end after it starts")).toHaveCount(0);
      await form.getByRole("button", { name: "Add plan" }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole("status").getByText(`${plan} was added and is on sale.`)).toBeVisible();

      const card = page.getByRole("article", { name: plan });
      await expect(card.getByText("On sale")).toBeVisible();
      await expect(card.getByText("Daily, Sunday off · 06:00–10:00 · 0 subscribers")).toBeVisible();
      await expect(card.getByText("Hatchback: ₹1,200.00")).toBeVisible();
      await expect(card.getByText("Interior vacuum, twice a month")).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await snap(page, `console-plans-added-${viewport.width}`);

      // A new price for the hatchback.
      await card.getByRole("button", { name: `Edit ${plan}` }).click();
      const edit = page.getByRole("dialog", { name: `Edit ${plan}` });
      await expect(edit.getByLabel("Monthly price (₹)")).toHaveValue("₹1,200");
      await edit.getByLabel("Monthly price (₹)").fill("1350");
      await snap(page, `console-plans-edit-${viewport.width}`);
      await edit.getByRole("button", { name: "Save changes" }).click();
      await expect(edit).toBeHidden();
      await expect(card.getByText("Hatchback: ₹1,350.00")).toBeVisible();

      // Withdrawn from sale: it stays listed, marked so.
      await card.getByRole("button", { name: `Withdraw from sale: ${plan}` }).click();
      await expect(card.getByText("Withdrawn", { exact: true })).toBeVisible();
      await expect(
        page.getByRole("status").getByText(`${plan} is withdrawn from sale: no new customers can subscribe.`),
      ).toBeVisible();
      await expect(card.getByRole("button", { name: `Put back on sale: ${plan}` })).toBeVisible();
      await snap(page, `console-plans-withdrawn-${viewport.width}`);
    });
  });
}
