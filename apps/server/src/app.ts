import {
  type CallMasking,
  checkHealth,
  createMailer,
  type Mailer,
  type MediaStorage,
  MemoryRateLimiter,
  type MessagingDeps,
  type PaymentsDeps,
  type RateLimiter,
  type ResetLinkDeps,
  type SystemDeps,
} from "@chamak/api";
import { DEFAULT_STUCK_PAYMENT_MINUTES } from "@chamak/contracts";
import { type Db, type PoolStats, pingDb } from "@chamak/db";
import cors from "@fastify/cors";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { Config, TrustProxy } from "./config";
import { mediaStorageFor } from "./media-setup";
import { MESSAGING_STANDIN_PREFIX, setupMessaging } from "./messaging-setup";
import { STANDIN_PREFIX, setupPayments } from "./payments-setup";
import { apiCompression } from "./plugins/api-compression";
import { catalogResponseCache } from "./plugins/catalog-response-cache";
import { mediaFiles } from "./plugins/media-files";
import { metrics } from "./plugins/metrics";
import { pdfDownloads } from "./plugins/pdf-downloads";
import { razorpayWebhook } from "./plugins/razorpay-webhook";
import { requestIdHeader, requestIdOf } from "./plugins/request-id";
import { securityHeaders } from "./plugins/security-headers";
import { spaApps } from "./plugins/spa-apps";
import { testClock } from "./plugins/test-clock";
import { trpcPlugin } from "./plugins/trpc";
import { restApi } from "./rest/rest-api";
import { restoreStandinPayments } from "./standin-restore";

declare module "fastify" {
  interface FastifyInstance {
    /** How this server reaches Razorpay; the job runner uses the same. */
    payments: PaymentsDeps;
    /** How this server sends email (reset links here, the job runner's booking emails). */
    mailer: Mailer;
    /** How this server reaches phones (providers or the stand-ins); the job runner sends booking updates by it. */
    messaging: MessagingDeps;
    /** Where uploaded images are stored (the local disk, or an S3-compatible bucket). */
    media: MediaStorage;
    /** Set when the server starts draining (SIGTERM): /readyz answers 503 from then on. */
    readiness: { draining: boolean };
  }
}

export interface AppDeps {
  db: Db;
  /** A read replica for public catalog reads (DATABASE_REPLICA_URL); everything else uses `db`. */
  readDb?: Db;
  config: Pick<Config, "webDist" | "consoleDist" | "corsOrigins"> &
    Partial<
      Pick<
        Config,
        | "razorpay"
        | "trustProxy"
        | "testClock"
        | "msg91"
        | "whatsapp"
        | "exotel"
        | "callMaskingOff"
        | "otpHashKey"
        | "signInLimits"
        | "publicUrl"
        | "smtpUrl"
        | "mailFrom"
        | "metricsToken"
        | "stuckPaymentMinutes"
        | "media"
      >
    >;
  /** Shared by every door (tRPC and REST) so a limit cannot be dodged by switching API. */
  limiter?: RateLimiter;
  /** Given by tests that run their own Razorpay stand-in; otherwise from config.razorpay. */
  payments?: PaymentsDeps;
  /** Given by tests that run their own messaging stand-in; otherwise from config.msg91 and config.whatsapp. */
  messaging?: MessagingDeps;
  /**
   * Given by tests with their own call masking; otherwise from config.exotel (the stand-in without it; none with
   * `messaging` given, or in production without Exotel).
   */
  calls?: CallMasking;
  /** Given by tests with their own storage; otherwise from config.media (a temporary folder without one). */
  media?: MediaStorage;
  /** Given by tests that read emails from their own SMTP sink; otherwise from config.smtpUrl (or the log). */
  mailer?: Mailer;
  logger?: FastifyServerOptions["logger"];
  /** Shared services reported by /readyz (e.g. redis) without making the node unready: it degrades instead. */
  readinessChecks?: Record<string, () => Promise<boolean>>;
  /** The primary's connection pool now, for /metrics (none on PGlite). */
  poolStats?: () => PoolStats | null;
}

// Razorpay Checkout loads its script and opens its own frame; everything else is same-origin (images too, but
// for a public media bucket's address, added in buildApp).
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
  readDb,
  readinessChecks = {},
  ...deps
}: AppDeps) {
  const app = Fastify({
    logger,
    // Behind a load balancer the client address comes from X-Forwarded-For, from the proxies trusted here.
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    // tRPC batches put every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
    // Every request's id: the caller's X-Request-Id when well-formed, else a new one (plugins/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  const setup = deps.payments
    ? { payments: deps.payments, standin: null }
    : setupPayments(config.razorpay ?? null, () => listeningOrigin(app.server.address()));
  const { payments, standin } = setup;
  const messagingSetup = deps.messaging
    ? { messaging: deps.messaging, calls: null, standin: null }
    : setupMessaging(
        {
          msg91: config.msg91 ?? null,
          whatsapp: config.whatsapp ?? null,
          exotel: config.exotel ?? null,
          callMaskingOff: config.callMaskingOff ?? false,
          otpHashKey: config.otpHashKey,
          signInLimits: config.signInLimits ?? {},
        },
        () => listeningOrigin(app.server.address()),
        () => app.log,
      );
  const { messaging } = messagingSetup;
  const calls = deps.calls ?? messagingSetup.calls;
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom ?? "Chamak <bookings@chamak.in>",
      logger: { info: (obj, msg) => app.log.info(obj, msg) },
    });
  const resetLinks: ResetLinkDeps = {
    mailer,
    // Without PUBLIC_URL the links open this server itself, known once it listens.
    get siteUrl() {
      return config.publicUrl ?? listeningOrigin(app.server.address());
    },
    perAddress: messaging.limits.perAddress,
    onSendFailure: (error) => app.log.warn({ err: error }, "a password reset link could not be emailed"),
  };
  const system: SystemDeps = {
    providers: {
      razorpay: payments.testMode ? "standin" : "live",
      sms: (deps.messaging ? deps.messaging.standinInbox : !config.msg91) ? "standin" : "live",
      whatsapp: (deps.messaging ? deps.messaging.standinInbox : !config.whatsapp) ? "standin" : "live",
      // Without SMTP the mailer writes each email to the log.
      email: config.smtpUrl ? "live" : "standin",
      // Left out when the host has none (production without Exotel).
      ...(calls ? { callMasking: config.exotel ? "live" : "standin" } : {}),
    },
    pingRedis: readinessChecks.redis ?? null,
    stuckPaymentMinutes: config.stuckPaymentMinutes ?? DEFAULT_STUCK_PAYMENT_MINUTES,
  };

  const media = deps.media ?? (await mediaStorageFor(config.media));
  const mediaOrigin = config.media?.s3?.publicUrl ? new URL(config.media.s3.publicUrl).origin : null;

  requestIdHeader(app);
  metrics(app, { db, token: config.metricsToken, ...(deps.poolStats ? { poolStats: deps.poolStats } : {}) });
  securityHeaders(app, {
    contentSecurityPolicy: mediaOrigin
      ? {
          directives: {
            ...contentSecurityPolicy.directives,
            imgSrc: [...contentSecurityPolicy.directives.imgSrc, mediaOrigin],
          },
        }
      : contentSecurityPolicy,
  });
  await app.register(cors, { origin: config.corsOrigins, credentials: false });

  app.get("/healthz", async (_request, reply) => {
    const health = await checkHealth(db);
    return reply.code(health.database === "up" ? 200 : 503).send(health);
  });

  // Readiness, for the load balancer: can this node take traffic now? Not while draining, nor without its
  // primary database. Shared services (replica, Redis) are reported but do not fail it: every node would fail
  // together, turning a degraded catalog or per-node rate limits into a full outage.
  const readiness = { draining: false };
  app.decorate("readiness", readiness);
  // While draining, every answer asks the client to reconnect (to another node): kept-alive connections would
  // otherwise hold the server open after close() until their keep-alive timeout.
  app.addHook("onSend", async (_request, reply) => {
    if (readiness.draining) reply.header("connection", "close");
  });
  app.get("/readyz", async (_request, reply) => {
    if (readiness.draining) return reply.code(503).send({ status: "draining" });
    const [database, replica, ...extra] = await Promise.all([
      pingDb(db, 2000),
      readDb ? pingDb(readDb, 2000) : Promise.resolve(null),
      ...Object.values(readinessChecks).map((check) => check()),
    ]);
    const body: Record<string, string> = { status: database ? "ready" : "unavailable" };
    body.database = database ? "up" : "down";
    if (replica !== null) body.replica = replica ? "up" : "down";
    Object.keys(readinessChecks).forEach((name, i) => {
      body[name] = extra[i] ? "up" : "down";
    });
    return reply.code(body.status === "ready" ? 200 : 503).send(body);
  });

  catalogResponseCache(app);
  apiCompression(app);
  await app.register(trpcPlugin, {
    db,
    ...(readDb ? { readDb } : {}),
    limiter,
    payments,
    messaging,
    ...(calls ? { calls } : {}),
    resetLinks,
    system,
    media,
  });
  await app.register(restApi, { prefix: "/api", db, ...(readDb ? { readDb } : {}), limiter, payments });
  await app.register(razorpayWebhook, { db, payments });
  await app.register(pdfDownloads, { db });
  await app.register(mediaFiles, { db, storage: media, limiter });
  if (config.testClock) testClock(app);
  if (standin) {
    await app.register(standin.plugin, { prefix: STANDIN_PREFIX });
    // Browser journeys play Razorpay's side too (a month's AutoPay debit, a failed one): its controls, only
    // with the journeys' test clock, never on a server anyone else reaches.
    if (config.testClock)
      await app.register(standin.controlPlugin, { prefix: `${STANDIN_PREFIX}/__control` });
    // Not fatal: a server whose database is down at start still starts (and says so on /readyz); the
    // stand-in then does not know the payments made before it started.
    app.addHook("onReady", async () => {
      try {
        await restoreStandinPayments(db, standin);
      } catch (error) {
        app.log.warn({ err: error }, "the Razorpay stand-in could not be told the payments already captured");
      }
    });
    app.addHook("onListen", async () => {
      standin.controls.setWebhookUrl(`${listeningOrigin(app.server.address())}/webhooks/razorpay`);
    });
  }
  if (messagingSetup.standin) {
    // The local SMS, WhatsApp and call-masking providers: the real clients reach them over HTTP, and a test reads
    // a phone's messages from GET /__messaging/messages?to=+91... (admins see them in the console), or calls a
    // masked number with POST /__messaging/calls/dial.
    await app.register(messagingSetup.standin.plugin, { prefix: MESSAGING_STANDIN_PREFIX });
  }
  await app.register(spaApps, { webDist: config.webDist, consoleDist: config.consoleDist });

  app.decorate("payments", payments);
  app.decorate("mailer", mailer);
  app.decorate("media", media);
  app.decorate("messaging", messaging);
  return app;
}

/** Fastify trusts "the nth hop" when given a number at run time, but its types only take the function form. */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
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
