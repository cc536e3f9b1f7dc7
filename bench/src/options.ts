import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { LoadOptions } from "./load/run-load";

export interface BenchOptions {
  /** Data size relative to 2,000 centres and 20,000 services. */
  scale: number;
  load: LoadOptions;
  /** Endpoint names to run (substring match); all when empty. */
  only: string[];
  /** Also measure the stack with the catalog cache off (search endpoints). */
  cacheOff: boolean;
  /** The stack's catalog cache TTL in ms; default: the production config's (CATALOG_CACHE_TTL_MS default). */
  cacheTtlMs: number | null;
  /** Write a CPU profile of the stack server (node --cpu-prof) under <out>/raw/profiles/. */
  profile: boolean;
  /** PostgreSQL server to create the benchmark database on (any database of it). */
  serverUrl: string;
  outDir: string;
}

const REPO_ROOT = resolve(import.meta.dirname, "..", "..");

export const USAGE = `pnpm bench [-- options]   (or: pnpm --filter @chamak/bench bench -- options)
  --scale N          data size: N × (2,000 centres, 20,000 services); default 1
  --connections N    concurrent connections; default 200
  --duration S       measured seconds per run; default 10
  --warmup S         warm-up seconds per run; default 3
  --only a,b         only endpoints whose name contains one of these
  --cache-ttl MS     the stack's catalog cache TTL (default: apps/server config's default)
  --no-cache-off     skip the stack-with-cache-off runs
  --profile          CPU-profile the stack server (node --cpu-prof), print its top frames
  env BENCH_PG_URL   PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres)`;

export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== "--"),
    options: {
      scale: { type: "string", default: "1" },
      connections: { type: "string", default: "200" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      only: { type: "string", default: "" },
      "cache-ttl": { type: "string" },
      "no-cache-off": { type: "boolean", default: false },
      profile: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const number = (name: string, text: string) => {
    const n = Number(text);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number (got "${text}")`);
    return n;
  };
  return {
    scale: number("scale", values.scale),
    load: {
      connections: number("connections", values.connections),
      durationSeconds: number("duration", values.duration),
      warmupSeconds: number("warmup", values.warmup),
    },
    only: values.only
      ? values.only
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
    cacheTtlMs: values["cache-ttl"] === undefined ? null : Math.max(0, Number(values["cache-ttl"]) || 0),
    cacheOff: !values["no-cache-off"],
    profile: values.profile,
    serverUrl: process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    outDir: resolve(REPO_ROOT, "bench-results"),
  };
}
