import fc from "fast-check";
import { it } from "vitest";
import { newModelStats } from "../../../test/support/model-run";
import { type StandinAndDatabase, useStandinAndDatabase } from "../../../test/support/standin-database";
import { DaysPass, emptyModel, newWorld, Pause, Subscribe } from "./plan-model.commands";

const keys = { keyId: "rzp_test_s", keySecret: "s_secret", webhookSecret: "s_webhook" };
let parts: StandinAndDatabase;
useStandinAndDatabase(keys, (started) => {
  parts = started;
});
/**
 * Found by the plan model: one washer, two cars a morning. A pauses its last days, C takes the place, then A's cash
 * month renews: A's next month must not go on the full washer (it is left for the centre to give).
 */
it("a renewal never puts a car on a washer's full morning", async () => {
  const model = emptyModel();
  const world = await newWorld(parts, newModelStats(), 1);
  const cmds = [
    new Subscribe(0, "monthly_cash", null, 13),
    new DaysPass(15),
    new DaysPass(3),
    new DaysPass(1),
    new Subscribe(0, "monthly_cash", null, 13),
    new DaysPass(8),
    new DaysPass(1),
    new Pause(0, 13, 1, 3),
    new Subscribe(0, "monthly_cash", null, 13),
    new DaysPass(1),
  ];
  // Each step checks the invariants (capacity among them) as the model run does.
  await fc.asyncModelRun(() => ({ model, real: world }), cmds);
}, 120_000);
