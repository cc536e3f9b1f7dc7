import { type AppRouter, type Context, createCaller, trpcErrorShape, trpcTransformer } from "@chamak/api";
import {
  type AnyTRPCMutationProcedure,
  type AnyTRPCQueryProcedure,
  getTRPCErrorFromUnknown,
  type TRPCError,
} from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The hot calls (the public reads of the catalog a visitor browses and a centre's free start times; a
 * booking and its payment), one per request (what the apps' httpBatchLink sends unless two calls leave in the
 * same tick), answered here with tRPC's public server-side caller (`createCaller`: every middleware, input
 * and output validation) and written in tRPC's HTTP wire format (https://trpc.io/docs/rpc) with the router's own transformer and error shape. tRPC's HTTP
 * adapter would build a fetch Request and Response around each and pipe the answer through a web stream,
 * which cost about 0.4 ms of CPU of a 1 ms catalog read (`pnpm bench`, uncached search; bench-results/
 * findings.md, 29 Nov). Everything else (every other procedure, batches of several calls, streaming links, a
 * method the procedure does not take, input that is not JSON or that the transformer refuses) goes to tRPC's
 * handler, which also gives every malformed request its exact error.
 */

/** The procedure at a dotted path of a router's type ("catalog.search"), or never. */
type ProcedureAt<R, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof R
    ? ProcedureAt<R[Head], Rest>
    : never
  : P extends keyof R
    ? R[P]
    : never;

/** `P` when it is the path of one of the router's procedures of that kind, else never (a path of nothing). */
type PathOf<P extends string, Kind> = P extends string
  ? [ProcedureAt<AppRouter, P>] extends [never]
    ? never
    : [ProcedureAt<AppRouter, P>] extends [Kind]
      ? P
      : never
  : never;

/**
 * Paths of the router's queries (taken by GET) and mutations (by POST), as tRPC's handler takes them; a path
 * of the wrong kind fails to compile: a GET never writes.
 */
const queries = <const P extends string>(paths: readonly PathOf<P, AnyTRPCQueryProcedure>[]) =>
  paths.map((path) => [path, "GET"] as const);
const mutations = <const P extends string>(paths: readonly PathOf<P, AnyTRPCMutationProcedure>[]) =>
  paths.map((path) => [path, "POST"] as const);

/** Each hot call's path and the method it comes by. */
const HOT_CALLS = new Map<string, string>([
  ...queries([
    "catalog.search",
    "catalog.suggest",
    "catalog.centres",
    "catalog.centre",
    "catalog.service",
    "catalog.categories",
    "catalog.categoryServices",
    "catalog.vehicleTypes",
    "catalog.reviews",
    "booking.availability",
  ]),
  ...mutations(["booking.create", "booking.confirmPayment"]),
]);

/** tRPC's headers of a JSON answer; the catalog response cache keeps them with the body. */
export const TRPC_JSON_HEADERS: readonly [string, string][] = [
  ["vary", "trpc-accept, accept"],
  ["content-type", "application/json"],
];

export interface HotCall {
  path: string;
  /** Sent as a batch of one (`?batch=1`): answered as a list of one. */
  batched: boolean;
  input: unknown;
}

/** The hot call this request makes, when it is one (by its method, its input JSON); else null. */
export function hotCallOf(request: FastifyRequest, path: string): HotCall | null {
  if (HOT_CALLS.get(path) !== request.method) return null;
  if (request.headers["trpc-accept"] !== undefined) return null;
  // As tRPC reads them (URLSearchParams: the first of repeated names, malformed escapes as U+FFFD).
  const queryAt = request.url.indexOf("?");
  const params = new URLSearchParams(queryAt < 0 ? "" : request.url.slice(queryAt + 1));
  const batched = params.get("batch") === "1";
  try {
    let sent: unknown;
    if (request.method === "GET") {
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
      batched,
      input: envelope === undefined ? undefined : trpcTransformer.deserialize(envelope),
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

/** The caller's procedure at a dotted path (the caller is a proxy: `caller.catalog.search`). */
function procedureOf(caller: ReturnType<typeof createCaller>, path: string) {
  let at: unknown = caller;
  for (const key of path.split(".")) at = (at as Record<string, unknown>)[key];
  return at as (input: unknown) => Promise<unknown>;
}

/** Calls it and sends tRPC's answer: `{ result: { data } }` or `{ error }` with its status, a list of one if batched. */
export async function answerHotCall(
  call: HotCall,
  ctx: Context,
  reply: FastifyReply,
  onError: (error: TRPCError, path: string) => void,
): Promise<FastifyReply> {
  const { path, input } = call;
  let item: { result: { data: unknown } } | { error: unknown };
  let status = 200;
  try {
    const data = await procedureOf(createCaller(ctx), path)(input);
    item = { result: { data: trpcTransformer.serialize(data) } };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    onError(error, path);
    item = { error: trpcTransformer.serialize(trpcErrorShape(error, path, ctx)) };
    status = getHTTPStatusCodeFromError(error);
  }
  const body = JSON.stringify(call.batched ? [item] : item);
  for (const [name, value] of TRPC_JSON_HEADERS) reply.header(name, value);
  return reply.code(status).send(Buffer.from(body));
}
