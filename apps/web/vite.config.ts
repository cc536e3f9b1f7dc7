import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** The Fastify server (apps/server) answers these paths; the dev server forwards them. */
const apiServer = "http://127.0.0.1:3000";
const proxy = Object.fromEntries(["/trpc", "/api", "/healthz", "/webhooks"].map((path) => [path, apiServer]));

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so a static server that serves precompressed
 * files (@fastify/static's `preCompressed: true`, nginx `gzip_static`/`brotli_static`) sends about a quarter
 * of the bytes without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "chamak:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk(outDir).filter(
        (f) => /\.(js|css|html|svg|json)$/.test(f) && !f.includes(".vite"),
      )) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
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
