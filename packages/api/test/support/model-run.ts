/**
 * What the model-based tests (fast-check commands: the money, capacity and job card models) count while they
 * run, and how a command's call is made when a refusal by the rules is an answer like any other.
 */
export interface ModelStats {
  steps: number;
  invariantChecks: number;
  refusals: number;
  /** "<command>: <outcome>" → how often: which paths the runs reached. */
  outcomes: Record<string, number>;
}

export const newModelStats = (): ModelStats => ({ steps: 0, invariantChecks: 0, refusals: 0, outcomes: {} });

export function countOutcome(stats: ModelStats, label: string, outcome: string): void {
  const key = `${label}: ${outcome}`;
  stats.outcomes[key] = (stats.outcomes[key] ?? 0) + 1;
}

export type Attempted<T> = { ok: true; value: T } | { ok: false; code: string };

const describe = (error: unknown): string =>
  error instanceof Error
    ? `${error.name}: ${error.message}${error.cause ? ` (${describe(error.cause)})` : ""}`
    : String(error);

/**
 * Runs a command's call: success, or a refusal whose tRPC code is one of `refusals` (counted), is an answer;
 * anything else fails the run, naming the commands that led to it (`trail`).
 */
export async function attemptCall<T>(
  run: { stats: ModelStats; trail: readonly string[] },
  refusals: ReadonlySet<string>,
  label: string,
  call: () => Promise<T>,
): Promise<Attempted<T>> {
  try {
    const value = await call();
    countOutcome(run.stats, label, "ok");
    return { ok: true, value };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && refusals.has(code)) {
      run.stats.refusals += 1;
      countOutcome(run.stats, label, code);
      return { ok: false, code };
    }
    throw new Error(`${label} failed unexpectedly after [${run.trail.join(", ")}]: ${describe(error)}`, {
      cause: error,
    });
  }
}
