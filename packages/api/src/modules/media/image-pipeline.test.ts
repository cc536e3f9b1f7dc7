import { MEDIA_POLICY } from "@chamak/contracts";
import exifReader from "exif-reader";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processImage, sniffImageType } from "./image-pipeline";

// The image checks on real files made here with sharp: a camera-like JPEG carrying its GPS position, a PNG
// under a .jpg name, a rotated photo, a text file, an oversized file and a decompression bomb's header.

/** A photo as a phone writes it: JPEG, with EXIF naming the camera and where it was taken. */
async function jpegWithGps(width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", Copyright: "Customer" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "28/1 36/1 5000/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 12/1 3000/100",
      },
    })
    .toBuffer();
}

describe("the image pipeline", () => {
  it("takes a JPEG carrying GPS EXIF and stores it without any metadata", async () => {
    const upload = await jpegWithGps();
    // The fixture really carries the position.
    const uploaded = await sharp(upload).metadata();
    const gps = exifReader(uploaded.exif as Buffer).GPSInfo;
    expect(gps?.GPSLatitudeRef).toBe("N");
    expect(gps?.GPSLatitude?.[0]).toBe(28);

    const image = await processImage(upload);
    expect(image.sourceType).toBe("image/jpeg");
    for (const size of [image.large, image.thumb]) {
      const stored = await sharp(size.body).metadata();
      expect(stored.format).toBe("webp");
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.icc).toBeUndefined();
      expect(size.body.includes(Buffer.from("PhoneMaker"))).toBe(false);
      expect(size.body.includes(Buffer.from("GPS"))).toBe(false);
    }
    // 800 x 600 is under 1600, never enlarged; the thumbnail fits 400.
    expect([image.large.width, image.large.height]).toEqual([800, 600]);
    expect([image.thumb.width, image.thumb.height]).toEqual([400, 300]);
  });

  it("shrinks a large photo to 1600 px on its long side and turns it upright by its EXIF orientation", async () => {
    // 2400 x 1200 stored sideways (orientation 6: rotate 90° clockwise to view).
    const sideways = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#ccc" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await processImage(sideways);
    expect([image.large.width, image.large.height]).toEqual([800, 1600]);
    expect([image.thumb.width, image.thumb.height]).toEqual([200, 400]);
    expect((await sharp(image.large.body).metadata()).orientation).toBeUndefined();
  });

  it("sniffs the type from the bytes: a PNG named .jpg is a PNG, a WebP a WebP", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#f00f" } })
      .png()
      .toBuffer();
    expect(sniffImageType(png)).toBe("image/png");
    expect((await processImage(png)).sourceType).toBe("image/png");
    const webp = await sharp(png).webp().toBuffer();
    expect((await processImage(webp)).sourceType).toBe("image/webp");
  });

  it("refuses a text file, a GIF and a damaged JPEG, naming the file field", async () => {
    const refusals = [
      [Buffer.from("just some text, named photo.jpg"), "errors.imageTypeNotAllowed"],
      [
        await sharp({ create: { width: 80, height: 80, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
        "errors.imageTypeNotAllowed",
      ],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
        "errors.imageUnreadable",
      ],
      [Buffer.alloc(0), "errors.imageMissing"],
    ] as const;
    for (const [bytes, id] of refusals) {
      await expect(processImage(bytes)).rejects.toMatchObject({
        code: "BAD_INPUT",
        field: "file",
        error: { id },
      });
    }
  });

  it("refuses a file over the size limit before decoding it", async () => {
    const huge = Buffer.concat([await jpegWithGps(100, 100), Buffer.alloc(MEDIA_POLICY.maxUploadBytes)]);
    await expect(processImage(huge)).rejects.toMatchObject({
      code: "BAD_INPUT",
      field: "file",
      error: { id: "errors.imageTooLarge", values: { megabytes: 10 } },
    });
  });

  it("refuses a decompression bomb (a small file saying 20000 x 20000 pixels) and a tiny image", async () => {
    const small = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const bomb = withPngSize(small, 20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    await expect(processImage(bomb)).rejects.toMatchObject({
      code: "BAD_INPUT",
      field: "file",
      error: { id: "errors.imageTooManyPixels" },
    });
    const tiny = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    await expect(processImage(tiny)).rejects.toMatchObject({ error: { id: "errors.imageTooSmall" } });
  });
});

/** A PNG whose header (IHDR) claims another size, with its CRC made right so decoders read the header. */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
