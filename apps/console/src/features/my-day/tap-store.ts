import type { WasherDay } from "@chamak/contracts";
import { createStore, del, get, set, update } from "idb-keyval";
import { jobOf, type QueuedTap, type RefusalKey } from "./queued-tap";

// IndexedDB through idb-keyval (a maintained wrapper): it keeps photos as Blobs and survives a reload, which
// localStorage does neither of. One database of the washer's phone; the queue is one ordered list, changed in
// one IndexedDB transaction each time (update), so a tap is never lost between a read and a write.
const store = createStore("chamak-my-day", "state");
const QUEUE = "queue";
const DAY = "day";
const REFUSALS = "refusals";

export const readQueue = async (): Promise<QueuedTap[]> => (await get<QueuedTap[]>(QUEUE, store)) ?? [];

export const appendTap = (tap: QueuedTap) =>
  update<QueuedTap[]>(QUEUE, (queue = []) => [...queue, tap], store);

/** Replaces the first tap (its photo uploaded: the tap now names the upload). */
export const replaceFirst = (tap: QueuedTap) =>
  update<QueuedTap[]>(
    QUEUE,
    (queue = []) => (queue[0]?.clientActionId === tap.clientActionId ? [tap, ...queue.slice(1)] : queue),
    store,
  );

/** Takes the tap the server answered off the queue, and when it was refused every tap of the job after it. */
export const settleFirst = (tap: QueuedTap, refused: boolean) =>
  update<QueuedTap[]>(
    QUEUE,
    (queue = []) =>
      queue
        .filter((queued) => queued.clientActionId !== tap.clientActionId)
        .filter((queued) => !refused || jobOf(queued) !== jobOf(tap)),
    store,
  );

/** The day as last loaded, for a phone that opens the page with no signal. */
export const readDay = () => get<WasherDay>(DAY, store);
export const keepDay = (day: WasherDay) => set(DAY, day, store);

/**
 * Why the server refused a job's taps (shown on the job until the washer has read it), by the job's key: a
 * booking's id, or a plan wash's "plan:<subscription>:<date>".
 */
export const readRefusals = async () => new Map((await get<[RefusalKey, string][]>(REFUSALS, store)) ?? []);
export const keepRefusal = (key: RefusalKey, reason: string) =>
  update<[RefusalKey, string][]>(
    REFUSALS,
    (list = []) => [...list.filter(([id]) => id !== key), [key, reason]],
    store,
  );
export const forgetRefusal = (key: RefusalKey) =>
  update<[RefusalKey, string][]>(REFUSALS, (list = []) => list.filter(([id]) => id !== key), store);
export const forgetAll = () => Promise.all([del(QUEUE, store), del(DAY, store), del(REFUSALS, store)]);
