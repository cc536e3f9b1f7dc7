import { resolve } from "node:path";
import { MESSAGE_TEMPLATES, type S3StorageConfig } from "@chamak/api";
import { DEFAULT_STUCK_PAYMENT_MINUTES } from "@chamak/contracts";
import { z } from "zod";

const REPO_ROOT = resolve(import.meta.dirname, "..", "..", "..");

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** A whole number of at least `min`, or unset. */
const optionalInt = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  optionalText.pipe(z.coerce.number<string | undefined>().int().min(min).max(max).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgresql:// URL" }).optional(),
  ),
  PGLITE_DIR: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url({ error: "must be a URL such as https://chamak.in" }).optional()),
  CORS_ORIGINS: optionalText,
  WEB_DIST: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalText.pipe(z.url({ error: "must be a URL" }).optional()),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  MAIL_FROM: optionalText,
  CONSOLE_DIST: optionalText,
  DATABASE_REPLICA_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgresql:// URL" }).optional(),
  ),
  DB_POOL_SIZE: optionalInt(1, 1000),
  DB_REPLICA_POOL_SIZE: optionalInt(1, 1000),
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  ),
  REDIS_KEY_PREFIX: optionalText,
  TRUST_PROXY: optionalText,
  CATALOG_CACHE_TTL_MS: optionalInt(0),
  JOB_INTERVAL_MS: optionalInt(50),
  OUTBOX_LOCK_MS: optionalInt(1000),
  SHUTDOWN_DRAIN_MS: optionalInt(0),
  SHUTDOWN_TIMEOUT_MS: optionalInt(1000),
  TEST_CLOCK: z.enum(["0", "1"], { error: "must be 1 or 0" }).default("0"),
  // OpenTelemetry's own variable (its SDK reads it and the other OTEL_* ones); checked here so a typo stops the start.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL (OTLP over HTTP)" }).optional(),
  ),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  STUCK_PAYMENT_MINUTES: optionalInt(1, 7 * 24 * 60),
  MSG91_AUTH_KEY: optionalText,
  MSG91_SENDER_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Z]{6}$/, "must be six capital letters")
      .optional(),
  ),
  MSG91_OTP_TEMPLATE_ID: optionalText,
  MSG91_OTP_DLT_TEMPLATE_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{19}$/, "must be 19 digits")
      .optional(),
  ),
  MSG91_API_URL: optionalText.pipe(z.url({ error: "must be a URL" }).optional()),
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText.pipe(z.string().regex(/^\d+$/, "must be digits").optional()),
  WHATSAPP_OTP_TEMPLATE: optionalText,
  WHATSAPP_API_VERSION: optionalText.pipe(
    z
      .string()
      .regex(/^v\d+\.\d+$/, "must look like v21.0")
      .optional(),
  ),
  WHATSAPP_API_URL: optionalText.pipe(z.url({ error: "must be a URL" }).optional()),
  // Exotel's ExoBridge for masked calls between customers and washers; without it the local stand-in (outside
  // production) or no call masking at all (production).
  EXOTEL_ACCOUNT_SID: optionalText,
  EXOTEL_API_KEY: optionalText,
  EXOTEL_API_TOKEN: optionalText,
  EXOTEL_CALLER_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{7,14}(,\+[1-9]\d{7,14})*$/, "must be ExoPhones in E.164 (+91...), comma-separated")
      .optional(),
  ),
  EXOTEL_API_URL: optionalText.pipe(z.url({ error: "must be a URL" }).optional()),
  OTP_HASH_KEY: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  OTP_CODES_PER_NUMBER_PER_HOUR: optionalInt(1, 100),
  OTP_CODES_PER_NUMBER_PER_DAY: optionalInt(1, 1000),
  OTP_WRONG_CODES_TO_LOCK: optionalInt(1, 100),
  OTP_LOCK_MINUTES: optionalInt(1, 24 * 60),
  // The booking-update templates as registered: "name=flowTemplateId:dltTemplateId,..." for MSG91 and
  // "name=approvedTemplateName,..." for WhatsApp (names from MESSAGE_TEMPLATES; any left out are not sent).
  MSG91_BOOKING_TEMPLATES: optionalText.pipe(
    z
      .string()
      .regex(/^\w+=[\w-]+:\d{19}(,\w+=[\w-]+:\d{19})*$/, "must be name=flowTemplateId:dltTemplateId pairs")
      .optional(),
  ),
  WHATSAPP_BOOKING_TEMPLATES: optionalText.pipe(
    z
      .string()
      .regex(/^\w+=\w+(,\w+=\w+)*$/, "must be name=templateName pairs")
      .optional(),
  ),
  // Uploaded images: the local disk (MEDIA_DIR, default .data/media) unless an S3-compatible bucket is set.
  MEDIA_DIR: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PREFIX: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  SIGN_IN_PER_ADDRESS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+\/\d+(,\d+\/\d+)*$/, "must be limit/minutes steps such as 300/10,1000/60,5000/1440")
      .optional(),
  ),
});

/** "a=1,b=2" as [["a", "1"], ["b", "2"]]; nothing when unset. */
function pairs(list: string | undefined): [string, string][] {
  return (list?.split(",") ?? []).map((pair) => {
    const [name = "", value = ""] = pair.split("=");
    return [name, value];
  });
}

/** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address (rate limits). */
export type TrustProxy = boolean | number | string[];

/** Razorpay's keys: all three, or none for the local stand-in. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
}

/** MSG91's keys and the OTP template as registered on DLT: all four, or none for the local stand-in. */
export interface Msg91Config {
  authKey: string;
  senderId: string;
  otpTemplateId: string;
  otpDltTemplateId: string;
  /** The booking-update templates registered so far (MSG91_BOOKING_TEMPLATES), by MESSAGE_TEMPLATES name. */
  bookingTemplates: Record<string, { templateId: string; dltTemplateId: string }>;
  apiUrl: string;
}

/** The WhatsApp Business Cloud API's number, token and approved OTP template: all three, or none. */
export interface WhatsAppConfig {
  accessToken: string;
  phoneNumberId: string;
  otpTemplate: string;
  /** The approved booking-update templates (WHATSAPP_BOOKING_TEMPLATES), by MESSAGE_TEMPLATES name. */
  bookingTemplates: Record<string, string>;
  apiVersion: string;
  apiUrl: string;
}

/** Exotel's ExoBridge account for masked calls: all four settings, or none. */
export interface ExotelConfig {
  accountSid: string;
  apiKey: string;
  apiToken: string;
  /** The ExoPhones allocations may use, in the order they are tried. */
  callerIds: string[];
  apiUrl: string;
}

/** Overrides of the sign-in limits' defaults (packages/api/src/modules/messaging/sign-in-limits.ts). */
export interface SignInLimitsConfig {
  codesPerNumberPerHour?: number;
  codesPerNumberPerDay?: number;
  wrongCodesToLock?: number;
  lockMinutes?: number;
  perAddress?: { limit: number; windowMinutes: number }[];
}

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  logLevel: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  publicUrl: string;
  corsOrigins: string[];
  webDist: string;
  consoleDist: string;
  razorpay: RazorpayConfig | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** A read replica for public catalog reads; needs `databaseUrl`. */
  databaseReplicaUrl: string | undefined;
  /** Maximum PostgreSQL connections of this node to the primary, and to the replica. */
  dbPoolSize: number;
  dbReplicaPoolSize: number;
  /** Shared state for several nodes: rate-limit counters and catalog cache invalidations. */
  redisUrl: string | undefined;
  /** Put before every Redis key and channel, so environments can share one Redis. */
  redisKeyPrefix: string;
  trustProxy: TrustProxy;
  /** How long public catalog reads are kept (default 5 s); 0 only coalesces identical in-flight reads. */
  catalogCacheTtlMs: number;
  /** Pause between background job runs on this node. */
  jobIntervalMs: number;
  /** How long a claimed outbox message is invisible to other nodes; a dead node's messages wait this long. */
  outboxLockMs: number;
  /** After SIGTERM, how long /readyz answers 503 while requests are still served, for the load balancer to notice. */
  shutdownDrainMs: number;
  /** Then, how long in-flight requests and the current job run get before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Browser journeys move the server's clock over HTTP (plugins/test-clock.ts); refused in production. */
  testClock: boolean;
  msg91: Msg91Config | null;
  whatsapp: WhatsAppConfig | null;
  /** Exotel for masked calls; null: the local stand-in, or none at all when `callMaskingOff`. */
  exotel: ExotelConfig | null;
  /**
   * Production without Exotel: no masked calls (the procedures that need them answer "unavailable"), since the
   * stand-in's virtual numbers would ring no one.
   */
  callMaskingOff: boolean;
  /** The key of the OTPs' HMAC; random per process when unset (set it when several nodes run). */
  otpHashKey: string | undefined;
  signInLimits: SignInLimitsConfig;
  /**
   * The bearer token Prometheus sends to GET /metrics; without it /metrics answers 404 (and Prisma's query
   * timing is off).
   */
  metricsToken: string | undefined;
  /** The admin System page counts a payment created or authorised this long ago and not captured as stuck. */
  stuckPaymentMinutes: number;
  /** Where uploaded images go: an S3-compatible bucket when `s3` is set, else the local disk under `dir`. */
  media: MediaConfig;
}

export interface MediaConfig {
  dir: string;
  s3: S3StorageConfig | null;
}

/** All of a provider's variables, or none; naming the ones missing. */
function allOrNone(names: string[], env: Record<string, unknown>, what: string) {
  const set = names.filter((name) => env[name] !== undefined);
  if (set.length > 0 && set.length < names.length)
    throw new ConfigError(`Invalid environment: set all of ${names.join(", ")} or none of them (${what})`);
  return set.length === names.length;
}

/**
 * Public catalog results are kept 60 s by default. Every write they show invalidates them at once (on every
 * node: more than one node needs REDIS_URL), so the TTL only bounds a change that reached no node, e.g. during
 * a Redis outage. At 5 s the 2,000 centre pages of the bench were rebuilt 400 times a second, and those
 * rebuilds, not the hits, made catalog.centre's p99 (201 ms at 5 s, 41 ms at 60 s: bench-results/findings.md).
 * 0 turns keeping off.
 */
export const DEFAULT_CATALOG_CACHE_TTL_MS = 60_000;

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Reads and validates the environment; a bad variable is named in the error, with what was wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `${name} ${issue.message}${name in env ? ` (got "${env[name]}")` : ""}`;
    });
    throw new ConfigError(`Invalid environment: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  for (const [variable, list] of [
    ["MSG91_BOOKING_TEMPLATES", e.MSG91_BOOKING_TEMPLATES],
    ["WHATSAPP_BOOKING_TEMPLATES", e.WHATSAPP_BOOKING_TEMPLATES],
  ] as const) {
    const unknown = pairs(list)
      .map(([name]) => name)
      .filter((name) => name === "otp" || !Object.hasOwn(MESSAGE_TEMPLATES, name));
    if (unknown.length > 0)
      throw new ConfigError(
        `Invalid environment: ${variable} names no booking template ${unknown.join(", ")} (known: ${Object.keys(
          MESSAGE_TEMPLATES,
        )
          .filter((name) => name !== "otp")
          .join(", ")})`,
      );
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    throw new ConfigError(
      "Invalid environment: set all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or none of them (the local stand-in)",
    );
  }
  if (e.TEST_CLOCK === "1" && e.NODE_ENV === "production") {
    throw new ConfigError(
      "Invalid environment: TEST_CLOCK is for browser journeys, never with NODE_ENV=production",
    );
  }
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      "Invalid environment: DATABASE_REPLICA_URL needs DATABASE_URL (the primary); the embedded database has no replica",
    );
  }
  const msg91 = allOrNone(
    ["MSG91_AUTH_KEY", "MSG91_SENDER_ID", "MSG91_OTP_TEMPLATE_ID", "MSG91_OTP_DLT_TEMPLATE_ID"],
    e,
    "the local SMS stand-in",
  );
  const whatsapp = allOrNone(
    ["WHATSAPP_ACCESS_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_OTP_TEMPLATE"],
    e,
    "the local WhatsApp stand-in",
  );
  const exotel = allOrNone(
    ["EXOTEL_ACCOUNT_SID", "EXOTEL_API_KEY", "EXOTEL_API_TOKEN", "EXOTEL_CALLER_ID"],
    e,
    "the local call-masking stand-in",
  );
  if (e.NODE_ENV === "production" && !(msg91 && whatsapp)) {
    // The stand-in keeps every sign-in code readable at /__messaging and in the console: a demo's, never a
    // real deployment's.
    const missing = [
      ...(msg91
        ? []
        : ["MSG91_AUTH_KEY, MSG91_SENDER_ID, MSG91_OTP_TEMPLATE_ID and MSG91_OTP_DLT_TEMPLATE_ID"]),
      ...(whatsapp ? [] : ["WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_OTP_TEMPLATE"]),
    ];
    throw new ConfigError(
      `Invalid environment: NODE_ENV=production needs real SMS and WhatsApp providers, not the local messaging stand-in (it shows every sign-in code); set ${missing.join(", and ")}`,
    );
  }
  if (e.NODE_ENV === "production" && !razorpayKeys.every(Boolean)) {
    // The stand-in mounted at /__razorpay takes any payment with no money behind it, and signs its own webhooks.
    throw new ConfigError(
      "Invalid environment: NODE_ENV=production needs real Razorpay keys, not the local payments stand-in (it confirms payments no money backs); set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET",
    );
  }
  const s3 = allOrNone(
    ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
    e,
    "uploaded images on the local disk",
  );
  const publicUrl = e.PUBLIC_URL ?? `http://${e.HOST === "0.0.0.0" ? "127.0.0.1" : e.HOST}:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    // "memory://" is PGlite's in-memory database, not a path.
    pgliteDir: e.PGLITE_DIR?.startsWith("memory://")
      ? e.PGLITE_DIR
      : resolve(e.PGLITE_DIR ?? resolve(REPO_ROOT, ".data", "pglite")),
    publicUrl,
    corsOrigins: e.CORS_ORIGINS?.split(",").map((o) => o.trim()) ?? [publicUrl],
    webDist: resolve(e.WEB_DIST ?? resolve(REPO_ROOT, "apps", "web", "dist")),
    consoleDist: resolve(e.CONSOLE_DIST ?? resolve(REPO_ROOT, "apps", "console", "dist")),
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL ?? "https://api.razorpay.com/v1",
          }
        : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? "Chamak <bookings@chamak.in>",
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    dbPoolSize: e.DB_POOL_SIZE ?? 10,
    dbReplicaPoolSize: e.DB_REPLICA_POOL_SIZE ?? e.DB_POOL_SIZE ?? 10,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? "chamak:",
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS ?? DEFAULT_CATALOG_CACHE_TTL_MS,
    jobIntervalMs: e.JOB_INTERVAL_MS ?? 5000,
    outboxLockMs: e.OUTBOX_LOCK_MS ?? 120_000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? 0,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    testClock: e.TEST_CLOCK === "1",
    msg91: msg91
      ? {
          authKey: e.MSG91_AUTH_KEY ?? "",
          senderId: e.MSG91_SENDER_ID ?? "",
          otpTemplateId: e.MSG91_OTP_TEMPLATE_ID ?? "",
          otpDltTemplateId: e.MSG91_OTP_DLT_TEMPLATE_ID ?? "",
          bookingTemplates: Object.fromEntries(
            pairs(e.MSG91_BOOKING_TEMPLATES).map(([name, ids]) => {
              const [templateId = "", dltTemplateId = ""] = ids.split(":");
              return [name, { templateId, dltTemplateId }];
            }),
          ),
          apiUrl: e.MSG91_API_URL ?? "https://control.msg91.com",
        }
      : null,
    whatsapp: whatsapp
      ? {
          accessToken: e.WHATSAPP_ACCESS_TOKEN ?? "",
          phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? "",
          otpTemplate: e.WHATSAPP_OTP_TEMPLATE ?? "",
          bookingTemplates: Object.fromEntries(pairs(e.WHATSAPP_BOOKING_TEMPLATES)),
          apiVersion: e.WHATSAPP_API_VERSION ?? "v21.0",
          apiUrl: e.WHATSAPP_API_URL ?? "https://graph.facebook.com",
        }
      : null,
    exotel: exotel
      ? {
          accountSid: e.EXOTEL_ACCOUNT_SID ?? "",
          apiKey: e.EXOTEL_API_KEY ?? "",
          apiToken: e.EXOTEL_API_TOKEN ?? "",
          callerIds: e.EXOTEL_CALLER_ID?.split(",") ?? [],
          apiUrl: e.EXOTEL_API_URL ?? "https://leadassist.exotel.in",
        }
      : null,
    callMaskingOff: !exotel && e.NODE_ENV === "production",
    otpHashKey: e.OTP_HASH_KEY,
    metricsToken: e.METRICS_TOKEN,
    stuckPaymentMinutes: e.STUCK_PAYMENT_MINUTES ?? DEFAULT_STUCK_PAYMENT_MINUTES,
    media: {
      dir: resolve(e.MEDIA_DIR ?? resolve(REPO_ROOT, ".data", "media")),
      s3: s3
        ? {
            endpoint: e.S3_ENDPOINT ?? "",
            region: e.S3_REGION ?? "us-east-1",
            bucket: e.S3_BUCKET ?? "",
            accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
            ...(e.S3_PREFIX ? { prefix: e.S3_PREFIX } : {}),
            ...(e.S3_PUBLIC_URL ? { publicUrl: e.S3_PUBLIC_URL } : {}),
          }
        : null,
    },
    signInLimits: {
      ...(e.OTP_CODES_PER_NUMBER_PER_HOUR ? { codesPerNumberPerHour: e.OTP_CODES_PER_NUMBER_PER_HOUR } : {}),
      ...(e.OTP_CODES_PER_NUMBER_PER_DAY ? { codesPerNumberPerDay: e.OTP_CODES_PER_NUMBER_PER_DAY } : {}),
      ...(e.OTP_WRONG_CODES_TO_LOCK ? { wrongCodesToLock: e.OTP_WRONG_CODES_TO_LOCK } : {}),
      ...(e.OTP_LOCK_MINUTES ? { lockMinutes: e.OTP_LOCK_MINUTES } : {}),
      ...(e.SIGN_IN_PER_ADDRESS
        ? {
            perAddress: e.SIGN_IN_PER_ADDRESS.split(",").map((step) => {
              const [limit, windowMinutes] = step.split("/").map(Number);
              return { limit: limit ?? 0, windowMinutes: windowMinutes ?? 0 };
            }),
          }
        : {}),
    },
  };
}

/** "true", "false", a hop count, or a comma-separated list of proxy addresses / CIDR ranges. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}
