import type { WasherActionAnswer, WasherActionInput } from "@chamak/contracts";
import { actionInput, hasPhoto, type QueuedTap, type RefusalKey, refusalKeyOf } from "./queued-tap";

export interface SyncDeps {
  readQueue(): Promise<QueuedTap[]>;
  replaceFirst(tap: QueuedTap): Promise<void>;
  settleFirst(tap: QueuedTap, refused: boolean): Promise<void>;
  keepRefusal(key: RefusalKey, reason: string): Promise<void>;
  act(input: WasherActionInput): Promise<WasherActionAnswer>;
  upload(photo: Blob): Promise<{ id: number }>;
}

/** The server answered with a refusal (an error with a tRPC code), as opposed to no answer at all. */
export class Refused extends Error {}

/**
 * Sends the queued taps one by one, oldest first, until the queue is empty or the network fails. A photo is
 * uploaded first and the tap then names it. A tap the server applied (or had applied already: a replay) leaves
 * the queue; a refused one leaves it with every later tap of that job, and the reason is kept for the washer.
 * Answers how many were applied and refused, and whether it stopped for want of a network.
 */
export async function syncTaps(
  deps: SyncDeps,
): Promise<{ applied: number; refused: number; offline: boolean }> {
  const counts = { applied: 0, refused: 0, offline: false };
  for (;;) {
    const [tap] = await deps.readQueue();
    if (!tap) return counts;
    try {
      if (hasPhoto(tap) && tap.mediaId === undefined) {
        const { id } = await deps.upload(tap.photo);
        await deps.replaceFirst({ ...tap, mediaId: id } as QueuedTap);
        continue;
      }
      const answer = await deps.act(actionInput(tap));
      await deps.settleFirst(tap, !answer.applied);
      if (answer.applied) counts.applied += 1;
      else {
        counts.refused += 1;
        await deps.keepRefusal(refusalKeyOf(tap), answer.reason ?? "Not saved");
      }
    } catch (error) {
      if (!(error instanceof Refused)) return { ...counts, offline: true };
      await deps.settleFirst(tap, true);
      await deps.keepRefusal(refusalKeyOf(tap), error.message);
      counts.refused += 1;
    }
  }
}
