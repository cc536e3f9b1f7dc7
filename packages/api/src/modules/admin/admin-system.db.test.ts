import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, paidUpiBooking } from "../../../test/support/booking-fixtures";
import { callerFor } from "../../../test/support/caller";
import { recordJobRuns } from "../jobs/job-runs";
import { signedInCaller } from "./admin.fixtures";

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
});

afterAll(async () => {
  await close?.();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("admin.system", () => {
  it("reports the database, the outbox, stuck payments, the jobs' last runs and the providers", async () => {
    const admin = await signedInCaller(db, "admin");
    const system = {
      providers: {
        razorpay: "live",
        sms: "standin",
        whatsapp: "live",
        email: "standin",
        callMasking: "live",
      } as const,
      pingRedis: null,
      stuckPaymentMinutes: 30,
    };
    const caller = callerFor(db, { token: admin.token, system });
    const quiet = await caller.admin.system();
    expect(quiet.database.up).toBe(true);
    expect(quiet.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(quiet.redis).toBeNull();
    expect(quiet.outbox).toEqual({ backlog: 0, oldestPendingAgeSeconds: 0, dead: 0 });
    expect(quiet.stuckPayments).toEqual({ thresholdMinutes: 30, count: 0, oldest: [] });
    expect(quiet.jobs).toEqual([]);
    expect(quiet.providers).toEqual([
      { provider: "razorpay", mode: "live" },
      { provider: "sms", mode: "standin" },
      { provider: "whatsapp", mode: "live" },
      { provider: "email", mode: "standin" },
      { provider: "callMasking", mode: "live" },
    ]);

    // Payments: one created 45 minutes ago and one authorised an hour ago are stuck; one created 5 minutes ago
    // is not yet, and a captured one never is.
    const fixture = await bookableCentre(db);
    const { booking } = await paidUpiBooking(db, fixture);
    const payment = (
      state: "created" | "authorized",
      createdAt: Date,
      reconcileError: string | null = null,
    ) =>
      db.payment.create({
        data: { bookingId: booking.id, method: "upi", state, amountPaise: 49_900, createdAt, reconcileError },
      });
    const stuckCreated = await payment("created", minutesAgo(45), "Razorpay did not answer");
    const stuckAuthorised = await payment("authorized", minutesAgo(60));
    await payment("created", minutesAgo(5));
    // Cash the customer hands over on the day is waiting, not stuck, however long ago it was booked.
    await db.payment.create({
      data: {
        bookingId: booking.id,
        method: "cash",
        state: "created",
        amountPaise: 49_900,
        createdAt: minutesAgo(600),
      },
    });

    // The outbox: one message due two minutes ago, one due tomorrow (a reminder: not backlog), one dead.
    await db.outboxMessage.createMany({
      data: [
        { topic: "booking.paid", payload: { bookingId: booking.id }, runAt: minutesAgo(2) },
        {
          topic: "booking.reminder",
          payload: { bookingId: booking.id, slotStart: minutesAgo(-26 * 60).toISOString() },
          runAt: minutesAgo(-24 * 60),
        },
        {
          topic: "booking.paid",
          payload: { bookingId: booking.id },
          status: "failed",
          lastError: "SMTP said no",
        },
      ],
    });

    // Reconciliation ran: payments fine, then refunds failed after an earlier success.
    await recordJobRuns(db, [
      { job: "reconcile-refunds", startedAt: minutesAgo(10), durationMs: 12, error: null },
    ]);
    await recordJobRuns(db, [
      { job: "reconcile-payments", startedAt: minutesAgo(1), durationMs: 40, error: null },
      { job: "reconcile-refunds", startedAt: minutesAgo(1), durationMs: 30_000, error: "Razorpay timed out" },
    ]);

    const busy = await caller.admin.system();
    expect(busy.outbox.backlog).toBe(1);
    expect(busy.outbox.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(119);
    expect(busy.outbox.oldestPendingAgeSeconds).toBeLessThan(180);
    expect(busy.outbox.dead).toBe(1);
    expect(busy.stuckPayments.count).toBe(2);
    expect(busy.stuckPayments.oldest).toEqual([
      {
        paymentId: stuckAuthorised.id,
        bookingId: booking.id,
        bookingCode: booking.code,
        state: "authorized",
        amountPaise: 49_900,
        createdAt: stuckAuthorised.createdAt,
        reconcileError: null,
      },
      {
        paymentId: stuckCreated.id,
        bookingId: booking.id,
        bookingCode: booking.code,
        state: "created",
        amountPaise: 49_900,
        createdAt: stuckCreated.createdAt,
        reconcileError: "Razorpay did not answer",
      },
    ]);
    const [payments, refunds] = busy.jobs;
    expect(payments).toMatchObject({ job: "reconcile-payments", lastError: null, lastDurationMs: 40 });
    expect(payments?.lastSuccessAt?.getTime()).toBe(payments?.lastRunAt.getTime());
    expect(refunds).toMatchObject({ job: "reconcile-refunds", lastError: "Razorpay timed out" });
    // When it last worked is kept across the failure.
    expect(refunds?.lastSuccessAt?.getTime()).toBeCloseTo(minutesAgo(10).getTime(), -4);
    expect(refunds?.lastFailureAt?.getTime()).toBe(refunds?.lastRunAt.getTime());
  });

  it("leaves out a provider the host runs without (call masking in production without Exotel)", async () => {
    const admin = await signedInCaller(db, "admin");
    const system = {
      providers: { razorpay: "live", sms: "live", whatsapp: "live", email: "live" } as const,
      pingRedis: null,
      stuckPaymentMinutes: 30,
    };
    const { providers } = await callerFor(db, { token: admin.token, system }).admin.system();
    expect(providers.map((p) => p.provider)).toEqual(["razorpay", "sms", "whatsapp", "email"]);
  });

  it("a run recorded late never overwrites a newer one (two nodes)", async () => {
    await recordJobRuns(db, [{ job: "outbox", startedAt: minutesAgo(1), durationMs: 5, error: null }]);
    await recordJobRuns(db, [{ job: "outbox", startedAt: minutesAgo(3), durationMs: 9, error: "stale" }]);
    const row = await db.jobRun.findUniqueOrThrow({ where: { job: "outbox" } });
    expect(row.lastError).toBeNull();
    expect(row.lastDurationMs).toBe(5);
  });

  it("is for admins only", async () => {
    for (const role of ["user", "vendor"] as const) {
      const { caller } = await signedInCaller(db, role);
      await expect(caller.admin.system()).rejects.toThrow(TRPCError);
    }
    await expect(callerFor(db).admin.system()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
