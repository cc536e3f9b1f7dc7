import { afterAll, beforeAll } from "vitest";
import type { ResetLinkDeps } from "../../src/modules/accounts/reset-link-deps";
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "../../src/modules/messaging/sign-in-limits";
import { createSmtpMailer } from "../../src/modules/notifications/mailer";
import {
  mailText,
  type ReceivedMail,
  startSmtpSink,
} from "../../src/modules/notifications/smtp-sink.testing";

export { mailText };

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The site origin the links of these tests open. */
export const TEST_SITE_URL = "https://chamak.test";

/** Reset links emailed over real SMTP to `sink`. */
export function resetLinksThrough(
  sink: Pick<SmtpSink, "url">,
  options: { perAddress?: SignInLimits["perAddress"]; onSendFailure?: (error: unknown) => void } = {},
): ResetLinkDeps {
  return {
    mailer: createSmtpMailer({ smtpUrl: sink.url, from: "Chamak <no-reply@chamak.test>" }),
    siteUrl: TEST_SITE_URL,
    perAddress: options.perAddress ?? DEFAULT_SIGN_IN_LIMITS.perAddress,
    ...(options.onSendFailure ? { onSendFailure: options.onSendFailure } : {}),
  };
}

/** Reset links that reach no mail server: a test that emails without starting a sink gets no email. */
export const unreachableResetLinks = resetLinksThrough({ url: "smtp://127.0.0.1:9" });

/** For a test file that emails: an SMTP sink (its own TCP server) started before its tests and closed after. */
export function useSmtpSink(started: (sink: SmtpSink) => void): void {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    started(sink);
  });
  afterAll(async () => {
    await sink?.close();
  });
}

/** The emails the sink has received for `to`, oldest first. */
export function mailsTo(sink: Pick<SmtpSink, "received">, to: string): ReceivedMail[] {
  return sink.received.filter((mail) => mail.to.includes(to));
}

/**
 * Waits until `to` has received `count` emails (links are sent after the request answers) and returns the
 * newest; fails after `timeoutMs`.
 */
export async function waitForMail(
  sink: Pick<SmtpSink, "received">,
  to: string,
  count = 1,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(sink, to);
    const newest = mails[mails.length - 1];
    if (mails.length >= count && newest) return newest;
    if (Date.now() > deadline) throw new Error(`${to} received ${mails.length} of ${count} emails`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token of the reset link in an email. */
export function resetTokenIn(mail: Pick<ReceivedMail, "data">): string {
  const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mailText(mail))?.[1];
  if (!token) throw new Error("the email has no reset link");
  return token;
}
