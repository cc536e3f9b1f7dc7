import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/** Playwright's test, plus `baseUrl`: the server's origin (config `use.baseURL`) for plain fetch calls. */
export const test = base.extend<{ baseUrl: string }>({
  baseUrl: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error("e2e/playwright.config.ts sets use.baseURL");
    await use(baseURL);
  },
});
