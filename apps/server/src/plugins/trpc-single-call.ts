import { appRouter, type Context } from "@chamak/api";
import type { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import {
  callProcedure,
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
} from "@trpc/server/unstable-core-do-not-import";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * One procedure per request, what every non-batching client sends and what the apps' httpBatchLink sends
 * unless two calls leave in the same tick, answered by calling the procedure (tRPC's own callProcedure: every
 * middleware, input and output validation) and writing tRPC's wire format here. tRPC's HTTP adapter would
 * build a fetch Request and Response around it and pipe the answer through a web stream, which cost about
 * 0.4 ms of CPU of a 1 ms catalog read (`pnpm bench`, uncached search). Everything else (batches of several
 * calls, streaming links, a method the procedure does not take, input that is not JSON) goes to tRPC's
 * handler, which also gives every malformed request its exact error.
 */

const config = appRouter._def._config;
// Keyed by the full dotted path at run time (what tRPC looks procedures up by).
const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: string } } | undefined
>;
const METHOD_OF: Record<string, string | undefined> = { query: "GET", mutation: "POST" };

/** tRPC's headers of a JSON answer; the catalog response cache keeps them with the body. */
export const TRPC_JSON_HEADERS: readonly [string, string][] = [
  ["vary", "trpc-accept, accept"],
  ["content-type", "application/json"],
];

export interface SingleCall {
  path: string;
  type: "query" | "mutation";
  /** Sent as a batch of one (`?batch=1`): answered as a list of one. */
  batched: boolean;
  input: unknown;
}

/** The call this request makes, when it is one query (GET) or one mutation (POST, JSON); else null. */
export function singleCallOf(request: FastifyRequest, path: string): SingleCall | null {
  if (request.headers["trpc-accept"] !== undefined) return null;
  const type = Object.hasOwn(procedures, path) ? procedures[path]?._def.type : undefined;
  if ((type !== "query" && type !== "mutation") || METHOD_OF[type] !== request.method) return null;
  // As tRPC reads them (URLSearchParams: the first of repeated names, malformed escapes as U+FFFD).
  const queryAt = request.url.indexOf("?");
  const params = new URLSearchParams(queryAt < 0 ? "" : request.url.slice(queryAt + 1));
  const batched = params.get("batch") === "1";
  let sent: unknown;
  try {
    if (type === "query") {
      const text = params.get("input");
      sent = text ? JSON.parse(text) : undefined;
    } else {
      if (!isJson(request.headers["content-type"]) || typeof request.body !== "string") return null;
      sent = JSON.parse(request.body);
    }
    const envelope = batched ? batchedInput(sent) : sent;
    if (envelope === null) return null;
    return {
      path,
      type,
      batched,
      input: envelope === undefined ? undefined : config.transformer.input.deserialize(envelope),
    };
  } catch {
    return null;
  }
}

/** The first call's input of a batch (undefined when it has none), or null when the batch is not an object. */
function batchedInput(sent: unknown): unknown {
  if (sent === undefined) return undefined;
  if (typeof sent !== "object" || sent === null || Array.isArray(sent)) return null;
  return (sent as Record<string, unknown>)["0"];
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(";", 1)[0]?.trim().toLowerCase() === "application/json";
}

/** Calls it and sends tRPC's answer: `{ result: { data } }` or `{ error }` with its status, a list of one if batched. */
export async function answerSingleCall(
  call: SingleCall,
  ctx: Context,
  reply: FastifyReply,
  onError: (error: TRPCError, path: string) => void,
): Promise<FastifyReply> {
  const { path, type, input } = call;
  let item: { result: { data: unknown } } | { error: ReturnType<typeof getErrorShape> };
  let status = 200;
  try {
    const data = await callProcedure({
      router: appRouter,
      path,
      type,
      ctx,
      getRawInput: async () => input,
      signal: undefined,
      batchIndex: 0,
    });
    item = { result: { data } };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    onError(error, path);
    item = { error: getErrorShape({ config, ctx, error, input, path, type }) };
    status = getHTTPStatusCodeFromError(error);
  }
  const body = JSON.stringify(transformTRPCResponse(config, call.batched ? [item] : item));
  for (const [name, value] of TRPC_JSON_HEADERS) reply.header(name, value);
  return reply.code(status).send(Buffer.from(body));
}
