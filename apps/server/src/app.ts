import { checkHealth, MemoryRateLimiter, type PaymentsDeps, type RateLimiter } from "@chamak/api";
import type { Db } from "@chamak/db";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { Config } from "./config";
import { STANDIN_PREFIX, setupPayments } from "./payments-setup";
import { razorpayWebhook } from "./plugins/razorpay-webhook";
import { spaApps } from "./plugins/spa-apps";
import { trpcPlugin } from "./plugins/trpc";
import { restApi } from "./rest/rest-api";

declare module "fastify" {
  interface FastifyInstance {
    /** How this server reaches Razorpay; the job runner uses the same. */
    payments: PaymentsDeps;
  }
}

export interface AppDeps {
  db: Db;
  config: Pick<Config, "webDist" | "consoleDist" | "corsOrigins"> & Partial<Pick<Config, "razorpay">>;
  /** Shared by every door (tRPC and REST) so a limit cannot be dodged by switching API. */
  limiter?: RateLimiter;
  /** Given by tests that run their own Razorpay stand-in; otherwise from config.razorpay. */
  payments?: PaymentsDeps;
  logger?: FastifyServerOptions["logger"];
}

// Razorpay Checkout loads its script and opens its own frame; everything else is same-origin.
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "https://checkout.razorpay.com"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    connectSrc: ["'self'", "https://api.razorpay.com", "https://lumberjack.razorpay.com"],
    frameSrc: ["'self'", "https://api.razorpay.com", "https://checkout.razorpay.com"],
    upgradeInsecureRequests: null,
  },
};

export async function buildApp({
  db,
  config,
  logger = false,
  limiter = new MemoryRateLimiter(),
  ...deps
}: AppDeps) {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // tRPC batches put every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
  });
  const setup = deps.payments
    ? { payments: deps.payments, standin: null }
    : setupPayments(config.razorpay ?? null, () => listeningOrigin(app.server.address()));
  const { payments, standin } = setup;

  await app.register(helmet, { contentSecurityPolicy });
  await app.register(cors, { origin: config.corsOrigins, credentials: false });

  app.get("/healthz", async (_request, reply) => {
    const health = await checkHealth(db);
    return reply.code(health.database === "up" ? 200 : 503).send(health);
  });

  await app.register(trpcPlugin, { db, limiter, payments });
  await app.register(restApi, { prefix: "/api", db, limiter, payments });
  await app.register(razorpayWebhook, { db, payments });
  if (standin) {
    await app.register(standin.plugin, { prefix: STANDIN_PREFIX });
    app.addHook("onListen", async () => {
      standin.controls.setWebhookUrl(`${listeningOrigin(app.server.address())}/webhooks/razorpay`);
    });
  }
  await app.register(spaApps, { webDist: config.webDist, consoleDist: config.consoleDist });

  app.decorate("payments", payments);
  return app;
}

function listeningOrigin(address: ReturnType<import("node:net").Server["address"]>): string {
  if (!address || typeof address === "string") throw new Error("The server is not listening on TCP yet");
  const host =
    address.family === "IPv6"
      ? `[${address.address === "::" ? "::1" : address.address}]`
      : address.address === "0.0.0.0"
        ? "127.0.0.1"
        : address.address;
  return `http://${host}:${address.port}`;
}
