import type { Db } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import { countOutboxDeliveries, observeJobRun } from "../../lib/metrics";
import { sweepMissedVisits } from "../field-visits";
import { missingInvoicesSweep } from "../invoices";
import type { Mailer, MailLogger, PhoneNotificationDeps } from "../notifications";
import { processOutbox, type WorkerLogger } from "../outbox";
import type { PaymentsDeps } from "../payments";
import { reconcileOpenOrders, reconcilePendingRefunds } from "../payments";
import { releaseOverduePayouts } from "../payouts";
import { reconcileOpenMonthOrders } from "../plan-billing";
import { sweepPlans } from "../wash-plans";
import { expireUnpaidHolds } from "./expire-holds";
import { jobHandlers } from "./job-handlers";
import { type JobName, type JobRunRecord, messageOf, recordJobRuns } from "./job-runs";

export type JobLogger = WorkerLogger & MailLogger;

export interface JobRunnerOptions {
  db: Db;
  payments: PaymentsDeps;
  mailer: Mailer;
  /** SMS and WhatsApp for booking updates; without it (tests of other jobs) no phone channel is registered. */
  phone?: PhoneNotificationDeps;
  logger: JobLogger;
  intervalMs?: number;
  /**
   * How long a claimed outbox message stays invisible to other nodes (processOutbox's default: 2 minutes).
   * A node that dies mid-batch delays its messages by this much; it must exceed a batch's run time.
   */
  outboxLockMs?: number;
}

export interface JobRunner {
  /** Stops scheduling runs and resolves once the run under way (if any) has finished. */
  stop(): Promise<void>;
}

const BATCH = 20;
/** How long a plan's month order stays open before the job asks Razorpay whether it was paid. */
const MONTH_ORDER_SETTLE_MS = 10 * 60_000;
/** Batches per run at most, so one run never starves the next expiry check. */
const MAX_BATCHES = 10;

/**
 * Background work on this node: releases unpaid holds, asks Razorpay about open orders and pending refunds,
 * releases centres' held payouts whose release window has passed, delivers the outbox and issues the invoices
 * completed bookings lack, now and then every `intervalMs` after the previous run ends (so runs never
 * overlap). Failures are logged, never thrown. Safe on several nodes at once: hold expiry and the outbox
 * claim their rows with SKIP LOCKED, and a payment or refund is recorded under its booking's row lock, once.
 */
export function startJobRunner({
  db,
  payments,
  mailer,
  phone,
  logger,
  intervalMs = 5000,
  outboxLockMs,
}: JobRunnerOptions): JobRunner {
  const handlers = jobHandlers(db, payments, mailer, phone);
  const invoiceSweep = missingInvoicesSweep(db, (bookingId, err) =>
    logger.error({ err, bookingId }, "Issuing a completed booking's missing invoice failed"),
  );
  const monthOrders = restingFor(MONTH_ORDER_SETTLE_MS);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /**
   * One job of a run: a failure is logged, never thrown, so the jobs after it still run. Each run is counted
   * (metrics) and kept as the job's last run (`job_runs`, shown on the console's System page).
   */
  async function attempt(job: JobName, failure: string, work: () => Promise<void>) {
    const startedAt = new Date();
    let error: unknown = null;
    try {
      await work();
    } catch (thrown) {
      error = thrown;
      logger.error({ err: thrown }, failure);
    }
    const durationMs = Date.now() - startedAt.getTime();
    observeJobRun(job, error === null, durationMs / 1000);
    runs.push({ job, startedAt, durationMs, error: error === null ? null : messageOf(error) });
  }
  let runs: JobRunRecord[] = [];

  async function runOnce() {
    runs = [];
    await attempt("expire-holds", "Releasing unpaid holds failed", async () => {
      const expired = await expireUnpaidHolds(db, currentTime());
      if (expired > 0) logger.info({ expired }, `Released ${expired} unpaid booking hold(s)`);
    });
    await attempt("reconcile-payments", "Reconciling payments failed", async () => {
      const repaired = await reconcileOpenOrders(db, payments);
      if (repaired > 0) logger.info({ repaired }, `Reconciled ${repaired} payment(s) with Razorpay`);
    });
    await attempt("reconcile-refunds", "Reconciling refunds failed", async () => {
      const settled = await reconcilePendingRefunds(db, payments);
      if (settled > 0) logger.info({ settled }, `Recorded ${settled} refund(s) Razorpay settled`);
    });
    await attempt("release-payouts", "Releasing overdue payouts failed", async () => {
      const released = await releaseOverduePayouts(db, payments.gateway, currentTime(), (bookingId, err) =>
        logger.error({ err, bookingId }, "Releasing a booking's held payout failed"),
      );
      if (released > 0)
        logger.info({ released }, `Released ${released} booking(s)' payouts after the window`);
    });
    // Before the outbox, so the customer hears of a missed visit in this run.
    await attempt("missed-visits", "Crediting missed field visits failed", async () => {
      const missed = await sweepMissedVisits(db, currentTime());
      if (missed.length > 0)
        logger.info({ missed: missed.length }, `Credited ${missed.length} missed visit(s)`);
    });
    await attempt("wash-plans", "The wash plans' day failed", async () => {
      // Months paid by UPI whose Checkout answer and webhook both went astray are found first (asking Razorpay
      // about each open order, so not on every run).
      if (monthOrders.due(currentTime()))
        await reconcileOpenMonthOrders(
          db,
          payments,
          new Date(currentTime().getTime() - MONTH_ORDER_SETTLE_MS),
        );
      const swept = await sweepPlans(db, currentTime());
      if (Object.values(swept).some((count) => count > 0)) logger.info(swept, "Wash plans' day");
    });
    await attempt("outbox", "Delivering the outbox failed", async () => {
      for (let batch = 0; batch < MAX_BATCHES && !stopped; batch++) {
        const result = await processOutbox(db, handlers, {
          limit: BATCH,
          logger,
          ...(outboxLockMs ? { lockMs: outboxLockMs } : {}),
        });
        countOutboxDeliveries(result);
        if (result.claimed < BATCH) break;
      }
    });
    // Not a run each time: the sweep is due when the node starts, then hourly (missingInvoicesSweep).
    if (invoiceSweep.isDue(currentTime())) {
      await attempt("issue-missing-invoices", "Issuing missing invoices failed", async () => {
        const { issued } = await invoiceSweep.run(currentTime());
        if (issued > 0) logger.info({ issued }, `Issued ${issued} missing invoice(s) of completed bookings`);
      });
    }
    await recordJobRuns(db, runs).catch((error: unknown) =>
      logger.error({ err: error }, "Recording the job runs failed"),
    );
  }

  function run() {
    running = runOnce().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(run, intervalMs);
    });
  }

  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * A job that runs at most once per `ms` of the server's clock. A clock moved back (a journey's test clock put
 * back) makes it due at once rather than waiting for the old time to come round again.
 */
function restingFor(ms: number) {
  let dueAt = 0;
  return {
    due(now: Date): boolean {
      const at = now.getTime();
      if (at < dueAt && at >= dueAt - ms) return false;
      dueAt = at + ms;
      return true;
    },
  };
}
