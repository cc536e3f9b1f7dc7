import type { AssignWasherInput, AssignWasherOutput } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";

/**
 * Puts a member of the centre's team on a booking of the centre as its washer (or takes them off: null). The
 * washer must be a member of the booking's centre (`centre_members`); a booking of another centre is not found.
 */
export async function assignWasher(
  db: Db,
  actor: { userId: number; centreId: number },
  input: AssignWasherInput,
): Promise<AssignWasherOutput> {
  return db.$transaction(async (tx) => {
    const booking = await tx.booking.findFirst({
      where: { id: input.bookingId, centreId: actor.centreId },
      select: { id: true, washerId: true },
    });
    if (!booking) throw new DomainError("NOT_FOUND", "bookingNotFound", "bookingId");
    let washer: AssignWasherOutput["washer"] = null;
    if (input.washerId !== null) {
      const member = await tx.centreMember.findUnique({
        where: { centreId_userId: { centreId: actor.centreId, userId: input.washerId } },
        select: { user: { select: { id: true, name: true } } },
      });
      if (!member) throw new DomainError("BAD_INPUT", "washerNotMember", "washerId");
      washer = member.user;
    }
    if (booking.washerId !== input.washerId) {
      await tx.booking.update({ where: { id: booking.id }, data: { washerId: input.washerId } });
      await audit(
        tx,
        { id: actor.userId, role: "vendor" },
        "booking.washer_assigned",
        { type: "booking", id: booking.id },
        { from: booking.washerId, to: input.washerId },
      );
    }
    return { bookingId: booking.id, washer };
  });
}

/** A washer who left the centre's team is taken off its bookings still to come (in the caller's transaction). */
export async function unassignWasherFromComingBookings(tx: DbTx, centreId: number, washerId: number) {
  await tx.booking.updateMany({
    where: {
      centreId,
      washerId,
      status: { in: ["pending_payment", "requested", "paid", "confirmed", "in_progress"] },
    },
    data: { washerId: null },
  });
}
