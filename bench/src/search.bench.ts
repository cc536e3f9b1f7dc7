// `pnpm bench`: seeds a throwaway PostgreSQL database, starts the full stack and a bare baseline in their
// own processes, drives both with autocannon, and writes bench-results/search.md (+ raw JSON). Speed
// budgets are ratios against the baseline measured in the same run.
import { join } from "node:path";
import pg from "pg";
import { type BenchDatabase, createBenchDatabase } from "./data/bench-database";
import { scaledSize } from "./data/generate";
import { ENDPOINTS, type Endpoint } from "./load/endpoints";
import { measure } from "./load/measure";
import { probe } from "./load/probe";
import { jitWarmUp } from "./load/run-load";
import { readOptions } from "./options";
import { formatSummary, mainThreadProfile, summarizeProfile } from "./profile/top-frames";
import { describeEnvironment, loadAverage } from "./report/environment";
import { type BenchResults, writeReport } from "./report/write-report";
import { type RunningServer, startServer } from "./servers/start-server";

const options = readOptions(process.argv.slice(2));
const servers: RunningServer[] = [];
let monitor: pg.Client | undefined;
let database: BenchDatabase | undefined;

async function cleanUp() {
  await Promise.allSettled(servers.splice(0).map((server) => server.stop()));
  await monitor?.end().catch(() => undefined);
  monitor = undefined;
  await database?.drop();
  database = undefined;
}
process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));

function selected(endpoint: Endpoint): boolean {
  return options.only.length === 0 || options.only.some((name) => endpoint.name.includes(name));
}

try {
  const loadAtStart = loadAverage();
  const size = scaledSize(options.scale);
  console.log(
    `Load average ${loadAtStart.join(" ")}. Seeding ${size.centres} centres, ${size.services} services...`,
  );
  database = await createBenchDatabase(options.serverUrl, size);
  console.log(`  ${JSON.stringify(database.dataset.counts)} in ${database.seedSeconds.toFixed(1)} s`);
  const environment = { ...(await describeEnvironment(database.url)), loadAtStart };
  monitor = new pg.Client({ connectionString: database.url });
  await monitor.connect();
  const profileDir = options.profile
    ? join(options.outDir, "raw", "profiles", environment.date.replace(/[:.]/g, "-"))
    : undefined;
  const databaseUrl = database.url;
  // The stack as production configures it (pool size, cache TTL); the baseline gets the same pool size.
  const stack = await startServer("stack", {
    databaseUrl,
    applicationName: "chamak-bench-stack",
    env: options.cacheTtlMs === null ? {} : { BENCH_CACHE_TTL_MS: String(options.cacheTtlMs) },
    cpuProfileDir: profileDir,
  });
  servers.push(stack);
  const { cacheTtlMs, pool } = stack.settings;
  console.log(`Stack: pool ${pool}, catalog cache TTL ${cacheTtlMs} ms`);
  const baseline = await startServer("baseline", {
    databaseUrl,
    applicationName: "chamak-bench-baseline",
    env: { BENCH_POOL: String(pool) },
  });
  servers.push(baseline);
  const uncached =
    options.cacheOff && cacheTtlMs > 0
      ? await startServer("stack", {
          databaseUrl,
          applicationName: "chamak-bench-stack-nocache",
          env: { BENCH_CACHE_TTL_MS: "0" },
        })
      : null;
  if (uncached) servers.push(uncached);

  const results: BenchResults = {
    environment,
    load: options.load,
    data: database.dataset.counts,
    seedSeconds: database.seedSeconds,
    cacheTtlMs,
    pool,
    measurements: [],
    skipped: [],
  };
  const common = { load: options.load, monitor };
  const floor = "floor: no-op route";
  console.log(`${floor}: bare Fastify answering a constant, what this machine allows at this load`);
  await jitWarmUp(baseline.origin, [{ method: "GET", path: "/noop" }]);
  results.measurements.push(
    await measure({
      ...common,
      endpoint: floor,
      description: "the baseline server's GET /noop ({ ok: true }): the machine's ceiling, no database",
      target: "baseline",
      server: baseline,
      requests: [{ method: "GET", path: "/noop" }],
    }),
  );
  const ctx = { centreIds: database.dataset.approvedCentreIds };
  for (const endpoint of ENDPOINTS.filter(selected)) {
    console.log(`${endpoint.name}: ${endpoint.description}`);
    const stackRequests = endpoint.stack(ctx);
    const check = await probe(stack.origin, stackRequests);
    if (check.failure && endpoint.optional && check.status === 404) {
      console.log("  skipped: the server does not have this route (404)");
      results.skipped.push({
        endpoint: endpoint.name,
        reason: "the server answers 404 (route not there yet)",
      });
      continue;
    }
    if (check.failure) throw new Error(`stack: ${check.failure}`);
    const baselineRequests = endpoint.baseline(ctx);
    const baselineCheck = await probe(baseline.origin, baselineRequests);
    if (baselineCheck.failure) throw new Error(`baseline: ${baselineCheck.failure}`);
    await jitWarmUp(baseline.origin, baselineRequests);
    for (const server of [stack, uncached]) if (server) await jitWarmUp(server.origin, stackRequests);
    const run = { ...common, endpoint: endpoint.name, description: endpoint.description };
    results.measurements.push(
      await measure({ ...run, target: "baseline", server: baseline, requests: baselineRequests }),
    );
    results.measurements.push(
      await measure({ ...run, target: "stack", server: stack, requests: stackRequests }),
    );
    if (uncached && endpoint.cached) {
      results.measurements.push(
        await measure({ ...run, target: "stack, cache off", server: uncached, requests: stackRequests }),
      );
    }
  }
  await cleanUp();
  const written = writeReport(results, options.outDir);
  console.log(`\nWrote ${written.markdown}\n  and ${written.raw}`);
  if (profileDir) {
    const file = mainThreadProfile(profileDir);
    console.log(`\nCPU profile of the stack server: ${file}\n${formatSummary(summarizeProfile(file))}`);
  }
} finally {
  await cleanUp();
}
process.exit(0);
