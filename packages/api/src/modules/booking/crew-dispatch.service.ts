import {
  ACTIVE_STATUSES,
  formatIndiaTime,
  indiaToInstant,
  type ReassignCrewInput,
  type ReassignDayInput,
  type ReassignDayOutput,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { holdFieldCrew, releaseCrew } from "../crew";
import { enqueue } from "../outbox";
import { bookedPlace, fieldBookingOf, putWasherOnJobCard } from "./booking-crew";
import { loadBookableCentreWith } from "./schedule";
import { type LockedBooking, lockBooking } from "./transition";

// Dispatch: the centre gives doorstep and pick & drop jobs to other people on the road, one booking at a time or a
// whole day of someone off sick. Each job is released and placed again by the same plan booking makes, so a person
// is never given a job they cannot reach in time; the customer is told who comes (booking.crew_changed).

/** Someone on the road cannot take this job: they are not free, off that day, or cannot get there in time. */
class NobodyFree extends Error {}

/**
 * Releases a locked doorstep or pick & drop booking's people and places it again among `eligible`, in the
 * caller's transaction; NobodyFree (the caller rolls back) when none of them can be there.
 */
async function placeAgain(
  tx: DbTx,
  booking: LockedBooking,
  eligible: (person: { userId: number }) => boolean,
): Promise<void> {
  const { centre } = await loadBookableCentreWith({ tx }, booking.centreId, [], { anyStatus: true });
  const where = bookedPlace(booking);
  const field = fieldBookingOf(centre, booking, where, { start: booking.slotStart, end: booking.slotEnd });
  if (!field) throw new DomainError("PRECONDITION_FAILED", "bookingHasNoCrew", "bookingId");
  await releaseCrew(tx, booking.id);
  const plan = await holdFieldCrew(tx, booking.id, field, eligible);
  if ("missing" in plan) throw new NobodyFree();
  await putWasherOnJobCard(tx, booking.id, plan);
  await tx.booking.update({ where: { id: booking.id }, data: { updatedAt: currentTime() } });
}

async function announce(tx: DbTx, actor: Actor, booking: LockedBooking, to: number, auditData: object) {
  await audit(
    tx,
    actor,
    "booking.crew_reassigned",
    { type: "booking", id: booking.id },
    { to, ...auditData },
  );
  await enqueue(tx, "booking.crew_changed", { bookingId: booking.id });
}

async function lockLiveBooking(tx: DbTx, centreId: number, bookingId: number): Promise<LockedBooking> {
  const booking = await lockBooking(tx, bookingId);
  if (booking.centreId !== centreId) throw new DomainError("NOT_FOUND", "bookingNotFound", "bookingId");
  if (!ACTIVE_STATUSES.includes(booking.status)) {
    throw new DomainError("PRECONDITION_FAILED", "bookingHasNoCrew", "bookingId");
  }
  return booking;
}

/** Gives one booking's jobs to `userId`, a person on the road, if they can be there; the customer is told. */
export async function reassignCrew(
  db: Db,
  actor: Actor & { id: number },
  centreId: number,
  input: ReassignCrewInput,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const booking = await lockLiveBooking(tx, centreId, input.bookingId);
    if (input.seenUpdatedAt && input.seenUpdatedAt.getTime() !== booking.updatedAt.getTime()) {
      throw new DomainError("CONFLICT", "bookingChanged");
    }
    const person = await tx.crewMember.findUnique({
      where: { centreId_userId: { centreId, userId: input.userId } },
      select: { member: { select: { user: { select: { name: true } } } } },
    });
    if (!person) throw new DomainError("NOT_FOUND", "crewMemberNotFound", "userId");
    try {
      await placeAgain(tx, booking, (candidate) => candidate.userId === input.userId);
    } catch (error) {
      if (!(error instanceof NobodyFree)) throw error;
      const values = {
        name: person.member.user.name,
        time: formatIndiaTime(booking.slotStart),
        code: booking.code,
      };
      throw new DomainError("CONFLICT", { id: "errors.crewCannotTake", values }, "userId");
    }
    await announce(tx, actor, booking, input.userId, {});
  });
}

/**
 * A person off for a day: each of their jobs that day not yet set out for goes to whoever else can be there (nearest,
 * then least busy), one booking at a time in its own transaction; a job nobody else can take stays theirs and
 * is listed, for the centre to move or call about. The customers whose job moved are told who comes.
 */
export async function reassignDay(
  db: Db,
  actor: Actor & { id: number },
  centreId: number,
  input: ReassignDayInput,
): Promise<ReassignDayOutput> {
  const person = await db.crewMember.findUnique({
    where: { centreId_userId: { centreId, userId: input.userId } },
    select: { id: true },
  });
  if (!person) throw new DomainError("NOT_FOUND", "crewMemberNotFound", "userId");
  const holds = await db.crewHold.findMany({
    where: {
      crewMemberId: person.id,
      workStart: { gte: indiaToInstant(input.date, 0), lt: indiaToInstant(input.date, 24 * 60) },
      // Still ahead: they have not left for it (a job under way stays with whoever is doing it).
      travelStart: { gt: currentTime() },
      booking: { status: { in: ACTIVE_STATUSES.filter((status) => status !== "in_progress") } },
    },
    orderBy: { workStart: "asc" },
    select: { bookingId: true, booking: { select: { code: true } } },
  });
  const bookings = [...new Map(holds.map((hold) => [hold.bookingId, hold.booking.code])).entries()];
  const outcome: ReassignDayOutput = { moved: [], kept: [] };
  for (const [bookingId, code] of bookings) {
    try {
      const to = await db.$transaction(async (tx) => {
        const booking = await lockLiveBooking(tx, centreId, bookingId);
        await placeAgain(tx, booking, (candidate) => candidate.userId !== input.userId);
        const taken = await tx.crewHold.findFirstOrThrow({
          where: { bookingId },
          orderBy: { workStart: "asc" },
          select: {
            member: { select: { userId: true, member: { select: { user: { select: { name: true } } } } } },
          },
        });
        await announce(tx, actor, booking, taken.member.userId, { from: input.userId, dayOff: input.date });
        return taken.member.member.user.name;
      });
      outcome.moved.push({ bookingId, code, to });
    } catch (error) {
      if (!(error instanceof NobodyFree)) throw error;
      outcome.kept.push({ bookingId, code });
    }
  }
  return outcome;
}
