import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What an incoming X-Request-Id may be to be kept: a load balancer's or a client's id (UUIDs, hex, ULIDs,
 * "trace-123:4"), never text that could forge log lines or fill them (spaces, quotes, newlines, over 128).
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's id when it is well-formed (so a request keeps one id across the load
 * balancer and this node), else a new UUID. Fastify puts it in every log line of the request (`reqId`).
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer says its request id, so support can find a customer's failed request in the logs; error bodies
 * carry it too (tRPC's `data.requestId`, the legacy API's `requestId`, the 500 answers of other routes).
 */
export function requestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Routes without an error handler of their own (webhooks, PDFs, the apps): Fastify's body plus the id, and
  // nothing of a server error's own text.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return reply.code(status).send({
      statusCode: status,
      message: status < 500 ? error.message : "Something went wrong on our side; please try again.",
      requestId: request.id,
    });
  });
}
