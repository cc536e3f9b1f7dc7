import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, onTestFinished } from "vitest";

/**
 * What a reliability test proved, for docs/reliability.md (rendered by scripts/reliability-report.mjs).
 * Only fixed parameters belong here, so the rendered file is the same on every run; anything that varies
 * (timings, counts that depend on the machine) goes in `measured`, which the report prints to the log only.
 */
export interface ReliabilityClaim {
  area: "Concurrency" | "Database faults" | "Payment faults" | "Webhooks" | "Hostile input";
  /** One sentence: what must hold. Unique within the area. */
  scenario: string;
  /** The load put on it, with fixed numbers ("200 customers, 1 slot with 3 bays, real HTTP"). */
  load: string;
  /** Faults injected, if any. */
  faults?: string;
  /** Inputs tried (e.g. "fast-check, 100 runs, seed 42"). */
  inputs?: string;
  /** Written only when the test passed: what nobody lost. */
  dataLost?: string;
  /** Set on tests that run on PostgreSQL only: why (the report shows it for PGlite). */
  needs?: string;
  /** Run-dependent numbers for the CI log (never rendered into the committed file). */
  measured?: Record<string, number | string>;
}

export const RESULTS_DIR = fileURLToPath(new URL("../../../../reliability-results/", import.meta.url));
const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

export const databaseKind = (): "postgres" | "pglite" => (process.env.DATABASE_URL ? "postgres" : "pglite");

const started = new Set<string>();

/**
 * Declares what the running test proves. The line is written (as JSON to
 * reliability-results/<database kind>/<test file>.jsonl) only once the test has finished and passed, so a
 * failing test is never reported as held. `claim.measured` may be filled in while the test runs.
 */
export function recordReliability(claim: ReliabilityClaim): ReliabilityClaim {
  const testPath = expect.getState().testPath ?? "unknown";
  const testName = expect.getState().currentTestName ?? "";
  const file = relative(REPO_ROOT, testPath);
  const dir = join(RESULTS_DIR, databaseKind());
  const target = join(dir, `${file.replaceAll("/", "__")}.jsonl`);
  if (!started.has(target)) {
    // This test file's lines from an earlier run are replaced by this run's.
    mkdirSync(dir, { recursive: true });
    writeFileSync(target, "");
    started.add(target);
  }
  onTestFinished(({ task }) => {
    if (task.result?.state !== "pass") return;
    const line = {
      ...claim,
      outcome: "held",
      dataLost: claim.dataLost ?? "none",
      database: databaseKind(),
      file,
      test: testName,
    };
    appendFileSync(target, `${JSON.stringify(line)}\n`);
  });
  return claim;
}
