import { readFileSync } from "node:fs";
import type pg from "pg";

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s. */
const TICKS_PER_SECOND = 100;

/** User + system CPU time of a process in ms, or null once it is gone. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may contain spaces), counted from field 3 ("state").
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU time used by a server's processes and by the PostgreSQL backends serving their pools (by application_name). */
export interface CpuSnapshot {
  server: number;
  backends: Map<number, number>;
}

export interface CpuUsage {
  serverMs: number;
  postgresMs: number;
}

async function backendPids(monitor: pg.Client, applicationName: string): Promise<number[]> {
  const { rows } = await monitor.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE application_name = $1",
    [applicationName],
  );
  return rows.map((row) => row.pid);
}

export async function snapshotCpu(
  monitor: pg.Client,
  serverPids: readonly number[],
  applicationName: string,
): Promise<CpuSnapshot> {
  const backends = new Map<number, number>();
  for (const pid of await backendPids(monitor, applicationName)) {
    const ms = processCpuMs(pid);
    if (ms !== null) backends.set(pid, ms);
  }
  const server = serverPids.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0);
  return { server, backends } satisfies CpuSnapshot;
}

/**
 * CPU used between two snapshots. A backend that started in between counts in full; one that ended in
 * between is lost (pools keep their connections while under load, so this is rare and small).
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): CpuUsage {
  let postgresMs = 0;
  for (const [pid, ms] of after.backends) postgresMs += ms - (before.backends.get(pid) ?? 0);
  return { serverMs: after.server - before.server, postgresMs };
}

export interface QuietDatabase {
  waitedMs: number;
  /** Abandoned queries still running after the grace period, cancelled. */
  cancelled: number;
}

const ACTIVE_ELSEWHERE = `FROM pg_stat_activity
  WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`;

/**
 * Waits until no query runs on the benchmark database (other than the monitor's own) for `quietMs`: a run
 * abandons its in-flight requests when it ends, and the server behind it keeps working through its pool's
 * queue, which would otherwise slow the next run. After `graceMs` what still runs is abandoned work nobody
 * waits for (at 25x one uncached search runs for minutes, and the baseline has no statement timeout), so it
 * is cancelled, again each time the servers' queues start another, until the database is quiet.
 */
export async function quietDatabase(
  monitor: pg.Client,
  quietMs = 500,
  graceMs = 30_000,
): Promise<QuietDatabase> {
  const started = performance.now();
  let quietSince = started;
  let cancelled = 0;
  for (;;) {
    const now = performance.now();
    if (now - started < graceMs) {
      const { rows } = await monitor.query<{ busy: number }>(
        `SELECT count(*)::int AS busy ${ACTIVE_ELSEWHERE}`,
      );
      if ((rows[0]?.busy ?? 0) > 0) quietSince = now;
    } else {
      const { rows } = await monitor.query<{ cancelled: boolean }>(
        `SELECT pg_cancel_backend(pid) AS cancelled ${ACTIVE_ELSEWHERE}`,
      );
      if (rows.length > 0) quietSince = now;
      cancelled += rows.filter((row) => row.cancelled).length;
    }
    if (now - quietSince >= quietMs) return { waitedMs: now - started, cancelled };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
