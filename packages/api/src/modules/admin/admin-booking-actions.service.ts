import type { AdminBookingDetail } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import type { AdminActor } from "../../lib/admin-actor";
import { currentTime } from "../../lib/clock";
import { assertAllowed, bookingFacts, lockBooking, moveBooking } from "../booking";
import { requestAdminRefund } from "../ledger";
import { getBookingForAdmin } from "./admin-bookings.service";

/** An admin's refund of a booking, full or partial. */
export async function refundBookingAsAdmin(
  db: Db,
  actor: AdminActor,
  input: { bookingId: number; amountPaise?: number | undefined; reason: string },
): Promise<AdminBookingDetail> {
  await db.$transaction(async (tx) => {
    await lockBooking(tx, input.bookingId);
    await requestAdminRefund(tx, actor, input.bookingId, input);
  });
  return getBookingForAdmin(db, input.bookingId);
}

/**
 * Cancels a booking as the platform, when the rules let an admin (whyNot in @chamak/contracts, which the
 * detail's allowedActions shows). Like a centre's cancellation, the customer then chooses a free reschedule
 * or a full refund (booking.takeRefund); an admin can also refund directly.
 */
export async function cancelBookingAsAdmin(
  db: Db,
  actor: AdminActor,
  input: { bookingId: number; reason: string },
  now = currentTime(),
): Promise<AdminBookingDetail> {
  const reason = input.reason.trim();
  if (!reason) throw new DomainError("BAD_INPUT", "cancelReasonRequired", "reason");
  await db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    assertAllowed(await bookingFacts(tx, booking), "admin", "cancel", now);
    await moveBooking(
      tx,
      booking,
      "cancelled",
      actor,
      { cancelledBy: "admin", cancelledAt: now, cancelReason: reason, holdExpiresAt: null },
      { reason },
    );
  });
  return getBookingForAdmin(db, input.bookingId, now);
}
