import type { Db } from "@chamak/db";
import { translateIn } from "@chamak/i18n/server";
import type { OutboxHandlers, OutboxPayload } from "../outbox";
import { PermanentJobError } from "../outbox";
import { loadBookingEmail } from "./booking-email-loader";
import { isPlacedBy, wasEverPlaced } from "./booking-relevance";
import { type CentreEmailTopic, composeCentreEmail } from "./compose-centre-email";
import type { Mailer } from "./mailer";

/** The outbox channel of these handlers (see outbox-worker.ts: each channel is delivered on its own). */
export const EMAIL_CENTRE = "email-centre";

/**
 * Outbox handlers that email a centre about its bookings: a new one (a cash request as it is made, a UPI
 * booking once it is paid: before that it is only a held slot), every cancellation (its own too, for the
 * record of whoever else works the board), a reschedule, and an admin's decision on a dispute. Each reads the
 * booking as it is now.
 */
export function centreNotificationHandlers(db: Db, mailer: Mailer): OutboxHandlers {
  const send = async (bookingId: number, topic: CentreEmailTopic, from: Date | null = null) => {
    const { centreEmail, data } = await loadBookingEmail(db, bookingId);
    await mailer.send({ to: centreEmail, ...composeCentreEmail(topic, data, from) });
  };

  const created = async ({ bookingId }: OutboxPayload<"booking.created">) => {
    const { data } = await loadBookingEmail(db, bookingId);
    if (isPlacedBy("booking.created", data)) await send(bookingId, "new");
  };

  const paid = async ({ bookingId }: OutboxPayload<"booking.paid">) => {
    const { data } = await loadBookingEmail(db, bookingId);
    if (isPlacedBy("booking.paid", data)) await send(bookingId, "new");
  };

  const cancelled = async ({ bookingId }: OutboxPayload<"booking.cancelled">) => {
    const { data } = await loadBookingEmail(db, bookingId);
    // The centre never heard of a UPI booking that was not paid.
    if (!wasEverPlaced(data)) return;
    await send(bookingId, "cancelled");
  };

  const rescheduled = async ({ bookingId, from }: OutboxPayload<"booking.rescheduled">) =>
    send(bookingId, "rescheduled", from ? new Date(from) : null);

  /** In English (the console's language), to the centre's address. */
  const disputeResolved = async ({ disputeId }: OutboxPayload<"booking.dispute_resolved">) => {
    const dispute = await db.dispute.findUnique({
      where: { id: disputeId },
      select: {
        resolution: true,
        booking: { select: { code: true, centre: { select: { name: true, email: true } } } },
      },
    });
    if (!dispute?.resolution) throw new PermanentJobError(`Dispute ${disputeId} has no resolution`);
    const { code, centre } = dispute.booking;
    const values = { code, centre: centre.name, resolution: dispute.resolution };
    await mailer.send({
      to: centre.email,
      subject: translateIn("en", "email.centreDisputeResolvedSubject", values),
      text: [
        translateIn("en", "email.centreGreeting", values),
        translateIn("en", "email.centreDisputeResolvedBody", values),
        translateIn("en", "email.disputeResolution", values),
        translateIn("en", "email.centreDisputeResolvedSeeConsole", values),
      ].join("\n\n"),
    });
  };

  return {
    "booking.created": { [EMAIL_CENTRE]: created },
    "booking.paid": { [EMAIL_CENTRE]: paid },
    "booking.cancelled": { [EMAIL_CENTRE]: cancelled },
    "booking.rescheduled": { [EMAIL_CENTRE]: rescheduled },
    "booking.dispute_resolved": { [EMAIL_CENTRE]: disputeResolved },
  };
}
