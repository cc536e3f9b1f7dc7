import { formatIndiaTime } from "@chamak/contracts";
import { serverErrorOf } from "@chamak/web-client";
import { useCallback, useEffect, useState } from "react";
import { useLang, useT } from "../../../lib/i18n";
import { useCountdown } from "./use-countdown";

/**
 * When a number locked by too many wrong codes opens again (a Date.now() time), from the server's refusal
 * ("locked for 15 minutes", rounded up to the minute, so the number is open by then); null for any other failure.
 */
export function lockedUntilOf(failure: unknown, now = Date.now()): number | null {
  const message = serverErrorOf(failure);
  if (message?.id !== "errors.otpLocked") return null;
  const minutes = Number(message.values?.minutes);
  return Number.isFinite(minutes) && minutes > 0 ? now + minutes * 60_000 : null;
}

/**
 * A number's lock as a code form shows it: until when (as a clock time in India), and nothing to press until
 * then. `lockFrom(failure)` takes a refusal; it returns the text to show for a lock, else null.
 */
export function useNumberLock(onUnlocked?: () => void) {
  const t = useT("auth");
  const { lang } = useLang();
  const [until, setUntil] = useState<number | null>(null);
  const secondsLeft = useCountdown(until);
  const locked = until !== null && secondsLeft > 0;
  useEffect(() => {
    if (until !== null && secondsLeft === 0) {
      setUntil(null);
      onUnlocked?.();
    }
  }, [until, secondsLeft, onUnlocked]);
  const timeOf = useCallback((at: number) => formatIndiaTime(new Date(at), lang), [lang]);
  const lockFrom = useCallback(
    (failure: unknown): string | null => {
      const at = lockedUntilOf(failure);
      if (at === null) return null;
      setUntil(at);
      return t("numberLocked", { time: timeOf(at) });
    },
    [t, timeOf],
  );
  return { locked, until: locked ? timeOf(until) : null, lockFrom };
}
