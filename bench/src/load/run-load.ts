import autocannon from "autocannon";

export interface LoadOptions {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /**
   * Seconds the load goes on after the measured window, so the requests sent in its last moments are answered
   * (and counted) before autocannon stops. Absent in results recorded before requests were counted by send time.
   */
  drainSeconds?: number;
}

export interface LoadStats {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** 2xx answers to the requests sent in each second of the measured window: a stall shows as a dip. */
  perSecond: number[];
  /** In the measured window: responses that were not 2xx, and errors (a request sent in it and not answered
   * within 10 s included). */
  non2xx: number;
  errors: number;
  /** Errors by code (a timeout is autocannon's 10 s limit) and non-2xx answers by status ("HTTP 503"). */
  errorKinds: Record<string, number>;
}

export interface LoadRun {
  stats: LoadStats;
  /** autocannon's own result object for the whole run (warm-up included), kept as the raw record. */
  raw: autocannon.Result;
}

/** autocannon's limit for one answer, in seconds. */
const TIMEOUT_S = 10;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

interface Listeners {
  onResponse(statusCode: number, ms: number): void;
  onError(error: Error & { code?: string }): void;
}

function run(options: autocannon.Options, listeners: Listeners): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on("response", (_client, statusCode, _bytes, ms) => listeners.onResponse(statusCode, ms));
    instance.on("reqError", (error: Error & { code?: string }) => listeners.onError(error));
  });
}

/**
 * A few seconds at low concurrency before a server's first measured run of an endpoint, so the measured
 * warm-up is not spent compiling (a cold process at 200 connections on a busy machine takes seconds).
 */
export async function jitWarmUp(origin: string, requests: autocannon.Request[]): Promise<void> {
  await run(
    { url: origin, connections: 16, requests, timeout: TIMEOUT_S, duration: 2 },
    {
      onResponse: () => undefined,
      onError: () => undefined,
    },
  );
}

/**
 * One continuous autocannon run of warm-up + measured time + drain (`drainSeconds`) at a fixed number of connections; only
 * requests sent in the measured window count (sent = answered minus latency). Counting by answer time instead
 * let the warm-up's first requests in: the 200 connections open at once, a busy Node server accepts them a few
 * per event-loop turn (its listen queue drained at ~70/s in the search runs), and the first requests of the
 * last ones accepted were answered 3-7 s later, inside the window (the multi-second p99 "outliers"), or, 10 s
 * after they were sent, timed out there (the /api/vendors "errors"); timeouts are counted by send time too.
 * Percentiles come from every 2xx latency in the window (autocannon's histogram has no p95).
 * `onMeasuredWindow` is called as the window opens and closes (for CPU snapshots).
 */
export async function runLoad(
  origin: string,
  requests: autocannon.Request[],
  options: LoadOptions,
  onMeasuredWindow: (edge: "open" | "close") => void = () => undefined,
): Promise<LoadRun> {
  const latencies: number[] = [];
  const perSecond: number[] = [];
  const counts = { non2xx: 0, errors: 0 };
  const errorKinds: Record<string, number> = {};
  let windowStart = Number.POSITIVE_INFINITY;
  const windowMs = options.durationSeconds * 1000;
  const drainSeconds = options.drainSeconds ?? 0;
  /** The window's second in which a request answered now after `latencyMs` was sent, or -1 if outside it. */
  const sentInWindow = (latencyMs: number) => {
    const at = performance.now() - latencyMs - windowStart;
    return at >= 0 && at < windowMs ? Math.floor(at / 1000) : -1;
  };
  const opened = setTimeout(() => {
    windowStart = performance.now();
    onMeasuredWindow("open");
    setTimeout(() => onMeasuredWindow("close"), windowMs).unref();
  }, options.warmupSeconds * 1000);
  const raw = await run(
    {
      url: origin,
      connections: options.connections,
      requests,
      timeout: TIMEOUT_S,
      duration: options.warmupSeconds + options.durationSeconds + drainSeconds,
    },
    {
      onResponse(statusCode, ms) {
        const second = sentInWindow(ms);
        if (second < 0) return;
        if (statusCode < 200 || statusCode >= 300) {
          counts.non2xx++;
          const kind = `HTTP ${statusCode}`;
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
          return;
        }
        latencies.push(ms);
        perSecond[second] = (perSecond[second] ?? 0) + 1;
      },
      onError(error) {
        // A timeout's request was sent TIMEOUT_S before it: counted, like an answer, if sent in the window (a
        // warm-up request on a connection the busy server accepted late times out inside the window). Other
        // errors carry no latency: counted if they happen in the window or its drain.
        const timedOut = error.message === "request timed out";
        const at = performance.now() - windowStart - (timedOut ? TIMEOUT_S * 1000 : 0);
        if (at < 0 || at >= windowMs + (timedOut ? 0 : drainSeconds * 1000)) return;
        counts.errors++;
        const kind = error.code ?? error.message;
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      },
    },
  );
  clearTimeout(opened);
  const sorted = Float64Array.from(latencies).sort();
  return {
    raw,
    stats: {
      requests: sorted.length,
      requestsPerSecond: sorted.length / options.durationSeconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      perSecond: Array.from({ length: options.durationSeconds }, (_, i) => perSecond[i] ?? 0),
      non2xx: counts.non2xx,
      errors: counts.errors,
      errorKinds,
    },
  };
}
