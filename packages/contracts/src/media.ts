/** What an uploaded image is for; each purpose is attached by its own procedure (media.service.ts). */
export const MEDIA_PURPOSES = ["centre_photo", "review_photo", "job_card_photo"] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

/** The limits and sizes of uploaded images, shared by the server's checks and the apps' pickers. */
export const MEDIA_POLICY = {
  /** Larger uploads are refused before they are decoded. */
  maxUploadBytes: 10 * 1024 * 1024,
  /** Width x height of the decoded image: a small file can decode to a huge bitmap (a decompression bomb). */
  maxPixels: 40_000_000,
  /** Smaller than this on a side is not a useful photo. */
  minSidePixels: 64,
  /** The long side of the stored sizes, never enlarged. */
  largePixels: 1600,
  thumbPixels: 400,
  /** The types a picker offers and the server accepts (sniffed from the bytes, not taken from the name). */
  acceptTypes: ["image/jpeg", "image/png", "image/webp"],
  maxCentrePhotos: 12,
  maxReviewPhotos: 3,
} as const;

/** The path every stored size is served from (by this server, which redirects when the bucket is public). */
export const MEDIA_PATH_PREFIX = "/media/";
