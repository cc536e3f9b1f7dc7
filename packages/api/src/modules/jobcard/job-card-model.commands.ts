import { indiaDate, JOB_CARD_POLICY, type JobCardState, type VehicleSide } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import fc from "fast-check";
import { expect } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { uploadedJobCardPhoto, uploadedJobCardPhotos } from "../../../test/support/job-card-photos";
import { countOutcome, type ModelStats } from "../../../test/support/model-run";
import { DomainError } from "../../errors";
import { actOnCentreBooking } from "../booking/centre-bookings.service";
import type { MessagingDeps } from "../messaging/messaging-deps";
import { reportDamage } from "./damage-report.service";
import { addAfterPhoto, addCheckInPhoto, finishJob, openCheckIn, startJob } from "./job-card.service";
import { confirmJobCardCode, sendJobCardCode } from "./job-card-code.service";
import type { StaffActor } from "./job-card-steps";

// A model of one booking's job card beside the booking's own states, run against the real services (with the
// clock as an argument, so expiry and the 48 h window are exact) and compared after every step.

const MINUTE = 60_000;
const STEPS: JobCardState[] = ["checking_in", "checked_in", "started", "done", "returned"];
type BookingStatus = "confirmed" | "in_progress" | "completed" | "cancelled";
type Step = "handover" | "return";

interface CodeModel {
  live: boolean;
  attempts: number;
  sentAtMinute: number;
  sent: number;
}

export interface Model {
  minute: number;
  booking: BookingStatus;
  card: JobCardState | null;
  sides: Record<VehicleSide, number>;
  afterPhotos: number;
  codes: Record<Step, CodeModel>;
  doneAtMinute: number | null;
  complaint: boolean;
}

export interface Real {
  db: Db;
  messaging: MessagingDeps;
  standin: RunningMessagingStandin;
  staff: StaffActor;
  customerId: number;
  bookingId: number;
  bookingCode: string;
  slot: Date;
  phone: string;
  /** What the customer's phone last showed, per step. */
  lastCode: Partial<Record<Step, string>>;
  /** Every state the card was seen in, in order. */
  seenStates: JobCardState[];
  stats: ModelStats;
}

const START_MINUTE = -120;

export function emptyModel(): Model {
  const code = (): CodeModel => ({ live: false, attempts: 0, sentAtMinute: -1e9, sent: 0 });
  return {
    minute: START_MINUTE,
    booking: "confirmed",
    card: null,
    sides: { front: 0, back: 0, left: 0, right: 0, interior: 0 },
    afterPhotos: 0,
    codes: { handover: code(), return: code() },
    doneAtMinute: null,
    complaint: false,
  };
}

let phoneSerial = 0;

/** A confirmed booking tomorrow at 10:00 IST at a new centre, its customer with a number of their own. */
export async function newReal(
  parts: { db: Db; messaging: MessagingDeps; standin: RunningMessagingStandin },
  stats: ModelStats,
): Promise<Real> {
  const { db, messaging, standin } = parts;
  phoneSerial += 1;
  const phone = `+9196${String(process.pid % 1000).padStart(3, "0")}${String(phoneSerial).padStart(5, "0")}`;
  const fixture = await bookableCentre(db);
  const customer = await signedInUser(db);
  await db.user.update({ where: { id: customer.id }, data: { phone } });
  const booking = await callerFor(db, { token: customer.token }).booking.create(
    bookingRequest(fixture, { time: "10:00" }),
  );
  await callerFor(db, { token: fixture.owner.token }).centreBookings.act({
    bookingId: booking.id,
    action: "confirm",
  });
  return {
    db,
    messaging,
    standin,
    staff: { id: fixture.owner.id, role: "vendor", centreId: fixture.centre.id },
    customerId: customer.id,
    bookingId: booking.id,
    bookingCode: booking.code,
    slot: booking.slotStart,
    phone,
    lastCode: {},
    seenStates: [],
    stats,
  };
}

const nowOf = (model: Model, real: Real) => new Date(real.slot.getTime() + model.minute * MINUTE);

/** The staff member acts on the booking from the centre's board, at the model's time. */
const onTheBoard = (model: Model, real: Real, action: Parameters<typeof actOnCentreBooking>[4]) =>
  actOnCentreBooking(real.db, real.staff, real.staff.centreId, real.bookingId, action, nowOf(model, real));

/** The message id a call was refused with, or "ok". */
async function outcomeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "ok";
  } catch (error) {
    if (error instanceof DomainError) return error.error.id;
    return "database refused";
  }
}

async function expectOutcome(real: Real, name: string, call: Promise<unknown>, expected: string) {
  const outcome = await outcomeOf(call);
  real.stats.steps += 1;
  countOutcome(real.stats, name, outcome);
  if (outcome !== "ok") real.stats.refusals += 1;
  expect(outcome, name).toBe(expected);
}

const stepOfCard = (model: Model): Step | null =>
  model.card === "checking_in" ? "handover" : model.card === "done" ? "return" : null;
const checkInStatus = (model: Model) => model.booking === "confirmed";
const wrongStep = "errors.jobCardWrongStep";

/** After every step: the database agrees with the model, and the rules hold whatever happened. */
export async function checkInvariants(model: Model, real: Real) {
  real.stats.invariantChecks += 1;
  const booking = await real.db.booking.findUniqueOrThrow({
    where: { id: real.bookingId },
    select: { status: true },
  });
  const card = await real.db.jobCard.findUnique({
    where: { bookingId: real.bookingId },
    include: { photos: true },
  });
  expect(booking.status).toBe(model.booking);
  expect(card?.state ?? null).toBe(model.card);
  if (card) {
    if (real.seenStates.at(-1) !== card.state) real.seenStates.push(card.state);
    // No state skipped: the states seen are the steps in order, from the first.
    expect(real.seenStates).toEqual(STEPS.slice(0, real.seenStates.length));
    // A completed booking has a done (or returned) card with after photos; a checked-in card a started booking.
    const afterPhotos = card.photos.filter((photo) => photo.stage === "after").length;
    expect(afterPhotos).toBe(model.afterPhotos);
    if (booking.status === "completed") {
      expect(["done", "returned"]).toContain(card.state);
      expect(afterPhotos).toBeGreaterThan(0);
    }
    if (card.state !== "checking_in") expect(["in_progress", "completed"]).toContain(booking.status);
    // Codes: never stored plain, tries and sends within the policy.
    const row = JSON.stringify(card);
    for (const code of Object.values(real.lastCode)) expect(row).not.toContain(`"${code}"`);
    for (const hash of [card.handoverCodeHash, card.returnCodeHash])
      if (hash) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(card.handoverAttempts).toBeLessThanOrEqual(JOB_CARD_POLICY.maxTries);
    expect(card.returnAttempts).toBeLessThanOrEqual(JOB_CARD_POLICY.maxTries);
    expect(card.handoverCodesSent).toBeLessThanOrEqual(JOB_CARD_POLICY.maxCodesPerStep);
    expect(card.returnCodesSent).toBeLessThanOrEqual(JOB_CARD_POLICY.maxCodesPerStep);
  } else {
    expect(["confirmed", "cancelled"]).toContain(booking.status);
  }
  const disputes = await real.db.dispute.count({ where: { bookingId: real.bookingId } });
  expect(disputes).toBe(model.complaint ? 1 : 0);
}

type Cmd = fc.AsyncCommand<Model, Real, boolean>;

function command(name: string, run: (model: Model, real: Real) => Promise<void>): Cmd {
  return {
    check: () => true,
    run: async (model, real) => {
      await run(model, real);
      await checkInvariants(model, real);
    },
    toString: () => name,
  };
}

const open = () =>
  command("open", async (model, real) => {
    const now = nowOf(model, real);
    const expected =
      model.card !== null
        ? "ok"
        : !checkInStatus(model)
          ? "errors.jobCardBookingNotReady"
          : indiaDate(now) !== indiaDate(real.slot)
            ? "errors.jobCardNotToday"
            : "ok";
    await expectOutcome(real, "open", openCheckIn(real.db, real.staff, real.bookingId, now), expected);
    if (expected === "ok" && model.card === null) model.card = "checking_in";
  });

const addPhoto = (side: VehicleSide) =>
  command(`addPhoto(${side})`, async (model, real) => {
    const expected =
      model.card === null
        ? "errors.jobCardNotFound"
        : model.card !== "checking_in"
          ? wrongStep
          : !checkInStatus(model)
            ? "errors.jobCardBookingNotReady"
            : model.sides[side] >= JOB_CARD_POLICY.maxPhotosPerSide
              ? "errors.jobCardPhotoLimit"
              : "ok";
    const mediaId = await uploadedJobCardPhoto(real.db, real.staff.id);
    await expectOutcome(
      real,
      "addPhoto",
      addCheckInPhoto(real.db, real.staff, { bookingId: real.bookingId, side, mediaId }),
      expected,
    );
    if (expected === "ok") {
      model.sides[side] += 1;
      // What the customer would confirm changed: the code sent for the old record is void.
      model.codes.handover.live = false;
    }
  });

const sendCode = () =>
  command("sendCode", async (model, real) => {
    const step = stepOfCard(model);
    const code = step ? model.codes[step] : null;
    const expected =
      model.card === null
        ? "errors.jobCardNotFound"
        : !step || !code
          ? wrongStep
          : step === "handover" && !checkInStatus(model)
            ? "errors.jobCardBookingNotReady"
            : step === "handover" &&
                (["front", "back", "left", "right"] as const).some((side) => model.sides[side] === 0)
              ? "errors.jobCardSidesMissing"
              : code.sent >= JOB_CARD_POLICY.maxCodesPerStep
                ? "errors.jobCardTooManyCodes"
                : (model.minute - code.sentAtMinute) * 60 < JOB_CARD_POLICY.resendAfterSeconds
                  ? "errors.jobCardResendWait"
                  : "ok";
    await expectOutcome(
      real,
      "sendCode",
      sendJobCardCode(real.db, real.messaging, real.staff, real.bookingId, nowOf(model, real)),
      expected,
    );
    if (expected === "ok" && step && code) {
      Object.assign(code, { live: true, attempts: 0, sentAtMinute: model.minute, sent: code.sent + 1 });
      const [message] = real.standin.controls.messages({ to: real.phone });
      const sent = message?.text.match(/\b(\d{4})\b/)?.[1];
      expect(sent, "the code reached the customer's phone").toBeDefined();
      real.lastCode[step] = sent;
    }
  });

const enterCode = (right: boolean) =>
  command(`enterCode(${right ? "right" : "wrong"})`, async (model, real) => {
    const step = stepOfCard(model);
    const code = step ? model.codes[step] : null;
    const now = nowOf(model, real);
    const startTooEarly = real.slot.getTime() - now.getTime() > 2 * 60 * MINUTE;
    let expected: string;
    if (model.card === null) expected = "errors.jobCardNotFound";
    else if (!step || !code) expected = wrongStep;
    else if (!code.live) expected = "errors.jobCardNoCode";
    else if (code.attempts >= JOB_CARD_POLICY.maxTries) expected = "errors.jobCardCodeLocked";
    else if (model.minute - code.sentAtMinute >= JOB_CARD_POLICY.codeTtlMinutes)
      expected = "errors.jobCardCodeExpired";
    else if (step === "handover" && model.booking !== "confirmed") expected = "errors.cannotMove";
    else if (step === "handover" && startTooEarly) expected = "errors.startTooEarly";
    else if (!right)
      expected =
        code.attempts + 1 >= JOB_CARD_POLICY.maxTries
          ? "errors.jobCardCodeLocked"
          : "errors.jobCardCodeWrong";
    else expected = "ok";
    const sent = step ? real.lastCode[step] : undefined;
    const typed =
      sent === undefined ? "0000" : right ? sent : String((Number(sent) + 1) % 10_000).padStart(4, "0");
    await expectOutcome(
      real,
      "enterCode",
      confirmJobCardCode(
        real.db,
        real.messaging,
        real.staff,
        { bookingId: real.bookingId, code: typed },
        now,
      ),
      expected,
    );
    if (!code || !step) return;
    if (expected === "errors.jobCardCodeWrong" || expected === "errors.jobCardCodeLocked") {
      if (code.attempts < JOB_CARD_POLICY.maxTries) code.attempts += 1;
    }
    if (expected === "ok") {
      code.live = false;
      if (step === "handover") {
        model.card = "checked_in";
        model.booking = "in_progress";
      } else {
        model.card = "returned";
      }
    }
  });

/** Someone reads out the wrong code again and again (a guesser's try at the counter). */
const wrongCodes = (times: number) => {
  const one = enterCode(false);
  return {
    check: () => true,
    run: async (model: Model, real: Real) => {
      for (let i = 0; i < times; i += 1) await one.run(model, real);
    },
    toString: () => `enterCode(wrong) × ${times}`,
  } satisfies Cmd;
};

const start = () =>
  command("start", async (model, real) => {
    const expected =
      model.card === null ? "errors.jobCardNotFound" : model.card !== "checked_in" ? wrongStep : "ok";
    await expectOutcome(
      real,
      "start",
      startJob(real.db, real.staff, real.bookingId, nowOf(model, real)),
      expected,
    );
    if (expected === "ok") model.card = "started";
  });

/** An after photo saved as it is taken, while the job is started. */
const addAfterPhotoCmd = () =>
  command("addAfterPhoto", async (model, real) => {
    const expected =
      model.card === null
        ? "errors.jobCardNotFound"
        : model.card !== "started"
          ? wrongStep
          : model.afterPhotos >= JOB_CARD_POLICY.maxAfterPhotos
            ? "errors.jobCardAfterPhotoLimit"
            : "ok";
    const mediaId = await uploadedJobCardPhoto(real.db, real.staff.id);
    await expectOutcome(
      real,
      "addAfterPhoto",
      addAfterPhoto(real.db, real.staff, { bookingId: real.bookingId, mediaId }),
      expected,
    );
    if (expected === "ok") model.afterPhotos += 1;
  });

/** Done, with `photos` more after photos given at once beside those already saved. */
const done = (photos: number) =>
  command(`done(${photos} photos)`, async (model, real) => {
    const expected =
      model.card === null
        ? "errors.jobCardNotFound"
        : model.card !== "started"
          ? wrongStep
          : model.afterPhotos + photos > JOB_CARD_POLICY.maxAfterPhotos
            ? "errors.jobCardAfterPhotoLimit"
            : model.afterPhotos + photos === 0
              ? "errors.afterPhotosRequired"
              : "ok";
    const afterMediaIds = await uploadedJobCardPhotos(real.db, real.staff.id, photos);
    await expectOutcome(
      real,
      "done",
      finishJob(real.db, real.staff, { bookingId: real.bookingId, afterMediaIds }, nowOf(model, real)),
      expected,
    );
    if (expected === "ok") {
      model.card = "done";
      model.booking = "completed";
      model.afterPhotos += photos;
      model.doneAtMinute = model.minute;
    }
  });

const centreCancels = () =>
  command("centreCancels", async (model, real) => {
    const expected = model.booking === "confirmed" ? "ok" : "errors.cannotMove";
    await expectOutcome(
      real,
      "cancel",
      onTheBoard(model, real, { type: "cancel", reason: "Bay flooded" }),
      expected,
    );
    if (expected === "ok") model.booking = "cancelled";
  });

/**
 * The board's "complete" never goes around the job card: in progress, the card is not done yet (done completes
 * the booking), and the board says to finish it (the trigger would refuse it too); otherwise the states refuse.
 */
const boardCompletes = () =>
  command("boardCompletes", async (model, real) => {
    const expected = model.booking === "in_progress" ? "errors.finishJobCardFirst" : "errors.cannotMove";
    await expectOutcome(real, "boardComplete", onTheBoard(model, real, { type: "complete" }), expected);
  });

const customerReportsDamage = () =>
  command("reportDamage", async (model, real) => {
    const expected =
      model.doneAtMinute === null
        ? "errors.complaintNotDone"
        : model.minute - model.doneAtMinute > JOB_CARD_POLICY.complaintWindowHours * 60
          ? "errors.complaintWindowClosed"
          : model.complaint
            ? "errors.complaintExists"
            : "ok";
    await expectOutcome(
      real,
      "reportDamage",
      reportDamage(
        real.db,
        real.customerId,
        { bookingCode: real.bookingCode, reason: "A new dent on the door", photoMediaIds: [] },
        nowOf(model, real),
      ),
      expected,
    );
    if (expected === "ok") model.complaint = true;
  });

/** The customer comes back some hours later to report damage (either side of the 48 h window). */
const reportDamageAfter = (hours: number) =>
  ({
    check: () => true,
    run: async (model: Model, real: Real) => {
      await advance(hours * 60).run(model, real);
      await customerReportsDamage().run(model, real);
    },
    toString: () => `advance(${hours} h), reportDamage`,
  }) satisfies Cmd;

const advance = (minutes: number) =>
  command(`advance(${minutes} min)`, async (model) => {
    model.minute += minutes;
  });

const SIDES: VehicleSide[] = ["front", "back", "left", "right", "interior"];

/**
 * What a member of staff would do next on the happy path, as the model sees it: it makes runs reach the later
 * states (a random mix alone rarely photographs four sides, sends a code and types it right in a row).
 */
const nextStep = () => {
  const pick = (model: Model): Cmd => {
    if (model.card === null) return open();
    const missing = (["front", "back", "left", "right"] as const).find((side) => model.sides[side] === 0);
    if (model.card === "checking_in" && missing) return addPhoto(missing);
    const step = stepOfCard(model);
    if (step && !model.codes[step].live) return sendCode();
    if (step) return enterCode(true);
    if (model.card === "checked_in") return start();
    if (model.card === "started") return done(1);
    return customerReportsDamage();
  };
  return {
    check: () => true,
    run: (model: Model, real: Real) => pick(model).run(model, real),
    toString: () => "nextStep",
  } satisfies Cmd;
};

const weighted = <T>(times: number, arbitrary: fc.Arbitrary<T>) =>
  Array.from({ length: times }, () => arbitrary);

export const allCommands = [
  ...weighted(8, fc.constant(null).map(nextStep)),
  fc.constant(null).map(open),
  fc.constantFrom(...SIDES).map(addPhoto),
  fc.constant(null).map(sendCode),
  ...weighted(3, fc.boolean().map(enterCode)),
  fc.integer({ min: 2, max: 6 }).map(wrongCodes),
  fc.constant(null).map(start),
  fc.constant(null).map(addAfterPhotoCmd),
  fc.integer({ min: 0, max: 2 }).map(done),
  fc.constant(null).map(centreCancels),
  fc.constant(null).map(boardCompletes),
  fc.constant(null).map(customerReportsDamage),
  fc.constantFrom(1, 47, 49).map(reportDamageAfter),
  ...weighted(2, fc.constantFrom(1, 5, 14, 15, 16, 60, 24 * 60, 47 * 60, 49 * 60).map(advance)),
];
