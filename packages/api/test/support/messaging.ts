import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { type RunningMessagingStandin, startMessagingStandin } from "@chamak/messaging-standin";
import { afterAll, beforeAll, vi } from "vitest";
import {
  createExotelCallMasking,
  exotelStandinSettings,
  standinExotel,
} from "../../src/modules/messaging/call-masking";
import type { CallMasking } from "../../src/modules/messaging/call-masking-deps";
import {
  createMessaging,
  messagingStandinSettings,
  standinProviders,
} from "../../src/modules/messaging/create-messaging";
import type { MessagingDeps } from "../../src/modules/messaging/messaging-deps";
import type { SignInLimits } from "../../src/modules/messaging/sign-in-limits";

const KEYS = {
  msg91AuthKey: "msg91-test-authkey",
  whatsappToken: "whatsapp-test-token",
  phoneNumberId: "100200300400500",
};

const EXOTEL_KEYS = { accountSid: "chamaktest1", apiKey: "exotel-test-key", apiToken: "exotel-test-token" };

/** What a messaging stand-in is started with for the api's own templates (and Exotel's call masking). */
export function messagingStandinOptions() {
  return { ...messagingStandinSettings(KEYS), exotel: exotelStandinSettings(EXOTEL_KEYS) };
}

/** The real Exotel client pointed at a running stand-in started with messagingStandinOptions(). */
export function standinCalls(standin: Pick<RunningMessagingStandin, "exotelBaseUrl">): CallMasking {
  return createExotelCallMasking(standinExotel(EXOTEL_KEYS, standin.exotelBaseUrl));
}

/** The real SMS and WhatsApp clients pointed at a running stand-in. */
export function standinMessaging(
  standin: Pick<RunningMessagingStandin, "msg91BaseUrl" | "whatsappBaseUrl">,
  options: { limits?: Partial<SignInLimits> } = {},
): MessagingDeps {
  return createMessaging({
    ...standinProviders(KEYS, { msg91: standin.msg91BaseUrl, whatsapp: standin.whatsappBaseUrl }),
    otpKey: "test-otp-key-0123456789abcdef0123456789",
    ...(options.limits ? { limits: options.limits } : {}),
  });
}

/** Messaging that reaches no server: a test that sends without starting the stand-in fails instead of passing. */
export const unreachableMessaging = standinMessaging({
  msg91BaseUrl: "http://127.0.0.1:9/msg91",
  whatsappBaseUrl: "http://127.0.0.1:9/whatsapp",
});

/** The code in the newest SMS or WhatsApp message to a number, read as the phone would show it. */
export function latestCode(standin: Pick<RunningMessagingStandin, "controls">, to: string): string {
  const [message] = standin.controls.messages({ to });
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** The code of a message sent after the answer (a password-reset code): waits until the phone has it. */
export function codeSentTo(standin: Pick<RunningMessagingStandin, "controls">, to: string): Promise<string> {
  return vi.waitFor(() => latestCode(standin, to), { timeout: 10_000, interval: 20 });
}

/**
 * For a test file that sends codes: a test database and a messaging stand-in (its own HTTP server), started
 * before the file's tests (handed to `started`, with the real clients pointed at the stand-in) and closed after.
 */
export function useMessagingStandinAndDatabase(
  started: (parts: { db: Db; standin: RunningMessagingStandin; messaging: MessagingDeps }) => void,
): void {
  let database: TestDb | undefined;
  let standin: RunningMessagingStandin | undefined;
  beforeAll(async () => {
    [database, standin] = await Promise.all([
      createTestDb(),
      startMessagingStandin(messagingStandinOptions()),
    ]);
    started({ db: database.db, standin, messaging: standinMessaging(standin) });
  });
  afterAll(async () => {
    await standin?.close();
    await database?.close();
  });
}
