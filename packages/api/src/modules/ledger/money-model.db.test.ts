import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { modelSeed, newModelStats } from "../../../test/support/model-run";
import { recordReliability } from "../../../test/support/reliability-record";
import { type StandinAndDatabase, useStandinAndDatabase } from "../../../test/support/standin-database";
import { allCommands, checkDrainedInvariants, drain, emptyModel, newWorld } from "./money-model.commands";

const keys = { keyId: "rzp_test_money", keySecret: "money_secret", webhookSecret: "money_webhook" };
let parts: StandinAndDatabase;
useStandinAndDatabase(keys, (started) => {
  parts = started;
});

// Fewer, longer runs than the 120 × 60 it once took (about 2,700 steps; the steps are the cost), each run of the
// test command with a new seed: over many runs it explores more than one fixed seed ever did.
const SEED = modelSeed("Money model");
const RUNS = Number(process.env.FC_RUNS ?? 40);
const MAX_COMMANDS = Number(process.env.FC_COMMANDS ?? 80);

describe("the booking and money state machine", () => {
  it(
    "keeps the ledger, the payment status, Razorpay and the bays consistent whatever customers, centres, admins, Razorpay and the jobs do",
    async () => {
      const stats = newModelStats();
      const claim = recordReliability({
        area: "Money model",
        scenario:
          "Any interleaving of bookings, walk-ins at the counter (their UPI QR paid, polled, or cash taken instead), payments, confirmations, cancellations, reschedules, reviews, centre actions and changes of hours, bays and slot length, admin cancellations, refunds and disputes, doorstep visits nobody came for (swept, credited, rebooked) or whose car was not accessible (the fee), webhooks (duplicated, reordered, dropped), bank settlements, hold expiry, outbox and reconciliation keeps every booking's payment status equal to its ledger's, paid bookings paid, refunds within captures, each capture bound to one booking and every QR payment in its walk-in's ledger, each bay held once, a missed visit's credit and a not-accessible fee exactly the policy's with the rest refunded, and leaves nothing pending or owed once drained, the credit borne by the centre's share and not the commission",
        load: `${RUNS} runs × up to ${MAX_COMMANDS} commands`,
        faults:
          "webhooks held, duplicated, reordered and dropped; refunds held and settled processed or failed",
        inputs: `fast-check commands, ${RUNS} runs, a new seed each run (printed; FC_SEED replays one)`,
      });
      const { db, standin, payments } = parts;
      const adminUser = await signedInUser(db, "admin");
      const admin = callerFor(db, { token: adminUser.token, payments });
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 2 }),
          fc.commands(allCommands, {
            ...(process.env.FC_REPLAY ? { replayPath: process.env.FC_REPLAY } : {}),
            maxCommands: MAX_COMMANDS,
            size: (process.env.FC_SIZE ?? "max") as fc.SizeForArbitrary,
          }),
          async (bays, commands) => {
            runs += 1;
            const model = emptyModel();
            const world = await newWorld({ db, standin, payments, keys }, admin, stats, bays);
            await fc.asyncModelRun(() => ({ model, real: world }), commands);
            await drain(model, world);
            await checkDrainedInvariants(model, world);
          },
        ),
        {
          seed: SEED,
          numRuns: RUNS,
          ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
          endOnFailure: process.env.FC_SHRINK === "0",
        },
      );
      // The steps differ with each run's seed: measured (printed in the log), not the committed load.
      claim.measured = {
        runs,
        steps: stats.steps,
        invariantChecks: stats.invariantChecks,
        refusals: stats.refusals,
      };
      console.info(
        `Money model: ${runs} runs, ${stats.steps} steps, ${stats.refusals} refusals`,
        stats.outcomes,
      );
      expect(stats.invariantChecks).toBeGreaterThan(0);
    },
    15 * 60_000,
  );
});
