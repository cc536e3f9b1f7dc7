import {
  type CommissionRateInput,
  type CommissionScope,
  errorMessage,
  indiaDate,
  indiaToInstant,
  instantToIndia,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { rateAt } from "./rates";

type Scope = { centreId: number | null; effectiveFrom: string };

/** The commission in force for a scope on its date: the centre's (its own or the default), or the default's. */
async function commissionInForce(db: Db | DbTx, scope: Scope): Promise<number> {
  const at = indiaToInstant(scope.effectiveFrom, 0);
  if (scope.centreId !== null) return rateAt(db, "commission", scope.centreId, at);
  const row = await db.rateSchedule.findFirst({
    where: { kind: "commission", centreId: null, effectiveFrom: { lte: at } },
    orderBy: [{ effectiveFrom: "desc" }, { id: "desc" }],
    select: { basisPoints: true },
  });
  if (!row) throw new Error(`No default commission is in force on ${scope.effectiveFrom}`);
  return row.basisPoints;
}

/**
 * What a commission change would reach, for the admin to confirm before it is saved: the rate it replaces, how
 * many centres it applies to (a change of the default reaches every centre without a rate of its own on that
 * day) and the scope's history.
 */
export async function commissionScope(db: Db, scope: Scope): Promise<CommissionScope> {
  const at = indiaToInstant(scope.effectiveFrom, 0);
  const [currentBasisPoints, centres, withOwnRate, history] = await Promise.all([
    commissionInForce(db, scope),
    db.centre.count({ where: { status: { in: ["approved", "pending", "suspended"] } } }),
    db.centre.count({
      where: {
        status: { in: ["approved", "pending", "suspended"] },
        rates: { some: { kind: "commission", effectiveFrom: { lte: at } } },
      },
    }),
    db.rateSchedule.findMany({
      where: { kind: "commission", centreId: scope.centreId },
      orderBy: [{ effectiveFrom: "desc" }, { id: "desc" }],
      take: 20,
      select: {
        id: true,
        basisPoints: true,
        effectiveFrom: true,
        note: true,
        createdById: true,
        createdAt: true,
      },
    }),
  ]);
  const setterIds = [...new Set(history.flatMap((row) => (row.createdById ? [row.createdById] : [])))];
  const setters = new Map(
    (await db.user.findMany({ where: { id: { in: setterIds } }, select: { id: true, name: true } })).map(
      (user) => [user.id, user.name],
    ),
  );
  return {
    currentBasisPoints,
    centresAffected: scope.centreId === null ? centres - withOwnRate : 1,
    centresWithOwnRate: scope.centreId === null ? withOwnRate : 0,
    history: history.map((row) => ({
      id: row.id,
      basisPoints: row.basisPoints,
      effectiveFrom: instantToIndia(row.effectiveFrom).date,
      note: row.note,
      setBy: row.createdById === null ? null : (setters.get(row.createdById) ?? null),
      setAt: row.createdAt,
    })),
  };
}

/** The advisory lock space of commission changes (otp.service and receivable.ts use their own). */
const COMMISSION_LOCK_SPACE = 30_002;

/**
 * An admin sets the commission from an India date on: for one centre (an override) or the platform default.
 * Rates are added, never changed, so bookings already paid keep the rate of their day; a date in the past is
 * refused for the same reason. The admin confirmed replacing `replacesBasisPoints`: if another rate came into
 * force for that day meanwhile, the change is refused and the rate now in force named.
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
  await db.$transaction(async (tx) => {
    // One commission change at a time: two admins confirming the same rate both read it in force, and without
    // the lock both would be added, the later one silently replacing what the other confirmed.
    await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(${COMMISSION_LOCK_SPACE}::int, 0)) AS lock`;
    const inForce = await commissionInForce(tx, input);
    if (inForce !== input.replacesBasisPoints)
      throw new DomainError(
        "CONFLICT",
        errorMessage("commissionChanged", { percent: `${(inForce / 100).toLocaleString("en-IN")}%` }),
      );
    const row = await tx.rateSchedule.create({
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
      tx,
      actor,
      "payouts.commission_set",
      { type: "rate", id: row.id },
      {
        centreId: input.centreId,
        basisPoints: input.basisPoints,
        replacedBasisPoints: inForce,
        effectiveFrom: input.effectiveFrom,
      },
    );
  });
}
