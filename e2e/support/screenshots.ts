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
