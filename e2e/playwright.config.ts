import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM } from "./support/browser";
import { freePort } from "./support/free-port";
import { RESULTS_DIR } from "./support/screenshots";

// Browser journeys: one real server (demo data on a fresh PGlite directory) and one worker for the whole run.
// Run with `pnpm exec playwright test --config e2e/playwright.config.ts` after building web and console.

// The test side runs in New York time so code that forgets Asia/Kolkata fails; the server must not need it.
process.env.TZ = "America/New_York";

// The config is evaluated again in every worker: the port and the database directory are chosen once, by the
// runner, and reach the workers through the environment they inherit.
if (!process.env.CHAMAK_E2E_PORT) {
  process.env.CHAMAK_E2E_PORT = String(await freePort());
  // The mailbox the server's emails go to (support/mail-sink-server.ts): SMTP in, HTTP out to the tests.
  process.env.CHAMAK_E2E_SMTP_PORT = String(await freePort());
  process.env.CHAMAK_E2E_MAIL_PORT = String(await freePort());
  const pgliteDir = mkdtempSync(join(tmpdir(), "chamak-e2e-"));
  process.env.CHAMAK_E2E_PGLITE_DIR = pgliteDir;
  // Removed when the runner exits, after it has stopped the server (a globalTeardown runs before that).
  process.once("exit", () => rmSync(pgliteDir, { recursive: true, force: true }));
}
const port = process.env.CHAMAK_E2E_PORT;
const smtpPort = process.env.CHAMAK_E2E_SMTP_PORT;
const mailPort = process.env.CHAMAK_E2E_MAIL_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.test.ts",
  outputDir: join(RESULTS_DIR, "artifacts"),
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: join(RESULTS_DIR, "report") }],
    // Per-test timings for docs/test-times.md, when the test command asks for them (scripts/run-tests.mjs).
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["json"] as ["json"]] : []),
  ],
  use: {
    baseURL,
    // A trace records every step of every journey, with a picture of each, to keep the one that fails: a third of
    // the journeys' time (29 journeys under CI: 287 s traced, 190 s not). CI's record of a run is its log, which
    // has the failed step and its error, so CI records none; a run on a developer's machine keeps them.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: CHROMIUM,
  },
  projects: [{ name: "chromium" }],
  webServer: [
    {
      command: "pnpm exec tsx e2e/support/mail-sink-server.ts",
      cwd: join(import.meta.dirname, ".."),
      env: { CHAMAK_E2E_SMTP_PORT: String(smtpPort), CHAMAK_E2E_MAIL_PORT: String(mailPort) },
      url: `http://127.0.0.1:${mailPort}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      command: "pnpm exec tsx src/demo.ts",
      cwd: join(import.meta.dirname, "..", "apps", "server"),
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        PGLITE_DIR: process.env.CHAMAK_E2E_PGLITE_DIR ?? "",
        LOG_LEVEL: "warn",
        // Journeys that work a booking on its day move the server's clock to its slot (support/server-clock.ts).
        TEST_CLOCK: "1",
        // Emails (password reset links, booking emails) go to the journeys' mailbox, where tests read them.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
      url: `${baseURL}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    },
  ],
});
