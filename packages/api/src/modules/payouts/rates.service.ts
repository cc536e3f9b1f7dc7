import { type CommissionRateInput, indiaDate, indiaToInstant } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";

/**
 * An admin sets the commission from an India date on: for one centre (an override) or the platform default.
 * Rates are added, never changed, so bookings already paid keep the rate of their day; a date in the past is
 * refused for the same reason.
 */
export async function setCommissionRate(
  db: Db,
  actor: Actor,
  input: CommissionRateInput,
  now = currentTime(),
): Promise<void> {
  if (input.effectiveFrom < indiaDate(now)) {
    throw new DomainError("BAD_INPUT", "dateInPast", "effectiveFrom");
  }
  if (input.centreId !== null) {
    const centre = await db.centre.findUnique({ where: { id: input.centreId }, select: { id: true } });
    if (!centre) throw new DomainError("NOT_FOUND", "centreNotFound", "centreId");
  }
  const row = await db.rateSchedule.create({
    data: {
      kind: "commission",
      centreId: input.centreId,
      basisPoints: input.basisPoints,
      effectiveFrom: indiaToInstant(input.effectiveFrom, 0),
      note: input.note ?? null,
      createdById: actor.id,
    },
  });
  await audit(
    db,
    actor,
    "payouts.commission_set",
    { type: "rate", id: row.id },
    {
      centreId: input.centreId,
      basisPoints: input.basisPoints,
      effectiveFrom: input.effectiveFrom,
    },
  );
}
