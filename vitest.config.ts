import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

// One Vitest run for the whole workspace. Tests run in New York time so code that
// forgets Asia/Kolkata fails (see docs/architecture conventions).
process.env.TZ = "America/New_York";

/** Browser-side tests: components (jsdom, chosen per file with a `@vitest-environment jsdom` comment) and the web client. */
const browserSide = ["apps/*/src/**/*.test.tsx", "packages/web-client/src/**/*.test.ts"];
/** Never test files: dependencies and build output. A project that sets its own exclude lists these again. */
const neverTests = ["**/node_modules/**", "**/dist/**"];

export default defineConfig({
  // The web app's catalogues (`?lingui` imports, packages/i18n) compile in tests as in its build.
  plugins: [lingui({ configPath: fileURLToPath(import.meta.resolve("@chamak/i18n/lingui.config")) })],
  test: {
    exclude: neverTests,
    env: { TZ: "America/New_York" },
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: [
            "packages/*/{src,test}/**/*.test.ts",
            "apps/*/{src,test}/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: [...neverTests, ...browserSide],
          // A worker imports the server's modules once and runs file after file (each file importing the whole
          // API again took about a third of the run). Module state a file may leave behind is reset around
          // every file (module-state-reset.ts); each database test still gets its own database.
          isolate: false,
          setupFiles: ["packages/api/test/support/module-state-reset.ts"],
        },
      },
      {
        extends: true,
        // React trees, Mantine's and lingui's module state: each file in a fresh module graph.
        test: { name: "browser-side", include: browserSide },
      },
    ],
  },
});
