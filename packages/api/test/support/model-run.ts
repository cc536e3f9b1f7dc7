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

/** What a model's run keeps as it goes: the commands so far (for a failure's message) and the counts. */
export interface ModelRun {
  stats: ModelStats;
  trail: string[];
}

/** The refusals by the rules a booking model's calls may meet: answers, not failures. */
export const BOOKING_REFUSALS: ReadonlySet<string> = new Set([
  "PRECONDITION_FAILED",
  "CONFLICT",
  "BAD_REQUEST",
  "NOT_FOUND",
  "TOO_MANY_REQUESTS",
]);

/** Fails the run with what broke and the commands that led there. */
export function failRun(run: ModelRun, what: string): never {
  throw new Error(`${what}\nafter [${run.trail.join(", ")}]`);
}

/** One command's step: counted and named in the trail, then its body, then the model's invariants. */
export async function runStep<M extends { step: number }, W extends ModelRun>(
  model: M,
  world: W,
  label: string,
  body: () => Promise<void>,
  checkInvariants: (model: M, world: W) => Promise<void>,
): Promise<void> {
  model.step += 1;
  world.trail.push(label);
  world.stats.steps += 1;
  await body();
  await checkInvariants(model, world);
}
