import { z } from "zod";

/** The outside services Chamak talks to, each either the real one or the local stand-in of the demo and tests. */
export const SYSTEM_PROVIDERS = ["razorpay", "sms", "whatsapp", "email", "callMasking"] as const;
export type SystemProvider = (typeof SYSTEM_PROVIDERS)[number];
export const PROVIDER_MODES = ["live", "standin"] as const;
export type ProviderMode = (typeof PROVIDER_MODES)[number];

/** A payment created or authorised this long ago and still not captured is stuck (STUCK_PAYMENT_MINUTES). */
export const DEFAULT_STUCK_PAYMENT_MINUTES = 30;
/** How many of the stuck payments the System page lists, oldest first. */
export const STUCK_PAYMENTS_LISTED = 10;

const health = z.object({
  up: z.boolean(),
  /** How long `SELECT 1` (or Redis's PING) took; null when it did not answer. */
  latencyMs: z.number().nullable(),
});

/** What the admin console's System page shows: is everything that keeps Chamak running working now? */
export const systemStatusOutput = z.object({
  checkedAt: z.date(),
  database: health,
  /** Null when no Redis is configured (one node, limits and cache invalidations in memory). */
  redis: health.nullable(),
  outbox: z.object({
    /** Messages due and not yet delivered. */
    backlog: z.number().int(),
    oldestPendingAgeSeconds: z.number().int(),
    /** Given up on: someone should look at their last error. */
    dead: z.number().int(),
  }),
  stuckPayments: z.object({
    thresholdMinutes: z.number().int(),
    count: z.number().int(),
    oldest: z.array(
      z.object({
        paymentId: z.number().int(),
        bookingId: z.number().int(),
        bookingCode: z.string(),
        state: z.enum(["created", "authorized"]),
        amountPaise: z.number().int(),
        createdAt: z.date(),
        /** Why reconciliation last failed to settle it, if it tried. */
        reconcileError: z.string().nullable(),
      }),
    ),
  }),
  /** Each background job's last run on any node (reconciliation among them); absent until it first ran. */
  jobs: z.array(
    z.object({
      job: z.string(),
      lastRunAt: z.date(),
      lastDurationMs: z.number().int(),
      lastError: z.string().nullable(),
      lastSuccessAt: z.date().nullable(),
      lastFailureAt: z.date().nullable(),
    }),
  ),
  providers: z.array(z.object({ provider: z.enum(SYSTEM_PROVIDERS), mode: z.enum(PROVIDER_MODES) })),
});
export type SystemStatus = z.infer<typeof systemStatusOutput>;
