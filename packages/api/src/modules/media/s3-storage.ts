import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertMediaKey, type MediaStorage, mediaPath } from "./media-storage";

export interface S3StorageConfig {
  /** The service's address, e.g. https://s3.ap-south-1.amazonaws.com, an R2 or MinIO endpoint, or the stand-in. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key, e.g. "media/", to share a bucket. */
  prefix?: string;
  /**
   * The bucket's public address (a CDN or a public-read bucket), when there is one: browsers are sent there.
   * Without it this server reads the object and serves it at /media/<key>.
   */
  publicUrl?: string;
}

/**
 * Media in an S3-compatible bucket through the AWS SDK v3 client: PutObject, GetObject, DeleteObject, path-style
 * addressing (https://endpoint/bucket/key) and a custom endpoint, which every S3-compatible service speaks.
 * Checksums are sent only when an operation requires them: the SDK's default (a CRC32 on every upload) is refused
 * by several S3-compatible services.
 */
export function s3Storage(config: S3StorageConfig): MediaStorage & { client: S3Client } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const objectKey = (key: string) => {
    assertMediaKey(key);
    return `${config.prefix ?? ""}${key}`;
  };
  const publicBase = config.publicUrl?.replace(/\/+$/, "");
  return {
    kind: "s3",
    client,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          // The key is the content's hash: the object never changes.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) return null;
        const body = Buffer.from(await answer.Body.transformToByteArray());
        return { body, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    url: (key) => {
      const stored = objectKey(key);
      return publicBase ? `${publicBase}/${stored}` : mediaPath(key);
    },
  };
}
