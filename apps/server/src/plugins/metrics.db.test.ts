import {
  configureCatalogCache,
  createMailer,
  MemoryRateLimiter,
  observeDbQuery,
  startJobRunner,
} from "@chamak/api";
import { bookingRequest } from "@chamak/api/test-support/booking-fixtures";
import { buildWorld, nextSlot, tokenFor, type World } from "@chamak/api/test-support/security-world";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";

const TOKEN = "metrics-token-for-tests-0123456789";
const config = { webDist: "/nonexistent/web", consoleDist: "/nonexistent/console", corsOrigins: [] };

let app: Awaited<ReturnType<typeof buildApp>>;
let world: World;
let database: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  // Query timing as the server wires it (createDb's onQuery), so the query histogram is fed by real queries.
  database = await createTestDb({ onQuery: observeDbQuery });
  world = await buildWorld(database.db);
  configureCatalogCache({ ttlMs: 60_000 });
  app = await buildApp({
    db: database.db,
    config: { ...config, metricsToken: TOKEN },
    // The real in-memory limiter: the rate-limit counter must see a real refusal.
    limiter: new MemoryRateLimiter(),
    payments: world.payments,
    poolStats: database.poolStats,
  });
});

afterAll(async () => {
  configureCatalogCache({ ttlMs: 0 });
  await app?.close();
  await world?.close();
  await database?.close();
});

/** One scrape, as Prometheus makes it. */
async function scrape(): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The samples of the exposition text: `name{labels} value`, comments left out. */
function samples(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
        labels[key as string] = value as string;
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

/** The sum of a family's samples whose labels include `labels` (0 when none). */
function total(text: string, name: string, labels: Record<string, string> = {}): number {
  return samples(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

const trpc = (path: string, input: unknown, token?: string | null) =>
  app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ json: input }),
  });

describe("GET /metrics", () => {
  it("does not exist without a configured token", async () => {
    const closed = await buildApp({ db: database.db, config, payments: world.payments });
    try {
      const response = await closed.inject({ method: "GET", url: "/metrics" });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it("refuses a scrape without the token or with another", async () => {
    const without = await app.inject({ method: "GET", url: "/metrics" });
    expect(without.statusCode).toBe(401);
    expect(without.body).not.toContain("chamak_");
    const wrong = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN.replace("0", "1")}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("exposes the families, and the counters move with real requests", async () => {
    const before = await scrape();
    const customer = await tokenFor(world, "customerA");

    const booked = await trpc(
      "booking.create",
      bookingRequest(world.a, { ...nextSlot(), paymentMethod: "cash" }),
      customer,
    );
    expect(booked.statusCode).toBe(200);
    const bookingId = booked.json().result.data.json.id as number;
    const cancelled = await trpc("booking.cancel", { bookingId }, customer);
    expect(cancelled.statusCode).toBe(200);

    // The contact form allows 5 messages an hour from an address: the 6th is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const sent = await trpc("contact.send", {
        name: "Anil",
        email: "anil@test.chamak.in",
        message: `Do you wash tractors? (${i})`,
      });
      statuses.push(sent.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    // The same catalog read three times: kept from its second request on, so the third is a hit of the server's
    // response cache.
    const read = () => app.inject({ method: "GET", url: "/trpc/catalog.categories" });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    expect((await read()).headers["x-cache"]).toBe("hit");

    // One run of the background jobs (delivering the booking's outbox messages, among others).
    const jobs = startJobRunner({
      db: database.db,
      payments: world.payments,
      mailer: createMailer({ smtpUrl: undefined, from: "test@chamak.in", logger: app.log }),
      logger: app.log,
      intervalMs: 60_000,
    });
    // The run is over once it has recorded its last job (stopping sooner would skip the outbox).
    await expect
      .poll(() => database.db.jobRun.findUnique({ where: { job: "outbox" } }), { timeout: 20_000 })
      .not.toBeNull();
    await jobs.stop();

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      total(after, name, labels) - total(before, name, labels);

    expect(moved("chamak_bookings_created_total", { payment_method: "cash" })).toBe(1);
    expect(moved("chamak_bookings_cancelled_total", { by: "user" })).toBe(1);
    expect(moved("chamak_rate_limit_rejections_total", { rule: "contact" })).toBe(1);
    expect(moved("chamak_cache_lookups_total", { cache: "catalog_responses", result: "hit" })).toBe(1);
    expect(moved("chamak_cache_lookups_total", { cache: "catalog_responses", result: "miss" })).toBe(2);
    expect(
      moved("chamak_trpc_procedure_duration_seconds_count", { procedure: "booking.create", outcome: "ok" }),
    ).toBe(1);
    expect(
      moved("chamak_trpc_procedure_errors_total", { procedure: "contact.send", code: "TOO_MANY_REQUESTS" }),
    ).toBe(1);
    expect(
      moved("chamak_http_request_duration_seconds_count", {
        route: "/trpc/:path",
        method: "POST",
        status: "429",
      }),
    ).toBe(1);
    for (const job of [
      "expire-holds",
      "reconcile-payments",
      "reconcile-refunds",
      "release-payouts",
      "outbox",
      "issue-missing-invoices",
      "missed-visits",
      "wash-plans",
    ])
      expect(moved("chamak_job_runs_total", { job, outcome: "ok" }), job).toBe(1);
    expect(moved("chamak_outbox_deliveries_total", { result: "done" })).toBeGreaterThan(0);
    expect(moved("chamak_db_query_duration_seconds_count")).toBeGreaterThan(10);

    // Read at scrape time from the database.
    expect(
      samples(after)
        .filter((s) => s.name === "chamak_payments")
        .map((s) => s.labels.state),
    ).toEqual(expect.arrayContaining(["created", "authorized", "captured", "failed", "refunded"]));
    for (const gauge of [
      "chamak_outbox_backlog",
      "chamak_outbox_oldest_pending_age_seconds",
      "chamak_outbox_dead",
    ])
      expect(samples(after).some((s) => s.name === gauge)).toBe(true);
    // The pool's connections (PostgreSQL: createTestDb's pool of 4); PGlite has no pool.
    const pool = samples(after).filter((s) => s.name === "chamak_db_pool_connections");
    if (process.env.DATABASE_URL) {
      expect(total(after, "chamak_db_pool_connections", { state: "max" })).toBe(4);
      expect(total(after, "chamak_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    } else expect(pool).toEqual([]);
    // Node's own.
    expect(samples(after).some((s) => s.name === "nodejs_eventloop_lag_seconds")).toBe(true);
    expect(samples(after).some((s) => s.name === "process_cpu_user_seconds_total")).toBe(true);

    // The job runner kept each job's last run for the System page.
    const runs = await database.db.jobRun.findMany({ orderBy: { job: "asc" } });
    expect(runs.map((run) => run.job)).toEqual([
      "expire-holds",
      "issue-missing-invoices",
      "missed-visits",
      "outbox",
      "reconcile-payments",
      "reconcile-refunds",
      "release-payouts",
      "wash-plans",
    ]);
    expect(runs.every((run) => run.lastError === null && run.lastSuccessAt !== null)).toBe(true);
  });

  it("counts the outbox's due backlog at scrape time", async () => {
    // Written as a producer would; due now, so it is backlog until a job run delivers it.
    await database.db.outboxMessage.create({
      data: {
        topic: "booking.reminder",
        payload: { bookingId: world.bookingA.id, slotStart: new Date(Date.now() + 7_200_000).toISOString() },
        runAt: new Date(Date.now() - 90_000),
      },
    });
    // Scrapes within 5 s share one reading: wait for the next.
    await new Promise((resolve) => setTimeout(resolve, 5100));
    const text = await scrape();
    expect(total(text, "chamak_outbox_backlog")).toBeGreaterThanOrEqual(1);
    expect(total(text, "chamak_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(89);
  });

  it("keeps its labels bounded: 100 distinct URLs add no series", async () => {
    const series = (text: string) =>
      samples(text).filter((s) => s.name.startsWith("chamak_http_request_duration_seconds")).length;
    await app.inject({ method: "GET", url: "/no/such/page-warmup" });
    await app.inject({ method: "GET", url: "/trpc/no.such.procedureWarmup" });
    const before = series(await scrape());
    for (let i = 0; i < 50; i++) {
      await app.inject({ method: "GET", url: `/no/such/page-${i}?q=${i}` });
      await app.inject({ method: "GET", url: `/trpc/no.such.procedure${i}` });
    }
    const after = await scrape();
    expect(series(after)).toBe(before);
    expect(after).not.toMatch(/page-\d|procedure\d/);
  });
});
