import { type AdminOverview, indiaDate, indiaToInstant } from "@chamak/contracts";
import type { BookingStatus, Db } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import { deriveBookingMoney, totalsOf } from "../ledger";
import { listFailedRefunds } from "./admin-failed-refunds.service";

/** Statuses of a booking the centre still has to serve. */
const TO_SERVE: readonly BookingStatus[] = ["requested", "paid", "confirmed", "in_progress"];

/**
 * Operations at a glance: today's bookings, GMV today and this month (what the ledger says customers paid and
 * keep, for bookings whose slot falls in the range, in India), and the queues waiting for an admin.
 */
export async function getAdminOverview(db: Db, now = currentTime()): Promise<AdminOverview> {
  const today = indiaDate(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const todayStarts = indiaToInstant(today, 0);
  const tomorrowStarts = indiaToInstant(today, 24 * 60);
  const [monthBookings, failedRefunds, pendingApprovals, openDisputes] = await Promise.all([
    db.booking.findMany({
      where: {
        slotStart: { gte: indiaToInstant(monthStart, 0), lt: tomorrowStarts },
        status: { not: "expired" },
      },
      select: { slotStart: true, status: true, ledger: { select: { kind: true, amountPaise: true } } },
    }),
    listFailedRefunds(db),
    db.centre.count({ where: { status: "pending" } }),
    db.dispute.count({ where: { status: "open" } }),
  ]);
  const overview: AdminOverview = {
    today,
    monthStart,
    bookingsToday: { total: 0, toServe: 0 },
    gmvTodayPaise: 0,
    gmvMonthPaise: 0,
    failedRefunds: failedRefunds.length,
    pendingApprovals,
    openDisputes,
  };
  for (const booking of monthBookings) {
    const kept = deriveBookingMoney(totalsOf(booking.ledger)).heldPaise;
    overview.gmvMonthPaise += kept;
    if (booking.slotStart < todayStarts) continue;
    overview.gmvTodayPaise += kept;
    overview.bookingsToday.total += 1;
    if (TO_SERVE.includes(booking.status)) overview.bookingsToday.toServe += 1;
  }
  return overview;
}
