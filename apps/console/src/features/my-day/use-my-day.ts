import type { WasherDay } from "@chamak/contracts";
import { UploadError, uploadImage } from "@chamak/web-client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { errorText } from "../../lib/error-text";
import { useTRPC, useTRPCClient } from "../../lib/trpc";
import { advanceStop, type PhoneStop, predictDay } from "./predict";
import type { QueuedTap } from "./queued-tap";
import { Refused, syncTaps } from "./sync-taps";
import * as tapStore from "./tap-store";

/** A tap as the page makes it: the rest (its id, the version, the time) is filled in here. */
export type NewTap = QueuedTap extends infer T
  ? T extends QueuedTap
    ? Omit<T, "clientActionId" | "version" | "tappedAt" | "bookingId" | "leg">
    : never
  : never;

/** The day with one job moved on by a tap the server applied. */
const advanceDay = (day: WasherDay, tap: QueuedTap): WasherDay => ({
  ...day,
  stops: day.stops.map((stop) =>
    stop.bookingId === tap.bookingId && stop.leg === tap.leg ? advanceStop(stop, tap) : stop,
  ),
});

/** Whether the browser says it has a network (the browser's offline mode turns it off). */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener("online", on);
    window.addEventListener("offline", off);
    return () => {
      window.removeEventListener("online", on);
      window.removeEventListener("offline", off);
    };
  }, []);
  return online;
}

/**
 * The washer's day on their phone, signal or not: the day as last loaded (kept on the phone), every tap queued on
 * the phone first and sent in order when there is a network, each stop shown as it will be once they are.
 */
export function useMyDay() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const online = useOnline();
  const dayKey = trpc.washerDay.today.queryKey({});
  const fetched = useQuery({
    ...trpc.washerDay.today.queryOptions({}),
    enabled: online,
    retry: false,
    refetchInterval: online ? 60_000 : false,
  });
  const [kept, setKept] = useState<WasherDay | null>(null);
  const [queue, setQueue] = useState<QueuedTap[]>([]);
  const [refusals, setRefusals] = useState<Map<number, string>>(new Map());
  const [loaded, setLoaded] = useState(false);
  const syncing = useRef(false);

  const reread = useCallback(async () => {
    const [storedQueue, storedRefusals] = await Promise.all([tapStore.readQueue(), tapStore.readRefusals()]);
    setQueue(storedQueue);
    setRefusals(storedRefusals);
  }, []);

  useEffect(() => {
    void Promise.all([tapStore.readDay(), reread()]).then(([day]) => {
      setKept(day ?? null);
      setLoaded(true);
    });
  }, [reread]);

  useEffect(() => {
    if (fetched.data) {
      setKept(fetched.data);
      void tapStore.keepDay(fetched.data);
    }
  }, [fetched.data]);

  const sync = useCallback(async () => {
    if (syncing.current || !navigator.onLine) return;
    syncing.current = true;
    try {
      const result = await syncTaps({
        readQueue: tapStore.readQueue,
        replaceFirst: tapStore.replaceFirst,
        keepRefusal: tapStore.keepRefusal,
        settleFirst: async (tap, refused) => {
          await tapStore.settleFirst(tap, refused);
          // The server's day moves on with each applied tap, so the next is made on the version it now has.
          if (!refused) {
            queryClient.setQueryData<WasherDay>(dayKey, (day) => day && advanceDay(day, tap));
            setKept((day) => day && advanceDay(day, tap));
          }
        },
        act: async (input) => {
          try {
            return await client.washerDay.act.mutate(input);
          } catch (error) {
            // An answer from the server (a refusal) drops the tap; no answer at all (no network) keeps it.
            if (error instanceof TRPCClientError && error.data?.code) throw new Refused(error.message);
            throw error;
          }
        },
        upload: async (photo) => {
          try {
            return await uploadImage(
              new File([photo], "photo.jpg", { type: photo.type || "image/jpeg" }),
              "job_card_photo",
            );
          } catch (error) {
            if (error instanceof UploadError) throw new Refused(errorText(error.error));
            throw error;
          }
        },
      });
      await reread();
      if (result.applied + result.refused > 0) await queryClient.invalidateQueries({ queryKey: dayKey });
    } finally {
      syncing.current = false;
    }
  }, [client, queryClient, dayKey, reread]);

  // Back online, and every 15 s while taps wait (a sync that failed half-way picks up where it stopped).
  useEffect(() => {
    if (!online) return;
    void sync();
    const timer = setInterval(() => void sync(), 15_000);
    return () => clearInterval(timer);
  }, [online, sync]);

  const day = fetched.data ?? kept;
  const stops: PhoneStop[] = useMemo(
    () => (day ? predictDay(day, queue, refusals) : []),
    [day, queue, refusals],
  );

  const tap = useCallback(
    async (stop: PhoneStop, newTap: NewTap) => {
      await tapStore.forgetRefusal(stop.bookingId);
      await tapStore.appendTap({
        ...newTap,
        clientActionId: crypto.randomUUID(),
        bookingId: stop.bookingId,
        leg: stop.leg,
        version: stop.visit.version,
        tappedAt: new Date(),
      } as QueuedTap);
      await reread();
      void sync();
    },
    [reread, sync],
  );

  const dismiss = useCallback(
    async (bookingId: number) => {
      await tapStore.forgetRefusal(bookingId);
      await reread();
    },
    [reread],
  );

  return {
    day,
    stops,
    online,
    waiting: queue.length,
    loading: !loaded || (day === null && fetched.isPending && online),
    error: day === null ? fetched.error : null,
    tap,
    dismiss,
  };
}
