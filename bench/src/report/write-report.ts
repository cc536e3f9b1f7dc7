import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type autocannon from "autocannon";
import type { BookingKind, BookingLoadOptions, BookingRun } from "../load/booking-driver";
import { type CapacityRun, TRAFFIC_MIX } from "../load/capacity";
import type { LoadOptions, LoadStats } from "../load/run-load";
import { type Panel, renderChart } from "./chart-svg";
import type { Environment } from "./environment";

export type Target = "baseline" | "stack" | "stack, cache off";

export interface Measurement {
  endpoint: string;
  description: string;
  target: Target;
  /** Load averages (1, 5, 15 min) just before the run's warm-up. */
  loadBefore: [number, number, number];
  stats: LoadStats;
  /** CPU time per request of the server process and of its PostgreSQL backends: robust to a busy machine. */
  cpu: { serverMsPerRequest: number; postgresMsPerRequest: number };
  /** The issue's p99 budget for this endpoint (ms), if it states one. */
  p99TargetMs?: number | undefined;
  /** The issue's p95 budget at this size (ms), if it states one. */
  p95TargetMs?: number | undefined;
  /** Throughput at least this multiple of the baseline's (default TARGETS.minThroughputRatio). */
  minThroughputRatio?: number | undefined;
  /** Requests per second at least this at this size, if the issue states it. */
  minRequestsPerSecond?: number | undefined;
  raw: autocannon.Result;
}

export interface Skipped {
  endpoint: string;
  reason: string;
}

/** One data size's run. */
export interface SizeResults {
  scale: number;
  /** Rows per table in the generated data. */
  data: Record<string, number>;
  seedSeconds: number;
  /** Wall time of this size: seeding, servers, every load run, checks. */
  totalSeconds: number;
  /** The stack's catalog cache TTL (ms) as production configures it; 0 = off. */
  cacheTtlMs: number;
  /** Database pool size of the stack (production default) and of the baseline. */
  pool: number;
  measurements: Measurement[];
  booking: BookingRun[];
  skipped: Skipped[];
  /** Top frames of the stack's CPU profile (--profile). */
  profileSummary?: string;
  /** The capacity ladder (--capacity). */
  capacity?: CapacityRun[];
}

export interface BenchResults {
  /** File name (without extension) of the report: bench-<planned sizes>, e.g. bench-1x-5x. */
  name: string;
  environment: Environment & { loadAtStart: [number, number, number] };
  load: LoadOptions;
  bookingLoad: BookingLoadOptions | null;
  /** --only's names when the run measured only some rows (absent or empty: all). */
  only?: string[];
  sizes: SizeResults[];
}

/** The issue's targets (stated for 1x; shown for every size so the growth is visible). */
export const TARGETS = {
  /** Stack p99 within this multiple of the raw baseline's p99. */
  maxP99Ratio: 2,
  minThroughputRatio: 0.5,
  /** Booking: share of the offered rate that must be answered within the window. */
  bookingAnsweredShare: 0.95,
  /** Booking: the single-node stack's p99 within this multiple of the baseline's (median of paired turns). */
  bookingP99Ratio: 1.3,
} as const;

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "–");
const ratio = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : "–");
const cpu = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : "–");

function baselineOf(size: SizeResults, endpoint: string): Measurement | undefined {
  return size.measurements.find((m) => m.endpoint === endpoint && m.target === "baseline");
}

type Align = "left" | "right";

/** A markdown table with padded columns, as the repository's formatter (biome) writes them. */
function table(columns: readonly (readonly [string, Align])[], rows: string[][]): string[] {
  const widths = columns.map(([title], i) =>
    Math.max(3, title.length, ...rows.map((r) => (r[i] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, i) =>
        columns[i]?.[1] === "right" ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (columns[i]?.[1] === "right" ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(columns.map(([title]) => title)), rule, ...rows.map(line)];
}

const LOAD_COLUMNS: readonly (readonly [string, Align])[] = [
  ["Endpoint", "left"],
  ["Target", "left"],
  ["req/s", "right"],
  ["p50 ms", "right"],
  ["p95 ms", "right"],
  ["p99 ms", "right"],
  ["req/s vs baseline", "right"],
  ["p99 vs baseline", "right"],
  ["Node CPU ms/req", "right"],
  ["PG CPU ms/req", "right"],
  ["load avg", "right"],
  ["non-2xx/errors", "right"],
  ["Targets", "left"],
];

/** Targets of one stack row: p99 budget, p99 within 2× of baseline, throughput ≥ half the baseline's. */
function rowTargets(size: SizeResults, m: Measurement): { text: string; missed: string[] } {
  const base = baselineOf(size, m.endpoint);
  if (m.target === "baseline" || !base) return { text: "", missed: [] };
  const parts: string[] = [];
  const missed: string[] = [];
  const check = (name: string, met: boolean) => {
    parts.push(`${name} ${met ? "met" : "MISSED"}`);
    if (!met) missed.push(name);
  };
  // Without answers p99 is NaN, or null once the results went through JSON: such a row meets nothing.
  const answered = m.stats.requestsPerSecond > 0;
  // A baseline that answered nothing (25x's raw list queries) gives no ratio: any answer beats it.
  const againstBaseline = (name: string, met: boolean) =>
    base.stats.requestsPerSecond > 0
      ? check(name, answered && met)
      : check(`${name} (baseline answered none)`, answered);
  if (m.p99TargetMs !== undefined) check(`p99<${m.p99TargetMs}ms`, answered && m.stats.p99 < m.p99TargetMs);
  if (m.p95TargetMs !== undefined) check(`p95≤${m.p95TargetMs}ms`, answered && m.stats.p95 <= m.p95TargetMs);
  if (m.minRequestsPerSecond !== undefined) {
    check(`req/s≥${m.minRequestsPerSecond}`, m.stats.requestsPerSecond >= m.minRequestsPerSecond);
  }
  againstBaseline(`p99≤${TARGETS.maxP99Ratio}×base`, m.stats.p99 / base.stats.p99 <= TARGETS.maxP99Ratio);
  const minRatio = m.minThroughputRatio ?? TARGETS.minThroughputRatio;
  againstBaseline(
    `req/s≥${minRatio}×base`,
    m.stats.requestsPerSecond / base.stats.requestsPerSecond >= minRatio,
  );
  return { text: parts.join(", "), missed };
}

/** "0", or the count with its kinds: "25 (HTTP 503 ×25)". */
function failureCell(s: Measurement["stats"]): string {
  const total = s.non2xx + s.errors;
  const kinds = Object.entries(s.errorKinds).map(([kind, n]) => `${kind} ×${n}`);
  return total && kinds.length ? `${total} (${kinds.join(", ")})` : String(total);
}

function loadRow(size: SizeResults, m: Measurement): string[] {
  const base = m.target === "baseline" ? undefined : baselineOf(size, m.endpoint);
  const s = m.stats;
  return [
    m.endpoint,
    m.target,
    String(Math.round(s.requestsPerSecond)),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    base ? ratio(s.requestsPerSecond / base.stats.requestsPerSecond) : "",
    base ? ratio(s.p99 / base.stats.p99) : "",
    cpu(m.cpu.serverMsPerRequest),
    cpu(m.cpu.postgresMsPerRequest),
    String(m.loadBefore[0]),
    failureCell(s),
    rowTargets(size, m).text,
  ];
}

const BOOKING_COLUMNS: readonly (readonly [string, Align])[] = [
  ["Target", "left"],
  ["offered/s", "right"],
  ["answered/s", "right"],
  ["booked/s", "right"],
  ["booked", "right"],
  ["slot full", "right"],
  ["errors", "right"],
  ["p50 ms", "right"],
  ["p95 ms", "right"],
  ["p99 ms", "right"],
  ["max ms", "right"],
  ["p99 vs baseline", "right"],
  ["p99 vs baseline, median turn", "right"],
  ["Node CPU ms/attempt", "right"],
  ["PG CPU ms/attempt", "right"],
  ["load avg", "right"],
];

export const bookingRunName = (r: BookingRun) => (r.nodes > 1 ? `${r.target}, ${r.nodes} nodes` : r.target);

/** Runs recorded before doorstep was measured booked at the centre. */
const kindOf = (r: BookingRun): BookingKind => r.kind ?? "at the centre";
const BOOKING_KINDS: readonly BookingKind[] = ["at the centre", "doorstep"];
const runsOf = (size: SizeResults, kind: BookingKind) => size.booking.filter((r) => kindOf(r) === kind);

function bookingRows(runs: BookingRun[]): string[][] {
  const base = runs.find((r) => r.target === "baseline");
  return runs.map((r) => [
    bookingRunName(r),
    String(r.options.ratePerSecond),
    r.answeredPerSecond.toFixed(1),
    r.bookedPerSecond.toFixed(1),
    String(r.outcomes.booked),
    String(r.outcomes["slot full"]),
    String(r.outcomes.error),
    ms(r.latency.p50),
    ms(r.latency.p95),
    ms(r.latency.p99),
    ms(r.latency.max),
    base && r !== base ? ratio(r.latency.p99 / base.latency.p99) : "",
    base && r !== base ? ratio(turnP99Ratio(r, base)) : "",
    cpu(r.cpu.serverMsPerAttempt),
    cpu(r.cpu.postgresMsPerAttempt),
    String(r.loadBefore[0]),
  ]);
}

/**
 * The median, over the turns a run took with the baseline, of its p99 over the baseline's p99 in the same turn.
 * One stall of the shared machine (a checkpoint, another process) lands in one turn and moves a p99 over all
 * turns by itself; paired turns saw the same machine, so their ratios say what the stack costs. NaN when the
 * run did not take turns with the baseline.
 */
export function turnP99Ratio(r: BookingRun, base: BookingRun): number {
  const ours = r.segmentP99 ?? [];
  const theirs = base.segmentP99 ?? [];
  if (ours.length < 2 || ours.length !== theirs.length) return Number.NaN;
  const ratios = ours.map((p, n) => p / (theirs[n] as number)).sort((a, b) => a - b);
  const mid = Math.floor(ratios.length / 2);
  return ratios.length % 2
    ? (ratios[mid] as number)
    : ((ratios[mid - 1] as number) + (ratios[mid] as number)) / 2;
}

/**
 * Whether a booking run met "sustained with zero overbooking": every attempt answered, in time, consistent;
 * and for a run that took turns with the baseline, its p99 within TARGETS.bookingP99Ratio of the baseline's.
 */
export function bookingVerdict(r: BookingRun, base?: BookingRun): { met: boolean; why: string[] } {
  const why: string[] = [];
  const p99Ratio = base && r !== base ? turnP99Ratio(r, base) : Number.NaN;
  if (p99Ratio > TARGETS.bookingP99Ratio)
    why.push(`p99 ${ratio(p99Ratio)} the baseline's (median of paired turns) > ${TARGETS.bookingP99Ratio}×`);
  const i = r.integrity;
  const crewOverlaps = i.crewOverlaps ?? 0;
  const crewInconsistent = (i.crewMismatch ?? 0) + (i.doorstepBays ?? 0);
  if (r.answeredPerSecond < r.options.ratePerSecond * TARGETS.bookingAnsweredShare)
    why.push(
      `answered ${r.answeredPerSecond.toFixed(1)}/s < ${TARGETS.bookingAnsweredShare * 100}% of ${r.options.ratePerSecond}/s in the window`,
    );
  if (r.outcomes.error > 0) why.push(`${r.outcomes.error} attempts failed`);
  if (i.overbookedUnits + i.bayOutOfRange > 0)
    why.push(`OVERBOOKING: ${i.overbookedUnits + i.bayOutOfRange} units`);
  if (i.itemsMismatch + i.reservationMismatch + i.paymentMismatch > 0)
    why.push(
      `inconsistent bookings: items ${i.itemsMismatch}, reservations ${i.reservationMismatch}, payments ${i.paymentMismatch}`,
    );
  if (crewOverlaps > 0) why.push(`DOUBLE-BOOKED CREW: ${crewOverlaps} overlapping holds`);
  if (crewInconsistent > 0)
    why.push(
      `inconsistent crew: holds ${i.crewMismatch ?? 0}, doorstep bookings holding a bay ${i.doorstepBays ?? 0}`,
    );
  const capacity = kindOf(r) === "doorstep" ? "washers" : "bays";
  if (r.hot.booked > r.hot.bays) why.push(`hot slots sold ${r.hot.booked} > ${r.hot.bays} ${capacity}`);
  return { met: why.length === 0, why };
}

function turnsSentence(runs: BookingRun[]): string {
  const taking = runs.filter((r) => (r.segments ?? 1) > 1);
  if (taking.length < 2) return "";
  const { segments = 1, options } = taking[0] as BookingRun;
  return ` Taking turns in one run: ${taking.map(bookingRunName).join(" and ")}. Each one's ${options.durationSeconds} s were ${segments} segments of ${options.durationSeconds / segments} s, run alternately (A B, then B A, ...), so that the machine's drift fell on both alike; their percentiles are over all their segments.`;
}

/** Each segment's p99 and, for a run that took turns with the baseline, its ratio to the baseline's segment of the same turn. */
function byTurn(r: BookingRun, base: BookingRun | undefined): string {
  if (!r.segmentP99 || r.segmentP99.length < 2) return "";
  const turns = `p99 by turn: ${r.segmentP99.map(ms).join(", ")} ms`;
  const paired = base && r !== base && base.segmentP99?.length === r.segmentP99.length;
  const ratios = paired
    ? `; vs the baseline's turn: ${r.segmentP99.map((p, n) => ratio(p / (base.segmentP99?.[n] ?? Number.NaN))).join(", ")}`
    : "";
  return `${turns}${ratios}. `;
}

/** What a kind of booking run is, for its section's heading and opening paragraph. */
const BOOKING_INTROS: Record<
  BookingKind,
  { title: string; what: (hotShare: string, hotSlots: number) => string }
> = {
  "at the centre": {
    title: "Booking with payment verification",
    what: (hotShare, hotSlots) =>
      `(stack: booking.create + booking.confirmPayment). ${hotShare} of attempts aim at ${hotSlots} hot slots (deliberate contention); the rest at random centres, days (next 1–7) and start times. "slot full" is the correct answer once a slot's bays are taken.`,
  },
  doorstep: {
    title: "Doorstep booking",
    what: (hotShare, hotSlots) =>
      `(stack: booking.create, doorstep, cash at the door; baseline: POST /book-doorstep, the booking and crew modules' own statements and planning code on raw pg). The address (a real PIN near the centre and a place of it by name) is placed on the gazetteer and checked against the centre's reach; in the booking's transaction the centre's crew is locked and the nearest washer free for the slot, travel from their previous stop included, is held (crew_holds); no bay. ${hotShare} of attempts aim at ${hotSlots} hot slots (contention for a centre's washers, from different addresses); the rest at random doorstep centres, days (next 1–7), start times and addresses. "slot full" is the correct answer (409) once no washer can be there.`,
  },
};

function integrityLine(r: BookingRun): string {
  const i = r.integrity;
  const crew =
    i.crewOverlaps === undefined
      ? ""
      : `crew holds overlapping another of the same person ${i.crewOverlaps}, doorstep bookings holding a bay ${i.doorstepBays ?? "–"}, crew holds inconsistent ${i.crewMismatch ?? "–"}, `;
  return (
    `SQL check of the ${i.bookings} bookings made: over-booked reservations (a centre's bays all held, or one bay twice) ${i.overbookedUnits}, bay out of range ${i.bayOutOfRange}, ${crew}` +
    `items ${i.itemsMismatch}, reservations ${i.reservationMismatch}, payments ${i.paymentMismatch} inconsistent; ` +
    `${i.pendingPayment} left awaiting payment.`
  );
}

function bookingKindSection(kind: BookingKind, runs: BookingRun[]): string[] {
  const first = runs[0] as BookingRun;
  const o = first.options;
  const intro = BOOKING_INTROS[kind];
  const lines = [
    "",
    `### ${intro.title}, fixed rate ${o.ratePerSecond}/s for ${o.durationSeconds} s`,
    "",
    `Open loop: an attempt starts every ${(1000 / o.ratePerSecond).toFixed(0)} ms whatever the earlier ones are doing; latency from its scheduled start ${intro.what(`${Math.round(o.hotShare * 100)}%`, o.hotSlots)}${turnsSentence(runs)}`,
    "",
    ...table(BOOKING_COLUMNS, bookingRows(runs)),
    "",
  ];
  const base = runs.find((r) => r.target === "baseline");
  const capacity = kind === "doorstep" ? "washers" : "bays";
  for (const r of runs) {
    const v = bookingVerdict(r, base);
    const steps = Object.entries(r.steps)
      .map(([step, s]) => `${step} p50 ${ms(s.p50)} / p99 ${ms(s.p99)} ms`)
      .join(", ");
    lines.push(
      `- ${bookingRunName(r)}: **${v.met ? "target met" : "target MISSED"}**${v.met ? "" : ` (${v.why.join("; ")})`}. ` +
        `${integrityLine(r)} Hot slots: ${r.hot.booked} booked of ${r.hot.attempts} attempts (${r.hot.bays} ${capacity})${r.hot.p99 === undefined ? "" : `; p99 of the hot attempts ${ms(r.hot.p99)} ms, of the others ${ms(r.hot.othersP99 ?? Number.NaN)} ms`}. ` +
        `Steps: ${steps}. ${byTurn(r, base)}Answered per second: ${r.perSecond.join(" ")}. ` +
        `Slowest answer (ms) by second scheduled: ${r.slowestPerSecond.join(" ")}. ` +
        `The load driver's own event loop ran late by p99 ${ms(r.driverDelay.p99)} / max ${ms(r.driverDelay.max)} ms` +
        (r.errorSamples.length
          ? `. Errors, e.g.: ${r.errorSamples.map((e) => `\`${e.replace(/`/g, "'")}\``).join("; ")}`
          : ""),
    );
  }
  return lines;
}

function bookingSection(size: SizeResults): string[] {
  return BOOKING_KINDS.flatMap((kind) => {
    const runs = runsOf(size, kind);
    return runs.length === 0 ? [] : bookingKindSection(kind, runs);
  });
}

const CAPACITY_COLUMNS: readonly (readonly [string, Align])[] = [
  ["Rate req/s", "right"],
  ["Target", "left"],
  ["sent", "right"],
  ["failed", "right"],
  ["p50 ms", "right"],
  ["p99 ms", "right"],
  ["p99 by kind (ms)", "left"],
  ["load avg", "right"],
  ["within limit", "left"],
];

function capacitySection(size: SizeResults): string[] {
  const runs = size.capacity ?? [];
  if (runs.length === 0) return [];
  const rows = runs
    .flatMap((run) => run.steps.map((step) => ({ run, step })))
    .sort((a, b) => a.step.rate - b.step.rate || a.run.target.localeCompare(b.run.target))
    .map(({ run, step }) => [
      String(step.rate),
      run.target,
      String(step.sent),
      String(step.failed),
      step.p50.toFixed(1),
      step.p99.toFixed(1),
      Object.entries(step.p99ByKind)
        .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
        .join(", "),
      String(step.load),
      step.withinLimit ? "yes" : "no",
    ]);
  const mix = TRAFFIC_MIX.map((m) => `${m.kind} ${Math.round(m.share * 100)}%`).join(", ");
  return [
    "",
    "### Capacity: open-loop mixed traffic",
    "",
    `Requests arrive at a fixed rate whatever the server is doing, timed from their scheduled start (${mix}; listing: half a fixed query, half near-me from a new point; booking: create and pay). Each rate ran on the baseline and the stack in turn, after one unmeasured second; a target stops after its first rate over the limit. The stack runs as production configures it (its catalog cache on).`,
    "",
    ...table(CAPACITY_COLUMNS, rows),
    "",
    ...runs.map(
      (run) =>
        `- ${run.target}: **${run.capacity === null ? "below the first rate" : `${run.capacity} req/s`}** with p99 under 100 ms and no failed request`,
    ),
  ];
}

function sizeSection(size: SizeResults): string[] {
  const data = Object.entries(size.data)
    .map(([t, n]) => `${t} ${n.toLocaleString("en-US")}`)
    .join(", ");
  const missed = size.measurements.flatMap((m) =>
    rowTargets(size, m).missed.map((name) => `${m.endpoint} (${m.target}): ${name}`),
  );
  return [
    `## ${size.scale}x`,
    "",
    `- Data: ${data}; generated and loaded in ${size.seedSeconds.toFixed(1)} s; this size took ${(size.totalSeconds / 60).toFixed(1)} min in all`,
    `- Stack: pool ${size.pool}, catalog cache TTL ${size.cacheTtlMs} ms ("cache off" rows: TTL 0). Baseline: pool ${size.pool}.`,
    "",
    ...table(
      LOAD_COLUMNS,
      size.measurements.map((m) => loadRow(size, m)),
    ),
    "",
    missed.length ? `Missed: ${missed.join("; ")}.` : "Every stated target met.",
    ...bookingSection(size),
    ...capacitySection(size),
    ...(size.skipped.length ? ["", ...size.skipped.map((s) => `- skipped ${s.endpoint}: ${s.reason}`)] : []),
    ...(size.profileSummary
      ? ["", "CPU profile of the stack server (top frames):", "", "```", size.profileSummary, "```"]
      : []),
    "",
  ];
}

/** p99 of stack and baseline per endpoint across sizes, and how much it grew from the smallest size. */
function growthSection(results: BenchResults): string[] {
  if (results.sizes.length < 2) return [];
  const sizes = results.sizes;
  const endpoints = [...new Set(sizes.flatMap((s) => s.measurements.map((m) => m.endpoint)))];
  const columns: [string, Align][] = [
    ["Endpoint", "left"],
    ["Target", "left"],
    ...sizes.map((s): [string, Align] => [`p99 ${s.scale}x`, "right"]),
    ...sizes.map((s): [string, Align] => [`CPU ms/req ${s.scale}x`, "right"]),
  ];
  const rows: string[][] = [];
  for (const endpoint of endpoints) {
    for (const target of ["baseline", "stack", "stack, cache off"] as const) {
      const per = sizes.map((s) =>
        s.measurements.find((m) => m.endpoint === endpoint && m.target === target),
      );
      if (per.every((m) => !m)) continue;
      rows.push([
        endpoint,
        target,
        ...per.map((m) => (m ? ms(m.stats.p99) : "–")),
        ...per.map((m) => (m ? cpu(m.cpu.serverMsPerRequest + m.cpu.postgresMsPerRequest) : "–")),
      ]);
    }
  }
  for (const [kind, target] of BOOKING_KINDS.flatMap((k) =>
    (["baseline", "stack"] as const).map((t) => [k, t] as const),
  )) {
    const per = sizes.map((s) => runsOf(s, kind).find((r) => r.target === target && r.nodes === 1));
    if (per.every((r) => !r)) continue;
    rows.push([
      kind === "doorstep" ? "doorstep booking (fixed rate)" : "booking (fixed rate)",
      target,
      ...per.map((r) => (r ? ms(r.latency.p99) : "–")),
      ...per.map((r) => (r ? cpu(r.cpu.serverMsPerAttempt + r.cpu.postgresMsPerAttempt) : "–")),
    ]);
  }
  return [
    "## Cost growth across sizes",
    "",
    "p99 latency (ms) and CPU per request (server process + its PostgreSQL backends, ms) per size; CPU per request is the steadier measure on a shared machine.",
    "",
    ...table(columns, rows),
    "",
  ];
}

export const reportName = (sizes: readonly number[]) => `bench-${sizes.map((s) => `${s}x`).join("-")}`;
const baseName = (results: BenchResults) => results.name;

export function renderMarkdown(results: BenchResults): string {
  const env = results.environment;
  const load = results.load;
  return [
    `# Benchmark: ${results.sizes.map((s) => `${s.scale}x`).join(", ")}${results.only?.length ? `, only ${results.only.join(", ")} (\`--only ${results.only.join(",")}\`)` : ""}`,
    "",
    "Generated by `pnpm bench` (bench/src/bench.ts); raw results are in bench-results/raw/ (not committed).",
    "Ratios are the full stack against a baseline measured in the same run: a bare Fastify route running the same",
    "SQL on a plain `pg` pool (no tRPC, no validation, no Prisma, no cache). Compare ratios across runs, not",
    "absolute numbers: the machine is shared, see the load averages. CPU ms per request (the server process, and",
    "the PostgreSQL backends serving its pool) depends least on what else runs on the machine.",
    "",
    `- Run: ${env.date}, commit ${env.commit}; load average at start ${env.loadAtStart.join(" / ")} (1/5/15 min)`,
    `- Machine: ${env.cpus} × ${env.cpuModel}, ${env.memoryGiB} GiB; Node ${env.node}; PostgreSQL ${env.postgres}`,
    `- Load: autocannon, ${load.connections} connections (closed loop), one run per row of ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s measured window${load.drainSeconds ? ` + ${load.drainSeconds} s drain (only requests sent in the window count: answer time − latency)` : " (only responses completed in the window count)"}; load generator, servers and PostgreSQL share the machine`,
    `- Targets (stated for 1x at 200 connections): search and centre detail p99 < 50 ms, availability p99 < 30 ms, stack p99 within ${TARGETS.maxP99Ratio}× of the baseline's, throughput ≥ ${TARGETS.minThroughputRatio}× the baseline's; booking ${results.bookingLoad?.ratePerSecond ?? 100}/s sustained (≥ ${TARGETS.bookingAnsweredShare * 100}% answered in the window, no failures) with zero overbooking and every booking whole`,
    `- Chart: [${baseName(results)}.svg](${baseName(results)}.svg)`,
    "",
    ...results.sizes.flatMap(sizeSection),
    ...growthSection(results),
    "## Endpoints",
    "",
    ...[...new Map(results.sizes.flatMap((s) => s.measurements).map((m) => [m.endpoint, m.description]))].map(
      ([endpoint, description]) => `- ${endpoint}: ${description}`,
    ),
    "",
  ].join("\n");
}

/** p99 vs baseline and stack p99 per endpoint, one bar per size. */
export function renderSvg(results: BenchResults): string {
  const sizes = results.sizes;
  const endpoints = [
    ...new Set(
      sizes.flatMap((s) => s.measurements.filter((m) => m.target === "stack").map((m) => m.endpoint)),
    ),
  ];
  const stackOf = (s: SizeResults, e: string) =>
    s.measurements.find((m) => m.endpoint === e && m.target === "stack");
  const bookingKinds = BOOKING_KINDS.filter((kind) => sizes.some((s) => runsOf(s, kind).length > 1));
  const bookingLabel = (kind: BookingKind) =>
    `${kind === "doorstep" ? "doorstep booking" : "booking"} ${results.bookingLoad?.ratePerSecond ?? 100}/s`;
  const stackRun = (s: SizeResults, kind: BookingKind) =>
    runsOf(s, kind).find((r) => r.target === "stack" && r.nodes === 1);
  const bookingRatio = (s: SizeResults, kind: BookingKind) => {
    const base = runsOf(s, kind).find((r) => r.target === "baseline");
    const stack = stackRun(s, kind);
    return base && stack ? stack.latency.p99 / base.latency.p99 : Number.NaN;
  };
  const ratioPanel: Panel = {
    title: "p99 latency, stack ÷ raw-pg baseline (lower is better; ▲ bars cut at 20×)",
    unit: "×",
    reference: { value: TARGETS.maxP99Ratio, label: `target ≤ ${TARGETS.maxP99Ratio}×` },
    cap: 20,
    groups: [
      ...endpoints.map((e) => ({
        label: e,
        values: sizes.map((s) => {
          const m = stackOf(s, e);
          const base = baselineOf(s, e);
          return m && base ? m.stats.p99 / base.stats.p99 : Number.NaN;
        }),
      })),
      ...bookingKinds.map((kind) => ({
        label: bookingLabel(kind),
        values: sizes.map((s) => bookingRatio(s, kind)),
      })),
    ],
  };
  const p99Panel: Panel = {
    title: "stack p99 latency at each size (ms; ▲ bars cut at 1 s)",
    unit: "",
    reference: { value: 50, label: "search/centre target 50 ms (availability: 30 ms)" },
    cap: 1000,
    groups: [
      ...endpoints.map((e) => ({
        label: e,
        values: sizes.map((s) => stackOf(s, e)?.stats.p99 ?? Number.NaN),
      })),
      ...bookingKinds.map((kind) => ({
        label: bookingLabel(kind),
        values: sizes.map((s) => stackRun(s, kind)?.latency.p99 ?? Number.NaN),
      })),
    ],
  };
  return renderChart(
    `Chamak bench ${results.environment.date.slice(0, 16)}Z, ${results.load.connections} connections`,
    sizes.map((s) => `${s.scale}x`),
    [ratioPanel, p99Panel],
  );
}

/** Writes bench-results/<name>.md, <name>.svg and raw/<name>-<date>.json; returns their paths. */
export function writeReport(
  results: BenchResults,
  outDir: string,
): { markdown: string; svg: string; raw: string } {
  mkdirSync(join(outDir, "raw"), { recursive: true });
  const name = baseName(results);
  const markdown = join(outDir, `${name}.md`);
  const svg = join(outDir, `${name}.svg`);
  const raw = join(outDir, "raw", `${name}-${results.environment.date.replace(/[:.]/g, "-")}.json`);
  writeFileSync(markdown, renderMarkdown(results));
  writeFileSync(svg, renderSvg(results));
  writeFileSync(raw, `${JSON.stringify(results, null, 2)}\n`);
  return { markdown, svg, raw };
}
