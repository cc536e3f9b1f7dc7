import {
  errorMessage,
  indiaDate,
  JOB_CARD_REQUIRED_SIDES,
  type JobCardState,
  statusLabel,
} from "@chamak/contracts";
import type { DbTx, JobCardState as JobCardStateRow, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { type LockedBooking, lockBooking } from "../booking";

/** Who acts on a job card from the console: a centre's staff member (the lead maps roles later). */
export interface StaffActor extends Actor {
  id: number;
  centreId: number;
}

export const wrongStep = (state: JobCardState) =>
  new DomainError(
    "PRECONDITION_FAILED",
    errorMessage("jobCardWrongStep", { state: state.replace("_", " ") }),
  );

/** Locks the centre's own booking (another centre's is "not found", as on the board) and reads its job card. */
export async function lockOwnBooking(tx: DbTx, staff: StaffActor, bookingId: number) {
  const booking = await lockBooking(tx, bookingId);
  if (booking.centreId !== staff.centreId) throw new DomainError("NOT_FOUND", "bookingNotFound");
  const card = await tx.jobCard.findUnique({ where: { bookingId } });
  return { booking, card };
}

/** The locked booking's job card, which must exist and be in `state`. */
export async function lockCardIn(tx: DbTx, staff: StaffActor, bookingId: number, state: JobCardState) {
  const { booking, card } = await lockOwnBooking(tx, staff, bookingId);
  if (!card) throw new DomainError("NOT_FOUND", "jobCardNotFound");
  if (card.state !== state) throw wrongStep(card.state);
  // Nothing more is recorded for a booking cancelled while checking in.
  if (state === "checking_in") assertCheckInStatus(booking);
  return { booking, card };
}

/**
 * Moves a card one step, only if it is still where the caller saw it: the guarded update is what makes two tabs
 * (or two staff members) pressing the same button give one winner. The loser is told the card moved on.
 */
export async function moveCard(
  tx: DbTx,
  actor: Actor,
  card: { id: number; bookingId: number },
  from: JobCardStateRow,
  to: JobCardStateRow,
  data: Omit<Prisma.JobCardUpdateManyMutationInput, "state"> = {},
) {
  const moved = await tx.jobCard.updateMany({
    where: { id: card.id, state: from },
    data: { ...data, state: to },
  });
  if (moved.count === 0) {
    const now = await tx.jobCard.findUniqueOrThrow({ where: { id: card.id }, select: { state: true } });
    throw wrongStep(now.state);
  }
  await audit(
    tx,
    actor,
    `job_card.${to}`,
    { type: "booking", id: card.bookingId },
    { jobCardId: card.id, from },
  );
}

/** A booking may be checked in on its own day (in India), once confirmed (or paid, confirmed on the way). */
export function assertCheckInOpen(booking: LockedBooking, now: Date) {
  assertCheckInStatus(booking);
  if (indiaDate(booking.slotStart) !== indiaDate(now)) {
    throw new DomainError("PRECONDITION_FAILED", "jobCardNotToday");
  }
}

/** Check-in is for a confirmed (or paid) booking: not one cancelled, started from the board, or over. */
export function assertCheckInStatus(booking: LockedBooking) {
  if (booking.status !== "confirmed" && booking.status !== "paid") {
    throw new DomainError(
      "PRECONDITION_FAILED",
      errorMessage("jobCardBookingNotReady", { status: statusLabel(booking.status) }),
    );
  }
}

/** The hand-over asks the customer to confirm the record only once every outside side has a photo. */
export async function assertSidesPhotographed(tx: DbTx, jobCardId: number) {
  const sides = await tx.jobCardPhoto.findMany({
    where: { jobCardId, stage: "check_in" },
    select: { side: true },
  });
  const missing = JOB_CARD_REQUIRED_SIDES.filter((side) => !sides.some((photo) => photo.side === side));
  if (missing.length > 0) {
    throw new DomainError(
      "PRECONDITION_FAILED",
      errorMessage("jobCardSidesMissing", { sides: missing.join(", ") }),
    );
  }
}
