import type { Db } from "@chamak/db";
import type { PaymentGateway } from "../payments/razorpay-client";
import { LIVE_AFTER_SLOT, releaseWindowMs, syncBookingPayouts } from "./route-sync";

/**
 * Releases the held shares of bookings nobody marked done once the release window after their slot has passed
 * (POLICY.payoutReleaseDaysAfterSlot), so a centre that forgets to close a job still gets paid. Bookings with an
 * open dispute, cancelled ones and paused centres wait (syncBookingPayouts decides). One booking failing does not
 * stop the others; returns how many bookings were brought in line.
 */
export async function releaseOverduePayouts(
  db: Db,
  gateway: PaymentGateway,
  now = new Date(),
  onError: (bookingId: number, error: unknown) => void = () => {},
): Promise<number> {
  const due = await db.booking.findMany({
    where: {
      status: { in: [...LIVE_AFTER_SLOT] },
      slotEnd: { lte: new Date(now.getTime() - releaseWindowMs()) },
      transfers: { some: { state: "on_hold" } },
      disputes: { none: { status: "open" } },
      centre: { payout: { payoutsPaused: false } },
    },
    select: { id: true },
    orderBy: { slotEnd: "asc" },
    take: 100,
  });
  let released = 0;
  for (const { id } of due) {
    try {
      await syncBookingPayouts(db, gateway, id, `release-window:${now.toISOString()}`, now);
      released += 1;
    } catch (error) {
      onError(id, error);
    }
  }
  return released;
}
