import { type MediaStorage, MemoryRateLimiter, s3Storage } from "@chamak/api";
import { signedInUser } from "@chamak/api/test-support/caller";
import { unlimited } from "@chamak/api/test-support/security-world";
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { startS3Standin } from "@chamak/s3-standin";
import exifReader from "exif-reader";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";

// POST /media and GET /media/<key> over real HTTP (fetch + multipart), on the local disk and on the S3 stand-in
// through the AWS SDK client, against PGlite or, with DATABASE_URL, PostgreSQL.
let database: Awaited<ReturnType<typeof createTestDb>>;
let s3Standin: Awaited<ReturnType<typeof startS3Standin>>;
const s3Keys = { accessKeyId: "AKIAMEDIAFILES000001", secretAccessKey: "media-files-secret" };

beforeAll(async () => {
  database = await createTestDb();
  s3Standin = await startS3Standin({
    buckets: ["uploads"],
    credentials: { [s3Keys.accessKeyId]: s3Keys.secretAccessKey },
  });
});
afterAll(async () => {
  await s3Standin?.close();
  await database?.close();
});

async function listening(db: Db, options: { media?: MediaStorage; limiter?: MemoryRateLimiter } = {}) {
  const app = await buildApp({
    db,
    config: { webDist: "/nonexistent/web", consoleDist: "/nonexistent/console", corsOrigins: [] },
    limiter: options.limiter ?? unlimited,
    ...(options.media ? { media: options.media } : {}),
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  return { app, origin: `http://127.0.0.1:${address.port}` };
}

/** A phone photo: JPEG with its camera and GPS position in EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "19/1 4/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "72/1 52/1 0/1",
      },
    })
    .toBuffer();

function upload(origin: string, token: string | null, purpose: string, bytes: Buffer, name = "photo.jpg") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${origin}/media?purpose=${purpose}`, {
    method: "POST",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const storages: [string, () => MediaStorage | undefined][] = [
  ["the local disk", () => undefined],
  [
    "S3 (the stand-in)",
    () => s3Storage({ endpoint: s3Standin.url, region: "ap-south-1", bucket: "uploads", ...s3Keys }),
  ],
];

describe.each(storages)("uploaded images on %s", (_name, storage) => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    const media = storage();
    ({ app, origin } = await listening(database.db, media ? { media } : {}));
  });
  afterAll(() => app?.close());

  it("stores a vendor's photo without its EXIF and serves both sizes with immutable cache headers", async () => {
    const vendor = await signedInUser(database.db, "vendor");
    const response = await upload(origin, vendor.token, "centre_photo", await phonePhoto());
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; url: string; thumbUrl: string; width: number };
    expect(body).toMatchObject({ purpose: "centre_photo", width: 1200, height: 900 });
    const row = await database.db.media.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({ uploadedById: vendor.id, ownerKind: null, contentType: "image/webp" });

    for (const url of [body.url, body.thumbUrl]) {
      const served = await fetch(`${origin}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
      // Asked again with its ETag: not sent again.
      const again = await fetch(`${origin}${url}`, {
        headers: { "if-none-match": served.headers.get("etag") ?? "" },
      });
      expect(again.status).toBe(304);
    }
    // The fixture did carry a position.
    expect(
      exifReader((await sharp(await phonePhoto()).metadata()).exif as Buffer).GPSInfo?.GPSLatitude?.[0],
    ).toBe(19);
  });

  it("sniffs a PNG named .jpg, and refuses a text file and a missing file naming the file field", async () => {
    const customer = await signedInUser(database.db, "user");
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    expect((await upload(origin, customer.token, "review_photo", png, "renamed.jpg")).status).toBe(201);

    const text = await upload(origin, customer.token, "review_photo", Buffer.from("not an image"), "cv.jpg");
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ field: "file", error: { id: "errors.imageTypeNotAllowed" } });

    const empty = await fetch(`${origin}/media?purpose=review_photo`, {
      method: "POST",
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ field: "file", error: { id: "errors.imageMissing" } });
  });
});

describe("who may upload", () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app, origin } = await listening(database.db, { limiter: new MemoryRateLimiter() }));
  });
  afterAll(() => app?.close());

  it("refuses the signed-out, a customer's centre photo, a vendor's review photo and an unknown purpose", async () => {
    const photo = await phonePhoto();
    const customer = await signedInUser(database.db, "user");
    const vendor = await signedInUser(database.db, "vendor");
    expect((await upload(origin, null, "centre_photo", photo)).status).toBe(401);
    expect((await upload(origin, customer.token, "centre_photo", photo)).status).toBe(403);
    expect((await upload(origin, vendor.token, "review_photo", photo)).status).toBe(403);
    const unknown = await upload(origin, vendor.token, "avatar", photo);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      field: "purpose",
      error: { id: "errors.mediaPurposeUnknown" },
    });
    expect(await database.db.media.count({ where: { uploadedById: { in: [customer.id, vendor.id] } } })).toBe(
      0,
    );
  });

  it("limits uploads per account", async () => {
    const vendor = await signedInUser(database.db, "vendor");
    const text = Buffer.from("cheap refusals still count");
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await upload(origin, vendor.token, "centre_photo", text)).status);
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it("answers 404 for a path that is not a media key, and for a key it does not have", async () => {
    expect((await fetch(`${origin}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${origin}/media/${"a".repeat(64)}.webp`)).status).toBe(404);
  });
});
