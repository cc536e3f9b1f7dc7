import { errorMessage, JOB_CARD_POLICY } from "@chamak/contracts";
import type { Db, DbTx, JobCard } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { assertAllowed, bookingFacts, type LockedBooking, lockBooking, moveBooking } from "../booking";
import type { MessagingDeps } from "../messaging";
import { ChannelError, type MessageChannel, type PhoneMessage } from "../messaging";
import { channelChoices } from "../notifications";
import { type CodeStep, codeMatches, jobCardCodeHash, newJobCardCode } from "./job-card-codes";
import {
  assertCheckInStatus,
  assertSidesPhotographed,
  lockOwnBooking,
  moveCard,
  type StaffActor,
  wrongStep,
} from "./job-card-steps";
import { loadJobCardView } from "./job-card-view";

/** The card's columns for a step's code. */
const COLUMNS = {
  handover: {
    state: "checking_in",
    hash: "handoverCodeHash",
    attempts: "handoverAttempts",
    expiresAt: "handoverExpiresAt",
    sent: "handoverCodesSent",
    sentAt: "handoverSentAt",
  },
  return: {
    state: "done",
    hash: "returnCodeHash",
    attempts: "returnAttempts",
    expiresAt: "returnExpiresAt",
    sent: "returnCodesSent",
    sentAt: "returnSentAt",
  },
} as const;

function stepOf(card: Pick<JobCard, "state">): CodeStep {
  if (card.state === "checking_in") return "handover";
  if (card.state === "done") return "return";
  throw wrongStep(card.state);
}

async function sendWithRetry(channel: MessageChannel, message: PhoneMessage) {
  try {
    return await channel.send(message);
  } catch (error) {
    if (!(error instanceof ChannelError) || !error.retryable) throw error;
    return channel.send(message);
  }
}

/**
 * Sends the customer the code of the step the card is at: the hand-over code once every outside side has a photo,
 * the return code once the job is done. A new code replaces the last (its tries start again); a step sends at most
 * JOB_CARD_POLICY.maxCodesPerStep codes, one per 30 s. It goes by SMS to the customer's own number (and WhatsApp
 * when they chose it), never to the staff's screen; like sign-in codes it is sent in the request, not the outbox,
 * so it is never stored in clear.
 */
export async function sendJobCardCode(
  db: Db,
  messaging: MessagingDeps,
  staff: StaffActor,
  bookingId: number,
  now = currentTime(),
) {
  const code = newJobCardCode();
  const sent = await db.$transaction(async (tx) => {
    const { booking, card } = await lockOwnBooking(tx, staff, bookingId);
    if (!card) throw new DomainError("NOT_FOUND", "jobCardNotFound");
    const step = stepOf(card);
    const columns = COLUMNS[step];
    if (step === "handover") {
      assertCheckInStatus(booking);
      await assertSidesPhotographed(tx, card.id);
    }
    if (card[columns.sent] >= JOB_CARD_POLICY.maxCodesPerStep) {
      throw new DomainError(
        "RATE_LIMITED",
        errorMessage("jobCardTooManyCodes", { max: JOB_CARD_POLICY.maxCodesPerStep }),
      );
    }
    const lastSent = card[columns.sentAt];
    const waitMs = lastSent
      ? lastSent.getTime() + JOB_CARD_POLICY.resendAfterSeconds * 1000 - now.getTime()
      : 0;
    if (waitMs > 0) {
      throw new DomainError(
        "RATE_LIMITED",
        errorMessage("jobCardResendWait", { seconds: Math.ceil(waitMs / 1000) }),
      );
    }
    const customer = await tx.booking.findUniqueOrThrow({
      where: { id: booking.id },
      select: { customerId: true, vehicleNumber: true, centre: { select: { name: true } } },
    });
    const choices = await channelChoices(tx, customer.customerId);
    if (!choices.phone) throw new DomainError("PRECONDITION_FAILED", "jobCardNoCustomerPhone");
    const hash = jobCardCodeHash(messaging.otpKey, card.id, step, code);
    await tx.jobCard.update({
      where: { id: card.id },
      data: {
        [columns.hash]: hash,
        [columns.attempts]: 0,
        [columns.expiresAt]: new Date(now.getTime() + JOB_CARD_POLICY.codeTtlMinutes * 60_000),
        [columns.sent]: { increment: 1 },
        [columns.sentAt]: now,
      },
    });
    await audit(
      tx,
      staff,
      `job_card.${step}_code_sent`,
      { type: "booking", id: booking.id },
      { jobCardId: card.id },
    );
    const photos = await tx.jobCardPhoto.count({ where: { jobCardId: card.id, stage: "check_in" } });
    return { step, hash, cardId: card.id, choices, customer, photos };
  });
  const { step, choices, customer } = sent;
  const phone = choices.phone as string;
  const vehicle = customer.vehicleNumber;
  const centre = customer.centre.name;
  const message = (lang: "en" | "hi"): PhoneMessage =>
    step === "handover"
      ? {
          to: phone,
          lang,
          template: "job_card_handover_code",
          values: { code, vehicle, centre, photos: String(sent.photos) },
        }
      : { to: phone, lang, template: "job_card_return_code", values: { code, vehicle, centre } };
  try {
    // SMS always (the code is the customer's safeguard, like a sign-in code); WhatsApp too when they chose it.
    await sendWithRetry(messaging.channels.sms, message("en"));
  } catch (error) {
    // It never reached the phone: that code is void and does not count against the step's allowance.
    const columns = COLUMNS[step];
    await db.jobCard.updateMany({
      where: { id: sent.cardId, [columns.hash]: sent.hash },
      data: { [columns.hash]: null, [columns.sent]: { decrement: 1 }, [columns.sentAt]: null },
    });
    messaging.onSendFailure?.(error, "sms");
    throw new DomainError("UNAVAILABLE", "jobCardCodeNotSent");
  }
  if (choices.whatsapp) {
    await sendWithRetry(messaging.channels.whatsapp, message(choices.lang)).catch((error: unknown) =>
      messaging.onSendFailure?.(error, "whatsapp"),
    );
  }
  return loadJobCardView(db, bookingId);
}

/**
 * The customer reads the code out and staff type it. The try is counted first, in its own transaction (a wrong
 * guess costs a try even if what follows fails); the fifth wrong try spends the code. A right hand-over code
 * confirms the recorded condition (frozen from then on) and moves the booking to in progress (confirming a paid
 * one first) through the booking's own transitions; a right return code closes the card.
 */
export async function confirmJobCardCode(
  db: Db,
  messaging: MessagingDeps,
  staff: StaffActor,
  input: { bookingId: number; code: string },
  now = currentTime(),
) {
  const counted = await db.$transaction(async (tx) => {
    const { booking, card } = await lockOwnBooking(tx, staff, input.bookingId);
    if (!card) throw new DomainError("NOT_FOUND", "jobCardNotFound");
    const step = stepOf(card);
    const columns = COLUMNS[step];
    const hash = card[columns.hash];
    const expiresAt = card[columns.expiresAt];
    if (!hash || !expiresAt) throw new DomainError("PRECONDITION_FAILED", "jobCardNoCode", "code");
    if (card[columns.attempts] >= JOB_CARD_POLICY.maxTries) {
      throw new DomainError("BAD_INPUT", "jobCardCodeLocked", "code");
    }
    if (expiresAt <= now) throw new DomainError("BAD_INPUT", "jobCardCodeExpired", "code");
    if (step === "handover") {
      // Checked before a try is spent: a booking that cannot start yet should not cost the customer a try.
      if (booking.status === "paid") assertAllowed(await bookingFacts(tx, booking), "centre", "confirm", now);
      else assertAllowed(await bookingFacts(tx, booking), "centre", "start", now);
    }
    await tx.jobCard.update({ where: { id: card.id }, data: { [columns.attempts]: { increment: 1 } } });
    return { step, hash, cardId: card.id, attempts: card[columns.attempts] + 1 };
  });
  if (!codeMatches(messaging.otpKey, counted.cardId, counted.step, input.code, counted.hash)) {
    const left = JOB_CARD_POLICY.maxTries - counted.attempts;
    throw left > 0
      ? new DomainError("BAD_INPUT", errorMessage("jobCardCodeWrong", { left }), "code")
      : new DomainError("BAD_INPUT", "jobCardCodeLocked", "code");
  }
  await db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    const card = { id: counted.cardId, bookingId: input.bookingId };
    const columns = COLUMNS[counted.step];
    // The code must still be the live one: a new code sent meanwhile, or the other tab's confirmation, wins.
    const still = await tx.jobCard.count({ where: { id: card.id, [columns.hash]: counted.hash } });
    if (still === 0) throw new DomainError("BAD_INPUT", "jobCardCodeExpired", "code");
    if (counted.step === "handover") {
      await handOver(tx, staff, card, booking, now);
    } else {
      await moveCard(tx, staff, card, "done", "returned", {
        returnedById: staff.id,
        returnedAt: now,
        returnCodeHash: null,
      });
    }
  });
  return loadJobCardView(db, input.bookingId);
}

/**
 * The customer handed the vehicle over: the card is checked in (its record frozen) and the booking moves to in
 * progress (a paid booking is confirmed first) through the booking's own transitions.
 */
export async function handOver(
  tx: DbTx,
  staff: StaffActor,
  card: { id: number; bookingId: number },
  booking: LockedBooking,
  now: Date,
) {
  await moveCard(tx, staff, card, "checking_in", "checked_in", {
    checkedInById: staff.id,
    checkedInAt: now,
    handoverCodeHash: null,
  });
  let current = booking;
  if (current.status === "paid") {
    await moveBooking(tx, current, "confirmed", staff);
    current = await lockBooking(tx, card.bookingId);
  }
  assertAllowed(await bookingFacts(tx, current), "centre", "start", now);
  await moveBooking(tx, current, "in_progress", staff, {}, { jobCardId: card.id });
}
