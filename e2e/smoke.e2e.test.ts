import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, screenshot, VIEWPORTS } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))("the two apps at %s size", (size, viewport) => {
  it("serves the customer site with a healthy API", async () => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${baseUrl}/`);
    await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toBeTruthy();
    await page
      .getByText(/all systems go|API: ok|database up/i)
      .first()
      .waitFor();
    await screenshot(page, `home-${size}`);
    await page.close();
  });

  it("serves the console under /console", async () => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${baseUrl}/console/`);
    await page
      .getByText(/Centre console/i)
      .first()
      .waitFor();
    await screenshot(page, `console-${size}`);
    await page.close();
  });
});
