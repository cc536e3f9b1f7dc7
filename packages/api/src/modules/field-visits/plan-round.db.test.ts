import { randomUUID } from "node:crypto";
import { indiaDate, indiaToInstant, type WashPlanInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import { describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { uploadedJobCardPhoto } from "../../../test/support/job-card-photos";
import { useMessagingStandinAndDatabase } from "../../../test/support/messaging";
import { deliverOutbox } from "../../../test/support/phone-outbox";
import type { MessagingDeps } from "../messaging/messaging-deps";
import { subscribe } from "../wash-plans/subscribe.service";

let db: Db;
let standin: RunningMessagingStandin;
let messaging: MessagingDeps;
useMessagingStandinAndDatabase((started) => {
  ({ db, standin, messaging } = started);
});

const tomorrow = () => indiaDate(new Date(), 1);
/** 07:00 India time on the morning of the washes (inside the plan's window). */
const morning = () => indiaToInstant(tomorrow(), 7 * 60);

const plan = (vehicleTypeId: number): WashPlanInput => ({
  name: "Daily wipe",
  frequency: "daily",
  weekdays: [],
  windowStart: "06:00",
  windowEnd: "10:00",
  prices: [{ vehicleTypeId, monthlyPaise: 79_900 }],
  extras: [{ name: "Interior clean", perMonth: 2 }],
  capacityPerWasher: 20,
  skipNoticeHours: 24,
  maxPauseDaysPerMonth: 7,
  creditUse: "next_charge",
  refundUnusedOnCancel: true,
  haltGraceDays: 3,
  active: true,
});

let counter = 0;

/**
 * A centre with a daily plan whose owner is its one washer, and three subscribers parked in Green Park
 * Residency (towers C, A, A), each from tomorrow on monthly cash. Answers the washer's caller and the cars.
 */
async function planRound() {
  const centre = await bookableCentre(db, { doorstep: true });
  const [saved] = await callerFor(db, { token: centre.owner.token }).washPlans.save(
    plan(centre.vehicleType.id),
  );
  if (!saved) throw new Error("no plan");
  // The customer's subscribe, without its view (the plan page's, not this module's).
  const subscriber = async (name: string, tower: string, slot: string) => {
    counter += 1;
    const phone = `+9197${String(30_000_000 + counter).padStart(8, "0")}`;
    const user = await signedInUser(db);
    await db.user.update({ where: { id: user.id }, data: { phone, name } });
    const vehicle = await db.savedVehicle.create({
      data: {
        userId: user.id,
        vehicleTypeId: centre.vehicleType.id,
        vehicleNumber: `HR 26 P ${5000 + counter}`,
        numberKey: `HR26P${5000 + counter}`,
      },
    });
    const address = await db.savedAddress.create({
      data: {
        userId: user.id,
        label: "home",
        address: "B-12 Lajpat Nagar",
        city: "New Delhi",
        state: "Delhi",
        zip: "110024",
        siteDetails: {
          society: "Green Park Residency",
          tower,
          parkingSlot: slot,
          gateInstructions: "Gate 2",
        },
      },
    });
    const id = await subscribe(db, user.id, {
      planId: saved.id,
      vehicleId: vehicle.id,
      addressId: address.id,
      startDate: tomorrow(),
      billing: "monthly_cash",
    });
    return { id, vehicleNumber: vehicle.vehicleNumber, phone };
  };
  const later = await subscriber("Kavya Rao", "C", "C-12");
  const first = await subscriber("Priya Sharma", "A", "A-3");
  const second = await subscriber("Arjun Mehta", "A", "A-11");
  const washer = callerFor(db, { token: centre.owner.token, messaging });
  const photo = () => uploadedJobCardPhoto(db, centre.owner.id);
  return { centre, washer, first, second, later, photo };
}

type ActInput = Parameters<ReturnType<typeof callerFor>["washerDay"]["act"]>[0];
const planTap = (fields: Partial<ActInput> & { subscriptionId: number; mediaId: number }): ActInput => ({
  action: "plan_done",
  clientActionId: randomUUID(),
  washDate: tomorrow(),
  version: 1,
  tappedAt: morning(),
  ...fields,
});

/** A tap synced half an hour after it was made on the wash's morning (a tap before the wash's day is no wash). */
const actInTheMorning = (round: { washer: ReturnType<typeof callerFor> }, input: ActInput) =>
  atTime(new Date(morning().getTime() + 30 * 60_000), () => round.washer.washerDay.act(input));

describe("the washer's plan round on the phone", () => {
  it("lists the morning's plan cars in round order with what the phone needs offline", async () => {
    const round = await planRound();
    const day = await atTime(morning(), () => round.washer.washerDay.today({}));
    expect(day.date).toBe(tomorrow());
    expect(day.planStops.map((stop) => stop.subscriptionId)).toEqual([
      round.first.id,
      round.second.id,
      round.later.id,
    ]);
    expect(day.planStops[0]).toMatchObject({
      date: tomorrow(),
      state: "scheduled",
      version: 1,
      window: { from: indiaToInstant(tomorrow(), 6 * 60), to: indiaToInstant(tomorrow(), 10 * 60) },
      planName: "Daily wipe",
      extras: [{ name: "Interior clean", perMonth: 2 }],
      customerFirstName: "Priya",
      vehicleNumber: round.first.vehicleNumber,
      site: { society: "Green Park Residency", tower: "A", parkingSlot: "A-3", gateInstructions: "Gate 2" },
      siteLine: expect.stringContaining("Green Park Residency"),
      navigateUrl: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\//),
    });
    expect(JSON.stringify(day.planStops)).not.toContain(round.first.phone.slice(3));
    // Another day has no plan washes of theirs (the subscriptions start tomorrow).
    const today = await round.washer.washerDay.today({ date: indiaDate(new Date()) });
    expect(today.planStops).toEqual([]);
  });

  it("records done and not accessible once each, a replay answered the same, and tells the customer", async () => {
    const round = await planRound();
    const done = planTap({ subscriptionId: round.first.id, mediaId: await round.photo() });
    const answer = await actInTheMorning(round, done);
    expect(answer).toEqual({
      clientActionId: done.clientActionId,
      applied: true,
      version: 2,
      reason: null,
      field: null,
    });
    // The queue sent twice: the same answer, nothing applied twice.
    expect(await actInTheMorning(round, done)).toEqual(answer);
    const blocked = planTap({
      action: "plan_not_accessible",
      subscriptionId: round.second.id,
      mediaId: await round.photo(),
    });
    expect(await actInTheMorning(round, blocked)).toMatchObject({ applied: true, version: 2 });

    const day = await atTime(morning(), () => round.washer.washerDay.today({}));
    expect(day.planStops.map((stop) => [stop.subscriptionId, stop.state, stop.version])).toEqual([
      [round.first.id, "done", 2],
      [round.second.id, "not_accessible", 2],
      [round.later.id, "scheduled", 1],
    ]);
    const taps = await db.fieldVisitAction.findMany({
      where: { clientActionId: { in: [done.clientActionId, blocked.clientActionId] } },
      orderBy: { receivedAt: "asc" },
    });
    expect(taps.map((tap) => [tap.bookingId, tap.subscriptionId, tap.planDate, tap.action])).toEqual([
      [null, round.first.id, tomorrow(), "plan_done"],
      [null, round.second.id, tomorrow(), "plan_not_accessible"],
    ]);
    const photo = await db.media.findUniqueOrThrow({ where: { id: done.mediaId as number } });
    expect([photo.ownerKind, photo.ownerId]).toEqual(["plan_subscription", round.first.id]);

    await atTime(morning(), () => deliverOutbox(db, messaging));
    const textsTo = (to: string) => standin.controls.messages({ to }).map((message) => message.text);
    const link = (id: number) => `https://chamak.test/profile/plans/${id}`;
    expect(textsTo(round.first.phone)).toContainEqual(
      `Chamak: your car ${round.first.vehicleNumber} was washed this morning. See the photo on your plan: ${link(round.first.id)}`,
    );
    expect(textsTo(round.second.phone)).toContainEqual(
      expect.stringContaining(`could not reach your car ${round.second.vehicleNumber} this morning`),
    );
    expect(textsTo(round.second.phone).join("\n")).toContain(link(round.second.id));
    expect(textsTo(round.later.phone)).toEqual([]);
  });

  it("refuses a stale version with the reason and stores the refusal", async () => {
    const round = await planRound();
    await actInTheMorning(round, planTap({ subscriptionId: round.first.id, mediaId: await round.photo() }));
    // A second phone that saw version 1 marks the car not accessible after the first phone's done.
    const stale = planTap({
      action: "plan_not_accessible",
      subscriptionId: round.first.id,
      mediaId: await round.photo(),
    });
    const refused = await actInTheMorning(round, stale);
    expect(refused).toEqual({
      clientActionId: stale.clientActionId,
      applied: false,
      version: 2,
      reason:
        "This wash changed before your phone synced (now: done): what your phone recorded was not saved",
      field: null,
    });
    expect(await actInTheMorning(round, stale)).toEqual(refused);
    const stored = await db.fieldVisitAction.findUniqueOrThrow({
      where: { clientActionId: stale.clientActionId },
    });
    expect(stored.answer).toEqual(refused);
    // The refused tap's photo is not attached to anything.
    const photo = await db.media.findUniqueOrThrow({ where: { id: stale.mediaId as number } });
    expect(photo.ownerKind).toBeNull();
    const visit = await db.planVisit.findUniqueOrThrow({
      where: { subscriptionId_date: { subscriptionId: round.first.id, date: tomorrow() } },
    });
    expect([visit.state, visit.version]).toEqual(["done", 2]);
  });

  it("answers NOT_FOUND for another washer's wash and for a photo not the washer's own, storing nothing", async () => {
    const round = await planRound();
    const other = await planRound();
    const theirs = planTap({ subscriptionId: other.first.id, mediaId: await round.photo() });
    await expect(actInTheMorning(round, theirs)).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "This wash is not on your round: ask the centre to give it to you",
    });
    const notMine = planTap({ subscriptionId: round.first.id, mediaId: await other.photo() });
    await expect(actInTheMorning(round, notMine)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(
      await db.fieldVisitAction.count({
        where: { clientActionId: { in: [theirs.clientActionId, notMine.clientActionId] } },
      }),
    ).toBe(0);
    const visits = await db.planVisit.findMany({
      where: { subscriptionId: { in: [other.first.id, round.first.id] }, date: tomorrow() },
    });
    expect(visits.map((visit) => visit.state)).toEqual(["scheduled", "scheduled"]);
    // The wash is still there to be recorded, with the right photo.
    expect(
      await actInTheMorning(round, planTap({ subscriptionId: round.first.id, mediaId: await round.photo() })),
    ).toMatchObject({ applied: true });
  });

  it("names the field a plan wash's tap is missing", async () => {
    const round = await planRound();
    await expect(
      actInTheMorning(round, {
        action: "plan_done",
        clientActionId: randomUUID(),
        version: 1,
        tappedAt: morning(),
      } as ActInput),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("subscriptionId") });
  });
});
