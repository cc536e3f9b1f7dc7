import { setTimeout as sleep } from "node:timers/promises";
import { loadAverage } from "../report/environment";
import type { RunningServer } from "../servers/start-server";
import { createHttpExchange } from "../servers/workspace-code";
import { type Attempt, baselineAttempt, planAttempts, stackAttempt } from "./booking-attempts";
import type { BookingContext, BookingLoadOptions } from "./booking-driver";
import { availabilityInput, type EndpointContext, pick, trpcPath, uniqueNearMe } from "./endpoints";
import { SEARCH_MIX } from "./search-mix";

/**
 * Capacity: open-loop mixed traffic at fixed arrival rates, stepped up until p99 passes the limit. A request
 * starts every 1/rate s whatever the earlier ones are doing and is timed from its scheduled start, so a server
 * that falls behind shows its queue as latency (no coordinated omission). The mix is what the site's visitors
 * do: the home page's centres, a listing search (half a fixed query, half "near me" from a new point: a cache
 * miss), a centre's page, its free times, and now and then a booking with its payment. Each rate is measured on
 * the baseline and the stack in turn (alternating which goes first), so the machine's drift falls on both.
 * The capacity figure is the highest rate whose p99 stays under the limit with no failed request.
 */
export type TrafficKind = "home" | "listing" | "centre" | "availability" | "booking";

export const TRAFFIC_MIX: readonly { kind: TrafficKind; share: number }[] = [
  { kind: "home", share: 0.3 },
  { kind: "listing", share: 0.25 },
  { kind: "centre", share: 0.2 },
  { kind: "availability", share: 0.2 },
  { kind: "booking", share: 0.05 },
];

export interface CapacityOptions {
  /** Arrival rates to try, requests per second, in increasing order. */
  rates: number[];
  /** Measured seconds per rate and target (after one unmeasured second at that rate). */
  stepSeconds: number;
  p99LimitMs: number;
}

export interface CapacityStep {
  rate: number;
  sent: number;
  failed: number;
  p50: number;
  p99: number;
  /** p99 per kind of request (ms). */
  p99ByKind: Partial<Record<TrafficKind, number>>;
  load: number;
  withinLimit: boolean;
}

export interface CapacityRun {
  target: "baseline" | "stack";
  steps: CapacityStep[];
  /** The highest rate within the limit (null: not even the first). */
  capacity: number | null;
}

const REQUEST_TIMEOUT_MS = 10_000;
const WARM_UP_SECONDS = 5;
const exchange = createHttpExchange();

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

function chooseKind(): TrafficKind {
  let roll = Math.random();
  for (const { kind, share } of TRAFFIC_MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return "home";
}

/** The path of one read of the given kind, as the stack's site or the baseline's bare routes ask for it. */
function readPath(target: "baseline" | "stack", kind: Exclude<TrafficKind, "booking">, ctx: EndpointContext) {
  const search = Math.random() < 0.5 ? pick(SEARCH_MIX).input : uniqueNearMe();
  if (target === "stack") {
    if (kind === "home") return "/api/vendors";
    if (kind === "listing") return trpcPath("catalog.search", search);
    if (kind === "centre") return trpcPath("catalog.centre", { id: pick(ctx.centreIds) });
    const { serviceId, ...input } = availabilityInput(ctx);
    return trpcPath("booking.availability", { ...input, items: [{ serviceId, quantity: 1 }] });
  }
  if (kind === "home") return "/vendors";
  if (kind === "listing") return `/search?input=${encodeURIComponent(JSON.stringify(search))}`;
  if (kind === "centre") return `/centre?id=${pick(ctx.centreIds)}`;
  return `/availability?input=${encodeURIComponent(JSON.stringify(availabilityInput(ctx)))}`;
}

/** One target's requests: reads through its routes, bookings through the booking run's attempts. */
class Visitor {
  private nextCustomer: number;
  private bookings: Attempt[] = [];

  constructor(
    readonly target: "baseline" | "stack",
    private readonly server: RunningServer,
    private readonly ctx: EndpointContext & BookingContext,
    firstCustomer: number,
  ) {
    this.nextCustomer = firstCustomer;
  }

  /** Plans enough booking attempts for one step (customers used once each: 20 attempts each per 10 min). */
  prepare(count: number) {
    const options: BookingLoadOptions = {
      ratePerSecond: 1,
      durationSeconds: 1,
      warmupSeconds: 0,
      hotShare: 0,
      hotSlots: 0,
    };
    this.bookings = planAttempts(this.ctx, count, options, this.nextCustomer, []);
    this.nextCustomer += count;
  }

  async send(kind: TrafficKind): Promise<boolean> {
    if (kind === "booking") {
      const attempt = this.bookings.pop();
      if (!attempt) return false;
      const run = this.target === "stack" ? stackAttempt : baselineAttempt;
      const result = await run(this.server.origin, this.ctx, attempt);
      return result.outcome !== "error";
    }
    const url = new URL(`${this.server.origin}${readPath(this.target, kind, this.ctx)}`);
    const answer = await exchange(url, { method: "GET", headers: {}, timeoutMs: REQUEST_TIMEOUT_MS });
    return answer.status === 200;
  }
}

async function runStep(
  visitor: Visitor,
  rate: number,
  seconds: number,
  limitMs: number,
): Promise<CapacityStep> {
  const kinds = Array.from({ length: Math.round(rate * (seconds + 1)) }, chooseKind);
  visitor.prepare(kinds.filter((kind) => kind === "booking").length + 5);
  const interval = 1000 / rate;
  const warmUpCount = Math.round(rate);
  const started = performance.now();
  const pending: Promise<{ kind: TrafficKind; ok: boolean; ms: number } | null>[] = [];
  const load = loadAverage()[0];
  for (let i = 0; i < kinds.length; i++) {
    const scheduled = started + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await sleep(wait);
    const kind = kinds[i] as TrafficKind;
    const measured = i >= warmUpCount;
    pending.push(
      visitor
        .send(kind)
        .catch(() => false)
        .then((ok) => (measured ? { kind, ok, ms: performance.now() - scheduled } : null)),
    );
  }
  const done = (await Promise.all(pending)).filter((r) => r !== null);
  const all = done.map((r) => r.ms).sort((a, b) => a - b);
  const p99ByKind: Partial<Record<TrafficKind, number>> = {};
  for (const { kind } of TRAFFIC_MIX) {
    const own = done
      .filter((r) => r.kind === kind)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    if (own.length > 0) p99ByKind[kind] = percentile(own, 99);
  }
  const failed = done.filter((r) => !r.ok).length;
  const p99 = percentile(all, 99);
  return {
    rate,
    sent: done.length,
    failed,
    p50: percentile(all, 50),
    p99,
    p99ByKind,
    load,
    withinLimit: failed === 0 && p99 < limitMs,
  };
}

/**
 * Steps both targets up the rates, taking turns at each; a target stops after its first rate over the limit.
 * `firstCustomer` per target: the customers whose sessions its bookings use (apart from the booking run's).
 */
export async function runCapacity(input: {
  targets: { target: "baseline" | "stack"; server: RunningServer; firstCustomer: number }[];
  ctx: EndpointContext & BookingContext;
  options: CapacityOptions;
  log: (line: string) => void;
}): Promise<CapacityRun[]> {
  const visitors = input.targets.map((t) => new Visitor(t.target, t.server, input.ctx, t.firstCustomer));
  const runs: CapacityRun[] = visitors.map((v) => ({ target: v.target, steps: [], capacity: null }));
  const stopped = new Set<number>();
  // Unmeasured: JIT, the pools' connections and (the stack) its cache get going before the first rate counts.
  const firstRate = input.options.rates[0] ?? 25;
  for (const visitor of visitors)
    await runStep(visitor, firstRate, WARM_UP_SECONDS, input.options.p99LimitMs);
  for (const [turn, rate] of input.options.rates.entries()) {
    const order = turn % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const visitor = visitors[index];
      const run = runs[index];
      if (!visitor || !run || stopped.has(index)) continue;
      const step = await runStep(visitor, rate, input.options.stepSeconds, input.options.p99LimitMs);
      run.steps.push(step);
      input.log(
        `  ${run.target} at ${rate}/s: p50 ${step.p50.toFixed(1)} p99 ${step.p99.toFixed(1)} ms, failed ${step.failed} of ${step.sent}; p99 by kind ${Object.entries(
          step.p99ByKind,
        )
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(", ")} (load ${step.load})`,
      );
      if (step.withinLimit) run.capacity = rate;
      else stopped.add(index);
    }
    if (stopped.size === visitors.length) break;
  }
  return runs;
}
