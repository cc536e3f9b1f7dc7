import type { Db } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useMessagingStandinAndDatabase } from "../../../test/support/messaging";
import { newModelStats } from "../../../test/support/model-run";
import type { MessagingDeps } from "../messaging/messaging-deps";
import { allCommands, emptyModel, newReal } from "./job-card-model.commands";

let parts: { db: Db; standin: RunningMessagingStandin; messaging: MessagingDeps };
useMessagingStandinAndDatabase((started) => {
  parts = started;
});

const SEED = Number(process.env.FC_SEED ?? 2929);
const RUNS = Number(process.env.FC_RUNS ?? 50);
const MAX_COMMANDS = Number(process.env.FC_COMMANDS ?? 50);

describe("the job card state machine with the booking's", () => {
  it(
    "keeps the card and the booking in step whatever staff, the customer's codes, cancellations and the clock do",
    async () => {
      const stats = newModelStats();
      await fc.assert(
        fc.asyncProperty(
          fc.commands(allCommands, { maxCommands: MAX_COMMANDS, size: "max" }),
          async (commands) => {
            const model = emptyModel();
            const real = await newReal(parts, stats);
            await fc.asyncModelRun(() => ({ model, real }), commands);
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: process.env.FC_SHRINK === "0" },
      );
      console.info(
        `Job card model: ${stats.steps} steps, ${stats.invariantChecks} invariant checks`,
        stats.outcomes,
      );
      expect(stats.invariantChecks).toBeGreaterThan(0);
      // The runs reached every state: returned cards, complaints and the closed window among them.
      expect(Object.keys(stats.outcomes)).toEqual(
        expect.arrayContaining([
          "enterCode: ok",
          "done: ok",
          "reportDamage: ok",
          "reportDamage: errors.complaintWindowClosed",
          "enterCode: errors.jobCardCodeLocked",
          "enterCode: errors.jobCardCodeExpired",
          "boardComplete: errors.finishJobCardFirst",
        ]),
      );
    },
    10 * 60_000,
  );
});
