import type { Context } from "@chamak/api";
import type { FastifyInstance } from "fastify";
import type { LegacyRoute } from "./legacy-route";
import { buildOpenApi } from "./openapi";
import { registerLegacyRoutes } from "./register-routes";
import { accountsRoutes } from "./routes/accounts.routes";
import { bookingsRoutes } from "./routes/bookings.routes";
import { catalogRoutes } from "./routes/catalog.routes";
import { servicesRoutes } from "./routes/services.routes";

export const legacyRoutes: readonly LegacyRoute[] = [
  ...accountsRoutes,
  ...catalogRoutes,
  ...servicesRoutes,
  ...bookingsRoutes,
];

/**
 * The legacy REST adapter: the documented /api/* paths of the old client, calling the same services as tRPC.
 * It reshapes requests and responses only; the rules live in the services.
 */
export async function restApi(
  app: FastifyInstance,
  deps: Pick<Context, "db" | "readDb" | "limiter" | "payments">,
) {
  registerLegacyRoutes(app, legacyRoutes, deps);
  const openApi = buildOpenApi(legacyRoutes);
  app.get("/openapi.json", async () => openApi);
  app.get("/docs", (_request, reply) => reply.redirect("/api/openapi.json"));
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      status: false,
      message: `Not found: ${request.method} ${request.url.split("?")[0]}`,
      requestId: request.id,
    }),
  );
}
