import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The console's demo logins (README). */
export const CONSOLE_LOGINS = {
  vendor: { email: "vendor@chamak.in", password: "Vendor@123" },
  admin: { email: "admin@chamak.in", password: "Admin@123" },
} as const;

/** Where the console keeps its session token (shareSessionAcrossTabs in apps/console/src/router.tsx). */
export const CONSOLE_TOKEN_KEY = "chamak.console.token";

/** Signs in on the console's sign-in page and waits for the role's home. */
export async function signInToConsole(page: Page, who: keyof typeof CONSOLE_LOGINS) {
  await page.goto("/console/");
  await expect(page.getByRole("heading", { name: "Centre console" })).toBeVisible();
  await page.getByLabel("Email").fill(CONSOLE_LOGINS[who].email);
  await page.locator("input[type=password]").fill(CONSOLE_LOGINS[who].password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(who === "vendor" ? /\/console\/vendor/ : /\/console\/admin\/?$/);
}
