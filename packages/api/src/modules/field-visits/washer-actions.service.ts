import {
  type BookingTapParsed,
  errorMessage,
  FIELD_VISIT_POLICY,
  isPlanWashTap,
  isVisitLive,
  statusLabel,
  type WasherActionAnswer,
  type WasherActionParsed,
} from "@chamak/contracts";
import { type Db, type DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { lockBooking } from "../booking";
import { invalidateCatalogCache } from "../catalog";
import {
  addAfterPhotoIn,
  addCheckInPhotoIn,
  checkInAtDoorIn,
  finishJobIn,
  openCheckInIn,
  type StaffActor,
  startJobIn,
} from "../jobcard";
import { claimMedia } from "../media";
import { enqueue } from "../outbox";
import { chargeNotAccessible } from "./not-accessible.service";
import { applyPlanWashTap, planWashVersion } from "./plan-wash-actions";

/** The person on the phone at their centre. */
export interface FieldPerson {
  userId: number;
  centreId: number;
}

/** Where a visit must be for each action (none: no row yet, the washer has not set out). */
const FROM: Record<BookingTapParsed["action"], ReadonlyArray<VisitState | "assigned">> = {
  set_out: ["assigned", "on_the_way"],
  arrived: ["assigned", "on_the_way"],
  not_accessible: ["assigned", "on_the_way", "arrived"],
  check_in_photo: ["arrived"],
  check_in: ["arrived"],
  after_photo: ["arrived"],
  done: ["arrived"],
};
type VisitState = "on_the_way" | "arrived" | "not_accessible";

/**
 * One tap from a washer's phone, applied once. A replay of the same `clientActionId` (a queue synced twice, a
 * retry after a lost answer) answers what the first answered and changes nothing. An action made on another
 * version of the job than the server's (a second phone acted first) is refused, with the job as it is now, and
 * so is every later action that phone queued on top of it (they carry the versions that phone expected). The
 * visit's steps and the job card's steps done at the door (photos, the customer's code, done) share the job's
 * one version, so two phones can never both win. A plan wash's tap (done or not accessible, each with a photo)
 * goes the same way on the wash's own version (plan-wash-actions.ts).
 */
export async function applyWasherAction(
  db: Db,
  otpKey: string,
  person: FieldPerson,
  input: WasherActionParsed,
): Promise<WasherActionAnswer> {
  const earlier = await answered(db, input.clientActionId);
  if (earlier) return earlier;
  let finished = false;
  try {
    const answer = await db.$transaction(async (tx) => {
      const outcome = isPlanWashTap(input)
        ? await applyPlanWashTap(tx, person, input, believedTime(input.tappedAt))
        : await apply(tx, otpKey, person, input);
      const answer: WasherActionAnswer =
        outcome.refused === null
          ? {
              clientActionId: input.clientActionId,
              applied: true,
              version: outcome.version,
              reason: null,
              field: null,
            }
          : refusal(input, outcome.refused, outcome.version);
      await record(tx, person, input, answer);
      finished = input.action === "done" && answer.applied;
      return answer;
    });
    if (finished) invalidateCatalogCache(db);
    return answer;
  } catch (error) {
    if (isDuplicate(error)) return (await answered(db, input.clientActionId)) ?? Promise.reject(error);
    // Not theirs to act on (another centre's booking, a job on someone else's route): an error, not an answer.
    if (!(error instanceof DomainError) || error.code === "NOT_FOUND") throw error;
    // Refused: nothing of the action was written; the refusal is, so a replay is answered the same.
    const version = isPlanWashTap(input)
      ? await planWashVersion(db, input)
      : await versionOf(db, input.bookingId, input.leg);
    const answer = refusal(input, error, version);
    try {
      await db.$transaction((tx) => record(tx, person, input, answer));
    } catch (recordError) {
      if (!isDuplicate(recordError)) throw recordError;
      return (await answered(db, input.clientActionId)) ?? answer;
    }
    return answer;
  }
}

async function apply(
  tx: DbTx,
  otpKey: string,
  person: FieldPerson,
  input: BookingTapParsed,
): Promise<{ version: number; refused: DomainError | null }> {
  const booking = await lockBooking(tx, input.bookingId);
  if (booking.centreId !== person.centreId)
    throw new DomainError("NOT_FOUND", "bookingNotFound", "bookingId");
  const hold = await tx.crewHold.findUnique({
    where: { bookingId_leg: { bookingId: input.bookingId, leg: input.leg } },
    select: { member: { select: { userId: true } } },
  });
  if (hold?.member.userId !== person.userId) {
    throw new DomainError("NOT_FOUND", errorMessage("visitNotYours", { code: booking.code }), "bookingId");
  }
  if (!isVisitLive(booking.status)) {
    throw new DomainError(
      "PRECONDITION_FAILED",
      errorMessage("visitBookingOver", { code: booking.code, status: statusLabel(booking.status) }),
    );
  }
  const key = { bookingId_leg: { bookingId: input.bookingId, leg: input.leg } };
  const visit = await tx.fieldVisit.findUnique({ where: key });
  const state = visit?.state ?? "assigned";
  const version = visit?.version ?? 0;
  if (input.version !== version) {
    throw new DomainError("CONFLICT", errorMessage("visitStale", { state: state.replaceAll("_", " ") }));
  }
  if (!FROM[input.action].includes(state)) {
    throw new DomainError(
      "PRECONDITION_FAILED",
      errorMessage("visitWrongStep", { state: state.replaceAll("_", " ") }),
    );
  }
  const at = believedTime(input.tappedAt);
  const staff: StaffActor = { id: person.userId, role: "vendor", centreId: person.centreId };
  const next = version + 1;
  switch (input.action) {
    case "set_out": {
      const etaAt = new Date(at.getTime() + input.etaMinutes * 60_000);
      await tx.fieldVisit.upsert({
        where: key,
        create: { ...key.bookingId_leg, state: "on_the_way", userId: person.userId, setOutAt: at, etaAt },
        update: { state: "on_the_way", etaAt, version: next },
      });
      await enqueue(tx, "booking.visit_on_the_way", { bookingId: booking.id, etaAt: etaAt.toISOString() });
      break;
    }
    case "arrived":
      await tx.fieldVisit.upsert({
        where: key,
        create: {
          ...key.bookingId_leg,
          state: "arrived",
          userId: person.userId,
          setOutAt: at,
          etaAt: at,
          arrivedAt: at,
        },
        update: { state: "arrived", arrivedAt: at, version: next },
      });
      await enqueue(tx, "booking.visit_arrived", { bookingId: booking.id });
      break;
    case "not_accessible":
      await claimMedia(tx, {
        ids: [input.mediaId],
        purpose: "job_card_photo",
        uploadedBy: person.userId,
        owner: { kind: "booking", id: booking.id },
        field: "mediaId",
      });
      await tx.fieldVisit.upsert({
        where: key,
        create: {
          ...key.bookingId_leg,
          state: "not_accessible",
          userId: person.userId,
          setOutAt: at,
          etaAt: at,
          arrivedAt: at,
          notAccessibleAt: at,
          notAccessibleMediaId: input.mediaId,
        },
        update: {
          state: "not_accessible",
          arrivedAt: visit?.arrivedAt ?? at,
          notAccessibleAt: at,
          notAccessibleMediaId: input.mediaId,
          version: next,
        },
      });
      // The policy's fee: the booking becomes a no-show whose price is the fee (not-accessible.service.ts).
      await chargeNotAccessible(tx, staff, booking.id);
      break;
    case "check_in_photo":
      await openCheckInIn(tx, staff, booking.id, at);
      await addCheckInPhotoIn(tx, staff, { bookingId: booking.id, side: input.side, mediaId: input.mediaId });
      await bump(tx, key, next);
      break;
    case "check_in": {
      const checked = await checkInAtDoorIn(
        tx,
        otpKey,
        staff,
        { bookingId: booking.id, code: input.code },
        at,
      );
      // A wrong code counts a try, which must be kept: refused without rolling back.
      if (checked) return { version, refused: checked.refused };
      await startJobIn(tx, staff, booking.id, at);
      await bump(tx, key, next);
      break;
    }
    case "after_photo":
      await addAfterPhotoIn(tx, staff, { bookingId: booking.id, mediaId: input.mediaId });
      await bump(tx, key, next);
      break;
    case "done":
      await finishJobIn(tx, staff, { bookingId: booking.id }, at);
      await bump(tx, key, next);
      break;
  }
  await audit(
    tx,
    staff,
    `field_visit.${input.action}`,
    { type: "booking", id: booking.id },
    { leg: input.leg, version: next, tappedAt: input.tappedAt.toISOString() },
  );
  return { version: next, refused: null };
}

const bump = (
  tx: DbTx,
  key: { bookingId_leg: { bookingId: number; leg: BookingTapParsed["leg"] } },
  version: number,
) => tx.fieldVisit.update({ where: key, data: { version } });

/**
 * When it happened: the phone's clock, believed up to FIELD_VISIT_POLICY.maxQueuedHours back (a day's queue in
 * a basement) and never in the future; otherwise the server's.
 */
function believedTime(tappedAt: Date): Date {
  const now = currentTime();
  const earliest = now.getTime() - FIELD_VISIT_POLICY.maxQueuedHours * 3_600_000;
  const time = tappedAt.getTime();
  return Number.isNaN(time) || time > now.getTime() || time < earliest ? now : tappedAt;
}

function refusal(input: WasherActionParsed, error: DomainError, version: number): WasherActionAnswer {
  return {
    clientActionId: input.clientActionId,
    applied: false,
    version,
    reason: error.message,
    field: error.field ?? null,
  };
}

async function versionOf(db: Db, bookingId: number, leg: BookingTapParsed["leg"]): Promise<number> {
  const visit = await db.fieldVisit.findUnique({
    where: { bookingId_leg: { bookingId, leg } },
    select: { version: true },
  });
  return visit?.version ?? 0;
}

async function record(tx: DbTx, person: FieldPerson, input: WasherActionParsed, answer: WasherActionAnswer) {
  await tx.fieldVisitAction.create({
    data: {
      clientActionId: input.clientActionId,
      ...(isPlanWashTap(input)
        ? { subscriptionId: input.subscriptionId, planDate: input.washDate }
        : { bookingId: input.bookingId }),
      userId: person.userId,
      action: input.action,
      tappedAt: input.tappedAt,
      answer,
    },
  });
}

async function answered(db: Db, clientActionId: string): Promise<WasherActionAnswer | null> {
  const row = await db.fieldVisitAction.findUnique({ where: { clientActionId }, select: { answer: true } });
  return row ? (row.answer as WasherActionAnswer) : null;
}

const isDuplicate = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
