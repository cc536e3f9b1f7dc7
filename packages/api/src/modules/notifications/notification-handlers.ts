import type { BookingStatus, Db } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import type { OutboxHandlers, OutboxPayload } from "../outbox";
import { PermanentJobError } from "../outbox";
import type { BookingEmailTopic } from "./booking-email-data";
import { type BookingEmailTarget, loadBookingEmail } from "./booking-email-loader";
import { paidAwaitsConfirmation, reminderStillDue, stillAwaitsFirstEmail } from "./booking-relevance";
import { channelChoices } from "./channel-preferences.service";
import { composeBookingEmail } from "./compose-email";
import type { Mailer } from "./mailer";

/** The outbox channel of these handlers (see outbox-worker.ts: each channel is delivered on its own). */
export const EMAIL_CUSTOMER = "email-customer";

/**
 * Outbox handlers that email the customer about their booking, in English and Hindi. Each one reads the
 * booking as it is now, so an email made pointless by a later change (paid before the "please pay" email
 * went out, cancelled before its reminder) is skipped. The worker has parsed each payload with its topic's
 * schema (outbox/topics.ts) before it gets here.
 */
export function notificationHandlers(db: Db, mailer: Mailer): OutboxHandlers {
  /** Not to a customer who turned booking updates by email off in their profile (channel-preferences). */
  const send = async (topic: BookingEmailTopic, { customerId, email, data }: BookingEmailTarget) => {
    if (!(await channelChoices(db, customerId)).email) return;
    await mailer.send({ to: email, ...composeBookingEmail(topic, data) });
  };

  const simple =
    (topic: BookingEmailTopic, stillRelevant: (status: BookingStatus) => boolean = () => true) =>
    async ({ bookingId }: { bookingId: number }) => {
      const target = await loadBookingEmail(db, bookingId);
      if (stillRelevant(target.data.status)) await send(topic, target);
    };

  const created = async ({ bookingId }: OutboxPayload<"booking.created">) => {
    const target = await loadBookingEmail(db, bookingId);
    if (!stillAwaitsFirstEmail(target.data)) return;
    await send("booking.created", target);
  };

  const paid = async ({ bookingId }: OutboxPayload<"booking.paid">) => {
    const target = await loadBookingEmail(db, bookingId);
    if (paidAwaitsConfirmation(target.data)) await send("booking.paid", target);
  };

  const refunded = async ({ bookingId, refundId }: OutboxPayload<"booking.refunded">) => {
    const target = await loadBookingEmail(db, bookingId);
    const refunds = await db.refund.aggregate({
      where: { id: refundId, bookingId },
      _sum: { amountPaise: true },
    });
    await send("booking.refunded", {
      ...target,
      data: { ...target.data, refundPaise: refunds._sum.amountPaise },
    });
  };

  const reminder = async ({ bookingId, slotStart }: OutboxPayload<"booking.reminder">) => {
    const target = await loadBookingEmail(db, bookingId);
    if (!reminderStillDue(target.data, slotStart, currentTime())) return;
    await send("booking.reminder", target);
  };

  const disputeResolved = async ({ bookingId, disputeId }: OutboxPayload<"booking.dispute_resolved">) => {
    const target = await loadBookingEmail(db, bookingId);
    const dispute = await db.dispute.findUnique({ where: { id: disputeId }, select: { resolution: true } });
    if (!dispute?.resolution) throw new PermanentJobError(`Dispute ${disputeId} has no resolution`);
    await send("booking.dispute_resolved", {
      ...target,
      data: { ...target.data, disputeResolution: dispute.resolution },
    });
  };

  return {
    "booking.created": { [EMAIL_CUSTOMER]: created },
    "booking.paid": { [EMAIL_CUSTOMER]: paid },
    "booking.confirmed": { [EMAIL_CUSTOMER]: simple("booking.confirmed") },
    "booking.cancelled": { [EMAIL_CUSTOMER]: simple("booking.cancelled") },
    // A payment that arrived late may have revived the booking meanwhile.
    "booking.expired": { [EMAIL_CUSTOMER]: simple("booking.expired", (status) => status === "expired") },
    "booking.refunded": { [EMAIL_CUSTOMER]: refunded },
    "booking.reminder": { [EMAIL_CUSTOMER]: reminder },
    "booking.dispute_resolved": { [EMAIL_CUSTOMER]: disputeResolved },
  };
}
