import type { Db } from "@chamak/db";
import { translateIn } from "@chamak/i18n/server";
import { PermanentJobError } from "../outbox/outbox-retry";
import type { OutboxHandlers } from "../outbox/outbox-worker";
import type { Mailer } from "./mailer";

/** The outbox channel of these handlers (see outbox-worker.ts: each channel is delivered on its own). */
export const EMAIL_CENTRE = "email-centre";

/** Emails to a centre about one of its bookings, in English (the console's language), to the centre's address. */
export function centreEmailHandlers(db: Db, mailer: Mailer): OutboxHandlers {
  return {
    "booking.dispute_resolved": {
      [EMAIL_CENTRE]: async ({ disputeId }) => {
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
      },
    },
  };
}
