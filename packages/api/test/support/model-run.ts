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

/**
 * The seed of a model's runs: FC_SEED when given (to replay a failure), else a new one each time, so that every
 * run of the test command explores other command sequences than the last. It is printed first, and fast-check
 * prints it again with a failure's counterexample.
 */
export function modelSeed(model: string): number {
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
  console.info(`${model}: seed ${seed} (FC_SEED=${seed} replays this run)`);
  return seed;
}

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
