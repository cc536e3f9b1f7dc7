import type { Db } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import type { PaymentGateway } from "../payments";
import { LIVE_AFTER_SLOT, releaseWindowMs, syncBookingPayouts, WAITS_AFTER_REFUND } from "./route-sync";

/**
 * Releases the held shares of bookings nobody marked done once the release window after their slot has passed
 * (POLICY.payoutReleaseDaysAfterSlot), so a centre that forgets to close a job still gets paid. Bookings with an
 * open dispute, cancelled ones and paused centres (or centres in a bank change's hold) wait (syncBookingPayouts decides). One booking failing does not
 * stop the others; returns how many bookings were brought in line.
 */
export async function releaseOverduePayouts(
  db: Db,
  gateway: PaymentGateway,
  now = currentTime(),
  onError: (bookingId: number, error: unknown) => void = () => {},
): Promise<number> {
  // From the held transfers (few: only shares waiting for a job to be done), not from every booking: this runs
  // every few seconds on every node. A share of a payment with a refund is held in our books instead.
  const due = await db.transfer.findMany({
    where: {
      OR: [{ state: "on_hold" }, { state: "waiting", reason: WAITS_AFTER_REFUND }],
      booking: {
        status: { in: [...LIVE_AFTER_SLOT] },
        slotEnd: { lte: new Date(now.getTime() - releaseWindowMs()) },
        disputes: { none: { status: "open" } },
      },
      centre: { payout: { payoutsPaused: false, OR: [{ holdUntil: null }, { holdUntil: { lte: now } }] } },
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
