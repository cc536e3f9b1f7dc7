import { useCallback, useEffect, useMemo, useState } from "react";
import type { CentreBooking } from "../../lib/api-types";

/** When the centre last looked: the newest booking's creation time it had seen, shared by the browser's tabs. */
const SEEN_UNTIL_KEY = "chamak.console.bookingsSeenUntil";

function readSeenUntil(): number | null {
  try {
    const raw = window.localStorage.getItem(SEEN_UNTIL_KEY);
    const stored = raw === null ? Number.NaN : Number(raw);
    // 0: the first look found no booking at all, so every booking since is new.
    return Number.isFinite(stored) && stored >= 0 ? stored : null;
  } catch {
    return null;
  }
}

function writeSeenUntil(value: number) {
  try {
    window.localStorage.setItem(SEEN_UNTIL_KEY, String(value));
  } catch {
    // storage refused (private mode): the highlight lasts as long as the page
  }
}

const newestOf = (items: readonly CentreBooking[]) =>
  items.reduce((newest, booking) => Math.max(newest, booking.createdAt.getTime()), 0);

/**
 * The bookings made since the centre last looked (last pressed "Mark as seen", in any tab). On the very first
 * look everything already there counts as seen. Compared with the server's creation times, so a wrong clock
 * on the device does not matter.
 */
export function useNewBookings(items: readonly CentreBooking[] | undefined) {
  const [seenUntil, setSeenUntil] = useState<number | null>(readSeenUntil);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SEEN_UNTIL_KEY) setSeenUntil(readSeenUntil());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const markSeen = useCallback(() => {
    // Never back: a filtered view may show only older bookings than were already seen.
    const seen = Math.max(newestOf(items ?? []), readSeenUntil() ?? 0);
    writeSeenUntil(seen);
    setSeenUntil(seen);
  }, [items]);

  useEffect(() => {
    if (seenUntil === null && items) markSeen();
  }, [seenUntil, items, markSeen]);

  const newIds = useMemo(
    () =>
      new Set(
        seenUntil === null
          ? []
          : (items ?? []).filter((booking) => booking.createdAt.getTime() > seenUntil).map((b) => b.id),
      ),
    [items, seenUntil],
  );
  return { newIds, markSeen };
}
