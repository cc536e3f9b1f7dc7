import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { BookingLoadOptions } from "./load/booking-driver";
import type { CapacityOptions } from "./load/capacity";
import type { LoadOptions } from "./load/run-load";

export interface BenchOptions {
  /** Data sizes to run in turn, relative to 1x (2,000 centres, 20,000 services, 200,000 bookings). */
  sizes: number[];
  load: LoadOptions;
  /** The fixed-rate booking run; null with --no-booking (or when --only leaves it out). */
  booking: BookingLoadOptions | null;
  /** The fixed-rate doorstep booking run, at the booking run's rate and length; null as `booking` is. */
  doorstepBooking: BookingLoadOptions | null;
  /** The stack's booking run is repeated with this many nodes (processes) each; more than one shares Redis. */
  bookingNodes: number[];
  /** Turns (segments) the baseline and the single-node stack each take in the booking run, alternating. */
  bookingTurns: number;
  /** Redis for multi-node stack runs (shared rate limits), as docs/deploy.md requires. */
  redisUrl: string;
  /** The open-loop mixed-traffic capacity run (load/capacity.ts); null unless --capacity or --only capacity. */
  capacity: CapacityOptions | null;
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
  /** An already loaded benchmark database (`seed --keep`) to run on instead of seeding one; never dropped. */
  databaseUrl: string | null;
  outDir: string;
  /** The report's file name without extension (--report); default bench-<sizes>, e.g. bench-1x. */
  reportName: string | null;
}

const REPO_ROOT = resolve(import.meta.dirname, "..", "..");

export const USAGE = `pnpm bench [-- options]   (or: pnpm --filter @chamak/bench bench -- options)
  --scale N          data size: N × (2,000 centres, 20,000 services, 20,000 customers, 200,000 bookings); default 1
  --sizes 1,5,25     several sizes in one run, one after the other (overrides --scale); the report shows the
                     growth. Loading takes about 20 s at 1x, 2 min at 5x, 10 min at 25x (2 shared cores)
  --connections N    concurrent connections; default 200
  --duration S       measured seconds per run; default 10
  --warmup S         warm-up seconds per run; default 3
  --only a,b         only endpoints whose name contains one of these; "booking-run": the fixed-rate booking
                     run alone, "doorstep-run": the doorstep booking run alone ("booking": both runs and both
                     availability rows; "doorstep": the doorstep availability row and booking run)
  --booking-rate N   booking attempts per second, fixed rate (open loop); default 100 (doorstep run too)
  --booking-duration S  measured seconds of the booking run; default 30 (doorstep run too)
  --hot-share F      share of booking attempts aimed at a few hot slots; default 0.1
  --booking-nodes 1,2  stack nodes (processes on one database, behind round-robin) per booking run; default 1,2
  --booking-turns N  the baseline and one stack node take turns: N segments each of the booking run,
                     alternating (A B, B A, ...); default 6 (5 s each at the default duration)
  --no-booking       skip the booking runs (at the centre and doorstep)
  --capacity         also run the capacity ladder: open-loop mixed traffic (home, listing, centre, availability,
                     booking) at fixed rates, stack and baseline in turn, until p99 passes 100 ms ("--only capacity":
                     it alone)
  --capacity-rates a,b  arrival rates (req/s) of the ladder; default 25,50,100,150,200,300,400,600
  --capacity-step S  measured seconds per rate and target; default 8
  --cache-ttl MS     the stack's catalog cache TTL (default: apps/server config's default)
  --no-cache-off     skip the stack-with-cache-off runs
  --profile          CPU-profile the stack server (node --cpu-prof), print its top frames
  --report NAME      write bench-results/NAME.md and .svg instead of bench-<sizes> (a partial run, e.g. --only,
                     then leaves the full run's report alone)
  --database URL     run on a database \`pnpm --filter @chamak/bench seed -- --scale N --keep\` left (with --scale N,
                     one size): no seeding, and it is kept afterwards
  env BENCH_PG_URL   PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres)
  env BENCH_REDIS_URL  Redis for multi-node runs (default redis://127.0.0.1:6379)`;

export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== "--"),
    options: {
      scale: { type: "string", default: "1" },
      sizes: { type: "string" },
      "booking-rate": { type: "string", default: "100" },
      "booking-duration": { type: "string", default: "30" },
      "hot-share": { type: "string", default: "0.1" },
      "booking-nodes": { type: "string", default: "1,2" },
      "booking-turns": { type: "string", default: "6" },
      "no-booking": { type: "boolean", default: false },
      capacity: { type: "boolean", default: false },
      "capacity-rates": { type: "string", default: "25,50,100,150,200,300,400,600" },
      "capacity-step": { type: "string", default: "8" },
      connections: { type: "string", default: "200" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      only: { type: "string", default: "" },
      "cache-ttl": { type: "string" },
      "no-cache-off": { type: "boolean", default: false },
      profile: { type: "boolean", default: false },
      database: { type: "string" },
      report: { type: "string" },
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
  const only = values.only
    ? values.only
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  if (values.report !== undefined && !/^[\w.-]+$/.test(values.report))
    throw new Error(`--report is a file name without a folder (got "${values.report}")`);
  const warmupSeconds = number("warmup", values.warmup);
  const hotShare = Number(values["hot-share"]);
  if (!(hotShare >= 0 && hotShare <= 1))
    throw new Error(`--hot-share must be between 0 and 1 (got "${values["hot-share"]}")`);
  const bookingSelected =
    only.length === 0 || only.some((name) => name === "booking" || name === "booking-run");
  const doorstepSelected =
    only.length === 0 || only.some((name) => ["booking", "doorstep", "doorstep-run"].includes(name));
  const bookingLoad: BookingLoadOptions = {
    ratePerSecond: number("booking-rate", values["booking-rate"]),
    durationSeconds: number("booking-duration", values["booking-duration"]),
    warmupSeconds,
    hotShare,
    hotSlots: 5,
  };
  const capacitySelected = values.capacity || only.includes("capacity");
  return {
    sizes: values.sizes
      ? values.sizes.split(",").map((text) => number("sizes", text.trim()))
      : [number("scale", values.scale)],
    load: {
      connections: number("connections", values.connections),
      durationSeconds: number("duration", values.duration),
      warmupSeconds,
      drainSeconds: 3,
    },
    booking: values["no-booking"] || !bookingSelected ? null : bookingLoad,
    doorstepBooking: values["no-booking"] || !doorstepSelected ? null : bookingLoad,
    capacity: capacitySelected
      ? {
          rates: values["capacity-rates"].split(",").map((text) => number("capacity-rates", text.trim())),
          stepSeconds: number("capacity-step", values["capacity-step"]),
          p99LimitMs: 100,
        }
      : null,
    bookingNodes: values["booking-nodes"]
      .split(",")
      .map((text) => Math.round(number("booking-nodes", text.trim()))),
    bookingTurns: Math.round(number("booking-turns", values["booking-turns"])),
    redisUrl: process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379",
    only,
    cacheTtlMs: values["cache-ttl"] === undefined ? null : Math.max(0, Number(values["cache-ttl"]) || 0),
    cacheOff: !values["no-cache-off"],
    profile: values.profile,
    serverUrl: process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    databaseUrl: values.database ?? null,
    outDir: resolve(REPO_ROOT, "bench-results"),
    reportName: values.report ?? null,
  };
}
