import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, onTestFinished } from "vitest";

/**
 * What a reliability test proved, for docs/reliability.md (rendered by scripts/reliability-report.mjs).
 * Only fixed parameters belong here, so the rendered file is the same on every run; anything that varies
 * (timings, counts that depend on the machine) goes in `measured`, which the report prints to the log only.
 */
export interface ReliabilityClaim {
  area:
    | "Concurrency"
    | "Database faults"
    | "Server faults"
    | "Payment faults"
    | "Webhooks"
    | "Money model"
    | "Hostile input";
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
  const file = relative(REPO_ROOT, expect.getState().testPath ?? "unknown");
  const test = expect.getState().currentTestName ?? "";
  const target = resultsFileOf(file);
  onTestFinished(({ task }) => {
    if (task.result?.state === "pass") append(target, claim, file, test);
  });
  return claim;
}

/**
 * Declares what a whole suite proves together (e.g. a property-based suite with one test per procedure): the
 * line is written after the suite's last test, only if every one of its tests passed. Call it where `afterAll`
 * may be called (at the top of a file or in a describe block).
 */
export function recordReliabilityOfSuite(claim: ReliabilityClaim): ReliabilityClaim {
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads hook arguments as fixtures and wants a pattern.
  afterAll(({}, suite) => {
    const tests = testsIn(suite);
    const filepath = "filepath" in suite ? suite.filepath : suite.file.filepath;
    const file = relative(REPO_ROOT, filepath);
    const target = resultsFileOf(file);
    if (tests.length > 0 && tests.every((t) => t.result?.state === "pass")) {
      append(target, claim, file, `all ${tests.length} tests of "${suite.name}"`);
    }
  });
  return claim;
}

type SuiteLike = { tasks: readonly ({ type: string; result?: { state?: string } } & Partial<SuiteLike>)[] };

function testsIn(suite: SuiteLike): { result?: { state?: string } }[] {
  return suite.tasks.flatMap((task) =>
    task.type === "suite" && task.tasks ? testsIn(task as SuiteLike) : [task],
  );
}

/** This test file's results file for this database; the first use in a run empties it (earlier runs' lines). */
function resultsFileOf(file: string): string {
  const dir = join(RESULTS_DIR, databaseKind());
  const target = join(dir, `${file.replaceAll("/", "__")}.jsonl`);
  if (!started.has(target)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(target, "");
    started.add(target);
  }
  return target;
}

function append(target: string, claim: ReliabilityClaim, file: string, test: string) {
  const line = {
    ...claim,
    outcome: "held",
    dataLost: claim.dataLost ?? "none",
    database: databaseKind(),
    file,
    test,
  };
  appendFileSync(target, `${JSON.stringify(line)}\n`);
}
