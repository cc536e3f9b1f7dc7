import type { ProviderMode, SystemProvider } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RateLimiter } from "./lib/rate-limiter";
import type { ResetLinkDeps } from "./modules/accounts/reset-link-deps";
import type { MediaStorage } from "./modules/media/media-storage";
import type { CallMasking } from "./modules/messaging/call-masking-deps";
import type { MessagingDeps } from "./modules/messaging/messaging-deps";
import type { PaymentsDeps } from "./modules/payments/payments-deps";

/** What every procedure may use. Built once per request by the host (see apps/server). */
export interface Context {
  db: Db;
  /**
   * A read replica, when the host has one (DATABASE_REPLICA_URL), for read-heavy public queries that may lag
   * the primary by a moment. Writes, authenticated reads and anything read right after its own write use `db`.
   */
  readDb?: Db;
  limiter: RateLimiter;
  payments: PaymentsDeps;
  /** How codes and messages reach phones (SMS, WhatsApp); hosts that sign no one in by phone may leave it out. */
  messaging?: MessagingDeps;
  /**
   * Masked calls between a customer and the crew (Exotel, or its stand-in); absent on a host without it
   * (production without Exotel settings): `callsOf(ctx)` then answers UNAVAILABLE.
   */
  calls?: CallMasking;
  /** Where uploaded images are stored; procedures that delete images remove their files through it. */
  media?: MediaStorage;
  /** How password reset links are emailed; hosts that send no email may leave it out. */
  resetLinks?: ResetLinkDeps;
  /** Client address, for rate limits and the audit log. */
  ip: string;
  userAgent: string | undefined;
  /** The raw bearer token from the Authorization header, if any. */
  token: string | null;
  /** The centre (branch) the console's request is about (`x-centre-id`); null: the caller's first centre. */
  centreId?: number | null;
  /** The host's id of this request (its logs' `reqId`), given back in every error answer. */
  requestId?: string;
  /** What the admin System page reports about the host; hosts without one report no Redis and stand-ins. */
  system?: SystemDeps;
}

/** The host's side of the admin System page (admin.system). */
export interface SystemDeps {
  /**
   * Which providers are real and which are the local stand-ins; one the host runs without at all (call masking
   * in production without Exotel settings) is left out.
   */
  providers: Partial<Record<SystemProvider, ProviderMode>>;
  /** Pings Redis (true when it answered); null without Redis. */
  pingRedis: (() => Promise<boolean>) | null;
  /** Minutes after which a payment not captured counts as stuck. */
  stuckPaymentMinutes: number;
}

/** The database for public catalog reads: the replica when there is one, else the primary. */
export function readDbOf(ctx: Pick<Context, "db" | "readDb">): Db {
  return ctx.readDb ?? ctx.db;
}

/** The legacy client sends `Bearer null` when signed out; that is no token. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const token = match?.[1];
  return token && token !== "null" && token !== "undefined" ? token : null;
}

/**
 * The `x-centre-id` header: null when absent; a header that is not a centre id reads as 0, which names no
 * centre, so it is refused rather than quietly falling back to the caller's first centre.
 */
export function requestedCentreId(header: string | string[] | undefined): number | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : 0;
  return id <= 2_147_483_647 ? id : 0;
}
