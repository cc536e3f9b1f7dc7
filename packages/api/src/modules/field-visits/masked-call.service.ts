import { FIELD_SERVICE_MODES, isVisitLive, messagingNumber } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { type CallMasking, CallMaskingError, type MaskedCall } from "../messaging";

/** A masked number stays good this long after the visit's work ends (a question about the car afterwards). */
const AFTER_WORK_MS = 2 * 3_600_000;

/** The number a person is reached on: the verified phone, else the profile's mobile (+91 and 10 digits). */
const phoneOf = (user: { phone: string | null; mobile: string | null }) =>
  user.phone ?? messagingNumber(user.mobile);

/**
 * A number that connects the booking's customer and whoever comes first for it (the washer at the door, the
 * driver who fetches the car), neither seeing the other's own number. Either side may ask, while the booking is
 * live; both get the same number, which rings the other.
 */
export async function maskedCall(db: Db, calls: CallMasking, booking: { id: number }): Promise<MaskedCall> {
  const row = await db.booking.findUniqueOrThrow({
    where: { id: booking.id },
    select: {
      status: true,
      customer: { select: { phone: true, mobile: true } },
      crewHolds: {
        orderBy: { workStart: "asc" },
        select: {
          workEnd: true,
          member: { select: { member: { select: { user: { select: { phone: true, mobile: true } } } } } },
        },
      },
    },
  });
  const first = row.crewHolds[0];
  const last = row.crewHolds.at(-1);
  if (!isVisitLive(row.status) || !first || !last) {
    throw new DomainError("PRECONDITION_FAILED", "callNotOpen");
  }
  const customerPhone = phoneOf(row.customer);
  const crewPhone = phoneOf(first.member.member.user);
  if (!customerPhone || !crewPhone) throw new DomainError("PRECONDITION_FAILED", "callNoNumber");
  try {
    return await calls.connect({
      reference: `booking:${booking.id}`,
      customerPhone,
      crewPhone,
      validUntil: new Date(last.workEnd.getTime() + AFTER_WORK_MS),
    });
  } catch (error) {
    if (error instanceof CallMaskingError) throw new DomainError("UNAVAILABLE", "callUnavailable");
    throw error;
  }
}

/** The customer's own field booking by code, for their call (another's is "not found"). */
export async function ownFieldBooking(db: Db, customerId: number, bookingCode: string) {
  const booking = await db.booking.findFirst({
    where: { code: bookingCode, customerId, serviceMode: { in: [...FIELD_SERVICE_MODES] } },
    select: { id: true },
  });
  if (!booking) throw new DomainError("NOT_FOUND", "bookingNotFound");
  return booking;
}

/** A booking on the caller's own route at their centre, for their call to its customer. */
export async function ownRouteBooking(
  db: Db,
  person: { userId: number; centreId: number },
  bookingId: number,
) {
  const hold = await db.crewHold.findFirst({
    where: { bookingId, centreId: person.centreId, member: { userId: person.userId } },
    select: { bookingId: true },
  });
  if (!hold) throw new DomainError("NOT_FOUND", "bookingNotFound", "bookingId");
  return { id: hold.bookingId };
}
