import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

/** Everything a run leaves behind (gitignored): artifacts of failed tests, the HTML report, the screenshots. */
export const RESULTS_DIR = join(import.meta.dirname, "..", "..", "e2e-results");
/** The screens the journeys photograph for people to look at, one file per name, replaced on each run. */
export const SCREENSHOT_DIR = join(RESULTS_DIR, "screenshots");

export const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * The screens are photographed for people to look at, which nobody does in CI (CI set): there the journeys skip
 * it (about 300 full-page PNGs a run), unless E2E_SCREENSHOTS=1 asks for them. It asserts nothing either way.
 */
const photographing = process.env.E2E_SCREENSHOTS === "1" || !process.env.CI;

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!photographing) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Lets Mantine's open/close transitions and lazy sections settle and the fonts arrive (Devanagari loads when Hindi
 * shows), then photographs the step. Nothing at all when not photographing: the wait is only for the picture.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (!photographing) return;
  await page.waitForTimeout(400);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await screenshot(page, name);
}
