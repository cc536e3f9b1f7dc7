import { precompress } from "@chamak/vite-precompress";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Rolldown } from "vite";

/** The Fastify server (apps/server) answers these paths; the dev server forwards them. */
const apiServer = "http://127.0.0.1:3000";
const proxy = Object.fromEntries(["/trpc", "/api", "/healthz", "/webhooks"].map((path) => [path, apiServer]));

/**
 * What every first visit runs (the entry's static imports) goes into two chunks, libraries and app code,
 * instead of the ~40 small shared chunks the bundler makes by default: each request costs a round trip, and
 * HTTP/1.1 browsers open only six connections. The entry module itself stays out, as the manifest needs it.
 */
const firstVisitChunks: Rolldown.CodeSplittingGroup[] = [
  { name: "libs", tags: ["$initial"], test: /node_modules/ },
  {
    name: "app",
    tags: ["$initial"],
    test: (id) => !id.includes("node_modules") && !id.endsWith("/src/main.tsx"),
    // Otherwise the group takes the entry module in as well, and the build loses its entry chunk.
    includeDependenciesRecursively: false,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
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
  build: {
    outDir: "dist",
    sourcemap: false,
    manifest: true,
    // The prerender's server build (one file, run once at build time) keeps the default.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: firstVisitChunks } } },
  },
}));
