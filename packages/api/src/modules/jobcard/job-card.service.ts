import {
  errorMessage,
  JOB_CARD_POLICY,
  type JobCardConditionInput,
  type VehicleSide,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { assertAllowed, bookingFacts, completeLockedBooking } from "../booking";
import { invalidateCatalogCache } from "../catalog";
import type { MediaStorage } from "../media";
import { discardMedia } from "../media";
import { claimJobCardMedia } from "./job-card-media";
import { assertCheckInOpen, lockCardIn, lockOwnBooking, moveCard, type StaffActor } from "./job-card-steps";
import { loadJobCardView } from "./job-card-view";

/** The job card of one of the centre's bookings, for the console (null before check-in was opened). */
export async function centreJobCard(db: Db, centreId: number, bookingId: number) {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { centreId: true } });
  if (!booking || booking.centreId !== centreId) throw new DomainError("NOT_FOUND", "bookingNotFound");
  return loadJobCardView(db, bookingId);
}

async function viewOf(db: Db, bookingId: number) {
  const view = await loadJobCardView(db, bookingId);
  if (!view) throw new DomainError("NOT_FOUND", "jobCardNotFound");
  return view;
}

/**
 * Opens check-in for the centre's own confirmed (or paid) booking on its day: the card starts `checking_in`.
 * Opening again returns the card as it is (a second tab, a reload).
 */
export async function openCheckIn(db: Db, staff: StaffActor, bookingId: number, now = currentTime()) {
  await db.$transaction((tx) => openCheckInIn(tx, staff, bookingId, now));
  return viewOf(db, bookingId);
}

/** openCheckIn inside the caller's transaction (the washer's phone composes steps with its own records). */
export async function openCheckInIn(tx: DbTx, staff: StaffActor, bookingId: number, now: Date) {
  const { booking, card } = await lockOwnBooking(tx, staff, bookingId);
  if (card) return;
  assertCheckInOpen(booking, now);
  const created = await tx.jobCard.create({ data: { bookingId, openedById: staff.id, openedAt: now } });
  await audit(tx, staff, "job_card.opened", { type: "booking", id: bookingId }, { jobCardId: created.id });
}

/** Notes per side, fuel, odometer and belongings: editable until the customer confirms with the code. */
export async function recordCondition(db: Db, staff: StaffActor, input: JobCardConditionInput) {
  await db.$transaction(async (tx) => {
    const { card } = await lockCardIn(tx, staff, input.bookingId, "checking_in");
    const condition = Object.fromEntries(
      Object.entries(input.condition)
        .filter(([, entry]) => entry && entry.notes.length > 0)
        .map(([side, entry]) => [side, { notes: entry?.notes ?? "" }]),
    );
    // Guarded on the state: a confirmation racing this edit wins, and the edit is refused (the trigger agrees).
    const saved = await tx.jobCard.updateMany({
      where: { id: card.id, state: "checking_in" },
      data: {
        condition,
        fuelPercent: input.fuelPercent,
        odometerKm: input.odometerKm,
        belongings: input.belongings,
        // What the customer would confirm changed: a code sent for the old record is spent.
        handoverCodeHash: null,
      },
    });
    if (saved.count === 0) throw new DomainError("CONFLICT", "bookingChanged");
  });
  return viewOf(db, input.bookingId);
}

/** A check-in photo of a side (uploaded first through the media route). */
export async function addCheckInPhoto(db: Db, staff: StaffActor, input: CheckInPhoto) {
  await db.$transaction((tx) => addCheckInPhotoIn(tx, staff, input));
  return viewOf(db, input.bookingId);
}

type CheckInPhoto = { bookingId: number; side: VehicleSide; mediaId: number };

/** addCheckInPhoto inside the caller's transaction. */
export async function addCheckInPhotoIn(tx: DbTx, staff: StaffActor, input: CheckInPhoto) {
  const { card } = await lockCardIn(tx, staff, input.bookingId, "checking_in");
  await claimJobCardMedia(tx, {
    uploadedBy: staff.id,
    bookingId: input.bookingId,
    mediaIds: [input.mediaId],
    field: "mediaId",
  });
  const onSide = await tx.jobCardPhoto.count({
    where: { jobCardId: card.id, stage: "check_in", side: input.side },
  });
  if (onSide >= JOB_CARD_POLICY.maxPhotosPerSide) {
    throw new DomainError(
      "BAD_INPUT",
      errorMessage("jobCardPhotoLimit", { max: JOB_CARD_POLICY.maxPhotosPerSide }),
      "mediaId",
    );
  }
  await tx.jobCardPhoto.create({
    data: { jobCardId: card.id, stage: "check_in", side: input.side, mediaId: input.mediaId },
  });
  await tx.jobCard.update({ where: { id: card.id }, data: { handoverCodeHash: null } });
}

/** Removes a check-in photo before the customer confirmed (a blurred shot); its image is discarded. */
export async function removeCheckInPhoto(
  db: Db,
  storage: MediaStorage | undefined,
  staff: StaffActor,
  input: { bookingId: number; photoId: number },
) {
  const removed = await db.$transaction(async (tx) => {
    const { card } = await lockCardIn(tx, staff, input.bookingId, "checking_in");
    const photo = await tx.jobCardPhoto.findFirst({
      where: { id: input.photoId, jobCardId: card.id, stage: "check_in" },
    });
    if (!photo) throw new DomainError("NOT_FOUND", "jobCardMediaNotFound", "photoId");
    await tx.jobCardPhoto.delete({ where: { id: photo.id } });
    await tx.jobCard.update({ where: { id: card.id }, data: { handoverCodeHash: null } });
    return photo;
  });
  await discardMedia(db, storage, [removed.mediaId]);
  return viewOf(db, input.bookingId);
}

/** The work starts (the customer's hand-over code already moved the booking to in progress). */
export async function startJob(db: Db, staff: StaffActor, bookingId: number, now = currentTime()) {
  await db.$transaction((tx) => startJobIn(tx, staff, bookingId, now));
  return viewOf(db, bookingId);
}

/** startJob inside the caller's transaction. */
export async function startJobIn(tx: DbTx, staff: StaffActor, bookingId: number, now: Date) {
  const { card } = await lockCardIn(tx, staff, bookingId, "checked_in");
  await moveCard(tx, staff, card, "checked_in", "started", { startedById: staff.id, startedAt: now });
}

/**
 * An after photo of the finished vehicle, saved as soon as it is uploaded (the camera often reloads the tab on
 * a phone: what was taken must survive it). Done uses every after photo saved.
 */
export async function addAfterPhoto(
  db: Db,
  staff: StaffActor,
  input: { bookingId: number; mediaId: number },
) {
  await db.$transaction((tx) => addAfterPhotoIn(tx, staff, input));
  return viewOf(db, input.bookingId);
}

/** addAfterPhoto inside the caller's transaction. */
export async function addAfterPhotoIn(
  tx: DbTx,
  staff: StaffActor,
  input: { bookingId: number; mediaId: number },
) {
  const { card } = await lockCardIn(tx, staff, input.bookingId, "started");
  await attachAfterPhotos(tx, staff, card, input.bookingId, [input.mediaId], "mediaId");
}

/** Removes an after photo while the job is still started (a blurred shot); its image is discarded. */
export async function removeAfterPhoto(
  db: Db,
  storage: MediaStorage | undefined,
  staff: StaffActor,
  input: { bookingId: number; photoId: number },
) {
  const removed = await db.$transaction(async (tx) => {
    const { card } = await lockCardIn(tx, staff, input.bookingId, "started");
    const photo = await tx.jobCardPhoto.findFirst({
      where: { id: input.photoId, jobCardId: card.id, stage: "after" },
    });
    if (!photo) throw new DomainError("NOT_FOUND", "jobCardMediaNotFound", "photoId");
    await tx.jobCardPhoto.delete({ where: { id: photo.id } });
    return photo;
  });
  await discardMedia(db, storage, [removed.mediaId]);
  return viewOf(db, input.bookingId);
}

/** Claims uploaded photos for the booking and adds them as after photos, within the card's limit. */
async function attachAfterPhotos(
  tx: DbTx,
  staff: StaffActor,
  card: { id: number },
  bookingId: number,
  mediaIds: readonly number[],
  field: string,
) {
  if (mediaIds.length === 0) return;
  await claimJobCardMedia(tx, { uploadedBy: staff.id, bookingId, mediaIds, field });
  const saved = await tx.jobCardPhoto.count({ where: { jobCardId: card.id, stage: "after" } });
  if (saved + mediaIds.length > JOB_CARD_POLICY.maxAfterPhotos) {
    throw new DomainError(
      "BAD_INPUT",
      errorMessage("jobCardAfterPhotoLimit", { max: JOB_CARD_POLICY.maxAfterPhotos }),
      field,
    );
  }
  await tx.jobCardPhoto.createMany({
    data: mediaIds.map((mediaId) => ({
      jobCardId: card.id,
      stage: "after" as const,
      side: "front" as const,
      mediaId,
    })),
  });
}

/**
 * Done, with the after photos (at least one: those saved while started and any given now): the card is `done`
 * and the booking completes through the board's own completion (invoice, payout release, messages, review ask
 * follow from it), in one transaction.
 */
export async function finishJob(
  db: Db,
  staff: StaffActor,
  input: { bookingId: number; afterMediaIds?: readonly number[] },
  now = currentTime(),
) {
  await db.$transaction((tx) => finishJobIn(tx, staff, input, now));
  invalidateCatalogCache(db);
  return viewOf(db, input.bookingId);
}

/** finishJob inside the caller's transaction (the caller invalidates the catalog cache after it commits). */
export async function finishJobIn(
  tx: DbTx,
  staff: StaffActor,
  input: { bookingId: number; afterMediaIds?: readonly number[] },
  now: Date,
) {
  const { booking, card } = await lockCardIn(tx, staff, input.bookingId, "started");
  assertAllowed(await bookingFacts(tx, booking), "centre", "complete", now);
  await attachAfterPhotos(tx, staff, card, input.bookingId, input.afterMediaIds ?? [], "afterMediaIds");
  const afterPhotos = await tx.jobCardPhoto.count({ where: { jobCardId: card.id, stage: "after" } });
  if (afterPhotos === 0) throw new DomainError("BAD_INPUT", "afterPhotosRequired", "afterMediaIds");
  await moveCard(tx, staff, card, "started", "done", { doneById: staff.id, doneAt: now });
  await completeLockedBooking(tx, staff, booking, now);
}
