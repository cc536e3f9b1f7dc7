// `pnpm bench`: for each data size (--sizes 1,5,25; default 1x) seeds a throwaway PostgreSQL database, starts
// the full stack and a bare baseline in their own processes, drives both with autocannon (closed loop) and
// with a fixed-rate booking driver (open loop), checks the bookings in SQL, and writes
// bench-results/bench-<sizes>.md + .svg (+ raw JSON). Speed budgets are ratios against the baseline measured
// in the same run.
import { join } from "node:path";
import pg from "pg";
import { type BenchDatabase, createBenchDatabase, openBenchDatabase } from "./data/bench-database";
import { scaledSize } from "./data/generate";
import { type Attempt, atCentreFlow } from "./load/booking-attempts";
import {
  type BookingFlow,
  type BookingRun,
  type BookingTarget,
  runBookingLoads,
} from "./load/booking-driver";
import { runCapacity } from "./load/capacity";
import { quietDatabase } from "./load/cpu-usage";
import { doorstepFlow } from "./load/doorstep-attempts";
import { ENDPOINTS, type Endpoint } from "./load/endpoints";
import { measure } from "./load/measure";
import { probe } from "./load/probe";
import { jitWarmUp } from "./load/run-load";
import { readOptions } from "./options";
import { formatSummary, mainThreadProfile, summarizeProfile } from "./profile/top-frames";
import { describeEnvironment, loadAverage } from "./report/environment";
import {
  type BenchResults,
  bookingRunName,
  bookingVerdict,
  reportName,
  type SizeResults,
  writeReport,
} from "./report/write-report";
import { BENCH_KEY_SECRET, type RunningServer, startServer } from "./servers/start-server";

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

/** Stack nodes for a multi-node run: one database, Redis for what nodes share (docs/deploy.md). */
async function startStackNodes(
  count: number,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<RunningServer[]> {
  const shared = {
    ...env,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: `chamak-bench-${process.pid}-${count}-nodes:`,
  };
  const nodes: RunningServer[] = [];
  for (let n = 0; n < count; n++) {
    const node = await startServer("stack", {
      databaseUrl,
      applicationName: `chamak-bench-stack-${count}-nodes`,
      env: shared,
    });
    servers.push(node);
    nodes.push(node);
  }
  return nodes;
}

function logBookingRun(result: BookingRun) {
  const v = bookingVerdict(result);
  console.log(
    `  ${result.kind}, ${bookingRunName(result)}: answered ${result.answeredPerSecond.toFixed(1)}/s, booked ${result.outcomes.booked}, slot full ${result.outcomes["slot full"]}, errors ${result.outcomes.error}; p50 ${result.latency.p50.toFixed(1)} p95 ${result.latency.p95.toFixed(1)} p99 ${result.latency.p99.toFixed(1)} ms (by turn: ${(result.segmentP99 ?? []).map(Math.round).join(" ")}); cpu/attempt node ${result.cpu.serverMsPerAttempt.toFixed(2)} pg ${result.cpu.postgresMsPerAttempt.toFixed(2)} ms`,
  );
  console.log(
    `  slowest answer (ms) by second scheduled: ${result.slowestPerSecond.join(" ")}; the driver's own event loop late by p99 ${result.driverDelay.p99.toFixed(1)} / max ${result.driverDelay.max.toFixed(1)} ms`,
  );
  console.log(
    `  integrity ${JSON.stringify(result.integrity)}: target ${v.met ? "met" : `MISSED (${v.why.join("; ")})`}`,
  );
  if (result.errorSamples.length) console.log(`  errors, e.g. ${result.errorSamples.join(" | ")}`);
}

async function runSize(scale: number, stamp: string): Promise<SizeResults> {
  const sizeStarted = performance.now();
  const size = scaledSize(scale);
  console.log(
    `\n== ${scale}x: seeding ${size.centres} centres, ${size.services} services, ${size.customers} customers, ${size.bookings} bookings (load average ${loadAverage().join(" ")})`,
  );
  database = options.databaseUrl
    ? await openBenchDatabase(options.databaseUrl)
    : await createBenchDatabase(options.serverUrl, size, console.log);
  console.log(`  ${JSON.stringify(database.dataset.counts)} in ${database.seedSeconds.toFixed(1)} s`);
  monitor = new pg.Client({ connectionString: database.url });
  await monitor.connect();
  const profileDir = options.profile
    ? join(options.outDir, "raw", "profiles", `${stamp}-${scale}x`)
    : undefined;
  const databaseUrl = database.url;
  const razorpay = await startServer("razorpay", {
    databaseUrl,
    applicationName: "chamak-bench-razorpay",
    env: {},
  });
  servers.push(razorpay);
  const paysThroughStandin = { BENCH_RAZORPAY_API_URL: `${razorpay.origin}/v1` };
  // The stack as production configures it (pool size, cache TTL); the baseline gets the same pool size.
  const stack = await startServer("stack", {
    databaseUrl,
    applicationName: "chamak-bench-stack",
    env: {
      ...paysThroughStandin,
      ...(options.cacheTtlMs === null ? {} : { BENCH_CACHE_TTL_MS: String(options.cacheTtlMs) }),
    },
    cpuProfileDir: profileDir,
  });
  servers.push(stack);
  const { cacheTtlMs, pool } = stack.settings;
  console.log(`Stack: pool ${pool}, catalog cache TTL ${cacheTtlMs} ms`);
  const baseline = await startServer("baseline", {
    databaseUrl,
    applicationName: "chamak-bench-baseline",
    env: { ...paysThroughStandin, BENCH_POOL: String(pool) },
  });
  servers.push(baseline);
  const endpoints = ENDPOINTS.filter(selected);
  const uncached =
    options.cacheOff && cacheTtlMs > 0 && endpoints.some((e) => e.cached)
      ? await startServer("stack", {
          databaseUrl,
          applicationName: "chamak-bench-stack-nocache",
          env: { ...paysThroughStandin, BENCH_CACHE_TTL_MS: "0" },
        })
      : null;
  if (uncached) servers.push(uncached);

  const results: SizeResults = {
    scale,
    data: database.dataset.counts,
    seedSeconds: database.seedSeconds,
    totalSeconds: 0,
    cacheTtlMs,
    pool,
    measurements: [],
    booking: [],
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
  const ctx = {
    centreIds: database.dataset.approvedCentreIds,
    offers: database.offers,
    doorstep: database.doorstep,
  };
  for (const endpoint of endpoints) {
    console.log(`${endpoint.name}: ${endpoint.description}`);
    // The previous endpoint's abandoned queries would otherwise answer this one's probes (minutes at 25x).
    const quiet = await quietDatabase(common.monitor);
    if (quiet.cancelled) console.log(`  cancelled ${quiet.cancelled} abandoned queries of the previous runs`);
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
    const baselineRequests = endpoint.baseline(ctx);
    const baselineCheck = check.failure ? check : await probe(baseline.origin, baselineRequests);
    // At a large size a server still busy with the previous endpoint's abandoned queries may not answer at all:
    // that endpoint is reported as skipped at this size instead of ending the whole run.
    const swamped = [check, baselineCheck].find((c) => c.status === 0);
    if (swamped) {
      console.log(`  skipped: ${swamped.failure}`);
      results.skipped.push({ endpoint: endpoint.name, reason: `no answer: ${swamped.failure}` });
      continue;
    }
    if (check.failure) throw new Error(`stack: ${check.failure}`);
    if (baselineCheck.failure) throw new Error(`baseline: ${baselineCheck.failure}`);
    await jitWarmUp(baseline.origin, baselineRequests);
    for (const server of [stack, uncached]) if (server) await jitWarmUp(server.origin, stackRequests);
    const run = {
      ...common,
      load: endpoint.connections ? { ...common.load, connections: endpoint.connections } : common.load,
      endpoint: endpoint.name,
      description: endpoint.description,
    };
    const targets = {
      p99TargetMs: endpoint.p99TargetMs,
      p95TargetMs: endpoint.p95TargetMs?.[scale],
      minThroughputRatio: endpoint.minThroughputRatio,
      minRequestsPerSecond: endpoint.minRequestsPerSecond?.[scale],
    };
    results.measurements.push({
      ...(await measure({ ...run, target: "baseline", server: baseline, requests: baselineRequests })),
      ...targets,
    });
    results.measurements.push({
      ...(await measure({ ...run, target: "stack", server: stack, requests: stackRequests })),
      ...targets,
    });
    if (uncached && endpoint.cached) {
      results.measurements.push({
        ...(await measure({ ...run, target: "stack, cache off", server: uncached, requests: stackRequests })),
        ...targets,
      });
    }
  }
  const bookingCtx = {
    offers: database.offers,
    sessions: size.sessions,
    keySecret: BENCH_KEY_SECRET,
  };
  // Each target books with its own customers (the service allows 20 booking attempts per customer per 10 min):
  // the booking run's targets, its multi-node runs, the capacity run's two targets and the doorstep run's two
  // each get a share.
  const multiNode = options.bookingNodes.filter((nodes) => nodes > 1);
  const customers = Math.floor(size.sessions / (6 + multiNode.length));
  const runBooking = async <A extends Attempt>(
    flow: BookingFlow<A>,
    load: NonNullable<typeof options.booking>,
    targets: BookingTarget[],
  ) => {
    const segments = targets.length > 1 ? options.bookingTurns : 1;
    console.log(
      `booking ${flow.kind}: ${load.ratePerSecond}/s for ${load.durationSeconds} s${segments > 1 ? ` each, in ${segments} turns` : ""} (open loop)`,
    );
    const runs = await runBookingLoads({ targets, segments, flow, options: load, monitor: common.monitor });
    for (const run of runs) logBookingRun(run);
    results.booking.push(...runs);
  };
  const booking = options.booking;
  if (booking) {
    const flow = atCentreFlow(bookingCtx);
    // The baseline and one stack node take turns in one run; several stack nodes run alone afterwards.
    await runBooking(flow, booking, [
      { target: "baseline", servers: [baseline], firstCustomer: 0 },
      ...(options.bookingNodes.includes(1)
        ? [{ target: "stack" as const, servers: [stack], firstCustomer: customers }]
        : []),
    ]);
    for (const [index, nodes] of multiNode.entries()) {
      const servers = await startStackNodes(nodes, databaseUrl, paysThroughStandin);
      await runBooking(flow, booking, [{ target: "stack", servers, firstCustomer: (2 + index) * customers }]);
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  // Doorstep: the baseline and one stack node take turns, as at the centre.
  const doorstep = options.doorstepBooking;
  if (doorstep && database.doorstep.length > 0) {
    const firstDoorstepCustomer = (4 + multiNode.length) * customers;
    await runBooking(doorstepFlow({ doorstep: database.doorstep, sessions: size.sessions }), doorstep, [
      { target: "baseline", servers: [baseline], firstCustomer: firstDoorstepCustomer },
      { target: "stack", servers: [stack], firstCustomer: firstDoorstepCustomer + customers },
    ]);
  }
  if (options.capacity) {
    const rates = options.capacity.rates.join(", ");
    console.log(
      `capacity: mixed traffic at ${rates} req/s, open loop, until p99 passes ${options.capacity.p99LimitMs} ms`,
    );
    await quietDatabase(common.monitor);
    const firstCapacityCustomer = (2 + multiNode.length) * customers;
    results.capacity = await runCapacity({
      targets: [
        { target: "baseline", server: baseline, firstCustomer: firstCapacityCustomer },
        { target: "stack", server: stack, firstCustomer: firstCapacityCustomer + customers },
      ],
      ctx: { ...ctx, ...bookingCtx },
      options: options.capacity,
      log: console.log,
    });
    for (const run of results.capacity)
      console.log(
        `  ${run.target}: capacity ${run.capacity === null ? "below the first rate" : `${run.capacity} req/s`}`,
      );
  }
  await cleanUp();
  if (profileDir) {
    const file = mainThreadProfile(profileDir);
    results.profileSummary = formatSummary(summarizeProfile(file, 15));
    console.log(`\nCPU profile of the stack server: ${file}\n${results.profileSummary}`);
  }
  results.totalSeconds = (performance.now() - sizeStarted) / 1000;
  return results;
}

try {
  const loadAtStart = loadAverage();
  const environment = { ...(await describeEnvironment(options.serverUrl)), loadAtStart };
  const stamp = environment.date.replace(/[:.]/g, "-");
  const results: BenchResults = {
    name: options.reportName ?? reportName(options.sizes),
    environment,
    load: options.load,
    bookingLoad: options.booking ?? options.doorstepBooking,
    only: options.only,
    sizes: [],
  };
  for (const scale of options.sizes) {
    results.sizes.push(await runSize(scale, stamp));
    // After every size, so a long multi-size run keeps what it measured.
    const written = writeReport(results, options.outDir);
    console.log(`\nWrote ${written.markdown}, ${written.svg}\n  and ${written.raw}`);
  }
} finally {
  await cleanUp();
}
process.exit(0);
