import { createHash, randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { checkSignature } from "./sigv4";

export interface S3StandinOptions {
  /** The buckets that exist; any other answers NoSuchBucket. */
  buckets: string[];
  /** Access key id -> secret access key. */
  credentials: Record<string, string>;
  /** The largest object accepted; 20 MB unless told. */
  maxObjectBytes?: number;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  lastModified: Date;
}

export interface S3StandinControls {
  /** The keys stored in a bucket. */
  keys(bucket: string): string[];
  object(bucket: string, key: string): StoredObject | undefined;
  /** How many requests each operation got, e.g. { PutObject: 2 }. */
  calls(): Record<string, number>;
}

export interface RunningS3Standin {
  /** The endpoint to give the S3 client, e.g. `http://127.0.0.1:41234` (path-style: /bucket/key). */
  url: string;
  controls: S3StandinControls;
  close(): Promise<void>;
}

/**
 * A local stand-in for the S3 API subset the media storage uses, in memory: PutObject, GetObject, HeadObject and
 * DeleteObject on path-style URLs (/bucket/key), each signed with SigV4 by a known access key (checked as S3
 * does), answering S3's XML errors (NoSuchKey, NoSuchBucket, AccessDenied, SignatureDoesNotMatch).
 */
export function s3StandinRoutes(options: S3StandinOptions): {
  plugin: (app: FastifyInstance) => Promise<void>;
  controls: S3StandinControls;
} {
  const buckets = new Map(options.buckets.map((name) => [name, new Map<string, StoredObject>()]));
  const secrets = new Map(Object.entries(options.credentials));
  const calls: Record<string, number> = {};
  const count = (operation: string) => {
    calls[operation] = (calls[operation] ?? 0) + 1;
  };
  const maxObjectBytes = options.maxObjectBytes ?? 20 * 1024 * 1024;

  async function plugin(app: FastifyInstance) {
    // Object bodies are bytes whatever their declared type.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: maxObjectBytes }, (_request, body, done) =>
      done(null, body),
    );

    app.addHook("onRequest", async (request, reply) => {
      const check = checkSignature(
        { method: request.method, url: request.url, headers: request.headers },
        secrets,
      );
      if (!check.ok) return s3Error(reply, 403, check.code, check.message);
    });

    const bucketOf = (name: string, reply: FastifyReply) => {
      const bucket = buckets.get(name);
      if (!bucket) s3Error(reply, 404, "NoSuchBucket", "The specified bucket does not exist");
      return bucket;
    };
    type ObjectRoute = { Params: { bucket: string; "*": string } };

    app.put<ObjectRoute>("/:bucket/*", async (request, reply) => {
      count("PutObject");
      const bucket = bucketOf(request.params.bucket, reply);
      if (!bucket) return reply;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const declared = request.headers["x-amz-content-sha256"];
      const hash = createHash("sha256").update(body).digest("hex");
      // A signed payload must be the payload signed.
      if (typeof declared === "string" && /^[0-9a-f]{64}$/.test(declared) && declared !== hash)
        return s3Error(
          reply,
          400,
          "XAmzContentSHA256Mismatch",
          "The provided x-amz-content-sha256 does not match",
        );
      const etag = `"${createHash("md5").update(body).digest("hex")}"`;
      bucket.set(decodeURIComponent(request.params["*"]), {
        body,
        contentType: String(request.headers["content-type"] ?? "binary/octet-stream"),
        cacheControl: request.headers["cache-control"],
        etag,
        lastModified: new Date(),
      });
      return reply.header("etag", etag).code(200).send();
    });

    const read =
      (head: boolean) => async (request: { params: ObjectRoute["Params"] }, reply: FastifyReply) => {
        count(head ? "HeadObject" : "GetObject");
        const bucket = bucketOf(request.params.bucket, reply);
        if (!bucket) return reply;
        const object = bucket.get(decodeURIComponent(request.params["*"]));
        if (!object) {
          if (head) return reply.code(404).send();
          return s3Error(reply, 404, "NoSuchKey", "The specified key does not exist.");
        }
        reply
          .header("content-type", object.contentType)
          .header("content-length", object.body.length)
          .header("etag", object.etag)
          .header("last-modified", object.lastModified.toUTCString());
        if (object.cacheControl) reply.header("cache-control", object.cacheControl);
        return head ? reply.code(200).send() : reply.code(200).send(object.body);
      };
    // exposeHeadRoute off: HEAD is its own route (no body, a bare 404).
    app.get<ObjectRoute>("/:bucket/*", { exposeHeadRoute: false }, read(false));
    app.head<ObjectRoute>("/:bucket/*", read(true));

    app.delete<ObjectRoute>("/:bucket/*", async (request, reply) => {
      count("DeleteObject");
      const bucket = bucketOf(request.params.bucket, reply);
      if (!bucket) return reply;
      bucket.delete(decodeURIComponent(request.params["*"]));
      return reply.code(204).send();
    });
  }

  return {
    plugin,
    controls: {
      keys: (bucket) => [...(buckets.get(bucket)?.keys() ?? [])],
      object: (bucket, key) => buckets.get(bucket)?.get(key),
      calls: () => ({ ...calls }),
    },
  };
}

function s3Error(reply: FastifyReply, status: number, code: string, message: string) {
  const requestId = randomUUID();
  return reply
    .code(status)
    .header("content-type", "application/xml")
    .header("x-amz-request-id", requestId)
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${requestId}</RequestId></Error>`,
    );
}

/** The stand-in as its own HTTP server, for tests and for a demo that wants S3 (S3_ENDPOINT=its url). */
export async function startS3Standin(
  options: S3StandinOptions & { host?: string; port?: number },
): Promise<RunningS3Standin> {
  const routes = s3StandinRoutes(options);
  const app = Fastify({ logger: false, bodyLimit: options.maxObjectBytes ?? 20 * 1024 * 1024 });
  await app.register(routes.plugin);
  await app.listen({ host: options.host ?? "127.0.0.1", port: options.port ?? 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string")
    throw new Error("The S3 stand-in is not listening on TCP");
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${address.port}`,
    controls: routes.controls,
    close: () => app.close(),
  };
}
