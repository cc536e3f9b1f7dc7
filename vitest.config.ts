import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

// One Vitest run for the whole workspace. Tests run in New York time so code that
// forgets Asia/Kolkata fails (see docs/architecture conventions).
process.env.TZ = "America/New_York";

export default defineConfig({
  // The web app's catalogues (`?lingui` imports, packages/i18n) compile in tests as in its build.
  plugins: [lingui({ configPath: fileURLToPath(import.meta.resolve("@chamak/i18n/lingui.config")) })],
  test: {
    include: [
      "packages/*/{src,test}/**/*.test.ts",
      "apps/*/{src,test}/**/*.test.ts",
      // Component tests (jsdom, chosen per file with a `@vitest-environment jsdom` comment).
      "apps/*/src/**/*.test.tsx",
      "scripts/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "**/dist/**"],
    env: { TZ: "America/New_York" },
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
