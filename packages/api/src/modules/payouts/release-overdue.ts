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
  // From the held transfers (few: only shares waiting for a job to be done), not from every booking: this runs
  // every few seconds on every node.
  const due = await db.transfer.findMany({
    where: {
      state: "on_hold",
      booking: {
        status: { in: [...LIVE_AFTER_SLOT] },
        slotEnd: { lte: new Date(now.getTime() - releaseWindowMs()) },
        disputes: { none: { status: "open" } },
      },
      centre: { payout: { payoutsPaused: false } },
    },
    select: { bookingId: true },
    distinct: ["bookingId"],
    orderBy: { bookingId: "asc" },
    take: 100,
  });
  let released = 0;
  for (const { bookingId: id } of due) {
    try {
      await syncBookingPayouts(db, gateway, id, `release-window:${now.toISOString()}`, now);
      released += 1;
    } catch (error) {
      onError(id, error);
    }
  }
  return released;
}
