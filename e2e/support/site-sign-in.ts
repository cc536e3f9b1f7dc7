import type { Page } from "@playwright/test";
import { textbox } from "./forms";

/** The site's demo customer (README). */
export const DEMO_CUSTOMER = { email: "customer@chamak.in", password: "Customer@123" } as const;

/**
 * Signs the demo customer in on the site's login page and waits to leave it; with `lang`, the site then reads in
 * that language from the next page on.
 */
export async function signInToSite(page: Page, lang?: "en" | "hi"): Promise<void> {
  await page.goto("/login");
  await textbox(page, "Email").fill(DEMO_CUSTOMER.email);
  await page.locator("input[type=password]").fill(DEMO_CUSTOMER.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  if (lang) await page.evaluate((value) => window.localStorage.setItem("lang", value), lang);
}
