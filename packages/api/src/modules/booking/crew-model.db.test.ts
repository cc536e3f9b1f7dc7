import { createTestDb } from "@chamak/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelSeed, newModelStats } from "../../../test/support/model-run";
import { setClockOffset } from "../../lib/clock";
import { allCommands, checkInvariants, coverageExample, emptyModel, newWorld } from "./crew-model.commands";

// The field crew model: customers book doorstep, pick & drop and centre visits from near and far, reschedule and
// cancel; the centre changes shifts, runs jobs on and marks customers not there; dispatch gives jobs and a sick
// person's day to others; the clock runs; in any order (fast-check commands), with the invariants of
// crew-model.commands.ts after every step. On PGlite, and on PostgreSQL with DATABASE_URL set. FC_SEED replays a
// run; FC_RUNS and FC_COMMANDS run it longer.
let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  setClockOffset(0);
  await database?.close();
});

const RUNS = Number(process.env.FC_RUNS ?? 8);
const MAX_COMMANDS = Number(process.env.FC_COMMANDS ?? 30);

describe("the field crew state machine", () => {
  it(
    "never holds a person in two places, always leaves them time to travel, serves only inside the area, and offers a time exactly when booking it succeeds",
    async () => {
      const stats = newModelStats();
      const seed = modelSeed("Crew model");
      await fc.assert(
        fc.asyncProperty(
          fc.commands(allCommands, { maxCommands: MAX_COMMANDS, size: "max" }),
          async (commands) => {
            const model = emptyModel();
            const world = await newWorld(database.db, stats);
            try {
              await checkInvariants(model, world);
              await fc.asyncModelRun(() => ({ model, real: world }), commands);
            } finally {
              setClockOffset(0);
            }
          },
        ),
        {
          seed,
          numRuns: RUNS,
          endOnFailure: process.env.FC_SHRINK === "0",
          // The first run always reaches what the counts below need; the others are the seed's.
          examples: [[coverageExample()]],
        },
      );
      console.info(
        `Crew model: ${RUNS} runs, ${stats.steps} steps, ${stats.invariantChecks} invariant checks, ${stats.refusals} refusals`,
        stats.outcomes,
      );
      expect(stats.invariantChecks).toBeGreaterThan(RUNS);
      expect(stats.outcomes["book doorstep: ok"] ?? 0).toBeGreaterThan(0);
      expect(stats.outcomes["book pick_drop: ok"] ?? 0).toBeGreaterThan(0);
      expect(stats.outcomes["book doorstep: CONFLICT"] ?? 0).toBeGreaterThan(0);
      expect(stats.outcomes["reassign: ok"] ?? 0).toBeGreaterThan(0);
      expect(stats.outcomes["sick day: moved a job"] ?? 0).toBeGreaterThan(0);
    },
    10 * 60_000,
  );
});
