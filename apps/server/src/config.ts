import { resolve } from "node:path";
import { z } from "zod";

const REPO_ROOT = resolve(import.meta.dirname, "..", "..", "..");

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

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
});

/** Razorpay's keys: all three, or none for the local stand-in. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
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
}

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
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    throw new ConfigError(
      "Invalid environment: set all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or none of them (the local stand-in)",
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://${e.HOST === "0.0.0.0" ? "127.0.0.1" : e.HOST}:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: resolve(e.PGLITE_DIR ?? resolve(REPO_ROOT, ".data", "pglite")),
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
  };
}
