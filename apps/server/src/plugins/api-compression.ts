import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import { bufferedResponse } from "./buffered-response";

const API_PREFIXES = ["/trpc/", "/api/"];
/** Below this the bytes saved are not worth the work: the answer fits in a packet or two anyway. */
const MIN_BYTES = 1024;
/**
 * Brotli's quality per request. On the home carousel's 27 kB answer: 4 gives 4.0 kB in 0.13 ms; 11 (zlib's
 * default) 3.1 kB in 32 ms; gzip's default 3.9 kB in 0.13 ms.
 */
const BROTLI_QUALITY = 4;

type Encoding = "br" | "gzip";

/**
 * Compressed copies of answer bodies, per body Buffer: the catalog response cache sends the same Buffer on
 * every hit, so a cached answer is compressed once, not on every request.
 */
const copies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/**
 * Compresses the API's JSON answers (tRPC and the legacy REST paths) for clients that accept brotli or gzip:
 * a centre's details or a page of search results is several times smaller, which is what a phone on a slow
 * network waits for. The built site's files are precompressed at build time instead (spa-apps.ts).
 * Streamed tRPC answers (`trpc-accept`) are left alone. Install on the root instance after the catalog
 * response cache, so that its onSend hook runs first and hands over the Buffer it keeps.
 */
export function apiCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return payload;
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (!encoding || request.headers["trpc-accept"] !== undefined || reply.hasHeader("content-encoding"))
      return payload;
    const type =
      payload instanceof Response ? payload.headers.get("content-type") : reply.getHeader("content-type");
    if (!String(type ?? "").startsWith("application/json")) return payload;

    const body =
      payload instanceof Response
        ? await bufferedResponse(reply, payload)
        : typeof payload === "string"
          ? Buffer.from(payload)
          : payload;
    reply.header("vary", withAcceptEncoding(reply.getHeader("vary")));
    if (!Buffer.isBuffer(body) || body.length < MIN_BYTES) return body;
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return compressed(body, encoding);
  });
}

function compressed(body: Buffer, encoding: Encoding): Buffer {
  const known = copies.get(body) ?? {};
  let copy = known[encoding];
  if (!copy) {
    copy =
      encoding === "br"
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body);
    known[encoding] = copy;
    copies.set(body, known);
  }
  return copy;
}

/** Brotli if the client takes it, else gzip, else null; `q=0` refuses an encoding. */
function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((token) => token.trim());
    const quality = params.find((param) => param.startsWith("q="));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  return accepted.has("gzip") || accepted.has("*") ? "gzip" : null;
}

function withAcceptEncoding(vary: ReturnType<FastifyReply["getHeader"]>): string {
  const current = vary === undefined ? "" : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : "Accept-Encoding";
}
