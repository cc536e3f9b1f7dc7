import type { MediaPurpose } from "@chamak/contracts";
import type { Db, Prisma } from "@chamak/db";
import { errorMessage } from "@chamak/i18n";
import { DomainError } from "../../errors";
import { processImage } from "./image-pipeline";
import { type MediaStorage, mediaKey, mediaPath } from "./media-storage";

/** What a media row is attached to (media.owner_kind); a plan wash's photo belongs to its subscription. */
export type MediaOwnerKind = "centre" | "review" | "booking" | "plan_subscription";

type Tx = Prisma.TransactionClient;

const MEDIA_ROW = {
  id: true,
  purpose: true,
  ownerKind: true,
  ownerId: true,
  keyLarge: true,
  keyThumb: true,
  contentType: true,
  width: true,
  height: true,
  bytes: true,
  uploadedById: true,
  createdAt: true,
} as const satisfies Prisma.MediaSelect;

export type MediaRow = Prisma.MediaGetPayload<{ select: typeof MEDIA_ROW }>;

/** What views give out about an image: its addresses and shape, never its keys' storage or its uploader. */
export interface MediaUrls {
  id: number;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/**
 * Checks an uploaded image (image-pipeline.ts: type sniffed, limits, EXIF dropped), writes its sizes through the
 * storage adapter under content-addressed keys and records it, attached to nothing yet: the procedure of what it
 * shows attaches it (`claimMedia`). Refusals are BAD_INPUT on the `file` field.
 */
export async function storeImage(
  db: Db,
  storage: MediaStorage,
  input: { bytes: Buffer; purpose: MediaPurpose; uploadedBy: number },
): Promise<MediaRow> {
  const image = await processImage(input.bytes);
  const keyLarge = mediaKey(image.large.body, image.large.contentType);
  const keyThumb = mediaKey(image.thumb.body, image.thumb.contentType);
  try {
    await Promise.all([
      storage.put(keyLarge, image.large.body, image.large.contentType),
      storage.put(keyThumb, image.thumb.body, image.thumb.contentType),
    ]);
  } catch (error) {
    // The storage is down or refusing: the user may try again; the cause is kept for the log.
    throw Object.assign(new DomainError("UNAVAILABLE", "mediaUnavailable"), { cause: error });
  }
  return db.media.create({
    data: {
      purpose: input.purpose,
      keyLarge,
      keyThumb,
      contentType: image.large.contentType,
      width: image.large.width,
      height: image.large.height,
      bytes: image.large.body.length,
      uploadedById: input.uploadedBy,
    },
    select: MEDIA_ROW,
  });
}

/** The addresses of an image's sizes (served at /media/<key>; see apps/server/src/plugins/media-files.ts). */
export function mediaUrls(
  row: Pick<MediaRow, "id" | "keyLarge" | "keyThumb" | "width" | "height">,
): MediaUrls {
  return {
    id: row.id,
    url: mediaPath(row.keyLarge),
    thumbUrl: mediaPath(row.keyThumb),
    width: row.width,
    height: row.height,
  };
}

/**
 * Attaches uploaded images to what they show, in the caller's transaction: each must be `uploadedBy`'s own
 * upload, for `purpose`, not deleted and attached to nothing yet; otherwise the whole call is refused (naming
 * the id, on `field`). The update is guarded (owner still null), so two requests attaching the same image never
 * both succeed. Returns the rows in the order of `ids`.
 */
export async function claimMedia(
  tx: Tx,
  input: {
    ids: readonly number[];
    purpose: MediaPurpose;
    uploadedBy: number;
    owner: { kind: MediaOwnerKind; id: number };
    field?: string;
  },
): Promise<MediaRow[]> {
  const field = input.field ?? "mediaIds";
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return [];
  const rows = await tx.media.findMany({
    where: { id: { in: ids }, uploadedById: input.uploadedBy, deletedAt: null },
    select: MEDIA_ROW,
  });
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new DomainError("NOT_FOUND", errorMessage("mediaNotFound", { id }), field);
    if (row.purpose !== input.purpose)
      throw new DomainError("BAD_INPUT", errorMessage("mediaWrongPurpose", { id }), field);
    if (row.ownerKind !== null)
      throw new DomainError("CONFLICT", errorMessage("mediaAlreadyUsed", { id }), field);
  }
  const claimed = await tx.media.updateMany({
    where: { id: { in: ids }, ownerKind: null, deletedAt: null },
    data: { ownerKind: input.owner.kind, ownerId: input.owner.id },
  });
  if (claimed.count !== ids.length) {
    throw new DomainError("CONFLICT", errorMessage("mediaAlreadyUsed", { id: ids[0] ?? 0 }), field);
  }
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id) as MediaRow;
    return { ...row, ownerKind: input.owner.kind, ownerId: input.owner.id };
  });
}

/** The live images attached to each of `ownerIds` (of one kind), oldest first, as views. */
export async function mediaOfOwners(
  db: Db | Tx,
  kind: MediaOwnerKind,
  ownerIds: readonly number[],
): Promise<Map<number, MediaUrls[]>> {
  const byOwner = new Map<number, MediaUrls[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db.media.findMany({
    where: { ownerKind: kind, ownerId: { in: [...ownerIds] }, deletedAt: null },
    select: MEDIA_ROW,
    orderBy: { id: "asc" },
  });
  for (const row of rows) {
    const list = byOwner.get(row.ownerId as number) ?? [];
    list.push(mediaUrls(row));
    byOwner.set(row.ownerId as number, list);
  }
  return byOwner;
}

/**
 * Marks images deleted (they leave every view at once), then removes their files from storage unless another
 * live image has the same bytes (keys are content-addressed, so two uploads of one photo share them). Without a
 * storage (a host that stores no media) the files stay; a failed removal is left for later, not an error.
 */
export async function discardMedia(
  db: Db,
  storage: MediaStorage | undefined,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.media.findMany({ where: { id: { in: [...ids] } }, select: MEDIA_ROW });
  await db.media.updateMany({
    where: { id: { in: [...ids] }, deletedAt: null },
    data: { deletedAt: new Date() },
  });
  if (!storage) return;
  const keys = [...new Set(rows.flatMap((row) => [row.keyLarge, row.keyThumb]))];
  const stillUsed = await db.media.findMany({
    where: { deletedAt: null, OR: [{ keyLarge: { in: keys } }, { keyThumb: { in: keys } }] },
    select: { keyLarge: true, keyThumb: true },
  });
  const used = new Set(stillUsed.flatMap((row) => [row.keyLarge, row.keyThumb]));
  await Promise.allSettled(keys.filter((key) => !used.has(key)).map((key) => storage.delete(key)));
}
