import type { Rolldown } from "vite";

/**
 * Chunking for a site whose visitors arrive on any page over a slow mobile network: each request costs a round
 * trip (Lighthouse's slow-4G model: 150 ms, six connections on HTTP/1.1), so a first visit should fetch a few
 * files rather than the dozens of small chunks the bundler makes by default.
 *
 * - What every first visit runs (the entry's static imports) goes into two chunks, libraries and app code.
 *   The entry module itself stays out, as the build manifest needs its own chunk.
 * - A shared chunk of the lazy routes smaller than `inlineBelow` source bytes is copied into each route chunk
 *   that uses it instead of being fetched on its own. The copies need the bundler to run modules in source
 *   order across chunks (`strictExecutionOrder`, which it turns on), and the entry must not export anything.
 *
 * The entry must not use top-level await: a route chunk that imports the entry chunk (the bundler adds such
 * imports) would wait for it to finish, which is after the first render.
 */
export function fewerRequestsChunking(
  entry = "/src/main.tsx",
  inlineBelow = 64 * 1024,
): Rolldown.RolldownOptions {
  return {
    preserveEntrySignatures: false,
    output: {
      codeSplitting: {
        groups: [
          { name: "libs", tags: ["$initial"], test: /node_modules/ },
          {
            name: "app",
            tags: ["$initial"],
            test: (id) => !id.includes("node_modules") && !id.endsWith(entry),
            // Otherwise the group takes the entry module in as well, and the build loses its entry chunk.
            includeDependenciesRecursively: false,
          },
        ],
        experimentalInlineCommonChunks: { maxSize: inlineBelow },
      },
    },
  };
}
