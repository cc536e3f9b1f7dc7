import { createTestDb } from "@chamak/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newModelStats } from "../../../test/support/model-run";
import { setClockOffset } from "../../lib/clock";
import { allCommands, checkInvariants, emptyModel, newWorld } from "./capacity-model.commands";

// The capacity model: customers book, reschedule and cancel, the centre books walk-ins, moves bookings on its
// timeline, blocks bays, closes dates and adds breaks, and the clock runs, in any order (fast-check commands);
// the invariants of capacity-model.commands.ts are checked after every step. On PGlite, and on PostgreSQL with
// DATABASE_URL set. FC_RUNS, FC_COMMANDS and FC_SEED run it longer or otherwise.
let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  setClockOffset(0);
  await database?.close();
});

const SEED = Number(process.env.FC_SEED ?? 2929);
const RUNS = Number(process.env.FC_RUNS ?? 20);
const MAX_COMMANDS = Number(process.env.FC_COMMANDS ?? 30);

describe("the capacity state machine", () => {
  it(
    "never sells a bay twice, never books into a block, a closed date, a break or outside the hours, and offers exactly the bays that are free",
    async () => {
      const stats = newModelStats();
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 3 }),
          fc.commands(allCommands, { maxCommands: MAX_COMMANDS, size: "max" }),
          async (bays, commands) => {
            const model = emptyModel();
            const world = await newWorld(database.db, stats, bays);
            try {
              await checkInvariants(model, world);
              await fc.asyncModelRun(() => ({ model, real: world }), commands);
            } finally {
              setClockOffset(0);
            }
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: process.env.FC_SHRINK === "0" },
      );
      console.info(
        `Capacity model: ${RUNS} runs, ${stats.steps} steps, ${stats.invariantChecks} invariant checks, ${stats.refusals} refusals`,
        stats.outcomes,
      );
      expect(stats.invariantChecks).toBeGreaterThan(RUNS);
      expect(stats.outcomes["move: ok"] ?? 0).toBeGreaterThan(0);
      expect(stats.outcomes["walk-in: ok"] ?? 0).toBeGreaterThan(0);
    },
    10 * 60_000,
  );
});
