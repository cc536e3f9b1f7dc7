import { defineConfig } from "vitest/config";

// One Vitest run for the whole workspace. Tests run in New York time so code that
// forgets Asia/Kolkata fails (see docs/architecture conventions).
process.env.TZ = "America/New_York";

export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    env: { TZ: "America/New_York" },
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
