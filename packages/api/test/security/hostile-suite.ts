/**
 * Property-based hostile input against tRPC procedures: each procedure gets its valid input broken at random
 * (or plain junk) and must answer with a client error that names the field, never an internal error, never a
 * partial write, never a polluted prototype.
 */
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { TRPCError } from "@trpc/server";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ZodError } from "zod";
import { clientErrorOf } from "../../src/client-errors";
import { isDomainError } from "../../src/errors";
import { changedTables, dbFingerprint } from "../support/db-fingerprint";
import {
  describePayload,
  edgeCasesOf,
  hostileVariantsOf,
  isPlainObject,
  prototypeIsPolluted,
} from "../support/hostile-input";
import { inputSchemaOf, mountedProcedures, PROCEDURES, procedureAt } from "../support/procedure-fixtures";
import { recordReliabilityOfSuite } from "../support/reliability-record";
import { allowedRole, buildWorld, callerAs, healWorld, type World } from "../support/security-world";

/**
 * Runs per procedure; HOSTILE_RUNS raises it for a deeper local soak. The seed is fixed, so every run tries
 * the same inputs and docs/reliability.md can say which; FC_SEED tries others (or replays a failure).
 */
export const RUNS = Number(process.env.HOSTILE_RUNS ?? 30);
export const SEED = Number(process.env.FC_SEED ?? 20_261_123);

/** What is wrong with one answer to a hostile input; empty when it is fine. */
function problemsWith(valid: unknown, input: unknown, error: unknown, changed: string[]): string[] {
  const problems: string[] = [];
  if (!(error instanceof TRPCError)) return [`threw a non-tRPC error: ${String(error)}`];
  if (error.code === "INTERNAL_SERVER_ERROR") {
    const cause =
      error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : String(error.cause);
    problems.push(`INTERNAL_SERVER_ERROR (${cause.slice(0, 400)})`);
  }
  if (error.code === "BAD_REQUEST") {
    const fields = clientErrorOf(error.cause, error.message, false).fieldErrors;
    const named = fields ? Object.keys(fields).filter((field) => field !== "input") : [];
    if (error.cause instanceof ZodError && isPlainObject(valid) && isPlainObject(input) && named.length === 0)
      problems.push(`validation error names no field: ${error.message}`);
    if (isDomainError(error.cause) && error.cause.code === "BAD_INPUT" && !error.cause.field)
      problems.push(`BAD_INPUT names no field: ${error.message}`);
  }
  if (changed.length > 0) problems.push(`refused (${error.code}) but wrote: ${changed.join(", ")}`);
  return problems;
}

/** Registers one test per procedure whose path `select` accepts, on a database and world of its own. */
export function hostileInputSuite(select: (path: string) => boolean, label: string) {
  let db: Db;
  let close: () => Promise<void>;
  let world: World;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    world = await buildWorld(db);
  });

  afterAll(async () => {
    await world?.close();
    await close?.();
  });

  const paths = mountedProcedures().filter(select);
  recordReliabilityOfSuite({
    area: "Hostile input",
    scenario: `Hostile input to every ${label} tRPC procedure gets a client error naming the field: no 500, no partial write, no polluted prototype`,
    load: `${paths.length} procedures, each called with its valid input broken at random or plain junk`,
    inputs: `fast-check, ${RUNS} random runs per procedure plus its systematic edge cases, seed ${SEED}`,
  });

  it("covers at least one procedure, each with a fixture", () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !PROCEDURES[path])).toEqual([]);
  });

  it.each(paths)("%s: hostile input gets a named client error, no 500, no partial write", async (path) => {
    const fixture = PROCEDURES[path];
    if (!fixture) throw new Error(`no fixture for ${path}`);
    const role = allowedRole(fixture.level);
    const valid = await fixture.input?.(world, role);
    const caller = await callerAs(world, role);
    const call = procedureAt(caller, path);
    // fast-check counts examples within numRuns: the systematic cases come on top of the random runs.
    const examples = edgeCasesOf(valid, inputSchemaOf(path)).map((input) => [input] as [unknown]);
    let before = await dbFingerprint(db);
    try {
      await fc.assert(
        fc.asyncProperty(hostileVariantsOf(valid), async (input) => {
          let problems: string[] = [];
          try {
            await call(input);
            before = await dbFingerprint(db);
          } catch (error) {
            const after = await dbFingerprint(db);
            problems = problemsWith(valid, input, error, changedTables(before, after));
            before = after;
          }
          if (prototypeIsPolluted()) problems.push("Object.prototype was polluted");
          if (problems.length > 0)
            throw new Error(`${problems.join("; ")}\n  input: ${describePayload(input)}`);
        }),
        {
          numRuns: examples.length + RUNS,
          examples,
          seed: SEED,
          endOnFailure: true,
        },
      );
    } finally {
      await healWorld(world);
    }
  });
}
