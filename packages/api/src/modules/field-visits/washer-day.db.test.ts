import { randomUUID } from "node:crypto";
import { indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import { describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { uploadedJobCardPhoto } from "../../../test/support/job-card-photos";
import { useMessagingStandinAndDatabase } from "../../../test/support/messaging";
import { deliverOutbox } from "../../../test/support/phone-outbox";
import { doorCode } from "../jobcard/door-code";
import type { MessagingDeps } from "../messaging/messaging-deps";

let db: Db;
let standin: RunningMessagingStandin;
let messaging: MessagingDeps;
useMessagingStandinAndDatabase((started) => {
  ({ db, standin, messaging } = started);
});

const MINUTE = 60_000;
const SIDES = ["front", "back", "left", "right"] as const;
let phoneCounter = 0;

/**
 * A doorstep booking tomorrow at 11:00 at Janpath (35 minutes from the centre), confirmed; the centre's owner is
 * its one washer. Answers the washer's and the customer's callers and a way to tap on the washer's phone.
 */
async function doorstepJob() {
  phoneCounter += 1;
  const phone = `+9198${String(20_000_000 + phoneCounter).padStart(8, "0")}`;
  const fixture = await bookableCentre(db, { doorstep: true });
  const customer = await signedInUser(db);
  await db.user.update({ where: { id: customer.id }, data: { phone, name: "Priya Sharma" } });
  const customerCaller = callerFor(db, { token: customer.token, messaging });
  const booking = await customerCaller.booking.create({
    ...bookingRequest(fixture, { time: "11:00" }),
    serviceMode: "doorstep",
    zip: "110001",
    address: "14 Janpath",
  });
  const washer = callerFor(db, { token: fixture.owner.token, messaging });
  await washer.centreBookings.act({ bookingId: booking.id, action: "confirm" });
  const at = (minutes: number) => new Date(booking.slotStart.getTime() + minutes * MINUTE);
  let version = 0;
  /** One tap, as the phone sends it: its own id, the version it last saw, when it was tapped. */
  const tap = async (action: Record<string, unknown> & { action: string }, tappedAt: Date) => {
    const answer = await washer.washerDay.act({
      clientActionId: randomUUID(),
      bookingId: booking.id,
      version,
      tappedAt,
      ...action,
    } as Parameters<typeof washer.washerDay.act>[0]);
    if (answer.applied) version = answer.version;
    return answer;
  };
  const photo = () => uploadedJobCardPhoto(db, fixture.owner.id);
  return { fixture, booking, phone, customerCaller, washer, at, tap, photo };
}

const deliverMessages = () => deliverOutbox(db, messaging);

describe("the washer's day", () => {
  it("lists their stops in order with what the phone needs offline, never the customer's number", async () => {
    const job = await doorstepJob();
    const day = await atTime(job.at(-120), () => job.washer.washerDay.today({}));
    expect(day.date).toBe(indiaDate(job.booking.slotStart));
    expect(day.stops).toHaveLength(1);
    expect(day.stops[0]).toMatchObject({
      bookingCode: job.booking.code,
      leg: "doorstep",
      customerFirstName: "Priya",
      address: "14 Janpath",
      zip: "110001",
      travelMinutes: 35,
      arrivalWindow: { from: job.at(0), to: job.at(30) },
      visit: { state: "assigned", etaAt: null, version: 0 },
      jobCardState: null,
    });
    expect(day.stops[0]?.navigateUrl).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=28\.6/,
    );
    expect(JSON.stringify(day)).not.toContain(job.phone.slice(-10));
  });
});

describe("a doorstep visit from the washer's phone", () => {
  it("goes on the way, arrives, checks in with the customer's code, washes and finishes; the customer sees each", async () => {
    const job = await doorstepJob();
    const status = () => job.customerCaller.visit.status({ bookingCode: job.booking.code });
    const before = await status();
    expect(before).toMatchObject({ status: "assigned", washerFirstName: expect.any(String), etaAt: null });
    expect(before.handoverCode).toBe(doorCode(messaging.otpKey, job.booking.id));

    await atTime(job.at(-40), async () => {
      expect(await job.tap({ action: "set_out", etaMinutes: 35 }, job.at(-40))).toMatchObject({
        applied: true,
        version: 1,
      });
    });
    expect(await status()).toMatchObject({ status: "on_the_way", etaAt: job.at(-5) });
    await atTime(job.at(-40), deliverMessages);
    await atTime(job.at(-5), () => job.tap({ action: "arrived" }, job.at(-5)));
    expect(await status()).toMatchObject({ status: "arrived", arrivedAt: job.at(-5) });
    await atTime(job.at(-5), deliverMessages);

    await atTime(job.at(0), async () => {
      for (const side of SIDES) {
        expect(
          await job.tap({ action: "check_in_photo", side, mediaId: await job.photo() }, job.at(0)),
        ).toMatchObject({
          applied: true,
        });
      }
      const wrong = String((Number(before.handoverCode) + 1) % 10_000).padStart(4, "0");
      expect(await job.tap({ action: "check_in", code: wrong }, job.at(1))).toEqual({
        clientActionId: expect.any(String),
        applied: false,
        version: 6,
        reason: "That is not the customer's code for this booking: 4 tries left",
        field: "code",
      });
      expect(await job.tap({ action: "check_in", code: before.handoverCode }, job.at(2))).toMatchObject({
        applied: true,
        version: 7,
      });
    });
    expect(await status()).toMatchObject({ status: "washing", handoverCode: null });
    await atTime(job.at(2), deliverMessages);

    await atTime(job.at(30), async () => {
      await job.tap({ action: "after_photo", mediaId: await job.photo() }, job.at(28));
      expect(await job.tap({ action: "done" }, job.at(30))).toMatchObject({ applied: true, version: 9 });
    });
    const done = await status();
    expect(done.status).toBe("done");
    expect(done.afterPhotos).toHaveLength(1);
    const booking = await db.booking.findUniqueOrThrow({ where: { id: job.booking.id } });
    expect(booking.status).toBe("completed");

    await atTime(job.at(31), deliverMessages);
    const texts = standin.controls
      .messages({ to: job.phone })
      .map((message) => message.text)
      .reverse();
    expect(
      texts.filter((text) => /on the way|reached your car|started on your car|is done/.test(text)),
    ).toEqual([
      expect.stringMatching(/is on the way for your booking .* expects to reach your car by/),
      expect.stringMatching(/has reached your car for booking/),
      expect.stringMatching(/has started on your car/),
      expect.stringMatching(/your car is done .* See the photos: https:\/\/chamak\.test\/profile\?booking=/),
    ]);
  });

  it("applies a replayed tap once and answers it the same; a second phone's stale tap is refused and told why", async () => {
    const job = await doorstepJob();
    const first = {
      clientActionId: randomUUID(),
      bookingId: job.booking.id,
      version: 0,
      tappedAt: job.at(-40),
      action: "set_out" as const,
      etaMinutes: 35,
    };
    await atTime(job.at(-40), async () => {
      const answer = await job.washer.washerDay.act(first);
      expect(await job.washer.washerDay.act(first)).toEqual(answer);
      // The other phone, offline since the day was loaded, also says "on the way" at version 0.
      const other = await job.washer.washerDay.act({
        ...first,
        clientActionId: randomUUID(),
        etaMinutes: 50,
      });
      expect(other).toMatchObject({
        applied: false,
        version: 1,
        reason:
          "This job changed on another phone before yours synced (now: on the way); what your phone recorded after that was not saved",
      });
    });
    expect(await db.fieldVisit.findMany({ where: { bookingId: job.booking.id } })).toMatchObject([
      { state: "on_the_way", version: 1, etaAt: job.at(-5) },
    ]);
    expect(
      await db.outboxMessage.count({ where: { topic: "booking.visit_on_the_way" } }),
    ).toBeGreaterThanOrEqual(1);
    const sentForThis = await db.outboxMessage.findMany({
      where: { topic: "booking.visit_on_the_way", payload: { path: ["bookingId"], equals: job.booking.id } },
    });
    expect(sentForThis).toHaveLength(1);
  });

  it("refuses a job that is not on the washer's route, and steps out of order, writing nothing", async () => {
    const job = await doorstepJob();
    const other = await bookableCentre(db, { doorstep: true });
    const stranger = callerFor(db, { token: other.owner.token, messaging });
    await expect(
      stranger.washerDay.act({
        clientActionId: randomUUID(),
        bookingId: job.booking.id,
        version: 0,
        tappedAt: job.at(-40),
        action: "arrived",
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "Booking not found" });
    await atTime(job.at(-10), async () => {
      expect(await job.tap({ action: "done" }, job.at(-10))).toMatchObject({
        applied: false,
        reason: "This job is assigned: that step cannot be recorded now",
      });
    });
    expect(await db.fieldVisit.count({ where: { bookingId: job.booking.id } })).toBe(0);
  });
});
