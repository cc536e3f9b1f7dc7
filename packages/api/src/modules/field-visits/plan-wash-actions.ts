import { errorMessage, type PlanWashTapParsed } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { claimMedia } from "../media";
import { enqueue } from "../outbox";
import { recordPlanOutcome } from "../wash-plans";

/** The topic each plan wash tap tells the customer by. */
const TOPIC = {
  plan_done: "plan.wash_done",
  plan_not_accessible: "plan.wash_not_accessible",
} as const;

/**
 * A plan wash's tap from the washer's phone, in the tap's transaction: the wash recorded once by its version
 * (wash-plans' recordPlanOutcome), its photo claimed (the washer's own upload, attached to nothing yet), and the
 * customer's message queued with it. A stale version is a refusal (stored like an applied tap); a wash not on
 * this washer's round is NOT_FOUND, and so is a photo not theirs (claimMedia), both storing nothing.
 */
export async function applyPlanWashTap(
  tx: DbTx,
  person: { userId: number; centreId: number },
  input: PlanWashTapParsed,
  at: Date,
): Promise<{ version: number; refused: DomainError | null }> {
  const outcome = await recordPlanOutcome(tx, person, {
    subscriptionId: input.subscriptionId,
    date: input.washDate,
    version: input.version,
    outcome: input.action === "plan_done" ? "done" : "not_accessible",
    photoMediaId: input.mediaId,
    at,
  });
  if (!outcome) throw new DomainError("NOT_FOUND", errorMessage("planWashNotYours"), "subscriptionId");
  if (!outcome.applied) {
    return { version: outcome.version, refused: new DomainError("CONFLICT", outcome.reason) };
  }
  await claimMedia(tx, {
    ids: [input.mediaId],
    purpose: "job_card_photo",
    uploadedBy: person.userId,
    owner: { kind: "plan_subscription", id: input.subscriptionId },
    field: "mediaId",
  });
  await enqueue(tx, TOPIC[input.action], { subscriptionId: input.subscriptionId, date: input.washDate });
  return { version: outcome.version, refused: null };
}

/** The wash's version as the server has it now (0 when there is no such wash), for a refusal's answer. */
export async function planWashVersion(db: Db, input: PlanWashTapParsed): Promise<number> {
  const visit = await db.planVisit.findUnique({
    where: { subscriptionId_date: { subscriptionId: input.subscriptionId, date: input.washDate } },
    select: { version: true },
  });
  return visit?.version ?? 0;
}
