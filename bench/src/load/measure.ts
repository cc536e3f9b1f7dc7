import type autocannon from "autocannon";
import type pg from "pg";
import { loadAverage } from "../report/environment";
import type { Measurement, Target } from "../report/write-report";
import type { RunningServer } from "../servers/start-server";
import { type CpuSnapshot, cpuBetween, quietDatabase, snapshotCpu } from "./cpu-usage";
import { type LoadOptions, runLoad } from "./run-load";

export interface MeasureInput {
  endpoint: string;
  description: string;
  target: Target;
  server: RunningServer;
  requests: autocannon.Request[];
  load: LoadOptions;
  /** A connection to the benchmark database, to find the server's PostgreSQL backends. */
  monitor: pg.Client;
}

const f = (n: number) => n.toFixed(1).padStart(7);

/** Warm-up and measured window in one run, with the CPU the server and its PostgreSQL backends used in the window. */
export async function measure(input: MeasureInput): Promise<Measurement> {
  const { server, requests, load, monitor } = input;
  const quiet = await quietDatabase(monitor);
  const loadBefore = loadAverage();
  const snapshots: Promise<CpuSnapshot>[] = [];
  const { stats, raw } = await runLoad(server.origin, requests, load, () => {
    snapshots.push(snapshotCpu(monitor, [server.pid], server.applicationName));
  });
  const [before, after] = await Promise.all(snapshots);
  if (!before || !after) throw new Error("the measured window did not open and close");
  const used = cpuBetween(before, after);
  const perRequest = (ms: number) => (stats.requests > 0 ? ms / stats.requests : Number.NaN);
  const cpu = {
    serverMsPerRequest: perRequest(used.serverMs),
    postgresMsPerRequest: perRequest(used.postgresMs),
  };
  const failures = stats.non2xx + stats.errors;
  console.log(
    `  ${input.target.padEnd(17)} ${Math.round(stats.requestsPerSecond).toString().padStart(6)} req/s  p50 ${f(stats.p50)}  p95 ${f(stats.p95)}  p99 ${f(stats.p99)} ms  cpu/req node ${cpu.serverMsPerRequest.toFixed(2)} pg ${cpu.postgresMsPerRequest.toFixed(2)} ms  load ${loadBefore[0]}${
      failures ? `  non-2xx ${stats.non2xx} errors ${JSON.stringify(stats.errorKinds)}` : ""
    }`,
  );
  console.log(
    `    answered, per second sent: ${stats.perSecond.join(" ")}  (waited ${Math.round(quiet.waitedMs)} ms for a quiet database first${
      quiet.cancelled ? `, cancelling ${quiet.cancelled} abandoned queries` : ""
    })`,
  );
  return {
    endpoint: input.endpoint,
    description: input.description,
    target: input.target,
    loadBefore,
    stats,
    cpu,
    raw,
  };
}
