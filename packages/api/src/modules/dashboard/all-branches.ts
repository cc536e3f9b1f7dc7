import type { CentreRole, DashboardOutput, DashboardRangeInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { centreDashboard } from "./dashboard.service";

/**
 * The overview of the centre the request is about and, for an owner of more than one centre, the same range's
 * totals over every centre they own (each centre's own numbers, summed: the ledger stays the one source).
 */
export async function ownerOverview(
  db: Db,
  caller: { userId: number; centre: { id: number; role: CentreRole } },
  range: DashboardRangeInput,
): Promise<DashboardOutput> {
  const overview = await centreDashboard(db, caller.centre.id, range);
  if (caller.centre.role !== "owner") return overview;
  const owned = await db.centreMember.findMany({
    where: { userId: caller.userId, role: "owner" },
    select: { centreId: true },
    orderBy: { centreId: "asc" },
  });
  if (owned.length < 2) return overview;
  const totals = { centres: owned.length, bookings: 0, revenuePaise: 0, cashDuePaise: 0 };
  // One centre at a time: each is a few queries, and an owner has a handful of branches.
  for (const { centreId } of owned) {
    const each = centreId === caller.centre.id ? overview : await centreDashboard(db, centreId, range);
    totals.bookings += each.totals.bookings;
    totals.revenuePaise += each.totals.revenuePaise;
    totals.cashDuePaise += each.totals.cashDuePaise;
  }
  return { ...overview, allBranches: totals };
}
