import {
  appRouter,
  bearerToken,
  type Context,
  requestedCentreId,
  trpcErrorShape,
  trpcTransformer,
} from "@chamak/api";
import { type TRPC_ERROR_CODE_KEY, TRPCError } from "@trpc/server";
import { type FastifyTRPCPluginOptions, fastifyRequestHandler } from "@trpc/server/adapters/fastify";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { answerHotCall, hotCallOf } from "./trpc-hot-calls";

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

/**
 * Fastify refuses some requests before tRPC reads them (a body over the size limit). Those get tRPC's error
 * shape too, so the client shows the message instead of failing to parse the reply.
 */
function trpcShapedError(error: FastifyError, requestId: string) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const code = CODE_BY_STATUS[status] ?? (status < 500 ? "BAD_REQUEST" : "INTERNAL_SERVER_ERROR");
  const message = status < 500 ? error.message : "Something went wrong on our side; please try again.";
  const shape = trpcErrorShape(new TRPCError({ code, message, cause: error }), undefined, { requestId });
  return { status, body: { error: trpcTransformer.serialize(shape) } };
}

export async function trpcPlugin(
  app: FastifyInstance,
  options: Pick<
    Context,
    "db" | "readDb" | "limiter" | "payments" | "messaging" | "calls" | "resetLinks" | "system" | "media"
  >,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = trpcShapedError(error, request.id);
    if (status >= 500) request.log.error({ err: error }, "tRPC transport error");
    return reply.code(status).send(body);
  });
  const contextOf = (req: FastifyRequest): Context => ({
    db: options.db,
    ...(options.readDb ? { readDb: options.readDb } : {}),
    limiter: options.limiter,
    payments: options.payments,
    ...(options.messaging ? { messaging: options.messaging } : {}),
    ...(options.calls ? { calls: options.calls } : {}),
    ...(options.resetLinks ? { resetLinks: options.resetLinks } : {}),
    ...(options.system ? { system: options.system } : {}),
    ...(options.media ? { media: options.media } : {}),
    ip: req.ip,
    userAgent: req.headers["user-agent"],
    token: bearerToken(req.headers.authorization),
    centreId: requestedCentreId(req.headers["x-centre-id"]),
    requestId: req.id,
  });
  const logError = (error: TRPCError, path: string | undefined, req: FastifyRequest) => {
    if (error.code === "INTERNAL_SERVER_ERROR")
      req.log.error({ err: error.cause ?? error, path }, "tRPC error");
    // A 503 (the database out of reach, a provider down) is told to the user as "try again shortly"; the
    // operator needs its cause: the driver's error under the DomainError the client got.
    else if (error.code === "SERVICE_UNAVAILABLE")
      req.log.warn({ err: rootCause(error), path }, "tRPC procedure unavailable");
  };
  const trpcOptions = {
    router: appRouter,
    createContext: ({ req }) => contextOf(req),
    onError: ({ error, path, req }) => logError(error, path, req),
  } satisfies FastifyTRPCPluginOptions<typeof appRouter>["trpcOptions"];

  // tRPC reads request bodies itself, as text (what its own Fastify plugin sets up).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  app.removeContentTypeParser("multipart/form-data");
  app.addContentTypeParser("multipart/form-data", {}, (_request, body, done) => done(null, body));
  app.all<{ Params: { path: string } }>("/trpc/:path", async (request, reply) => {
    const { path } = request.params;
    const call = hotCallOf(request, path);
    if (call)
      return answerHotCall(call, contextOf(request), reply, (error) => logError(error, path, request));
    await fastifyRequestHandler({ ...trpcOptions, req: request, res: reply, path });
    return reply;
  });
}

/** The innermost cause of an error chain (a DomainError made from a driver error keeps it as its cause). */
function rootCause(error: Error): unknown {
  let cause: unknown = error;
  while (cause instanceof Error && cause.cause !== undefined) cause = cause.cause;
  return cause;
}
