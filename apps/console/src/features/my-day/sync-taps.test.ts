import type { WasherActionAnswer, WasherActionInput } from "@chamak/contracts";
import { describe, expect, it } from "vitest";
import { jobOf, type QueuedTap, type RefusalKey } from "./queued-tap";
import { Refused, type SyncDeps, syncTaps } from "./sync-taps";

const at = new Date("2026-12-12T04:30:00Z");
const tap = (id: string, bookingId: number, extra: Partial<QueuedTap> = {}): QueuedTap =>
  ({
    clientActionId: id,
    bookingId,
    leg: "doorstep",
    version: 0,
    tappedAt: at,
    action: "arrived",
    ...extra,
  }) as QueuedTap;

/** The phone's queue in memory and a server that answers as told. */
function world(queue: QueuedTap[], answer: (input: WasherActionInput) => WasherActionAnswer | Error) {
  const sent: WasherActionInput[] = [];
  const refusals: [RefusalKey, string][] = [];
  const uploads: Blob[] = [];
  const deps: SyncDeps = {
    readQueue: async () => [...queue],
    replaceFirst: async (next) => {
      queue[0] = next;
    },
    settleFirst: async (done, refused) => {
      queue = queue.filter(
        (queued) =>
          queued.clientActionId !== done.clientActionId && (!refused || jobOf(queued) !== jobOf(done)),
      );
    },
    keepRefusal: async (key, reason) => {
      refusals.push([key, reason]);
    },
    act: async (input) => {
      const result = answer(input);
      if (result instanceof Error) throw result;
      sent.push(input);
      return result;
    },
    upload: async (photo) => {
      uploads.push(photo);
      return { id: 500 + uploads.length };
    },
  };
  return { deps, sent, refusals, uploads, left: () => queue };
}

const applied = (input: WasherActionInput): WasherActionAnswer => ({
  clientActionId: input.clientActionId,
  applied: true,
  version: input.version + 1,
  reason: null,
  field: null,
});

describe("syncTaps", () => {
  it("sends the queue in order, uploading a photo first and naming it in its tap", async () => {
    const photo = new Blob(["jpeg"]);
    const phone = world(
      [tap("a", 1), tap("b", 1, { action: "after_photo", photo, version: 1 } as Partial<QueuedTap>)],
      applied,
    );
    expect(await syncTaps(phone.deps)).toEqual({ applied: 2, refused: 0, offline: false });
    expect(phone.sent.map((input) => [input.clientActionId, input.action])).toEqual([
      ["a", "arrived"],
      ["b", "after_photo"],
    ]);
    expect(phone.sent[1]).toMatchObject({ mediaId: 501 });
    expect(phone.uploads).toEqual([photo]);
    expect(phone.left()).toEqual([]);
  });

  it("stops with the queue kept when there is no network, and goes on from there later", async () => {
    let online = false;
    const phone = world([tap("a", 1), tap("b", 1, { version: 1 })], (input) =>
      online ? applied(input) : new TypeError("Failed to fetch"),
    );
    expect(await syncTaps(phone.deps)).toEqual({ applied: 0, refused: 0, offline: true });
    expect(phone.left().map((queued) => queued.clientActionId)).toEqual(["a", "b"]);
    online = true;
    expect(await syncTaps(phone.deps)).toMatchObject({ applied: 2 });
  });

  it("drops a refused tap with what was queued on that job after it, keeps the reason, and goes on with others", async () => {
    const phone = world([tap("a", 1), tap("b", 1, { version: 1 }), tap("c", 2)], (input) =>
      input.bookingId === 1
        ? { ...applied(input), applied: false, version: 1, reason: "This job changed on another phone" }
        : applied(input),
    );
    expect(await syncTaps(phone.deps)).toEqual({ applied: 1, refused: 1, offline: false });
    expect(phone.sent.map((input) => input.clientActionId)).toEqual(["a", "c"]);
    expect(phone.refusals).toEqual([[1, "This job changed on another phone"]]);
  });

  it("treats an error the server answered (not on your route) as a refusal, not as no network", async () => {
    const phone = world([tap("a", 1)], () => new Refused("Booking CHK1 is not on your route"));
    expect(await syncTaps(phone.deps)).toEqual({ applied: 0, refused: 1, offline: false });
    expect(phone.refusals).toEqual([[1, "Booking CHK1 is not on your route"]]);
  });

  it("sends a plan wash's tap after its photo, naming the wash; a refusal drops only that wash's taps", async () => {
    const photo = new Blob(["jpeg"]);
    const planTap = (id: string, subscriptionId: number, version = 1): QueuedTap => ({
      clientActionId: id,
      action: "plan_done",
      subscriptionId,
      washDate: "2026-12-12",
      version,
      tappedAt: at,
      photo,
    });
    const phone = world([planTap("p1", 7), planTap("p2", 7, 2), tap("a", 7), planTap("p3", 8)], (input) =>
      input.subscriptionId === 7
        ? {
            ...applied(input),
            applied: false,
            version: 2,
            reason: "This wash changed before your phone synced",
          }
        : applied(input),
    );
    expect(await syncTaps(phone.deps)).toEqual({ applied: 2, refused: 1, offline: false });
    expect(phone.sent.map((input) => input.clientActionId)).toEqual(["p1", "a", "p3"]);
    expect(phone.sent[2]).toEqual({
      clientActionId: "p3",
      action: "plan_done",
      subscriptionId: 8,
      washDate: "2026-12-12",
      version: 1,
      tappedAt: at,
      mediaId: 502,
    });
    expect(phone.refusals).toEqual([["plan:7:2026-12-12", "This wash changed before your phone synced"]]);
    expect(phone.left()).toEqual([]);
  });
});
