import { MEDIA_PURPOSES, type MediaPurpose, type Role } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import { requireUser } from "../../procedures";
import { type MediaRow, mediaUrls, storeImage } from "./media.service";
import type { MediaStorage } from "./media-storage";

/** Who may upload each kind of image (the procedure attaching it checks ownership again). */
export const UPLOAD_ROLES: Record<MediaPurpose, readonly Role[]> = {
  centre_photo: ["vendor"],
  review_photo: ["user"],
  job_card_photo: ["vendor"],
};

/** Uploads per account and per address; each decodes an image, so they are counted before the work. */
export const UPLOAD_LIMITS = {
  perUser: { limit: 60, windowMs: 10 * 60_000 },
  perAddress: { limit: 200, windowMs: 10 * 60_000 },
} as const;

export function parseMediaPurpose(value: unknown): MediaPurpose {
  if (typeof value === "string" && (MEDIA_PURPOSES as readonly string[]).includes(value))
    return value as MediaPurpose;
  throw new DomainError("BAD_INPUT", "mediaPurposeUnknown", "purpose");
}

/**
 * The caller of POST /media, signed in by the bearer token as tRPC is, allowed this purpose and under the upload
 * limits. Asked before the file is read, so a refused caller costs no decoding.
 */
export async function authorizeUpload(
  deps: { db: Db; limiter: RateLimiter },
  request: { token: string | null; ip: string; purpose: unknown },
) {
  const user = await requireUser({ db: deps.db, token: request.token });
  const purpose = parseMediaPurpose(request.purpose);
  if (!UPLOAD_ROLES[purpose].includes(user.role))
    throw new DomainError("FORBIDDEN", "mediaPurposeNotAllowed");
  for (const [key, rule] of [
    [`media-upload:user:${user.id}`, UPLOAD_LIMITS.perUser],
    [`media-upload:ip:${request.ip}`, UPLOAD_LIMITS.perAddress],
  ] as const) {
    const result = await deps.limiter.hit(key, rule.limit, rule.windowMs);
    if (!result.allowed) throw new DomainError("RATE_LIMITED", "tooManyUploads");
  }
  return { user, purpose };
}

/** What POST /media answers: the id to attach, and the addresses for a preview. */
export function uploadedView(row: MediaRow) {
  return { ...mediaUrls(row), purpose: row.purpose };
}

export async function uploadImage(
  deps: { db: Db; storage: MediaStorage },
  input: { bytes: Buffer; purpose: MediaPurpose; uploadedBy: number },
) {
  return uploadedView(await storeImage(deps.db, deps.storage, input));
}
