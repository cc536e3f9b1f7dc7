import { MEDIA_POLICY } from "@chamak/contracts";
import { errorMessage } from "@chamak/i18n";
import sharp, { type Metadata, type Sharp } from "sharp";
import { DomainError } from "../../errors";

/** The upload field the refusals name (forms show them beside the picker). */
export const IMAGE_FIELD = "file";

export type SniffedType = "image/jpeg" | "image/png" | "image/webp";

/**
 * The type the bytes say, whatever the file's name or the browser's claim: JPEG (FF D8 FF), PNG (its 8-byte
 * signature) or WebP (RIFF....WEBP). Anything else is null.
 */
export function sniffImageType(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return "image/png";
  if (
    bytes.length >= 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  )
    return "image/webp";
  return null;
}

export interface ImageSize {
  body: Buffer;
  contentType: "image/webp";
  width: number;
  height: number;
}

export interface ProcessedImage {
  sourceType: SniffedType;
  large: ImageSize;
  thumb: ImageSize;
}

const SHARP_FORMAT: Record<SniffedType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * Checks an uploaded image and makes its web sizes: the type sniffed from the bytes (JPEG, PNG, WebP), the file
 * and pixel limits of MEDIA_POLICY, then, per size, turned upright by its EXIF orientation, shrunk to fit the long
 * side (never enlarged) and written as WebP with no metadata at all (sharp keeps none unless asked): no EXIF, so
 * no GPS position, camera serial or time. Every refusal is a BAD_INPUT naming the `file` field.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new DomainError("BAD_INPUT", "imageMissing", IMAGE_FIELD);
  if (bytes.length > MEDIA_POLICY.maxUploadBytes) throw tooLarge();
  const sourceType = sniffImageType(bytes);
  if (!sourceType) throw new DomainError("BAD_INPUT", "imageTypeNotAllowed", IMAGE_FIELD);

  const input = () =>
    // limitInputPixels refuses a decompression bomb before its bitmap is made; failOn "error" a broken file.
    sharp(bytes, { limitInputPixels: MEDIA_POLICY.maxPixels, failOn: "error", sequentialRead: true });
  let metadata: Metadata;
  try {
    // The header alone (nothing is decoded yet), without the pixel limit so an oversized image is named as such.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  // The header's format must be the one sniffed (a PNG signature on a JPEG body is a broken file).
  if (metadata.format !== SHARP_FORMAT[sourceType]) throw unreadable();
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  if (width * height > MEDIA_POLICY.maxPixels) {
    throw new DomainError(
      "BAD_INPUT",
      errorMessage("imageTooManyPixels", { megapixels: MEDIA_POLICY.maxPixels / 1_000_000 }),
      IMAGE_FIELD,
    );
  }
  if (Math.min(width, height) < MEDIA_POLICY.minSidePixels) {
    throw new DomainError(
      "BAD_INPUT",
      errorMessage("imageTooSmall", { pixels: MEDIA_POLICY.minSidePixels }),
      IMAGE_FIELD,
    );
  }
  try {
    const [large, thumb] = await Promise.all([
      webSize(input(), MEDIA_POLICY.largePixels, 82),
      webSize(input(), MEDIA_POLICY.thumbPixels, 75),
    ]);
    return { sourceType, large, thumb };
  } catch {
    throw unreadable();
  }
}

async function webSize(image: Sharp, longSide: number, quality: number): Promise<ImageSize> {
  const { data, info } = await image
    .rotate()
    .resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { body: data, contentType: "image/webp", width: info.width, height: info.height };
}

function tooLarge() {
  return new DomainError(
    "BAD_INPUT",
    errorMessage("imageTooLarge", { megabytes: MEDIA_POLICY.maxUploadBytes / (1024 * 1024) }),
    IMAGE_FIELD,
  );
}

function unreadable() {
  return new DomainError("BAD_INPUT", "imageUnreadable", IMAGE_FIELD);
}

/** The refusal for an upload cut off at the limit by the multipart parser. */
export const imageTooLargeError = tooLarge;
