import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import type { BookableOffer } from "../data/targets";
import { loadAverage } from "../report/environment";
import type { RunningServer } from "../servers/start-server";
import type { Attempt, AttemptResult, Outcome } from "./booking-attempts";
import { type CpuSnapshot, type CpuUsage, cpuBetween, quietDatabase, snapshotCpu } from "./cpu-usage";
import { checkIntegrity, type IdRange, type Integrity } from "./integrity";

/**
 * Open-loop (fixed-rate) booking load: a new booking attempt starts every 1/rate s whatever the previous ones
 * are doing, so a slow server builds a queue instead of slowing the offered load (no coordinated omission).
 * Latency is measured from each attempt's scheduled start. What one attempt is: its flow's (at the centre:
 * booking-attempts.ts; at the customer's door: doorstep-attempts.ts).
 *
 * Servers compared in one run take turns: each one's window is cut into segments, run alternately (A B, then
 * B A, ...), so that the machine's drift (another tenant's load, PostgreSQL's background work) falls on all of
 * them alike. Run one after the other, the same baseline gave a p99 of 92 ms and of 292 ms within one run
 * (bench-results/findings.md). With several stack nodes (processes on one database, as docs/deploy.md runs
 * them), attempts go to them in turn, as a round-robin load balancer would.
 */
export interface BookingLoadOptions {
  ratePerSecond: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Share of attempts aimed at a few "hot" slots, so many race for the same bays. */
  hotShare: number;
  hotSlots: number;
}

/** What a booking run books: at the centre (a bay, paid by UPI) or at the customer's door (a washer). */
export type BookingKind = "at the centre" | "doorstep";

/** One kind of booking run: its attempts, and how each server makes one. */
export interface BookingFlow<A extends Attempt> {
  kind: BookingKind;
  /** A few fixed slots that a share of the attempts all aim at, so many race for the same bays or washers. */
  planHotSlots(count: number): A[];
  /** `count` attempts, customers from `firstCustomer` on, a hotShare of them at the hot slots. */
  planAttempts(count: number, options: BookingLoadOptions, firstCustomer: number, hot: readonly A[]): A[];
  /** How many attempts at a hot slot can be booked at most: its centre's bays, or its washers. */
  capacityOf(slot: A): number;
  stack(origin: string, attempt: A): Promise<AttemptResult>;
  baseline(origin: string, attempt: A): Promise<AttemptResult>;
}

export interface BookingContext {
  offers: readonly BookableOffer[];
  /** Customers 1..sessions have a bearer session (customerToken). */
  sessions: number;
  keySecret: string;
}

export interface BookingRun {
  /** What it booked; absent in raw results of runs before doorstep was measured (at the centre). */
  kind?: BookingKind;
  target: "baseline" | "stack";
  /** Server processes taking the attempts (the stack may run several nodes). */
  nodes: number;
  options: BookingLoadOptions;
  offered: number;
  /** Attempts that got an answer (booked or slot full) / the measured seconds. */
  answeredPerSecond: number;
  bookedPerSecond: number;
  outcomes: Record<Outcome, number>;
  /**
   * Of the hot attempts: how many were booked (at most the hot slots' bays, or washers for doorstep: `bays`); and
   * the p99 of the hot attempts and of the others, apart (optional: raw results of earlier runs have neither).
   */
  hot: { attempts: number; booked: number; bays: number; p99?: number; othersP99?: number };
  /** Whole attempt (create + confirm for the stack), from its scheduled start; answered attempts only. */
  latency: { p50: number; p95: number; p99: number; max: number };
  /** Stack only: each step's latency (p50 / p99). */
  steps: Record<string, { p50: number; p99: number }>;
  /** Answered attempts per second of the measured window (segments one after the other). */
  perSecond: number[];
  /** The slowest answer among the attempts scheduled in each second of the window (ms): where the tail was. */
  slowestPerSecond: number[];
  /**
   * How late the load driver's own event loop ran during the window (ms; the p99 of its worst segment, and the
   * max): an attempt is timed from its scheduled start, so a stall of the driver shows up as latency of
   * whatever server it measures.
   */
  driverDelay: { p99: number; max: number };
  errorSamples: string[];
  /** CPU of the server process and its PostgreSQL backends in the window, per offered attempt. */
  cpu: { serverMsPerAttempt: number; postgresMsPerAttempt: number };
  /** Load averages before the first segment. */
  loadBefore: [number, number, number];
  integrity: Integrity;
  /**
   * Segments the window was cut into, taking turns with the other servers of the run (1: in one piece).
   * Optional: raw results of runs before servers took turns have neither.
   */
  segments?: number;
  /** The p99 of each segment (ms), in the order they ran. */
  segmentP99?: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

interface Finished {
  /** From the segment's start (ms). */
  scheduled: number;
  finished: number;
  result: AttemptResult;
  hot: boolean;
}

/** Fires attempts at a fixed rate; calls `edge` when it fires the first and after `closeAt` ms; resolves when all have finished. */
async function fire<A extends Attempt>(
  attempts: A[],
  rate: number,
  run: (a: A) => Promise<AttemptResult>,
  window?: { closeAt: number; edge(): void },
): Promise<Finished[]> {
  const interval = 1000 / rate;
  const started = performance.now();
  const results: Promise<Finished>[] = [];
  window?.edge();
  let closed = false;
  for (let i = 0; i < attempts.length; i++) {
    const scheduled = started + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await sleep(wait);
    if (window && !closed && performance.now() - started >= window.closeAt) {
      closed = true;
      window.edge();
    }
    const attempt = attempts[i] as A;
    results.push(
      run(attempt)
        .catch((error: unknown): AttemptResult => ({ outcome: "error", steps: {}, detail: String(error) }))
        .then((result) => ({
          scheduled: scheduled - started,
          finished: performance.now() - started,
          result,
          hot: attempt.hot,
        })),
    );
  }
  if (window && !closed) {
    const wait = started + window.closeAt - performance.now();
    if (wait > 0) await sleep(wait);
    window.edge();
  }
  return Promise.all(results);
}

const DRIVER_LOOP_RESOLUTION_MS = 10;
/** The histogram's value (ns) is the whole interval between two samples: its lateness is beyond the resolution. */
const lateBy = (intervalNs: number) => Math.max(0, intervalNs / 1e6 - DRIVER_LOOP_RESOLUTION_MS);

export interface BookingTarget {
  target: "baseline" | "stack";
  /** One server, or several nodes of the stack sharing an application_name. */
  servers: readonly RunningServer[];
  /** Where this target's customers start (targets use different customers: 20 bookings per customer per 10 min). */
  firstCustomer: number;
}

interface Segment {
  finished: Finished[];
  seconds: number;
  cpu: CpuUsage;
  bookings: IdRange;
  driverDelay: { p99: number; max: number };
}

/** One target through the run: how it makes an attempt, its customers, hot slots and segments. */
class Runner<A extends Attempt> {
  readonly segments: Segment[] = [];
  loadBefore: [number, number, number] | undefined;
  /** The same hot slots in every segment: they fill up over the whole window, as in one piece. */
  readonly hot: A[];
  private turn = 0;
  private nextCustomer: number;

  constructor(
    readonly target: BookingTarget,
    readonly flow: BookingFlow<A>,
    options: BookingLoadOptions,
  ) {
    this.nextCustomer = target.firstCustomer;
    this.hot = flow.planHotSlots(options.hotSlots);
  }

  readonly attempt = (a: A) => {
    const servers = this.target.servers;
    const origin = (servers[this.turn++ % servers.length] as RunningServer).origin;
    return this.target.target === "stack" ? this.flow.stack(origin, a) : this.flow.baseline(origin, a);
  };

  plan(seconds: number, options: BookingLoadOptions): A[] {
    const count = Math.round(options.ratePerSecond * seconds);
    const attempts = this.flow.planAttempts(count, options, this.nextCustomer, this.hot);
    this.nextCustomer += count;
    return attempts;
  }

  /** Unmeasured attempts at the measured rate, none at the hot slots. */
  async warmUp(seconds: number, options: BookingLoadOptions): Promise<void> {
    await fire(this.plan(seconds, { ...options, hotShare: 0 }), options.ratePerSecond, this.attempt);
  }
}

async function lastBookingId(monitor: pg.Client): Promise<number> {
  const { rows } = await monitor.query<{ max: number | null }>("SELECT max(id) AS max FROM bookings");
  return rows[0]?.max ?? 0;
}

/**
 * Unmeasured attempts before each segment. A server idle for two segments (B A, A B: about 12 s) has had its
 * pool connections closed (pg's idleTimeoutMillis, 10 s), and its first second back, opening connections to
 * new PostgreSQL backends, gave every segment that followed such a pause a p99 of 400-800 ms (the others:
 * 60-300 ms); with this warm-up, none stands out.
 */
const SEGMENT_WARMUP_SECONDS = 1;

async function runSegment<A extends Attempt>(
  runner: Runner<A>,
  seconds: number,
  options: BookingLoadOptions,
  monitor: pg.Client,
) {
  await runner.warmUp(SEGMENT_WARMUP_SECONDS, options);
  await quietDatabase(monitor);
  const after = await lastBookingId(monitor);
  const attempts = runner.plan(seconds, options);
  runner.loadBefore ??= loadAverage();
  const { servers } = runner.target;
  const snapshots: Promise<CpuSnapshot>[] = [];
  const snapshot = () =>
    snapshots.push(
      snapshotCpu(
        monitor,
        servers.map((server) => server.pid),
        (servers[0] as RunningServer).applicationName,
      ),
    );
  // A histogram per segment: re-enabled after a pause, one would count the pause as a late tick.
  const driverLoop = monitorEventLoopDelay({ resolution: DRIVER_LOOP_RESOLUTION_MS });
  driverLoop.enable();
  const finished = await fire(attempts, options.ratePerSecond, runner.attempt, {
    closeAt: seconds * 1000,
    edge: snapshot,
  });
  driverLoop.disable();
  // CPU: the window covers the offered attempts; work still queued after it is not counted (a late close
  // would count idle time instead). Attempts finishing after the window count as late (summarise).
  const [opened, closed] = await Promise.all(snapshots);
  runner.segments.push({
    finished,
    seconds,
    cpu: opened && closed ? cpuBetween(opened, closed) : { serverMs: Number.NaN, postgresMs: Number.NaN },
    bookings: { after, upTo: await lastBookingId(monitor) },
    driverDelay: { p99: lateBy(driverLoop.percentile(99)), max: lateBy(driverLoop.max) },
  });
}

/**
 * Each target's booking load, `options.durationSeconds` of it in `segments` turns. Every target is warmed up
 * first at the measured rate, as the endpoint runs warm up at their full concurrency: a segment then measures a
 * warm node (code compiled, pool connections open, statements prepared on each of them), not its first
 * seconds. Warmed at 20/s instead, a node fell behind for the window's first ~5 s at 100/s and spent the next
 * ~5 s draining that queue, which made the run's p99 (bench-results/findings.md).
 */
export async function runBookingLoads<A extends Attempt>(input: {
  targets: readonly BookingTarget[];
  segments: number;
  flow: BookingFlow<A>;
  options: BookingLoadOptions;
  monitor: pg.Client;
}): Promise<BookingRun[]> {
  const { flow, options, monitor, segments } = input;
  const all = input.targets.map((target) => new Runner(target, flow, options));
  for (const runner of all) await runner.warmUp(options.warmupSeconds, options);
  const seconds = options.durationSeconds / segments;
  for (let s = 0; s < segments; s++) {
    for (const runner of s % 2 === 0 ? all : [...all].reverse())
      await runSegment(runner, seconds, options, monitor);
  }
  const runs: BookingRun[] = [];
  for (const runner of all) {
    const integrity = await checkIntegrity(
      monitor,
      runner.segments.map((segment) => segment.bookings),
    );
    runs.push(summarise(runner, options, integrity));
  }
  return runs;
}

function summarise<A extends Attempt>(
  runner: Runner<A>,
  options: BookingLoadOptions,
  integrity: Integrity,
): BookingRun {
  const outcomes: Record<Outcome, number> = { booked: 0, "slot full": 0, error: 0 };
  const latencies: number[] = [];
  const steps: Record<string, number[]> = {};
  const perSecond: number[] = [];
  const slowestPerSecond: number[] = [];
  const segmentP99: number[] = [];
  const errorSamples: string[] = [];
  const hot = {
    attempts: 0,
    booked: 0,
    bays: runner.hot.reduce((sum, slot) => sum + runner.flow.capacityOf(slot), 0),
  };
  const hotLatencies: number[] = [];
  const otherLatencies: number[] = [];
  const used = { serverMs: 0, postgresMs: 0 };
  let offered = 0;
  let answeredInWindow = 0;
  let bookedInWindow = 0;
  for (const segment of runner.segments) {
    offered += segment.finished.length;
    used.serverMs += segment.cpu.serverMs;
    used.postgresMs += segment.cpu.postgresMs;
    const answered = Array.from({ length: Math.ceil(segment.seconds) }, () => 0);
    const slowest = answered.map(() => 0);
    const segmentLatencies: number[] = [];
    for (const { scheduled, finished: end, result, hot: isHot } of segment.finished) {
      outcomes[result.outcome]++;
      if (isHot) {
        hot.attempts++;
        if (result.outcome === "booked") hot.booked++;
      }
      if (result.outcome === "error") {
        if (errorSamples.length < 5 && result.detail) errorSamples.push(result.detail);
        continue;
      }
      segmentLatencies.push(end - scheduled);
      (isHot ? hotLatencies : otherLatencies).push(end - scheduled);
      const scheduledSecond = Math.floor(scheduled / 1000);
      slowest[scheduledSecond] = Math.max(slowest[scheduledSecond] ?? 0, end - scheduled);
      for (const [step, ms] of Object.entries(result.steps)) {
        const values = steps[step] ?? [];
        values.push(ms);
        steps[step] = values;
      }
      if (end < segment.seconds * 1000) {
        const second = Math.floor(end / 1000);
        answered[second] = (answered[second] ?? 0) + 1;
        answeredInWindow++;
        if (result.outcome === "booked") bookedInWindow++;
      }
    }
    segmentLatencies.sort((a, b) => a - b);
    segmentP99.push(percentile(segmentLatencies, 99));
    latencies.push(...segmentLatencies);
    perSecond.push(...answered);
    slowestPerSecond.push(...slowest.map(Math.round));
  }
  latencies.sort((a, b) => a - b);
  const { target, servers } = runner.target;
  return {
    kind: runner.flow.kind,
    target,
    nodes: servers.length,
    options,
    offered,
    answeredPerSecond: answeredInWindow / options.durationSeconds,
    bookedPerSecond: bookedInWindow / options.durationSeconds,
    outcomes,
    hot: {
      ...hot,
      p99: percentile(
        hotLatencies.sort((a, b) => a - b),
        99,
      ),
      othersP99: percentile(
        otherLatencies.sort((a, b) => a - b),
        99,
      ),
    },
    latency: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
    },
    steps: Object.fromEntries(
      Object.entries(steps).map(([step, values]) => {
        values.sort((a, b) => a - b);
        return [step, { p50: percentile(values, 50), p99: percentile(values, 99) }];
      }),
    ),
    perSecond,
    slowestPerSecond,
    driverDelay: {
      p99: Math.max(...runner.segments.map((segment) => segment.driverDelay.p99)),
      max: Math.max(...runner.segments.map((segment) => segment.driverDelay.max)),
    },
    errorSamples,
    cpu: { serverMsPerAttempt: used.serverMs / offered, postgresMsPerAttempt: used.postgresMs / offered },
    loadBefore: runner.loadBefore ?? loadAverage(),
    integrity,
    segments: runner.segments.length,
    segmentP99,
  };
}
