import { createServer, type Server, Socket } from "node:net";
import { createMailer, type PaymentsDeps, type RateLimiter, startJobRunner } from "@chamak/api";
import type { Db } from "@chamak/db";
import { buildApp } from "../../src/app";

/** A line the app logged at warn level or above (pino's JSON). */
export interface LoggedWarning {
  msg?: string;
  reqId?: string;
  path?: string;
  err?: { type?: string; message?: string; code?: string };
}

/**
 * The real app listening on a loopback port, as a client on the network sees it. `warnings` holds what it logged
 * at warn level and above (a 503's or a 500's cause), one parsed log line each, for a test's failure message.
 */
export async function listeningApp(deps: { db: Db; payments?: PaymentsDeps; limiter?: RateLimiter }) {
  const warnings: LoggedWarning[] = [];
  const app = await buildApp({
    ...deps,
    config: { webDist: "/nonexistent/web", consoleDist: "/nonexistent/console", corsOrigins: [] },
    logger: { level: "warn", stream: { write: (line: string) => warnings.push(JSON.parse(line)) } },
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the app is not listening on TCP");
  return { app, origin: `http://127.0.0.1:${address.port}`, warnings, close: () => app.close() };
}

export interface HttpAnswer {
  status: number;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: unknown;
  text: string;
  ms: number;
  /** Set when no answer came at all: the client-side bound ran out, or the connection failed. */
  failure?: "timed out" | "connection error";
  startedAt: number;
}

/** One tRPC procedure over real HTTP (superjson wire format), bounded by a client-side timeout. */
export async function trpcHttp(
  origin: string,
  procedure: string,
  input: unknown,
  options: { kind: "query" | "mutation"; token?: string; timeoutMs: number },
): Promise<HttpAnswer> {
  const encoded = JSON.stringify({ json: input });
  const url =
    options.kind === "query"
      ? `${origin}/trpc/${procedure}?input=${encodeURIComponent(encoded)}`
      : `${origin}/trpc/${procedure}`;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return timedFetch(
    url,
    {
      method: options.kind === "query" ? "GET" : "POST",
      headers,
      ...(options.kind === "mutation" ? { body: encoded } : {}),
    },
    options.timeoutMs,
  );
}

export async function timedFetch(url: string, init: RequestInit, timeoutMs: number): Promise<HttpAnswer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, body, text, ms: Date.now() - startedAt, startedAt };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      status: 0,
      body: null,
      text: String(error),
      ms: Date.now() - startedAt,
      startedAt,
      failure: timedOut ? "timed out" : "connection error",
    };
  }
}

/** The tRPC error message of an answer, if it is one. */
export function trpcErrorOf(
  answer: HttpAnswer,
): { message: string; code: string; httpStatus: number; stack: unknown; requestId: string | null } | null {
  const error = (
    answer.body as {
      error?: {
        json?: {
          message?: string;
          data?: { code?: string; httpStatus?: number; stack?: unknown; requestId?: string };
        };
      };
    }
  )?.error?.json;
  if (!error) return null;
  return {
    message: error.message ?? "",
    code: error.data?.code ?? "",
    httpStatus: error.data?.httpStatus ?? 0,
    stack: error.data?.stack,
    requestId: error.data?.requestId ?? null,
  };
}

/** What the server logged about one answer's request (matched by request id), if anything. */
export function loggedCauseOf(answer: HttpAnswer, warnings: LoggedWarning[]): string | null {
  const requestId = trpcErrorOf(answer)?.requestId;
  const line = requestId ? warnings.find((w) => w.reqId === requestId) : undefined;
  return line ? `${line.msg}: ${line.err?.type} ${line.err?.code ?? ""} ${line.err?.message}` : null;
}

/** What the reliability tests expect customers to be told, word for word (English). */
export const SLOT_FILLED = "That slot just filled up; please choose another time";
export const GENERIC_FAILURE = "Something went wrong on our side; please try again.";
export const DATABASE_UNAVAILABLE = "Chamak is briefly unavailable; please try again in a moment.";

/** Words that would show a client the server's insides: SQL, drivers, stack frames, addresses. */
export const INTERNALS =
  /prisma|postgres|pg_|ECONN|EPIPE|terminat|socket|sql|select |insert |stack|\.ts:|node_modules|127\.0\.0\.1|connection/i;

/**
 * A TCP proxy in front of PostgreSQL that can play a server restart: `cut()` drops every open connection and
 * stops listening (new connections are refused), `resume()` listens again on the same port. It can also play
 * a network partition: `stall()` stops carrying bytes on every connection without closing any (new ones are
 * accepted and left hanging), until `heal()` resets them all and carries traffic again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let accepted = 0;
  let stalled = false;
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        accepted++;
        sockets.add(client);
        if (stalled) {
          client.pause();
          client.on("error", () => {});
          return;
        }
        const upstream = new Socket();
        sockets.add(upstream);
        const pair = { client, upstream };
        pairs.add(pair);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
          pairs.delete(pair);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        upstream.connect(target.port, target.host, () => {
          if (stalled) return;
          client.pipe(upstream);
          upstream.pipe(client);
        });
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        const address = next.address();
        if (address && typeof address !== "string") port = address.port;
        server = next;
        resolve();
      });
    });
  await listen();
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    pairs.clear();
  };
  return {
    get port() {
      return port;
    },
    get accepted() {
      return accepted;
    },
    /** Drops every connection at once and refuses new ones until `resume()`. */
    async cut() {
      const closing = server;
      server = undefined;
      const closed = new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
      destroyAll();
      await closed;
    },
    resume: listen,
    /** Stops carrying bytes either way, closing nothing: queries in flight and new connections hang. */
    stall() {
      stalled = true;
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    /** Ends the partition: the hanging connections are reset, new ones are carried again. */
    heal() {
      stalled = false;
      destroyAll();
    },
    async close() {
      await this.cut();
    },
  };
}

/**
 * Every way a booking could be half-written, as rows that break a rule (empty when all hold): items, bay
 * reservations matching the slot for live bookings and none for ended ones, prices that add up, the cash
 * payment row of a cash booking and the captured payment of a paid one.
 */
export async function bookingInvariantViolations(db: Db): Promise<{ rule: string; bookingId: number }[]> {
  return db.$queryRaw<{ rule: string; bookingId: number }[]>`
    SELECT 'booking without items' AS rule, b.id AS "bookingId" FROM bookings b
      WHERE NOT EXISTS (SELECT 1 FROM booking_items i WHERE i.booking_id = b.id)
    UNION ALL
    SELECT 'items do not add up to the subtotal', b.id FROM bookings b
      WHERE b.subtotal_paise <> (SELECT COALESCE(SUM(i.unit_price_paise * i.quantity), 0) FROM booking_items i WHERE i.booking_id = b.id)
         OR b.total_paise <> b.subtotal_paise + b.driver_fee_paise - b.discount_paise
    UNION ALL
    SELECT 'live booking not holding one bay for its whole slot', b.id FROM bookings b
      WHERE b.status IN ('pending_payment', 'requested', 'paid', 'confirmed', 'in_progress')
        AND NOT EXISTS (SELECT 1 FROM (SELECT COUNT(*) AS n, bool_and(r.slot_start = b.slot_start AND r.slot_end = b.slot_end) AS whole
                                       FROM bay_reservations r WHERE r.booking_id = b.id) x
                        WHERE x.n = 1 AND x.whole)
    UNION ALL
    SELECT 'ended booking still holding a bay', b.id FROM bookings b
      WHERE b.status IN ('expired', 'cancelled', 'no_show', 'completed')
        AND EXISTS (SELECT 1 FROM bay_reservations r WHERE r.booking_id = b.id)
    UNION ALL
    SELECT 'reservation without a booking', r.booking_id FROM bay_reservations r
      WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = r.booking_id)
    UNION ALL
    SELECT 'cash booking without exactly one cash payment of its total', b.id FROM bookings b
      WHERE b.payment_method = 'cash'
        AND (SELECT COUNT(*) FROM payments p WHERE p.booking_id = b.id AND p.method = 'cash' AND p.amount_paise = b.total_paise) <> 1
    UNION ALL
    SELECT 'paid booking without one captured payment of its total', b.id FROM bookings b
      WHERE b.payment_status = 'captured'
        AND (SELECT COUNT(*) FROM payments p WHERE p.booking_id = b.id AND p.state = 'captured' AND p.amount_paise = b.total_paise) <> 1
    UNION ALL
    SELECT 'payment captured but booking not marked paid or refunding', b.id FROM bookings b
      WHERE EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.state = 'captured')
        AND b.payment_status NOT IN ('captured', 'refund_pending', 'refunded')
    ORDER BY 1, 2`;
}

/**
 * Runs the real background jobs (hold expiry, reconciliation, outbox) until `done` holds; fails after
 * `timeoutMs`. Answers the job runner's logged errors.
 */
export async function runJobsUntil(
  deps: { db: Db; payments: PaymentsDeps; timeoutMs: number; afterStop?: () => Promise<void> },
  what: string,
  done: () => Promise<boolean>,
): Promise<string[]> {
  const errors: string[] = [];
  const logger = {
    info: () => {},
    warn: () => {},
    error: (_: object, msg?: string) => errors.push(msg ?? ""),
  };
  const runner = startJobRunner({
    db: deps.db,
    payments: deps.payments,
    mailer: createMailer({ from: "test@chamak.in", logger }),
    logger,
    intervalMs: 50,
  });
  try {
    const deadline = Date.now() + deps.timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) {
        throw new Error(`the background jobs did not ${what} within ${deps.timeoutMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await runner.stop();
    await deps.afterStop?.();
  }
  return errors;
}
