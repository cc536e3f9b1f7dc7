import { defineConfig } from "vitest/config";

// Browser journeys: one server and one Chromium for the whole run, files run one after another.
export default defineConfig({
  test: {
    root: new URL(".", import.meta.url).pathname,
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["./support/global-setup.ts"],
    env: { TZ: "America/New_York" },
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
