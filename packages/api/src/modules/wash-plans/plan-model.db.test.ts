import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { modelSeed, newModelStats } from "../../../test/support/model-run";
import { recordReliability } from "../../../test/support/reliability-record";
import { type StandinAndDatabase, useStandinAndDatabase } from "../../../test/support/standin-database";
import { allCommands, emptyModel, newWorld } from "./plan-model.commands";

const keys = {
  keyId: "rzp_test_plan_model",
  keySecret: "plan_model_secret",
  webhookSecret: "plan_model_webhook",
};
let parts: StandinAndDatabase;
useStandinAndDatabase(keys, (started) => {
  parts = started;
});

// Short by default (it runs in every CI run, on PGlite and on PostgreSQL): a new seed each time explores other
// sequences; FC_RUNS and FC_COMMANDS make a longer run, FC_SEED replays one.
const SEED = modelSeed("Plan model");
const RUNS = Number(process.env.FC_RUNS ?? 6);
const MAX_COMMANDS = Number(process.env.FC_COMMANDS ?? 30);

describe("the wash plans' state machine", () => {
  it(
    "keeps every month's credits, payments, washers' mornings and recorded washes right whatever customers, washers, days and AutoPay do",
    async () => {
      const stats = newModelStats();
      const claim = recordReliability({
        // The plans are money (each month an order, its credits and debits): the money model's area.
        area: "Money model",
        scenario:
          "Any interleaving of subscriptions (cash, UPI AutoPay approved through the stand-in, or month by month by UPI; the same car again), months paid by UPI in the stand-in's Checkout (first, next, or resuming a halted plan), cash collected, skips and pauses before and after their cut-off, missed washes reported, washers recording done or not accessible, cancellations, days passing (the plans' sweep with its grace days, lapses and renewals, AutoPay debits charged and reconciled), debits failing and mandates revoked keeps each month's plan credits exactly its credited washes' values with due = price − credits, each month paid at most once and never beyond its price nor kept beyond what it cost once completed (cash beyond it carried to the next month, carried = applied), months that never overlap, every washer's morning within capacity, one live plan per vehicle, and a washer's recorded wash as recorded",
        load: `${RUNS} runs × up to ${MAX_COMMANDS} commands`,
        faults: "AutoPay debits failing (retried, halted), mandates revoked",
        inputs: `fast-check commands, ${RUNS} runs, a new seed each run (printed; FC_SEED replays one)`,
      });
      const { db, standin, payments } = parts;
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 2 }),
          fc.commands(allCommands, {
            ...(process.env.FC_REPLAY ? { replayPath: process.env.FC_REPLAY } : {}),
            maxCommands: MAX_COMMANDS,
            size: (process.env.FC_SIZE ?? "max") as fc.SizeForArbitrary,
          }),
          async (washers, commands) => {
            runs += 1;
            standin.controls.reset();
            const model = emptyModel();
            const world = await newWorld({ db, standin, payments }, stats, washers);
            await fc.asyncModelRun(() => ({ model, real: world }), commands);
          },
        ),
        {
          seed: SEED,
          numRuns: RUNS,
          ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
          endOnFailure: process.env.FC_SHRINK === "0",
        },
      );
      claim.measured = {
        runs,
        steps: stats.steps,
        invariantChecks: stats.invariantChecks,
        refusals: stats.refusals,
      };
      console.info(
        `Plan model: ${runs} runs, ${stats.steps} steps, ${stats.refusals} refusals`,
        stats.outcomes,
      );
      expect(stats.invariantChecks).toBeGreaterThan(0);
    },
    10 * 60_000,
  );
});
