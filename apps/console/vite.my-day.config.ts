import { fileURLToPath } from "node:url";
import { precompress } from "@chamak/vite-build";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

// The washer's phone page (/console/my-day) as its own small app, built after the console into the same dist/
// (its files under my-day-assets/), so a phone on mobile data downloads this page's code only
// (src/my-day-main.tsx). Its service worker (Workbox through vite-plugin-pwa) keeps exactly these files and
// answers /console/my-day with no signal; it is registered by this page only, for the /console/my-day scope.

const linguiConfigPath = fileURLToPath(import.meta.resolve("@chamak/i18n/lingui.config"));

export default defineConfig({
  base: "/console/",
  plugins: [
    react(),
    lingui({ configPath: linguiConfigPath, failOnMissing: true, failOnCompileError: true }),
    VitePWA({
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ["my-day.html", "my-day-assets/**/*.{js,css}"],
        navigateFallback: "/console/my-day.html",
        navigateFallbackAllowlist: [/^\/console\/my-day/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    precompress(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: false,
    assetsDir: "my-day-assets",
    sourcemap: false,
    rolldownOptions: { input: fileURLToPath(new URL("my-day.html", import.meta.url)) },
  },
});
