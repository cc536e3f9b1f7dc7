import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { customerToken } from "../data/bookings.sql";
import type { BookableOffer } from "../data/targets";
import { loadAverage } from "../report/environment";
import type { RunningServer } from "../servers/start-server";
import { createHttpExchange, indiaDate, signPayment, startTimesOn } from "../servers/workspace-code";
import { type CpuSnapshot, cpuBetween, snapshotCpu, waitForQuietDatabase } from "./cpu-usage";
import { checkIntegrity, type Integrity } from "./integrity";

/**
 * Open-loop (fixed-rate) booking load: a new booking attempt starts every 1/rate s whatever the previous ones
 * are doing, so a slow server builds a queue instead of slowing the offered load (no coordinated omission).
 * Latency is measured from each attempt's scheduled start.
 *
 * Stack, one attempt = what a customer's browser does: tRPC booking.create (UPI; the server creates the order
 * at the Razorpay stand-in over HTTP), then booking.confirmPayment with razorpay_signature signed by the
 * payments module's signPayment with the key secret the stand-in uses. Baseline, the same two steps on bare
 * routes with raw pg: POST /book (the booking's transaction, then the order at the stand-in) and POST /pay
 * (signature checked, booking paid) (baseline-booking.ts). With several stack nodes (processes on
 * one database, as docs/deploy.md runs them), attempts go to them in turn, as a round-robin load balancer would.
 */
export interface BookingLoadOptions {
  ratePerSecond: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Share of attempts aimed at a few "hot" slots, so many race for the same bays. */
  hotShare: number;
  hotSlots: number;
}

export interface BookingContext {
  offers: readonly BookableOffer[];
  /** Customers 1..sessions have a bearer session (customerToken). */
  sessions: number;
  keySecret: string;
}

type Outcome = "booked" | "slot full" | "error";

interface Attempt {
  offer: BookableOffer;
  date: string;
  time: string;
  customer: number;
  hot: boolean;
}

export interface BookingRun {
  target: "baseline" | "stack";
  /** Server processes taking the attempts (the stack may run several nodes). */
  nodes: number;
  options: BookingLoadOptions;
  offered: number;
  /** Attempts that got an answer (booked or slot full) / the measured seconds. */
  answeredPerSecond: number;
  bookedPerSecond: number;
  outcomes: Record<Outcome, number>;
  /** Of the hot attempts: how many were booked (at most the hot slots' bays). */
  hot: { attempts: number; booked: number; bays: number };
  /** Whole attempt (create + confirm for the stack), from its scheduled start; answered attempts only. */
  latency: { p50: number; p95: number; p99: number; max: number };
  /** Stack only: each step's latency (p50 / p99). */
  steps: Record<string, { p50: number; p99: number }>;
  /** Answered attempts per second of the measured window. */
  perSecond: number[];
  /** The slowest answer among the attempts scheduled in each second of the window (ms): where the tail was. */
  slowestPerSecond: number[];
  /**
   * How late the load driver's own event loop ran during the window (ms, p99 and max): an attempt is timed from
   * its scheduled start, so a stall of the driver shows up as latency of whatever server it measures.
   */
  driverDelay: { p99: number; max: number };
  errorSamples: string[];
  /** CPU of the server process and its PostgreSQL backends in the window, per offered attempt. */
  cpu: { serverMsPerAttempt: number; postgresMsPerAttempt: number };
  loadBefore: [number, number, number];
  integrity: Integrity;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function schedule(offer: BookableOffer) {
  return {
    slotMinutes: offer.slotMinutes,
    bays: offer.bays,
    hours: new Map(offer.hours.map((h) => [h.weekday, h])),
  };
}

/** A random bookable start time in the next 1..7 days (India's calendar) at the offer's centre. */
function randomSlot(offer: BookableOffer): { date: string; time: string } | null {
  for (let tries = 0; tries < 5; tries++) {
    const date = indiaDate(new Date(), 1 + Math.floor(Math.random() * 7));
    const starts = startTimesOn(schedule(offer), date, offer.durationMinutes);
    if (starts.length > 0) return { date, time: hhmm(pick(starts)) };
  }
  return null;
}

/** `count` attempts; a hotShare of them go to `hotSlots` fixed slots. Customers are used once each, in turn. */
function planAttempts(
  ctx: BookingContext,
  count: number,
  options: BookingLoadOptions,
  firstCustomer: number,
) {
  const hot: Attempt[] = [];
  while (hot.length < options.hotSlots) {
    const offer = pick(ctx.offers);
    const slot = randomSlot(offer);
    if (slot) hot.push({ offer, ...slot, customer: 0, hot: true });
  }
  const attempts: Attempt[] = [];
  for (let i = 0; i < count; i++) {
    const customer = ((firstCustomer + i) % ctx.sessions) + 1;
    if (Math.random() < options.hotShare) {
      attempts.push({ ...pick(hot), customer });
      continue;
    }
    for (;;) {
      const offer = pick(ctx.offers);
      const slot = randomSlot(offer);
      if (!slot) continue;
      attempts.push({ offer, ...slot, customer, hot: false });
      break;
    }
  }
  return { attempts, hotBays: hot.reduce((sum, a) => sum + a.offer.bays, 0) };
}

interface AttemptResult {
  outcome: Outcome;
  steps: Record<string, number>;
  detail?: string;
}

// Node's http client with kept-alive connections (as the stack's own Razorpay client): fetch costs the
// driver several times the CPU, taken from the cores the servers share with it.
const exchange = createHttpExchange();

async function post(origin: string, path: string, body: unknown, token?: string) {
  const started = performance.now();
  const { status, text } = await exchange(new URL(`${origin}${path}`), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    timeoutMs: 30_000,
  });
  return { status, text, ms: performance.now() - started };
}

/** What Razorpay Checkout hands the browser after a payment on the order: signed with the key secret. */
function checkoutResult(bookingId: number, orderId: string, keySecret: string) {
  const paymentId = `pay_bench${Math.random().toString(36).slice(2, 12)}`;
  return {
    bookingId,
    razorpayOrderId: orderId,
    razorpayPaymentId: paymentId,
    razorpaySignature: signPayment(orderId, paymentId, keySecret),
  };
}

async function stackAttempt(origin: string, ctx: BookingContext, a: Attempt): Promise<AttemptResult> {
  const token = customerToken(a.customer);
  const create = await post(
    origin,
    "/trpc/booking.create",
    {
      json: {
        centreId: a.offer.centreId,
        vehicleTypeId: a.offer.vehicleTypeId,
        items: [{ serviceId: a.offer.serviceId, quantity: 1 }],
        serviceMode: "at_centre",
        date: a.date,
        time: a.time,
        vehicleNumber: `KA 01 AB ${String(1000 + (a.customer % 9000))}`,
        contactMobile: "9876543210",
        state: a.offer.state,
        city: a.offer.city,
        address: a.offer.address,
        zip: a.offer.zip,
        paymentMethod: "upi",
      },
    },
    token,
  );
  const steps: Record<string, number> = { create: create.ms };
  if (create.status === 409) return { outcome: "slot full", steps };
  if (create.status !== 200)
    return { outcome: "error", steps, detail: `create ${create.status} ${create.text.slice(0, 200)}` };
  const booking = JSON.parse(create.text).result.data.json as {
    id: number;
    checkout: { orderId: string } | null;
  };
  if (!booking.checkout) return { outcome: "error", steps, detail: "create answered no checkout" };
  const confirm = await post(
    origin,
    "/trpc/booking.confirmPayment",
    { json: checkoutResult(booking.id, booking.checkout.orderId, ctx.keySecret) },
    token,
  );
  steps.confirm = confirm.ms;
  if (confirm.status !== 200)
    return { outcome: "error", steps, detail: `confirm ${confirm.status} ${confirm.text.slice(0, 200)}` };
  const outcome = JSON.parse(confirm.text).result.data.json.outcome as string;
  return outcome === "paid"
    ? { outcome: "booked", steps }
    : { outcome: "error", steps, detail: `confirm: ${outcome}` };
}

async function baselineAttempt(origin: string, ctx: BookingContext, a: Attempt): Promise<AttemptResult> {
  const token = customerToken(a.customer);
  const book = await post(
    origin,
    "/book",
    {
      centreId: a.offer.centreId,
      vehicleTypeId: a.offer.vehicleTypeId,
      serviceId: a.offer.serviceId,
      date: a.date,
      time: a.time,
    },
    token,
  );
  const steps: Record<string, number> = { book: book.ms };
  if (book.status === 409) return { outcome: "slot full", steps };
  if (book.status !== 200)
    return { outcome: "error", steps, detail: `book ${book.status} ${book.text.slice(0, 200)}` };
  const booking = JSON.parse(book.text) as { id: number; orderId: string };
  const pay = await post(origin, "/pay", checkoutResult(booking.id, booking.orderId, ctx.keySecret), token);
  steps.pay = pay.ms;
  if (pay.status !== 200)
    return { outcome: "error", steps, detail: `pay ${pay.status} ${pay.text.slice(0, 200)}` };
  return { outcome: "booked", steps };
}

/** Fires attempts at a fixed rate; resolves when every attempt has finished. */
async function fire(
  attempts: Attempt[],
  rate: number,
  run: (a: Attempt) => Promise<AttemptResult>,
  onWindow?: { openAt: number; closeAt: number; edge(e: "open" | "close"): void },
) {
  const interval = 1000 / rate;
  const started = performance.now();
  const results: Promise<{ scheduled: number; finished: number; result: AttemptResult; hot: boolean }>[] = [];
  let opened = false;
  let closed = false;
  for (let i = 0; i < attempts.length; i++) {
    const scheduled = started + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await sleep(wait);
    const at = performance.now() - started;
    if (onWindow && !opened && at >= onWindow.openAt) {
      opened = true;
      onWindow.edge("open");
    }
    if (onWindow && !closed && at >= onWindow.closeAt) {
      closed = true;
      onWindow.edge("close");
    }
    const attempt = attempts[i] as Attempt;
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
  if (onWindow && !closed) {
    const wait = started + onWindow.closeAt - performance.now();
    if (wait > 0) await sleep(wait);
    onWindow.edge("close");
  }
  return Promise.all(results);
}

const DRIVER_LOOP_RESOLUTION_MS = 10;
/** The histogram's value (ns) is the whole interval between two samples: its lateness is beyond the resolution. */
const lateBy = (intervalNs: number) => Math.max(0, intervalNs / 1e6 - DRIVER_LOOP_RESOLUTION_MS);

export async function runBookingLoad(input: {
  target: "baseline" | "stack";
  /** One server, or several nodes of the stack sharing an application_name. */
  servers: readonly RunningServer[];
  ctx: BookingContext;
  options: BookingLoadOptions;
  monitor: pg.Client;
  /** Where this run's customers start (runs use different customers: 20 bookings per customer per 10 min). */
  firstCustomer: number;
}): Promise<BookingRun> {
  const { servers, ctx, options, monitor } = input;
  const [first] = servers;
  if (!first) throw new Error("runBookingLoad needs a server");
  let turn = 0;
  const origin = () => (servers[turn++ % servers.length] as RunningServer).origin;
  const run =
    input.target === "stack"
      ? (a: Attempt) => stackAttempt(origin(), ctx, a)
      : (a: Attempt) => baselineAttempt(origin(), ctx, a);
  // Warm-up at the measured rate, as the endpoint runs warm up at their full concurrency: the window then
  // measures a warm node (code compiled, pool connections open, statements prepared on each of them), not its
  // first seconds. Warmed at 20/s instead, a node fell behind for the window's first ~5 s at 100/s and spent
  // the next ~5 s draining that queue, which made the run's p99 (bench-results/findings.md).
  const warm = planAttempts(
    ctx,
    Math.round(options.ratePerSecond * options.warmupSeconds),
    { ...options, hotShare: 0 },
    input.firstCustomer,
  );
  await fire(warm.attempts, options.ratePerSecond, run);
  await waitForQuietDatabase(monitor);

  const { rows } = await monitor.query<{ max: number | null }>("SELECT max(id) AS max FROM bookings");
  const sinceId = rows[0]?.max ?? 0;
  const count = Math.round(options.ratePerSecond * options.durationSeconds);
  const plan = planAttempts(ctx, count, options, input.firstCustomer + warm.attempts.length);
  const loadBefore = loadAverage();
  const snapshots: Promise<CpuSnapshot>[] = [];
  const windowMs = options.durationSeconds * 1000;
  const driverLoop = monitorEventLoopDelay({ resolution: DRIVER_LOOP_RESOLUTION_MS });
  driverLoop.enable();
  const finished = await fire(plan.attempts, options.ratePerSecond, run, {
    openAt: 0,
    closeAt: windowMs,
    edge: () =>
      snapshots.push(
        snapshotCpu(
          monitor,
          servers.map((server) => server.pid),
          first.applicationName,
        ),
      ),
  });
  driverLoop.disable();
  // CPU: the window covers the offered attempts; work still queued after it is not counted (a late close
  // would count idle time instead). Attempts finishing after the window count in the rates below as late.
  const [before, after] = await Promise.all(snapshots);
  const used = before && after ? cpuBetween(before, after) : { serverMs: Number.NaN, postgresMs: Number.NaN };

  const outcomes: Record<Outcome, number> = { booked: 0, "slot full": 0, error: 0 };
  const latencies: number[] = [];
  const steps: Record<string, number[]> = {};
  const perSecond = Array.from({ length: options.durationSeconds }, () => 0);
  const slowestPerSecond = Array.from({ length: options.durationSeconds }, () => 0);
  const errorSamples: string[] = [];
  let hotBooked = 0;
  let hotAttempts = 0;
  let answeredInWindow = 0;
  let bookedInWindow = 0;
  for (const { scheduled, finished: end, result, hot } of finished) {
    outcomes[result.outcome]++;
    if (hot) {
      hotAttempts++;
      if (result.outcome === "booked") hotBooked++;
    }
    if (result.outcome === "error") {
      if (errorSamples.length < 5 && result.detail) errorSamples.push(result.detail);
      continue;
    }
    latencies.push(end - scheduled);
    const scheduledSecond = Math.floor(scheduled / 1000);
    slowestPerSecond[scheduledSecond] = Math.max(slowestPerSecond[scheduledSecond] ?? 0, end - scheduled);
    for (const [step, ms] of Object.entries(result.steps)) {
      const values = steps[step] ?? [];
      values.push(ms);
      steps[step] = values;
    }
    const second = Math.floor(end / 1000);
    if (second < options.durationSeconds) {
      perSecond[second] = (perSecond[second] ?? 0) + 1;
      answeredInWindow++;
      if (result.outcome === "booked") bookedInWindow++;
    }
  }
  latencies.sort((a, b) => a - b);
  const integrity = await checkIntegrity(monitor, sinceId);
  return {
    target: input.target,
    nodes: servers.length,
    options,
    offered: count,
    answeredPerSecond: answeredInWindow / options.durationSeconds,
    bookedPerSecond: bookedInWindow / options.durationSeconds,
    outcomes,
    hot: { attempts: hotAttempts, booked: hotBooked, bays: plan.hotBays },
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
    slowestPerSecond: slowestPerSecond.map(Math.round),
    driverDelay: { p99: lateBy(driverLoop.percentile(99)), max: lateBy(driverLoop.max) },
    errorSamples,
    cpu: {
      serverMsPerAttempt: used.serverMs / count,
      postgresMsPerAttempt: used.postgresMs / count,
    },
    loadBefore,
    integrity,
  };
}
