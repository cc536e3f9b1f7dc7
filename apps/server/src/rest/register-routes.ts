import {
  assertStorableText,
  bearerToken,
  type Context,
  requestedCentreId,
  requireRole,
  requireUser,
} from "@chamak/api";
import type { FastifyInstance } from "fastify";
import { toLegacyFailure } from "./legacy-errors";
import type { LegacyContext, LegacyRoute } from "./legacy-route";

/** Registers the route table: authorisation first, then the body against its schema, then the service. */
export function registerLegacyRoutes(
  app: FastifyInstance,
  routes: readonly LegacyRoute[],
  deps: Pick<Context, "db" | "readDb" | "limiter" | "payments">,
) {
  app.setErrorHandler((error, request, reply) => {
    const { httpStatus, body } = toLegacyFailure(error);
    if (httpStatus >= 500) request.log.error({ err: error }, "legacy API error");
    return reply.code(httpStatus).send({ ...body, requestId: request.id });
  });

  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const ctx: LegacyContext = {
          ...deps,
          ip: request.ip,
          userAgent: request.headers["user-agent"],
          token: bearerToken(request.headers.authorization),
          // The branch a vendor route is about, named as the console names it to tRPC.
          centreId: requestedCentreId(request.headers["x-centre-id"]),
          user: null,
        };
        if (route.auth !== "public") {
          ctx.user = await requireUser(ctx);
          if (route.auth !== "signed-in") requireRole(ctx.user, route.auth);
        }
        // A GET route's `body` schema reads the query string (e.g. ?page=&limit=).
        const input = route.method === "GET" ? request.query : request.body;
        if (route.body) assertStorableText(input);
        const body = route.body ? route.body.parse(input ?? {}) : undefined;
        const result = await route.handler({ body, ctx });
        return reply.code(route.successStatus ?? 200).send(route.response.parse(result));
      },
    });
  }
}
