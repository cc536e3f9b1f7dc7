import type { LaunchOptions } from "@playwright/test";

/** Debian's Chromium, as every journey launches it (e2e/playwright.config.ts). */
export const CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  // Without the background-networking flags Chromium floods the closed network with refused connections.
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * The same Chromium with classic scrollbars, as a desktop window has them: headless Chromium hides them
 * (Playwright passes --hide-scrollbars), and a scrollbar that comes and goes changes the page's width.
 */
export const CHROMIUM_WITH_SCROLLBARS: LaunchOptions = {
  ...CHROMIUM,
  ignoreDefaultArgs: ["--hide-scrollbars"],
};
