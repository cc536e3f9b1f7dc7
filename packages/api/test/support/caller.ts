import type { Role } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { hashPassword } from "@chamak/db";
import { clientErrorOf } from "../../src/client-errors";
import type { SystemDeps } from "../../src/context";
import { MemoryRateLimiter, type RateLimiter } from "../../src/lib/rate-limiter";
import type { ResetLinkDeps } from "../../src/modules/accounts/reset-link-deps";
import { createSession } from "../../src/modules/accounts/session.service";
import type { MediaStorage } from "../../src/modules/media/media-storage";
import type { CallMasking } from "../../src/modules/messaging/call-masking-deps";
import type { MessagingDeps } from "../../src/modules/messaging/messaging-deps";
import type { PaymentsDeps } from "../../src/modules/payments/payments-deps";
import { createRazorpayClient } from "../../src/modules/payments/razorpay-client";
import { createRazorpaySubscriptions } from "../../src/modules/payments/razorpay-subscriptions";
import { createCaller } from "../../src/router";
import { unreachableResetLinks } from "./mail";
import { unreachableMessaging } from "./messaging";

/**
 * Payments through a running Razorpay stand-in, with the keys it was started with; `timeoutMs` bounds each
 * call to it (the client's default when left out).
 */
export function standinPayments(
  keys: { keyId: string; keySecret: string; webhookSecret: string },
  apiBaseUrl: string,
  options: { timeoutMs?: number } = {},
): PaymentsDeps {
  const client = {
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    baseUrl: apiBaseUrl,
    timeoutMs: options.timeoutMs,
  };
  return {
    gateway: createRazorpayClient(client),
    subscriptions: createRazorpaySubscriptions(client),
    keySecret: keys.keySecret,
    webhookSecret: keys.webhookSecret,
    testMode: true,
  };
}

/**
 * Payments that reach no server: the real client against a closed port, so a test that pays without
 * starting the Razorpay stand-in fails with "unavailable" instead of silently passing.
 */
export const unreachablePayments = standinPayments(
  { keyId: "rzp_test_none", keySecret: "none", webhookSecret: "none" },
  "http://127.0.0.1:9/v1",
);

/** A router caller as the server would build it for one request. */
export function callerFor(
  db: Db,
  options: {
    token?: string | null;
    ip?: string;
    limiter?: RateLimiter;
    payments?: PaymentsDeps;
    messaging?: MessagingDeps;
    resetLinks?: ResetLinkDeps;
    system?: SystemDeps;
    /** The centre (branch) the request names, as the console's `x-centre-id` header. */
    centreId?: number | null;
    media?: MediaStorage;
    calls?: CallMasking;
  } = {},
) {
  return createCaller({
    db,
    limiter: options.limiter ?? new MemoryRateLimiter(),
    payments: options.payments ?? unreachablePayments,
    messaging: options.messaging ?? unreachableMessaging,
    resetLinks: options.resetLinks ?? unreachableResetLinks,
    ip: options.ip ?? "127.0.0.1",
    userAgent: "vitest",
    token: options.token ?? null,
    centreId: options.centreId ?? null,
    ...(options.system ? { system: options.system } : {}),
    ...(options.media ? { media: options.media } : {}),
    ...(options.calls ? { calls: options.calls } : {}),
  });
}

let userCounter = 0;

/** Creates an account with a session and returns its id and bearer token. */
export async function signedInUser(
  db: Db,
  role: Role = "user",
  overrides: { email?: string; phone?: string } = {},
) {
  userCounter += 1;
  const user = await db.user.create({
    data: {
      name: `Test ${role} ${userCounter}`,
      email: overrides.email ?? `${role}${userCounter}-${Date.now()}@test.chamak.in`,
      mobile: "9876543210",
      ...(overrides.phone ? { phone: overrides.phone } : {}),
      passwordHash: await hashPassword("secret123"),
      role,
    },
  });
  const { token } = await createSession(db, user.id, { ip: "127.0.0.1" });
  return { id: user.id, email: user.email, token };
}

/** The per-field messages a rejected call carries, as the HTTP error shape shows them to forms. */
export async function fieldErrorsOfRejection(call: Promise<unknown>): Promise<Record<string, string> | null> {
  try {
    await call;
  } catch (error) {
    return clientErrorOf((error as { cause?: unknown }).cause, "", false).fieldErrors;
  }
  throw new Error("expected the call to be rejected");
}
