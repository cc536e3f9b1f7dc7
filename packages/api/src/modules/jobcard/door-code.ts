import { createHmac, timingSafeEqual } from "node:crypto";
import { errorMessage, JOB_CARD_POLICY } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { handOver } from "./job-card-code.service";
import { assertSidesPhotographed, lockCardIn, type StaffActor } from "./job-card-steps";

/**
 * The code a doorstep customer tells the washer to hand the car over. Unlike the hand-over code a centre sends
 * when it is ready (job-card-code.service.ts), the washer may be in a basement with no signal: so the code is
 * known before they arrive, shown on the customer's own booking page, and checked when the phone syncs. It is
 * derived from the booking with the server's OTP key, so it is never stored and no table gives it away; the same
 * tries limit as the sent code holds (5 wrong tries, then the centre sends one from the job card).
 */
export function doorCode(key: string, bookingId: number): string {
  const digest = createHmac("sha256", key).update(`door_handover|${bookingId}`).digest();
  return String(digest.readUInt32BE(0) % 10 ** JOB_CARD_POLICY.codeDigits).padStart(
    JOB_CARD_POLICY.codeDigits,
    "0",
  );
}

function matches(key: string, bookingId: number, code: string): boolean {
  const left = Buffer.from(doorCode(key, bookingId));
  const right = Buffer.from(code);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a car in at the door with the customer's code, inside the caller's transaction: every outside side
 * photographed, a try counted, then the hand-over. A wrong code answers the refusal instead of throwing, so the
 * caller commits the counted try (a thrown error would roll it back and give unlimited guesses).
 */
export async function checkInAtDoorIn(
  tx: DbTx,
  key: string,
  staff: StaffActor,
  input: { bookingId: number; code: string },
  now: Date,
): Promise<{ refused: DomainError } | null> {
  const { booking, card } = await lockCardIn(tx, staff, input.bookingId, "checking_in");
  await assertSidesPhotographed(tx, card.id);
  if (card.handoverAttempts >= JOB_CARD_POLICY.maxTries) {
    return { refused: new DomainError("BAD_INPUT", "visitCodeLocked", "code") };
  }
  await tx.jobCard.update({ where: { id: card.id }, data: { handoverAttempts: { increment: 1 } } });
  if (!matches(key, input.bookingId, input.code)) {
    const left = JOB_CARD_POLICY.maxTries - card.handoverAttempts - 1;
    return {
      refused:
        left > 0
          ? new DomainError("BAD_INPUT", errorMessage("visitCodeWrong", { left }), "code")
          : new DomainError("BAD_INPUT", "visitCodeLocked", "code"),
    };
  }
  await handOver(tx, staff, card, booking, now);
  return null;
}
