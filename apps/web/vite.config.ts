import { fileURLToPath } from "node:url";
import { fewerRequestsChunking, precompress } from "@chamak/vite-build";
import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Gives the app's `zod/mini` imports (the URL search checks in src/features/search-params/, which run in every
 * page's entry bundle) zod's own TypeScript sources, the package's "@zod/source" export, instead of its built
 * files. The lazy form chunks build the contracts' full zod from those built files, and a module the entry
 * imports goes whole into the entry with every part any chunk uses: through zod/mini the entry would carry most
 * of full zod's core (about 16 kB gzipped). From the sources it gets a copy of its own, tree-shaken to what the
 * search checks use (about 5 kB). The two copies share zod's global config and registry (zod keeps both on
 * globalThis). Builds only: the dev server keeps its pre-bundled zod.
 */
function entryZodMini(): Plugin {
  const zodMiniSource = fileURLToPath(new URL("src/mini/index.ts", import.meta.resolve("zod/package.json")));
  return {
    name: "chamak:entry-zod-mini",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "zod/mini" && importer && !importer.includes("/node_modules/") ? zodMiniSource : null;
    },
  };
}

/**
 * Marks @trpc/client's modules free of side effects, as @trpc/server's package.json does for its own but
 * @trpc/client's does not: the build can then leave out the modules the site takes nothing from (the WebSocket
 * link, whose module sets a static field when it loads, and what only it uses), about 0.9 kB gzipped of every
 * page's entry. Builds only.
 */
function trpcClientSideEffectFree(): Plugin {
  return {
    name: "chamak:trpc-client-side-effect-free",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.startsWith("@trpc/client") && !importer?.includes("/@trpc/client/")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.includes("/@trpc/client/") ? { ...resolved, moduleSideEffects: false } : resolved;
    },
  };
}

const linguiConfigPath = fileURLToPath(import.meta.resolve("@chamak/i18n/lingui.config"));

/** The Fastify server (apps/server) answers these paths; the dev server forwards them. */
const apiServer = "http://127.0.0.1:3000";
const proxy = Object.fromEntries(
  ["/trpc", "/api", "/healthz", "/webhooks", "/invoices"].map((path) => [path, apiServer]),
);

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
    entryZodMini(),
    trpcClientSideEffectFree(),
    // Compiles the catalogues the site imports with `?lingui` (packages/i18n) at build time.
    lingui({ configPath: linguiConfigPath, failOnMissing: true, failOnCompileError: true }),
    precompress(),
  ],
  server: { port: 5173, proxy },
  // The manifest lets bench-frontend measure what each route downloads on a first visit.
  build: {
    outDir: "dist",
    sourcemap: false,
    manifest: true,
    // The prerender's server build (one file, run once at build time) keeps the default.
    rolldownOptions: isSsrBuild ? {} : fewerRequestsChunking(),
  },
}));
