import { type Db, Prisma } from "@chamak/db";
import { utcTimestamp } from "../../lib/sql-timestamp";

/** The job runner's jobs, as the metrics, the logs and `job_runs` name them. */
export const JOB_NAMES = [
  "expire-holds",
  "reconcile-payments",
  "reconcile-refunds",
  "release-payouts",
  "outbox",
  "issue-missing-invoices",
  "missed-visits",
  "wash-plans",
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobRunRecord {
  job: JobName;
  startedAt: Date;
  durationMs: number;
  /** Why it failed; null when it worked. */
  error: string | null;
}

/** A failure's text for `job_runs.last_error`, bounded. */
export function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/**
 * Keeps each job's last run (one statement per run of the runner, whatever the number of nodes): when it ran,
 * how long it took, why it failed, and when it last worked and last failed (kept across runs that did not).
 */
export async function recordJobRuns(db: Db, runs: readonly JobRunRecord[]): Promise<void> {
  if (runs.length === 0) return;
  const noTime = Prisma.sql`NULL::timestamp(3)`;
  const rows = runs.map((run) => {
    const at = utcTimestamp(run.startedAt);
    return Prisma.sql`(${run.job}, ${at}, ${run.durationMs}::int, ${run.error}::text,
      ${run.error === null ? at : noTime}, ${run.error === null ? noTime : at})`;
  });
  await db.$executeRaw`
    INSERT INTO job_runs (job, last_run_at, last_duration_ms, last_error, last_success_at, last_failure_at)
    VALUES ${Prisma.join(rows)}
    ON CONFLICT (job) DO UPDATE SET
      last_run_at = EXCLUDED.last_run_at,
      last_duration_ms = EXCLUDED.last_duration_ms,
      last_error = EXCLUDED.last_error,
      last_success_at = COALESCE(EXCLUDED.last_success_at, job_runs.last_success_at),
      last_failure_at = COALESCE(EXCLUDED.last_failure_at, job_runs.last_failure_at)
    WHERE job_runs.last_run_at <= EXCLUDED.last_run_at`;
}
