import {
  LIVE_SUBSCRIPTION_STATES,
  type PlanSubscriberRow,
  readSiteDetails,
  type SocietyCount,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";

/** A centre's subscribers, live ones first, newest first within (the console's Plans page). */
export async function centreSubscribers(db: Db, centreId: number): Promise<PlanSubscriberRow[]> {
  const rows = await db.planSubscription.findMany({
    where: { centreId },
    orderBy: [{ id: "desc" }],
    take: 500,
    select: {
      id: true,
      status: true,
      billing: true,
      startDate: true,
      vehicleNumber: true,
      siteDetails: true,
      plan: { select: { name: true } },
      customer: { select: { name: true } },
      crewMember: { select: { member: { select: { user: { select: { name: true } } } } } },
    },
  });
  const live = (row: (typeof rows)[number]) => LIVE_SUBSCRIPTION_STATES.includes(row.status);
  return [...rows.filter(live), ...rows.filter((row) => !live(row))].map((row) => {
    const site = readSiteDetails(row.siteDetails);
    return {
      id: row.id,
      planName: row.plan.name,
      customerName: row.customer.name,
      vehicleNumber: row.vehicleNumber,
      society: site.society ?? null,
      tower: site.tower ?? null,
      state: row.status,
      billing: row.billing,
      washerName: row.crewMember?.member.user.name ?? null,
      startDate: row.startDate,
    };
  });
}

/**
 * How many washes each society has on a date (active subscriptions; skipped and paused washes not counted), most first; addresses without a society count under their address.
 */
export async function societyCounts(db: Db, centreId: number, date: string): Promise<SocietyCount[]> {
  return db.$queryRaw<SocietyCount[]>`
    SELECT coalesce(nullif(s.site_details->>'society', ''), s.address) AS society, count(*)::int AS visits
    FROM plan_visits v JOIN plan_subscriptions s ON s.id = v.subscription_id
    WHERE s.centre_id = ${centreId}::int AND v.date = ${date}
      AND v.state NOT IN ('skipped', 'paused') AND s.status = 'active'
    GROUP BY 1 ORDER BY 2 DESC, 1`;
}
