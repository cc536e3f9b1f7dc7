import { formatCalendarDate } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";

/**
 * A period's washes for a subscription, each on its washer (the capacity count reads them); those scheduled
 * already stay. Answers how many were new.
 */
export async function scheduleVisits(
  tx: DbTx,
  visits: { subscriptionId: number; crewMemberId: number | null; dates: readonly string[] },
): Promise<number> {
  const { count } = await tx.planVisit.createMany({
    data: visits.dates.map((date) => ({
      subscriptionId: visits.subscriptionId,
      crewMemberId: visits.crewMemberId,
      date,
    })),
    skipDuplicates: true,
  });
  return count;
}

/** A date as messages name it: "Tue, 8 Dec". */
export const shownDate = (date: string): string =>
  formatCalendarDate(date, "en", { weekday: "short", day: "numeric", month: "short" });
