import { type CentreAction, indiaToInstant } from "@chamak/contracts";
import type { BookingStatus, Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { pageOf, pageWindow } from "../../lib/page";
import { invalidateCatalogCache } from "../catalog";
import { countCompletedBooking } from "../centre";
import { appendLedgerEntries, ledgerRef, ledgerTotals, syncPaymentStatus } from "../ledger";
import { enqueue, TOPIC } from "../outbox";
import { markPaymentCaptured } from "../payment-records";
import { bookedServiceIds } from "./booked-services";
import { assertAllowed, bookingFacts } from "./booking-permission";
import { bookingView } from "./booking-view";
import { centreBoardItems, centreBoardSelect } from "./centre-board-item";
import { type LockedBooking, lockBooking, moveBooking } from "./transition";

export interface CentreBookingFilter {
  status?: BookingStatus | undefined;
  /** An Indian calendar date (YYYY-MM-DD); all upcoming when absent. */
  date?: string | undefined;
  page: number;
  pageSize: number;
}

/** A centre's bookings by slot, for its board. */
export async function listCentreBookings(
  db: Db,
  centreId: number,
  filter: CentreBookingFilter,
  now = currentTime(),
) {
  const slotStart = filter.date
    ? { gte: indiaToInstant(filter.date, 0), lt: indiaToInstant(filter.date, 24 * 60) }
    : { gte: new Date(now.getTime() - 12 * 60 * 60 * 1000) };
  const where = { centreId, slotStart, ...(filter.status ? { status: filter.status } : {}) };
  const [rows, total] = await Promise.all([
    db.booking.findMany({
      where,
      select: centreBoardSelect,
      orderBy: { slotStart: "asc" },
      ...pageWindow(filter),
    }),
    db.booking.count({ where }),
  ]);
  return pageOf(filter, await centreBoardItems(db, rows, now), total);
}

/**
 * What a centre does to its own bookings, when the rules let it (whyNot in @chamak/contracts, which the
 * board's allowedActions shows): the state machine refuses impossible moves (no completing a cancelled
 * booking); a no-show can only be marked once the slot has started; cash is marked collected once. Sent with
 * the booking's updatedAt as shown, an action on a booking changed since is refused (optimistic concurrency).
 */
export async function actOnCentreBooking(
  db: Db,
  actor: Actor & { id: number },
  centreId: number,
  bookingId: number,
  action: { type: CentreAction; reason?: string | undefined; seenUpdatedAt?: Date | undefined },
  now = currentTime(),
) {
  await db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (booking.centreId !== centreId) throw new DomainError("NOT_FOUND", "bookingNotFound");
    // Acted on from a stale screen (another tab, another person): say so rather than act on what it no longer is.
    if (action.seenUpdatedAt && action.seenUpdatedAt.getTime() !== booking.updatedAt.getTime()) {
      throw new DomainError("CONFLICT", "bookingChanged");
    }
    await actOnLockedBooking(tx, actor, booking, action, now);
  });
  // A completed booking moves the centre's and its services' booking counts, which the catalog shows.
  if (action.type === "complete") invalidateCatalogCache(db);
  return bookingView({ pool: db }, bookingId, "centre", now);
}

/** A centre's action on a booking the caller locked (and checked is the centre's), when the rules allow it. */
export async function actOnLockedBooking(
  tx: DbTx,
  actor: Actor & { id: number },
  booking: LockedBooking,
  action: { type: CentreAction; reason?: string | undefined },
  now: Date,
) {
  assertAllowed(await bookingFacts(tx, booking), "centre", action.type, now);
  switch (action.type) {
    case "confirm":
      return moveBooking(tx, booking, "confirmed", actor);
    case "start":
      return moveBooking(tx, booking, "in_progress", actor);
    case "complete":
      await assertNoOpenJobCard(tx, booking.id);
      return completeLockedBooking(tx, actor, booking, now);
    case "no_show":
      return moveBooking(tx, booking, "no_show", actor);
    case "cancel": {
      const reason = action.reason?.trim();
      if (!reason) throw new DomainError("BAD_INPUT", "cancelReasonRequired", "reason");
      return moveBooking(tx, booking, "cancelled", actor, {
        cancelledBy: actor.role === "admin" ? "admin" : "centre",
        cancelledAt: now,
        cancelReason: reason,
        holdExpiresAt: null,
      });
    }
    case "cash_collected":
      return collectCash(tx, actor, booking.id, now);
  }
}

/**
 * The centre took what the booking still costs in cash (the rules checked it is still due): its total, less
 * what came off it since it was booked (a missed visit's credit, a plan month's credits and carried cash), so the cash payment is captured for that and
 * goes into the ledger, and the payouts hear of it (the centre now owes the commission).
 */
async function collectCash(tx: DbTx, actor: Actor, bookingId: number, now: Date) {
  const payment = await tx.payment.findFirst({
    where: { bookingId, method: "cash" },
    select: { id: true, amountPaise: true },
  });
  if (!payment) throw new DomainError("PRECONDITION_FAILED", "cashNotDue");
  // Off its total: a missed visit's credit; for a plan's month, its credited washes and the cash the month
  // before was paid beyond what it cost.
  const totals = await ledgerTotals(tx, bookingId);
  const amountPaise =
    payment.amountPaise -
    (totals.missed_visit_credit ?? 0) -
    (totals.plan_visit_credit ?? 0) -
    (totals.plan_cash_applied ?? 0);
  if (amountPaise <= 0) throw new DomainError("PRECONDITION_FAILED", "cashNotDue");
  await markPaymentCaptured(tx, payment.id, { capturedAt: now, amountPaise });
  await appendLedgerEntries(tx, actor, [
    {
      bookingId,
      kind: "cash_collected",
      amountPaise,
      reference: ledgerRef.payment(payment.id),
      paymentId: payment.id,
    },
  ]);
  await syncPaymentStatus(tx, bookingId);
  await enqueue(tx, TOPIC["booking.cash_collected"], { bookingId });
  await audit(tx, actor, "booking.cash_collected", { type: "booking", id: bookingId });
}

/**
 * The completion of a locked booking the rules allowed to complete: the move (invoices, payouts and the messages
 * follow from its outbox topic) and the booking counts. The board's action and the job card's "done" both use it;
 * the caller invalidates the catalog cache after its transaction.
 */
/**
 * A car checked in with a job card is completed by the card's own "done" (with its after photos), not from the
 * board: the database refuses it too (bookings_complete_with_job_card), this says why instead of failing.
 */
async function assertNoOpenJobCard(tx: DbTx, bookingId: number) {
  const card = await tx.jobCard.findUnique({ where: { bookingId }, select: { state: true } });
  if (card && card.state !== "done" && card.state !== "returned")
    throw new DomainError("CONFLICT", "finishJobCardFirst");
}

export async function completeLockedBooking(tx: DbTx, actor: Actor, booking: LockedBooking, now: Date) {
  await moveBooking(tx, booking, "completed", actor, { completedAt: now });
  // Completed bookings are what "most booked" and the booking counts show.
  const serviceIds = await bookedServiceIds(tx, booking.id);
  await countCompletedBooking(tx, { centreId: booking.centreId, serviceIds });
}
