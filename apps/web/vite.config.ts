import { readdirSync } from "node:fs";
import { join } from "node:path";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { COMPRESSIBLE, precompressFile } from "./build/precompress";

/** The Fastify server (apps/server) answers these paths; the dev server forwards them. */
const apiServer = "http://127.0.0.1:3000";
const proxy = Object.fromEntries(["/trpc", "/api", "/healthz", "/webhooks"].map((path) => [path, apiServer]));

/** Precompresses every text asset of the client build (not the prerender's server bundle). */
function precompress(): Plugin {
  let outDir = "dist";
  let ssr = false;
  return {
    name: "chamak:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f) && !f.includes(".vite"))) {
        precompressFile(file);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    // Must run before the React plugin. Paths match tsr.config.json (used by `tsr generate` for typecheck).
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
    }),
    react(),
    precompress(),
  ],
  server: { port: 5173, proxy },
  // The manifest lets bench-frontend measure what each route downloads on a first visit.
  build: { outDir: "dist", sourcemap: false, manifest: true },
});
