import { JOB_CARD_POLICY } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import { describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import {
  callerFor,
  fieldErrorsOfRejection,
  signedInUser,
  unreachablePayments,
} from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { uploadedJobCardPhoto, uploadedJobCardPhotos } from "../../../test/support/job-card-photos";
import { useMessagingStandinAndDatabase } from "../../../test/support/messaging";
import { jobHandlers } from "../jobs/job-handlers";
import type { MessagingDeps } from "../messaging/messaging-deps";
import { createLogMailer, type EmailMessage } from "../notifications/mailer";
import { processOutbox } from "../outbox/outbox-worker";

let db: Db;
let standin: RunningMessagingStandin;
let messaging: MessagingDeps;
useMessagingStandinAndDatabase((started) => {
  ({ db, standin, messaging } = started);
});

const sent: EmailMessage[] = [];
const mailer = createLogMailer({ info: (obj) => sent.push((obj as { email: EmailMessage }).email) });

let numberCounter = 0;
const MINUTE = 60_000;
const SIDES = ["front", "back", "left", "right"] as const;

/** A confirmed booking tomorrow at 10:00 IST, its customer with a number of their own, and both callers. */
async function confirmedBooking() {
  numberCounter += 1;
  const phone = `+9197${String(10_000_000 + numberCounter).padStart(8, "0")}`;
  const fixture = await bookableCentre(db);
  const customer = await signedInUser(db);
  await db.user.update({ where: { id: customer.id }, data: { phone } });
  const customerCaller = callerFor(db, { token: customer.token, messaging });
  const booking = await customerCaller.booking.create(bookingRequest(fixture, { time: "10:00" }));
  const staff = callerFor(db, { token: fixture.owner.token, messaging });
  await staff.centreBookings.act({ bookingId: booking.id, action: "confirm" });
  const slot = booking.slotStart;
  return {
    fixture,
    customer,
    customerCaller,
    staff,
    booking,
    phone,
    slot,
    at: (minutes: number) => new Date(slot.getTime() + minutes * MINUTE),
  };
}

/** The newest 4-digit code the stand-in recorded for a number. */
function codeSentTo(phone: string): string {
  const [message] = standin.controls.messages({ to: phone });
  const code = message?.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

/** A photo the centre's staff uploaded. */
const photoBy = (world: Awaited<ReturnType<typeof confirmedBooking>>) =>
  uploadedJobCardPhoto(db, world.fixture.owner.id);

/** Opens check-in and photographs every outside side (media ids as the upload route would give). */
async function checkInReady(world: Awaited<ReturnType<typeof confirmedBooking>>) {
  const bookingId = world.booking.id;
  await world.staff.jobCard.open({ bookingId });
  for (const side of SIDES) {
    await world.staff.jobCard.addPhoto({ bookingId, side, mediaId: await photoBy(world) });
  }
}

describe("the job card from check-in to return", () => {
  it("checks a car in with the customer's code, completes the booking with after photos, and returns it with a second code", async () => {
    const world = await confirmedBooking();
    const bookingId = world.booking.id;
    await atTime(world.at(-30), async () => {
      const opened = await world.staff.jobCard.open({ bookingId });
      expect(opened.state).toBe("checking_in");
      // Opening again (a second tab) returns the same card.
      expect((await world.staff.jobCard.open({ bookingId })).id).toBe(opened.id);
      await world.staff.jobCard.recordCondition({
        bookingId,
        condition: { left: { notes: "Scratch on the rear door" }, front: { notes: "" } },
        fuelPercent: 40,
        odometerKm: 32_150,
        belongings: "Umbrella in the boot",
      });
      // No code before every outside side has a photo.
      await world.staff.jobCard.addPhoto({ bookingId, side: "front", mediaId: await photoBy(world) });
      await expect(world.staff.jobCard.sendCode({ bookingId })).rejects.toMatchObject({
        message: "Add a photo of every side first: back, left, right missing",
      });
      for (const side of ["back", "left", "right", "interior"]) {
        await world.staff.jobCard.addPhoto({
          bookingId,
          side: side as "back",
          mediaId: await photoBy(world),
        });
      }
      const sent = await world.staff.jobCard.sendCode({ bookingId });
      expect(sent?.code).toMatchObject({
        step: "handover",
        triesLeft: 5,
        sendsLeft: 2,
        sentTo: `+91 ••••• •${world.phone.slice(-4)}`,
      });
      const code = codeSentTo(world.phone);
      const [sms] = standin.controls.messages({ to: world.phone });
      expect(sms?.text).toContain("hand-over code for DL 3C AB 1234");
      expect(sms?.text).toContain("5 condition photos");
      // Only a keyed hash is stored: not the code, nor a plain hash of it.
      const stored = await db.jobCard.findUniqueOrThrow({ where: { bookingId } });
      expect(stored.handoverCodeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(`"${code}"`);

      // The customer sees what they are asked to confirm before reading the code out.
      const seen = await world.customerCaller.jobCard.mine({ bookingCode: world.booking.code });
      expect(seen?.photos.filter((photo) => photo.stage === "check_in")).toHaveLength(5);
      expect(seen?.condition).toEqual({ left: { notes: "Scratch on the rear door" } });

      await expect(
        world.staff.jobCard.confirmCode({ bookingId, code: wrongCodeFor(code) }),
      ).rejects.toMatchObject({
        message: "That is not the code sent to the customer: 4 tries left",
      });
      const checkedIn = await world.staff.jobCard.confirmCode({ bookingId, code });
      expect(checkedIn?.state).toBe("checked_in");
      expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe("in_progress");

      // What the customer confirmed is frozen: by the service and by the database.
      await expect(
        world.staff.jobCard.recordCondition({
          bookingId,
          condition: {},
          fuelPercent: null,
          odometerKm: null,
          belongings: "",
        }),
      ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
      await expect(db.jobCard.update({ where: { id: opened.id }, data: { belongings: "" } })).rejects.toThrow(
        /frozen/,
      );
      await expect(db.jobCardPhoto.deleteMany({ where: { jobCardId: opened.id } })).rejects.toThrow(
        /cannot be removed/,
      );
      // No state is skipped, even by a direct write.
      await expect(db.jobCard.update({ where: { id: opened.id }, data: { state: "done" } })).rejects.toThrow(
        /cannot go from checked_in to done/,
      );
    });

    await atTime(world.at(10), async () => {
      await world.staff.jobCard.start({ bookingId });
      expect(
        await fieldErrorsOfRejection(world.staff.jobCard.done({ bookingId, afterMediaIds: [] })),
      ).toEqual({
        afterMediaIds: "Add at least one photo of the vehicle after the job",
      });
      // The board cannot complete a booking whose job card is not done, and says why.
      await expect(world.staff.centreBookings.act({ bookingId, action: "complete" })).rejects.toMatchObject({
        code: "CONFLICT",
        message:
          "This car has a job card: finish it on the job card (with the after photos) to complete the booking",
      });
      const afterMediaIds = await uploadedJobCardPhotos(db, world.fixture.owner.id, 2);
      const done = await world.staff.jobCard.done({ bookingId, afterMediaIds });
      expect(done.state).toBe("done");
      const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
      expect(booking.status).toBe("completed");
      // Completed through the board's own completion: the same outbox topic, so invoices and payouts follow.
      const completed = await db.outboxMessage.findMany({ where: { topic: "booking.completed" } });
      expect(
        completed.some((message) => (message.payload as { bookingId: number }).bookingId === bookingId),
      ).toBe(true);

      const mine = await world.customerCaller.jobCard.mine({ bookingCode: world.booking.code });
      expect(mine?.state).toBe("done");
      expect(mine?.photos.filter((photo) => photo.stage === "after").map((photo) => photo.mediaId)).toEqual(
        afterMediaIds,
      );
      expect(mine?.photos.every((photo) => photo.url.startsWith("/media/"))).toBe(true);
    });

    await atTime(world.at(60), async () => {
      const sent = await world.staff.jobCard.sendCode({ bookingId });
      expect(sent?.code?.step).toBe("return");
      const code = codeSentTo(world.phone);
      expect(standin.controls.messages({ to: world.phone })[0]?.text).toContain("return code");
      const returned = await world.staff.jobCard.confirmCode({ bookingId, code });
      expect(returned?.state).toBe("returned");
      expect(returned?.code).toBeNull();
    });
  });

  it("records each step in the booking's audit trail", async () => {
    const world = await confirmedBooking();
    await atTime(world.at(-15), async () => {
      await checkInReady(world);
      await world.staff.jobCard.sendCode({ bookingId: world.booking.id });
      await world.staff.jobCard.confirmCode({ bookingId: world.booking.id, code: codeSentTo(world.phone) });
    });
    const audit = await db.auditLog.findMany({
      where: { entityType: "booking", entityId: String(world.booking.id) },
      orderBy: { id: "asc" },
      select: { action: true },
    });
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        "job_card.opened",
        "job_card.handover_code_sent",
        "job_card.checked_in",
        "booking.in_progress",
      ]),
    );
  });
});

describe("the codes protect the customer", () => {
  it("spends a code after 5 wrong tries; a new one may be sent, at most 3 a step, 30 s apart", async () => {
    const world = await confirmedBooking();
    const bookingId = world.booking.id;
    await atTime(world.at(-60), async () => {
      await checkInReady(world);
      await world.staff.jobCard.sendCode({ bookingId });
      await expect(world.staff.jobCard.sendCode({ bookingId })).rejects.toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: expect.stringMatching(/^Wait \d+ s before sending another code$/),
      });
      const code = codeSentTo(world.phone);
      for (let left = 4; left >= 1; left -= 1) {
        await expect(
          world.staff.jobCard.confirmCode({ bookingId, code: wrongCodeFor(code) }),
        ).rejects.toMatchObject({
          message: `That is not the code sent to the customer: ${left} ${left === 1 ? "try" : "tries"} left`,
        });
      }
      await expect(
        world.staff.jobCard.confirmCode({ bookingId, code: wrongCodeFor(code) }),
      ).rejects.toMatchObject({
        message: "Too many wrong codes: send a new code",
      });
      // The right code no longer works either.
      await expect(world.staff.jobCard.confirmCode({ bookingId, code })).rejects.toMatchObject({
        message: "Too many wrong codes: send a new code",
      });
    });
    await atTime(world.at(-59), () => world.staff.jobCard.sendCode({ bookingId }));
    await atTime(world.at(-58), () => world.staff.jobCard.sendCode({ bookingId }));
    await atTime(world.at(-57), async () => {
      await expect(world.staff.jobCard.sendCode({ bookingId })).rejects.toMatchObject({
        message: `${JOB_CARD_POLICY.maxCodesPerStep} codes were sent for this step: ask the customer to check their phone, or call support`,
      });
      // The last code sent still works.
      const card = await world.staff.jobCard.confirmCode({ bookingId, code: codeSentTo(world.phone) });
      expect(card?.state).toBe("checked_in");
    });
  });

  it("refuses an expired code, and a code of one step in the other", async () => {
    const world = await confirmedBooking();
    const bookingId = world.booking.id;
    await atTime(world.at(-60), async () => {
      await checkInReady(world);
      await world.staff.jobCard.sendCode({ bookingId });
    });
    const code = codeSentTo(world.phone);
    await atTime(world.at(-60 + JOB_CARD_POLICY.codeTtlMinutes + 1), async () => {
      await expect(world.staff.jobCard.confirmCode({ bookingId, code })).rejects.toMatchObject({
        message: "The code has expired: send a new one",
      });
      await world.staff.jobCard.sendCode({ bookingId });
      const handover = codeSentTo(world.phone);
      await world.staff.jobCard.confirmCode({ bookingId, code: handover });
      await world.staff.jobCard.start({ bookingId });
      await world.staff.jobCard.done({ bookingId, afterMediaIds: [await photoBy(world)] });
      // No return code was sent yet: the hand-over code is worth nothing now.
      await expect(world.staff.jobCard.confirmCode({ bookingId, code: handover })).rejects.toMatchObject({
        message: "No code was sent for this step: send one first",
      });
    });
  });
});

describe("after photos", () => {
  it("keeps each after photo with the card as it is uploaded, before done, and done uses the saved ones", async () => {
    const world = await confirmedBooking();
    const bookingId = world.booking.id;
    await atTime(world.at(-30), async () => {
      await checkInReady(world);
      await world.staff.jobCard.sendCode({ bookingId });
      await world.staff.jobCard.confirmCode({ bookingId, code: codeSentTo(world.phone) });
    });
    await atTime(world.at(10), async () => {
      // Not before the job started.
      await expect(
        world.staff.jobCard.addAfterPhoto({ bookingId, mediaId: await photoBy(world) }),
      ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
      await world.staff.jobCard.start({ bookingId });
      expect(await fieldErrorsOfRejection(world.staff.jobCard.done({ bookingId }))).toEqual({
        afterMediaIds: "Add at least one photo of the vehicle after the job",
      });

      const [first, second] = await uploadedJobCardPhotos(db, world.fixture.owner.id, 2);
      await world.staff.jobCard.addAfterPhoto({ bookingId, mediaId: first as number });
      await world.staff.jobCard.addAfterPhoto({ bookingId, mediaId: second as number });
      // A reload reads the card afresh: both are there, and the customer sees them too.
      const reloaded = await world.staff.jobCard.get({ bookingId });
      const after = reloaded?.photos.filter((photo) => photo.stage === "after") ?? [];
      expect(after.map((photo) => photo.mediaId)).toEqual([first, second]);
      const mine = await world.customerCaller.jobCard.mine({ bookingCode: world.booking.code });
      expect(mine?.photos.filter((photo) => photo.stage === "after")).toHaveLength(2);
      // The same upload is not attached twice; another centre's staff cannot add or remove.
      expect(
        await fieldErrorsOfRejection(
          world.staff.jobCard.addAfterPhoto({ bookingId, mediaId: first as number }),
        ),
      ).toEqual({ mediaId: `Photo ${first} is already in use` });
      const other = await bookableCentre(db);
      const otherStaff = callerFor(db, { token: other.owner.token, messaging });
      await expect(
        otherStaff.jobCard.removeAfterPhoto({ bookingId, photoId: after[0]?.id as number }),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });

      // A blurred one is removed; done (with no ids given) uses what is saved.
      const removed = await world.staff.jobCard.removeAfterPhoto({
        bookingId,
        photoId: after[0]?.id as number,
      });
      expect(removed.photos.filter((photo) => photo.stage === "after").map((photo) => photo.mediaId)).toEqual(
        [second],
      );
      const done = await world.staff.jobCard.done({ bookingId });
      expect(done.state).toBe("done");
      expect(done.photos.filter((photo) => photo.stage === "after").map((photo) => photo.mediaId)).toEqual([
        second,
      ]);
      // Once done, the after photos are frozen: by the service and by the database.
      await expect(
        world.staff.jobCard.removeAfterPhoto({ bookingId, photoId: done.photos.at(-1)?.id as number }),
      ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
      await expect(
        db.jobCardPhoto.deleteMany({ where: { jobCardId: done.id, stage: "after" } }),
      ).rejects.toThrow(/cannot be removed/);
    });
  });

  it("refuses more after photos than the limit, saved and given at done together", async () => {
    const world = await confirmedBooking();
    const bookingId = world.booking.id;
    await atTime(world.at(-30), async () => {
      await checkInReady(world);
      await world.staff.jobCard.sendCode({ bookingId });
      await world.staff.jobCard.confirmCode({ bookingId, code: codeSentTo(world.phone) });
      await world.staff.jobCard.start({ bookingId });
      for (const mediaId of await uploadedJobCardPhotos(
        db,
        world.fixture.owner.id,
        JOB_CARD_POLICY.maxAfterPhotos,
      )) {
        await world.staff.jobCard.addAfterPhoto({ bookingId, mediaId });
      }
      expect(
        await fieldErrorsOfRejection(
          world.staff.jobCard.addAfterPhoto({ bookingId, mediaId: await photoBy(world) }),
        ),
      ).toEqual({ mediaId: `At most ${JOB_CARD_POLICY.maxAfterPhotos} photos after the job` });
      expect(
        await fieldErrorsOfRejection(
          world.staff.jobCard.done({ bookingId, afterMediaIds: [await photoBy(world)] }),
        ),
      ).toEqual({ afterMediaIds: `At most ${JOB_CARD_POLICY.maxAfterPhotos} photos after the job` });
    });
  });
});

describe("who may act, and when", () => {
  it("refuses another centre's booking, another customer's view, a booking not confirmed, and another day", async () => {
    const world = await confirmedBooking();
    const bookingId = world.booking.id;
    const other = await bookableCentre(db);
    const otherStaff = callerFor(db, { token: other.owner.token, messaging });
    await atTime(world.at(-30), async () => {
      await expect(otherStaff.jobCard.open({ bookingId })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await world.staff.jobCard.open({ bookingId });
      // A photo someone else uploaded is not this staff member's to attach.
      await expect(
        world.staff.jobCard.addPhoto({
          bookingId,
          side: "front",
          mediaId: await uploadedJobCardPhoto(db, other.owner.id),
        }),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(otherStaff.jobCard.get({ bookingId })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(otherStaff.jobCard.sendCode({ bookingId })).rejects.toMatchObject({ code: "NOT_FOUND" });
      const stranger = callerFor(db, { token: (await signedInUser(db)).token });
      await expect(stranger.jobCard.mine({ bookingCode: world.booking.code })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    });

    const requested = await world.customerCaller.booking.create(
      bookingRequest(world.fixture, { time: "12:00" }),
    );
    await atTime(world.at(60), async () => {
      await expect(world.staff.jobCard.open({ bookingId: requested.id })).rejects.toMatchObject({
        message: "Only a confirmed or paid booking can be checked in (this one is requested (cash))",
      });
    });
    const later = await confirmedBooking();
    await atTime(later.at(-24 * 60), async () => {
      await expect(later.staff.jobCard.open({ bookingId: later.booking.id })).rejects.toMatchObject({
        message: "A vehicle is checked in on the booking's day only",
      });
    });
  });

  it("gives one winner when two tabs take the same step", async () => {
    const world = await confirmedBooking();
    const bookingId = world.booking.id;
    const otherTab = callerFor(db, { token: world.fixture.owner.token, messaging });
    await atTime(world.at(-10), async () => {
      await checkInReady(world);
      await world.staff.jobCard.sendCode({ bookingId });
      await world.staff.jobCard.confirmCode({ bookingId, code: codeSentTo(world.phone) });
      const results = await Promise.allSettled([
        world.staff.jobCard.start({ bookingId }),
        otherTab.jobCard.start({ bookingId }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const lost = results.find((result) => result.status === "rejected");
      expect(lost?.status === "rejected" && String(lost.reason.message)).toMatch(/The job card is started/);
    });
  });
});

describe("a damage complaint", () => {
  async function doneJob() {
    const world = await confirmedBooking();
    const bookingId = world.booking.id;
    await atTime(world.at(-10), async () => {
      await checkInReady(world);
      await world.staff.jobCard.sendCode({ bookingId });
      await world.staff.jobCard.confirmCode({ bookingId, code: codeSentTo(world.phone) });
      await world.staff.jobCard.start({ bookingId });
      await world.staff.jobCard.done({ bookingId, afterMediaIds: [await photoBy(world)] });
    });
    return world;
  }

  it("goes to the centre and the admins with the check-in photos within 48 h, once", async () => {
    const world = await doneJob();
    const input = {
      bookingCode: world.booking.code,
      reason: "A new dent on the left door",
      photoMediaIds: [await uploadedJobCardPhoto(db, world.customer.id)],
    };
    const report = await atTime(world.at(47 * 60), () => world.customerCaller.jobCard.reportDamage(input));
    const dispute = await db.dispute.findUniqueOrThrow({ where: { id: report.disputeId } });
    const card = await db.jobCard.findUniqueOrThrow({ where: { bookingId: world.booking.id } });
    expect(dispute).toMatchObject({
      jobCardId: card.id,
      status: "open",
      photoMediaIds: input.photoMediaIds,
      bookingId: world.booking.id,
    });
    const queued = await db.outboxMessage.findMany({ where: { topic: "booking.damage_reported" } });
    expect(queued.map((message) => message.payload)).toContainEqual({
      bookingId: world.booking.id,
      disputeId: dispute.id,
    });

    // The outbox tells the admins and the centre (email, and SMS to its mobile).
    const admin = await signedInUser(db, "admin");
    for (let round = 0; round < 10; round += 1) {
      const handlers = jobHandlers(db, unreachablePayments, mailer, {
        channels: messaging.channels,
        siteUrl: "https://chamak.test",
      });
      if ((await processOutbox(db, handlers)).claimed === 0) break;
    }
    const about = sent.filter((email) =>
      email.subject.includes(`Damage reported: booking ${world.booking.code}`),
    );
    expect(about.map((email) => email.to)).toEqual(
      expect.arrayContaining([admin.email, world.fixture.centre.email]),
    );
    expect(about[0]?.text).toContain("A new dent on the left door");
    expect(about[0]?.text).toContain("4 check-in photo(s)");
    const centreSms = standin.controls.messages({ to: "+919811111111" });
    expect(
      centreSms.some(
        (message) =>
          message.text.includes(`booking ${world.booking.code}`) && message.text.includes("reported damage"),
      ),
    ).toBe(true);

    const evidence = await world.staff.jobCard.evidence({ bookingId: world.booking.id });
    expect(evidence?.checkInPhotos.map((photo) => photo.side)).toEqual(["front", "back", "left", "right"]);
    expect(evidence?.complaintPhotoUrls).toHaveLength(1);
    const adminCaller = callerFor(db, { token: admin.token });
    expect(
      (await adminCaller.admin.disputes.evidence({ disputeId: dispute.id }))?.checkInPhotos,
    ).toHaveLength(4);

    await expect(
      atTime(world.at(47 * 60), () => world.customerCaller.jobCard.reportDamage(input)),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("is refused after 48 h, before the job is done, and with too short a reason", async () => {
    const world = await doneJob();
    const input = {
      bookingCode: world.booking.code,
      reason: "Scratched bonnet, was not there",
      photoMediaIds: [],
    };
    await expect(
      atTime(world.at(49 * 60), () => world.customerCaller.jobCard.reportDamage(input)),
    ).rejects.toMatchObject({
      message:
        "Damage can be reported within 48 hours of the job being done: that time is over. Contact support.",
    });
    await expect(
      world.customerCaller.jobCard.reportDamage({ ...input, reason: "bad" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const fresh = await confirmedBooking();
    await expect(
      fresh.customerCaller.jobCard.reportDamage({ ...input, bookingCode: fresh.booking.code }),
    ).rejects.toMatchObject({ message: "Damage can be reported once the job is done" });
  });
});
