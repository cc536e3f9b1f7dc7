import { isGstRegisteredAt } from "@chamak/contracts";
import type { Db, DbTx, RateKind } from "@chamak/db";
import type { SettlementRates } from "./settlement";

/**
 * A rate in force at `at`: the centre's own latest row (an admin's override) if it has one, else the platform
 * default's latest. Rows are only ever added, so a booking settled later still finds the rates of its day.
 */
export async function rateAt(db: Db | DbTx, kind: RateKind, centreId: number, at: Date): Promise<number> {
  const row = await db.rateSchedule.findFirst({
    where: { kind, effectiveFrom: { lte: at }, OR: [{ centreId }, { centreId: null }] },
    // The centre's own rows first (nulls last), then the latest.
    orderBy: [{ centreId: { sort: "asc", nulls: "last" } }, { effectiveFrom: "desc" }, { id: "desc" }],
    select: { basisPoints: true },
  });
  if (!row) throw new Error(`No ${kind} rate is in force on ${at.toISOString()}`);
  return row.basisPoints;
}

/** The rates a centre's booking is settled at, for money captured at `at`. */
export async function settlementRatesAt(
  db: Db | DbTx,
  centre: { id: number; gstin: string | null; gstRegisteredAt: Date | null },
  at: Date,
): Promise<SettlementRates> {
  const [commissionBp, tcsBp] = await Promise.all([
    rateAt(db, "commission", centre.id, at),
    rateAt(db, "tcs", centre.id, at),
  ]);
  return { commissionBp, tcsBp, gstRegistered: isGstRegisteredAt(centre, at) };
}
