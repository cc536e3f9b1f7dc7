import type { OtpChannel, OtpRequestInput, OtpRequestOutput } from "@chamak/contracts";
import { useCallback, useState } from "react";
import { useLang } from "../../../lib/i18n";
import { useCountdown } from "./use-countdown";

/** The code last sent: where, how, and from when another may be asked for. */
export type SentCode = { mobile: string; channel: OtpChannel; resendAt: number };

/**
 * Sends a one-time code with one of the server's `request…Code` procedures (sign-in, linking, reset) in the
 * reader's language, and counts down to when it may be sent again (the server's `resendAfterSeconds`).
 */
export function useCodeSender(request: (input: OtpRequestInput) => Promise<OtpRequestOutput>) {
  const { lang } = useLang();
  const [sent, setSent] = useState<SentCode | null>(null);
  const secondsLeft = useCountdown(sent?.resendAt ?? null);
  const send = useCallback(
    async (mobile: string, channel: OtpChannel) => {
      const answer = await request({ mobile, channel, lang });
      setSent({ mobile, channel: answer.channel, resendAt: Date.now() + answer.resendAfterSeconds * 1000 });
    },
    [request, lang],
  );
  const forget = useCallback(() => setSent(null), []);
  return { sent, secondsLeft, send, forget };
}
