import type { WasherDay } from "@chamak/contracts";
import { UploadError, uploadImage } from "@chamak/web-client";
import { useQuery } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTRPC, useTRPCClient } from "../../lib/trpc";
import {
  advancePlanStop,
  advanceStop,
  type PhonePlanStop,
  type PhoneStop,
  predictDay,
  predictPlanStops,
} from "./predict";
import {
  type BookingTap,
  isPlanTap,
  type PlanTap,
  planWashKey,
  type QueuedTap,
  type RefusalKey,
} from "./queued-tap";
import { Refused, syncTaps } from "./sync-taps";
import * as tapStore from "./tap-store";

/** A tap as the page makes it: the rest (its id, the version, the time) is filled in here. */
export type NewTap = BookingTap extends infer T
  ? T extends BookingTap
    ? Omit<T, "clientActionId" | "version" | "tappedAt" | "bookingId" | "leg">
    : never
  : never;

/** The day with one job (a booking's leg or a plan wash) moved on by a tap the server applied. */
const advanceDay = (day: WasherDay, tap: QueuedTap): WasherDay =>
  isPlanTap(tap)
    ? {
        ...day,
        planStops: (day.planStops ?? []).map((stop) =>
          stop.subscriptionId === tap.subscriptionId && stop.date === tap.washDate
            ? advancePlanStop(stop, tap)
            : stop,
        ),
      }
    : {
        ...day,
        stops: day.stops.map((stop) =>
          stop.bookingId === tap.bookingId && stop.leg === tap.leg ? advanceStop(stop, tap) : stop,
        ),
      };

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
  const online = useOnline();
  const [queue, setQueue] = useState<QueuedTap[]>([]);
  const fetched = useQuery({
    ...trpc.washerDay.today.queryOptions({}),
    enabled: online,
    retry: false,
    // Not while taps are being sent: a day read half-way through would not yet have them.
    refetchInterval: online && queue.length === 0 ? 60_000 : false,
  });
  // The server's day as this phone last knew it, moved on by each tap the server applied since: with the queue
  // it gives every job's next version. The ref is what taps read; the state is what renders.
  const serverDay = useRef<WasherDay | null>(null);
  const [day, setDay] = useState<WasherDay | null>(null);
  const [refusals, setRefusals] = useState<Map<RefusalKey, string>>(new Map());
  const [loaded, setLoaded] = useState(false);
  const syncing = useRef(false);
  const refetchDay = useRef(fetched.refetch);
  refetchDay.current = fetched.refetch;
  // Taps and the sync's bookkeeping take turns, so a tap never reads the queue and the day half-way through a
  // change to them (which would give it a version one off).
  const turn = useRef<Promise<unknown>>(Promise.resolve());
  const serially = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.current.then(work, work);
    turn.current = run.catch(() => undefined);
    return run;
  }, []);

  const keepServerDay = useCallback((next: WasherDay) => {
    serverDay.current = next;
    setDay(next);
    void tapStore.keepDay(next);
  }, []);

  const reread = useCallback(async () => {
    const [storedQueue, storedRefusals] = await Promise.all([tapStore.readQueue(), tapStore.readRefusals()]);
    setQueue(storedQueue);
    setRefusals(storedRefusals);
  }, []);

  useEffect(() => {
    void Promise.all([tapStore.readDay(), reread()]).then(([stored]) => {
      if (stored && !serverDay.current) keepServerDay(stored);
      setLoaded(true);
    });
  }, [reread, keepServerDay]);

  useEffect(() => {
    if (fetched.data) void serially(async () => keepServerDay(fetched.data));
  }, [fetched.data, keepServerDay, serially]);

  const sync = useCallback(async () => {
    if (syncing.current || !navigator.onLine) return;
    syncing.current = true;
    try {
      const result = await syncTaps({
        readQueue: tapStore.readQueue,
        replaceFirst: tapStore.replaceFirst,
        keepRefusal: tapStore.keepRefusal,
        settleFirst: (tap, refused) =>
          serially(async () => {
            await tapStore.settleFirst(tap, refused);
            // Applied: the server's day moves on with it, in the same turn as the queue loses it.
            if (!refused && serverDay.current) keepServerDay(advanceDay(serverDay.current, tap));
            setQueue(await tapStore.readQueue());
          }),
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
            // The English texts of every error load only when a photo is refused (they weigh as much as the page).
            if (error instanceof UploadError) {
              throw new Refused((await import("../../lib/error-text")).errorText(error.error));
            }
            throw error;
          }
        },
      });
      await reread();
      // Refused: another phone moved the job on; the server's day says how.
      if (result.refused > 0) await refetchDay.current();
    } finally {
      syncing.current = false;
    }
  }, [client, reread, serially, keepServerDay]);

  // Back online, and every 15 s while taps wait (a sync that failed half-way picks up where it stopped).
  useEffect(() => {
    if (!online) return;
    void sync();
    const timer = setInterval(() => void sync(), 15_000);
    return () => clearInterval(timer);
  }, [online, sync]);

  const stops: PhoneStop[] = useMemo(
    () => (day ? predictDay(day, queue, refusals) : []),
    [day, queue, refusals],
  );
  const planStops: PhonePlanStop[] = useMemo(
    () => (day ? predictPlanStops(day, queue, refusals) : []),
    [day, queue, refusals],
  );

  const tap = useCallback(
    async (stop: PhoneStop, newTap: NewTap) => {
      await serially(async () => {
        await tapStore.forgetRefusal(stop.bookingId);
        // The version from the day and the queue as they are now, not as they were when the page last drew.
        const now = serverDay.current
          ? predictDay(serverDay.current, await tapStore.readQueue(), new Map()).find(
              (candidate) => candidate.bookingId === stop.bookingId && candidate.leg === stop.leg,
            )
          : undefined;
        await tapStore.appendTap({
          ...newTap,
          clientActionId: crypto.randomUUID(),
          bookingId: stop.bookingId,
          leg: stop.leg,
          version: now?.visit.version ?? stop.visit.version,
          tappedAt: new Date(),
        } as QueuedTap);
        await reread();
      });
      void sync();
    },
    [reread, serially, sync],
  );

  /** A plan wash's tap (done or not accessible, with its photo), queued at the wash's version as predicted. */
  const planTap = useCallback(
    async (stop: PhonePlanStop, action: PlanTap["action"], photo: Blob) => {
      await serially(async () => {
        await tapStore.forgetRefusal(planWashKey(stop.subscriptionId, stop.date));
        const now = serverDay.current
          ? predictPlanStops(serverDay.current, await tapStore.readQueue(), new Map()).find(
              (candidate) => candidate.subscriptionId === stop.subscriptionId && candidate.date === stop.date,
            )
          : undefined;
        await tapStore.appendTap({
          clientActionId: crypto.randomUUID(),
          action,
          subscriptionId: stop.subscriptionId,
          washDate: stop.date,
          version: now?.version ?? stop.version,
          tappedAt: new Date(),
          photo,
        });
        await reread();
      });
      void sync();
    },
    [reread, serially, sync],
  );

  const dismiss = useCallback(
    async (key: RefusalKey) => {
      await tapStore.forgetRefusal(key);
      await reread();
    },
    [reread],
  );

  return {
    day,
    stops,
    planStops,
    online,
    waiting: queue.length,
    loading: !loaded || (day === null && fetched.isPending && online),
    error: day === null ? fetched.error : null,
    tap,
    planTap,
    dismiss,
  };
}
