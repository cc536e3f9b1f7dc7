import {
  authorizeUpload,
  bearerToken,
  DOMAIN_ERROR_CODES,
  DomainError,
  databaseUnavailable,
  imageTooLargeError,
  isDatabaseUnavailable,
  isDomainError,
  isMediaKey,
  type MediaStorage,
  type RateLimiter,
  uploadImage,
} from "@chamak/api";
import { MEDIA_POLICY } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";

/** A key's bytes never change (content-addressed), so anything may keep them for a year without asking again. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Uploaded images, in and out:
 * - POST /media?purpose=centre_photo|review_photo|job_card_photo, multipart with one file field `file`: signed
 *   in by the bearer token as tRPC is, allowed the purpose by role and under the upload limits (asked before the
 *   file is read), the image checked and stored at web sizes (media/image-pipeline.ts). Answers 201 with
 *   { id, url, thumbUrl, width, height, purpose }; the id is then attached by the thing's tRPC procedure.
 *   Refusals answer { message, error, field } with the API's status codes (400 naming `file`, 401, 403, 429).
 * - GET /media/<key>: the stored size, with long immutable cache headers and the key as its ETag; a bucket with
 *   a public address is redirected to instead. Anything that is not a media key is a 404.
 */
export async function mediaFiles(
  app: FastifyInstance,
  deps: { db: Db; storage: MediaStorage; limiter: RateLimiter },
) {
  await app.register(multipart, {
    // One file, a little over the limit so the pipeline names the limit instead of the parser cutting it off.
    limits: { fileSize: MEDIA_POLICY.maxUploadBytes, files: 1, fields: 4, parts: 5 },
  });

  app.post<{ Querystring: { purpose?: string } }>("/media", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      const { user, purpose } = await authorizeUpload(deps, {
        token: bearerToken(request.headers.authorization),
        ip: request.ip,
        purpose: request.query.purpose,
      });
      const file = request.isMultipart() ? await request.file() : undefined;
      if (file?.fieldname !== "file") throw new DomainError("BAD_INPUT", "imageMissing", "file");
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw imageTooLargeError();
        throw error;
      }
      const uploaded = await uploadImage(deps, { bytes, purpose, uploadedBy: user.id });
      return reply.code(201).send(uploaded);
    } catch (caught) {
      const error = isDatabaseUnavailable(caught) ? databaseUnavailable(caught) : caught;
      if (!isDomainError(error)) throw error;
      if (error.code === "UNAVAILABLE")
        request.log.error({ err: error.cause ?? error }, "media storage failed");
      return reply
        .code(DOMAIN_ERROR_CODES[error.code].http)
        .send({ message: error.message, error: error.error, ...(error.field ? { field: error.field } : {}) });
    }
  });

  app.get<{ Params: { key: string } }>("/media/:key", async (request, reply) => {
    const { key } = request.params;
    if (!isMediaKey(key)) return reply.code(404).send({ message: "Not found" });
    const where = deps.storage.url(key);
    if (where !== `/media/${key}`) return reply.redirect(where, 302);
    const etag = `"${key}"`;
    if (request.headers["if-none-match"] === etag) return reply.code(304).header("etag", etag).send();
    const object = await deps.storage.get(key);
    if (!object) return reply.code(404).header("cache-control", "no-store").send({ message: "Not found" });
    return reply
      .header("content-type", object.contentType)
      .header("cache-control", IMMUTABLE)
      .header("etag", etag)
      .send(object.body);
  });
}
