import {
  type CentrePhotoIdInput,
  type CentrePhotosAddInput,
  type CentrePhotosOrderInput,
  MEDIA_POLICY,
  type VendorCentrePhotos,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { errorMessage } from "@chamak/i18n";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { lockRow } from "../../lib/row-lock";
import { invalidateCatalogCache } from "../catalog";
import { claimMedia, discardMedia, type MediaStorage, mediaPath } from "../media";
import { assertCentreMayChange, type VendorActor } from "./centre-access";

const PHOTO_COLUMNS = {
  id: true,
  url: true,
  caption: true,
  isCover: true,
  mediaId: true,
  media: { select: { keyThumb: true } },
} as const;

const centreEntity = (actor: VendorActor) => ({ type: "centre", id: actor.centre.id });
const vendor = (actor: VendorActor) => ({ id: actor.userId, role: "vendor" as const });

/** Serialises photo changes of one centre: the limit is counted and the cover moved under its row lock. */
async function lockCentrePhotos(tx: DbTx, centreId: number) {
  await lockRow(tx, "centres", centreId);
}

/** The centre's photos in their order (uploads and the static ones from before), for the console. */
export async function ownCentrePhotos(db: Db | DbTx, centreId: number): Promise<VendorCentrePhotos> {
  const rows = await db.centrePhoto.findMany({
    where: { centreId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: PHOTO_COLUMNS,
  });
  return {
    items: rows.map(({ media, ...row }) => ({
      ...row,
      thumbUrl: media ? mediaPath(media.keyThumb) : row.url,
    })),
    max: MEDIA_POLICY.maxCentrePhotos,
  };
}

/**
 * Keeps the centre's cover in step: when it has photos but no cover, the first becomes it; the cover's thumbnail
 * is written to centres.cover_image_url, which listing cards show (null without photos: the static image then).
 */
async function syncCover(tx: DbTx, centreId: number) {
  const photos = await tx.centrePhoto.findMany({
    where: { centreId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: PHOTO_COLUMNS,
  });
  let cover = photos.find((photo) => photo.isCover);
  if (!cover && photos[0]) {
    cover = photos[0];
    await tx.centrePhoto.update({ where: { id: cover.id }, data: { isCover: true } });
  }
  const coverImageUrl = cover ? (cover.media ? mediaPath(cover.media.keyThumb) : cover.url) : null;
  await tx.centre.update({ where: { id: centreId }, data: { coverImageUrl } });
}

/** Changes the centre's photos in a transaction under its lock, then tells the catalog (the site shows them). */
async function changePhotos<T>(db: Db, actor: VendorActor, change: (tx: DbTx) => Promise<T>): Promise<T> {
  assertCentreMayChange(actor.centre);
  const result = await db.$transaction(async (tx) => {
    await lockCentrePhotos(tx, actor.centre.id);
    const value = await change(tx);
    await syncCover(tx, actor.centre.id);
    return value;
  });
  invalidateCatalogCache(db);
  return result;
}

/**
 * Adds photos the vendor uploaded (POST /media, purpose centre_photo) at the end, up to the limit; the first
 * photo of a centre without a cover becomes it. Another account's upload, one already used or of another purpose
 * is refused (media.service.ts claimMedia) and nothing is added.
 */
export async function addCentrePhotos(db: Db, actor: VendorActor, input: CentrePhotosAddInput) {
  await changePhotos(db, actor, async (tx) => {
    const centreId = actor.centre.id;
    const existing = await tx.centrePhoto.aggregate({
      where: { centreId },
      _count: true,
      _max: { position: true },
    });
    if (existing._count + input.mediaIds.length > MEDIA_POLICY.maxCentrePhotos) {
      throw new DomainError(
        "CONFLICT",
        errorMessage("tooManyCentrePhotos", { max: MEDIA_POLICY.maxCentrePhotos }),
        "mediaIds",
      );
    }
    const media = await claimMedia(tx, {
      ids: input.mediaIds,
      purpose: "centre_photo",
      uploadedBy: actor.userId,
      owner: { kind: "centre", id: centreId },
    });
    const start = (existing._max.position ?? 0) + 1;
    await tx.centrePhoto.createMany({
      data: media.map((row, i) => ({
        centreId,
        mediaId: row.id,
        url: mediaPath(row.keyLarge),
        position: start + i,
      })),
    });
    await audit(tx, vendor(actor), "centre.photos_added", centreEntity(actor), {
      mediaIds: media.map((m) => m.id),
    });
  });
  return ownCentrePhotos(db, actor.centre.id);
}

/** Puts the photos in the given order, which must name each of the centre's photos once. */
export async function reorderCentrePhotos(db: Db, actor: VendorActor, input: CentrePhotosOrderInput) {
  await changePhotos(db, actor, async (tx) => {
    const ids = (
      await tx.centrePhoto.findMany({ where: { centreId: actor.centre.id }, select: { id: true } })
    ).map((row) => row.id);
    const same = ids.length === input.photoIds.length && ids.every((id) => input.photoIds.includes(id));
    if (!same) throw new DomainError("BAD_INPUT", "centrePhotoOrderMismatch", "photoIds");
    for (const [i, id] of input.photoIds.entries()) {
      await tx.centrePhoto.update({ where: { id }, data: { position: i + 1 } });
    }
    await audit(tx, vendor(actor), "centre.photos_reordered", centreEntity(actor), {
      photoIds: input.photoIds,
    });
  });
  return ownCentrePhotos(db, actor.centre.id);
}

async function ownPhoto(tx: DbTx, actor: VendorActor, photoId: number) {
  const photo = await tx.centrePhoto.findFirst({
    where: { id: photoId, centreId: actor.centre.id },
    select: { id: true, mediaId: true, isCover: true },
  });
  if (!photo)
    throw new DomainError("NOT_FOUND", errorMessage("centrePhotoNotFound", { id: photoId }), "photoId");
  return photo;
}

/** Makes a photo the cover: listing cards show it and the centre page puts it first. */
export async function setCentreCover(db: Db, actor: VendorActor, input: CentrePhotoIdInput) {
  await changePhotos(db, actor, async (tx) => {
    const photo = await ownPhoto(tx, actor, input.photoId);
    // Off first: at most one cover per centre (centre_photos_one_cover).
    await tx.centrePhoto.updateMany({
      where: { centreId: actor.centre.id, isCover: true },
      data: { isCover: false },
    });
    await tx.centrePhoto.update({ where: { id: photo.id }, data: { isCover: true } });
    await audit(tx, vendor(actor), "centre.cover_set", centreEntity(actor), { photoId: photo.id });
  });
  return ownCentrePhotos(db, actor.centre.id);
}

/** Deletes a photo (its files too, once nothing else shows them); a deleted cover passes to the first photo. */
export async function removeCentrePhoto(
  db: Db,
  storage: MediaStorage | undefined,
  actor: VendorActor,
  input: CentrePhotoIdInput,
) {
  const removed = await changePhotos(db, actor, async (tx) => {
    const photo = await ownPhoto(tx, actor, input.photoId);
    await tx.centrePhoto.delete({ where: { id: photo.id } });
    await audit(tx, vendor(actor), "centre.photo_deleted", centreEntity(actor), {
      photoId: photo.id,
      mediaId: photo.mediaId,
    });
    return photo;
  });
  if (removed.mediaId !== null) await discardMedia(db, storage, [removed.mediaId]);
  return ownCentrePhotos(db, actor.centre.id);
}
