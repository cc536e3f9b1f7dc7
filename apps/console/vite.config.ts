import { fileURLToPath } from "node:url";
import { fewerRequestsChunking, precompress } from "@chamak/vite-build";
import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const linguiConfigPath = fileURLToPath(import.meta.resolve("@chamak/i18n/lingui.config"));

/** The Fastify server (apps/server) answers these paths; the dev server forwards them. */
const apiServer = "http://127.0.0.1:3000";
const proxy = Object.fromEntries(
  ["/trpc", "/api", "/healthz", "/webhooks", "/invoices"].map((path) => [path, apiServer]),
);

export default defineConfig({
  // Served by the Fastify server under /console/.
  base: "/console/",
  plugins: [
    // Must run before the React plugin. Paths match tsr.config.json (used by `tsr generate` for typecheck).
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
    }),
    react(),
    // Compiles the English error messages the console imports with `?lingui` (packages/i18n) at build time.
    lingui({ configPath: linguiConfigPath, failOnMissing: true, failOnCompileError: true }),
    precompress(),
  ],
  server: { port: 5174, proxy },
  build: { outDir: "dist", sourcemap: false, rolldownOptions: fewerRequestsChunking() },
});
