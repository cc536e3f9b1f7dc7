import { errorMessage, JOB_CARD_POLICY } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { lockBooking } from "../booking";
import { enqueue, TOPIC } from "../outbox";
import { ownBookingByCode } from "./customer-job-card.service";
import { raiseDispute } from "./disputes";
import { claimJobCardMedia } from "./job-card-media";

const HOUR_MS = 60 * 60 * 1000;

/**
 * A damage complaint from the customer's booking, within JOB_CARD_POLICY.complaintWindowHours of the job card's
 * `done`: a dispute linked to the job card (with the customer's photos), which the centre (SMS and email) and the
 * admins (email) hear of through the outbox, and which holds the centre's payout while it is open (as any
 * dispute does). One per booking; after the window, a clear refusal pointing to support.
 */
export async function reportDamage(
  db: Db,
  customerId: number,
  input: { bookingCode: string; reason: string; photoMediaIds: number[] },
  now = currentTime(),
) {
  const booking = await ownBookingByCode(db, customerId, input.bookingCode);
  return db.$transaction(async (tx) => {
    await lockBooking(tx, booking.id);
    const card = await tx.jobCard.findUnique({
      where: { bookingId: booking.id },
      select: { id: true, doneAt: true },
    });
    if (!card?.doneAt) throw new DomainError("PRECONDITION_FAILED", "complaintNotDone");
    if (now.getTime() > card.doneAt.getTime() + JOB_CARD_POLICY.complaintWindowHours * HOUR_MS) {
      throw new DomainError(
        "PRECONDITION_FAILED",
        errorMessage("complaintWindowClosed", { hours: JOB_CARD_POLICY.complaintWindowHours }),
      );
    }
    const existing = await tx.dispute.count({ where: { jobCardId: card.id } });
    if (existing > 0) throw new DomainError("CONFLICT", "complaintExists");
    await claimJobCardMedia(tx, {
      uploadedBy: customerId,
      bookingId: booking.id,
      mediaIds: input.photoMediaIds,
      field: "photoMediaIds",
    });
    const dispute = await raiseDispute(tx, {
      bookingId: booking.id,
      raisedById: customerId,
      reason: input.reason,
      jobCardId: card.id,
      photoMediaIds: input.photoMediaIds,
    });
    await audit(
      tx,
      { id: customerId, role: "user" },
      "dispute.damage_reported",
      { type: "booking", id: booking.id },
      {
        disputeId: dispute.id,
        jobCardId: card.id,
      },
    );
    await enqueue(tx, TOPIC["booking.damage_reported"], { bookingId: booking.id, disputeId: dispute.id });
    return { disputeId: dispute.id, createdAt: dispute.createdAt };
  });
}
