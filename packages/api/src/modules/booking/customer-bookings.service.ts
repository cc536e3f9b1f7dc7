import {
  type BookingView,
  cancelledByCompany,
  indiaToInstant,
  type MyBookingsInput,
  parseTime,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { pageOf, pageWindow } from "../../lib/page";
import { releaseCouponIfNothingKept } from "../coupons";
import { requestRefund } from "../ledger";
import { assertOpenOn } from "./availability.service";
import { assertAllowed, bookingFacts } from "./booking-permission";
import { bookingViews, findBookingView } from "./booking-view";
import { findFreeBay } from "./reserve-slot";
import { loadBookableCentre } from "./schedule";
import { announceNewSlot, bookingDuration, holdNewSlot, holdsBay } from "./slot-move";
import { slotEndOf, startTimesOn } from "./slots";
import { type LockedBooking, lockBooking, moveBooking } from "./transition";

/** Payment statuses of a booking something was paid for (some of it may have gone back since). */
const EVER_PAID = ["captured", "cash_collected", "refund_pending", "partially_refunded", "refunded"] as const;

export async function listMyBookings(db: Db, customerId: number, page: MyBookingsInput) {
  const where = {
    customerId,
    // A wash plan's months are on the plan's page; one is listed here only when asked for by its code.
    ...(page.code ? { code: page.code } : { serviceMode: { not: "plan" as const } }),
    ...(page.awaitingPayment ? { status: "pending_payment" as const, paymentMethod: "upi" as const } : {}),
    // payment_status is the ledger's derivation written back for lists like this one.
    ...(page.paid ? { paymentStatus: { in: [...EVER_PAID] } } : {}),
  };
  const [rows, total] = await Promise.all([
    db.booking.findMany({
      where,
      select: { id: true },
      orderBy: { createdAt: "desc" },
      ...pageWindow(page),
    }),
    db.booking.count({ where }),
  ]);
  return pageOf(
    page,
    await bookingViews(
      { pool: db },
      rows.map((row) => row.id),
      "customer",
    ),
    total,
  );
}

/** A customer's own booking; another customer's id is simply not found. */
export async function getMyBooking(db: Db, customerId: number, bookingId: number): Promise<BookingView> {
  const booking = await findBookingView({ pool: db }, bookingId, customerId);
  if (!booking) throw new DomainError("NOT_FOUND", "bookingNotFound");
  return booking;
}

async function lockOwnBooking(tx: DbTx, customerId: number, bookingId: number): Promise<LockedBooking> {
  const booking = await lockBooking(tx, bookingId);
  if (booking.customerId !== customerId) throw new DomainError("NOT_FOUND", "bookingNotFound");
  return booking;
}

/**
 * Policy (whyNot in @chamak/contracts): a customer may cancel up to POLICY.cancelMinHoursBeforeSlot before the
 * slot; everything paid online is then refunded (whatever earlier refunds left, from every payment). Later
 * than that, the booking stands and nothing is refunded.
 */
export async function cancelMyBooking(db: Db, customerId: number, bookingId: number, now = currentTime()) {
  const actor: Actor = { id: customerId, role: "user" };
  await db.$transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, customerId, bookingId);
    assertAllowed(await bookingFacts(tx, booking), "customer", "cancel", now);
    await moveBooking(tx, booking, "cancelled", actor, {
      cancelledBy: "customer",
      cancelledAt: now,
      cancelReason: "Cancelled by the customer",
      holdExpiresAt: null,
    });
    const { money } = await requestRefund(tx, actor, {
      bookingId,
      reason: "Cancelled by the customer in time",
    });
    await releaseCouponIfNothingKept(tx, bookingId, money.heldPaise);
  });
  return getMyBooking(db, customerId, bookingId);
}

/**
 * Moves a booking to another free slot: up to POLICY.rescheduleMinHoursBeforeSlot before it, or at any time as
 * the free reschedule after a centre's or admin's cancellation (whyNot in @chamak/contracts).
 */
export async function rescheduleMyBooking(
  db: Db,
  customerId: number,
  bookingId: number,
  slot: { date: string; time: string },
  now = currentTime(),
) {
  await db.$transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, customerId, bookingId);
    const facts = await bookingFacts(tx, booking);
    // Rescheduling after the centre cancelled revives the booking as it was paid: only with its money whole.
    const companyCancelled = cancelledByCompany(facts);
    assertAllowed(facts, "customer", companyCancelled ? "free_reschedule" : "reschedule", now);
    const previous = booking.slotStart;
    await moveToSlot(tx, booking, slot, now);
    const changes = companyCancelled
      ? {
          status: booking.paymentMethod === "cash" ? ("requested" as const) : ("paid" as const),
          companyChoice: "reschedule" as const,
        }
      : {};
    await tx.booking.update({
      where: { id: booking.id },
      data: { ...changes, rescheduleCount: { increment: 1 } },
    });
    await audit(
      tx,
      { id: customerId, role: "user" },
      "booking.rescheduled",
      { type: "booking", id: bookingId },
      {
        from: previous.toISOString(),
        to: `${slot.date} ${slot.time}`,
        afterCompanyCancellation: companyCancelled,
      },
    );
    const moved = await tx.booking.findUniqueOrThrow({
      where: { id: bookingId },
      select: { slotStart: true },
    });
    await announceNewSlot(tx, bookingId, previous, moved.slotStart);
  });
  return getMyBooking(db, customerId, bookingId);
}

/**
 * Moves a locked booking to a free slot as the one-tap rebooking after a visit nobody came for
 * (field-visits/rebook-missed-visit.service.ts): no reschedule rule, limit or count, as the centre missed it; its
 * people are planned anew and the customer and the centre hear of the new time (booking.rescheduled).
 */
export async function rebookLockedBooking(
  tx: DbTx,
  actor: Actor,
  booking: LockedBooking,
  slot: { date: string; time: string },
  now = currentTime(),
): Promise<{ slotStart: Date; slotEnd: Date }> {
  await moveToSlot(tx, booking, slot, now);
  const moved = await tx.booking.findUniqueOrThrow({
    where: { id: booking.id },
    select: { slotStart: true, slotEnd: true },
  });
  await audit(
    tx,
    actor,
    "booking.rebooked_after_missed_visit",
    { type: "booking", id: booking.id },
    { from: booking.slotStart.toISOString(), to: `${slot.date} ${slot.time}` },
  );
  await announceNewSlot(tx, booking.id, booking.slotStart, moved.slotStart);
  return moved;
}

async function moveToSlot(tx: DbTx, booking: LockedBooking, slot: { date: string; time: string }, now: Date) {
  const centre = await loadBookableCentre({ tx }, booking.centreId);
  const duration = await bookingDuration(tx, booking.id);
  assertOpenOn(centre.schedule, slot.date, centre.name);
  const minutes = parseTime(slot.time);
  const slotStart = indiaToInstant(slot.date, minutes);
  if (!startTimesOn(centre.schedule, slot.date, duration).includes(minutes) || slotStart <= now) {
    throw new DomainError(
      "BAD_INPUT",
      {
        id: "errors.slotNotBookable",
        values: { time: slot.time, date: slot.date, centre: centre.name },
      },
      "time",
    );
  }
  const target = { start: slotStart, end: slotEndOf(slotStart, duration, centre.schedule.slotMinutes) };
  // The booking's own hold does not count against its new slot: moving by half an hour may keep its bay.
  const bay = holdsBay(booking)
    ? await findFreeBay(tx, { id: centre.id, bays: centre.schedule.bays }, target, booking.id)
    : null;
  const reserved =
    (bay !== null || !holdsBay(booking)) && (await holdNewSlot(tx, booking, bay, target, centre));
  if (!reserved) throw new DomainError("CONFLICT", "slotFilled", "time");
}

/**
 * After a centre or admin cancelled: the customer takes a full refund of what is left online (a free
 * reschedule is rescheduleMyBooking).
 */
export async function refundAfterCompanyCancellation(
  db: Db,
  customerId: number,
  bookingId: number,
  now = currentTime(),
) {
  await db.$transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, customerId, bookingId);
    assertAllowed(await bookingFacts(tx, booking), "customer", "take_refund", now);
    await tx.booking.update({ where: { id: booking.id }, data: { companyChoice: "refund" } });
    const { money } = await requestRefund(
      tx,
      { id: customerId, role: "user" },
      { bookingId, reason: "Cancelled by the centre; customer chose a refund" },
    );
    await releaseCouponIfNothingKept(tx, bookingId, money.heldPaise);
  });
  return getMyBooking(db, customerId, bookingId);
}
