import type { Page } from "@playwright/test";
import { seedCart, twoServiceCart } from "./support/booking-fixtures";
import { CHROMIUM_WITH_SCROLLBARS } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { VIEWPORTS } from "./support/screenshots";

/** Mantine's gap between a field and its dropdown. */
const DROPDOWN_OFFSET = 8;
/** A classic scrollbar's thickness in Chromium. */
const SCROLLBAR = 15;

/** Whether the page still runs scripts: a frozen tab never answers. */
async function answers(page: Page): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000));
  return Promise.race([page.evaluate(() => true), timeout]);
}

/** Scrolls the window so that `path`'s field has `room` px of window below it. Answers the room it got. */
function placeField(page: Page, path: string, room: number): Promise<number> {
  return page.evaluate(
    ([path, room]) => {
      const field = document.querySelector(`input[data-path="${path}"]`);
      if (!field) throw new Error(`no field ${path}`);
      const height = document.documentElement.clientHeight;
      window.scrollBy(0, field.getBoundingClientRect().bottom - (height - room));
      return height - field.getBoundingClientRect().bottom;
    },
    [path, room] as const,
  );
}

/**
 * Opens a Select with a little less room below it than its dropdown needs once a horizontal scrollbar takes
 * its 15px, and enough without one: where the page froze while the dropdown swung above and below its field.
 */
async function openAtTheEdge(page: Page, path: string): Promise<void> {
  const field = page.locator(`input[data-path="${path}"]`);
  await placeField(page, path, 600);
  await field.click();
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  const dropdown = await listbox.evaluate((node) => node.parentElement?.getBoundingClientRect().height ?? 0);
  await page.keyboard.press("Escape");
  await expect(listbox).toBeHidden();

  const room = dropdown + DROPDOWN_OFFSET + SCROLLBAR / 2;
  expect(Math.abs((await placeField(page, path, room)) - room)).toBeLessThan(1);
  // The mouse itself, not a locator's click: that would wait on the frozen page until the test times out.
  const box = await field.boundingBox();
  if (!box) throw new Error(`${path} is not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function pickAtTheEdge(page: Page, path: string, option: string): Promise<void> {
  await openAtTheEdge(page, path);
  expect(await answers(page), "the page answers with the dropdown open").toBe(true);
  await page.getByRole("option", { name: option, exact: true }).click();
  expect(await answers(page), "the page answers after the pick").toBe(true);
  await expect(page.locator(`input[data-path="${path}"]`)).toHaveValue(option);
}

// Classic scrollbars for the whole file: the browser is launched with them.
test.use({ launchOptions: CHROMIUM_WITH_SCROLLBARS });

test.describe("dropdowns at phone size with classic scrollbars", { tag: "@layout" }, () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("the page keeps answering while a dropdown opens near the window's bottom edge", async ({
    page,
    baseUrl,
  }) => {
    await page.goto("/register");
    await expect(page.locator('input[data-path="state"]')).toBeVisible();
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(scrollbar, "the window shows a classic scrollbar").toBe(SCROLLBAR);
    await pickAtTheEdge(page, "state", "Kerala");

    await page.goto("/login");
    await page.getByRole("textbox", { name: "Email" }).fill("customer@chamak.in");
    await page.locator("input[type=password]").fill("Customer@123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto("/profile?tab=profile");
    await expect(page.locator('input[data-path="gender"]')).toBeVisible();
    await pickAtTheEdge(page, "gender", "Female");
    await pickAtTheEdge(page, "state", "Goa");

    await seedCart(page, await twoServiceCart(baseUrl));
    await page.goto("/booking");
    await expect(page.locator('input[data-path="brand"]')).toBeVisible();
    await pickAtTheEdge(page, "brand", "Honda");
    await pickAtTheEdge(page, "state", "Punjab");
  });
});
