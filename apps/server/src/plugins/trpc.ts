import { appRouter, bearerToken, type Context } from "@chamak/api";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";

export async function trpcPlugin(
  app: FastifyInstance,
  options: Pick<Context, "db" | "limiter" | "payments">,
) {
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }): Context => ({
        db: options.db,
        limiter: options.limiter,
        payments: options.payments,
        ip: req.ip,
        userAgent: req.headers["user-agent"],
        token: bearerToken(req.headers.authorization),
      }),
      onError({ error, path }) {
        if (error.code === "INTERNAL_SERVER_ERROR")
          app.log.error({ err: error.cause ?? error, path }, "tRPC error");
      },
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>["trpcOptions"],
  });
}
