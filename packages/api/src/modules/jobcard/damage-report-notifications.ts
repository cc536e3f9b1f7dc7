import { messagingNumber } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { ChannelError, type MessageChannel } from "../messaging";
import type { Mailer } from "../notifications";
import { EMAIL_ADMINS, EMAIL_CENTRE, SMS_CENTRE } from "../notifications";
import type { OutboxHandlers, OutboxPayload } from "../outbox";
import { PermanentJobError } from "../outbox";

async function loadComplaint(db: Db, disputeId: number) {
  const dispute = await db.dispute.findUnique({
    where: { id: disputeId },
    select: {
      reason: true,
      photoMediaIds: true,
      jobCard: { select: { _count: { select: { photos: { where: { stage: "check_in" } } } } } },
      booking: {
        select: {
          code: true,
          vehicleNumber: true,
          customer: { select: { name: true } },
          centre: { select: { name: true, email: true, mobile: true } },
        },
      },
    },
  });
  if (!dispute) throw new PermanentJobError(`Dispute ${disputeId} does not exist`);
  return dispute;
}

/** The complaint in plain English (the console's language), for the centre and the admins alike. */
function complaintText(complaint: Awaited<ReturnType<typeof loadComplaint>>, where: string) {
  const { booking } = complaint;
  return [
    `${booking.customer.name} reported damage to ${booking.vehicleNumber} after booking ${booking.code} at ${booking.centre.name}:`,
    "",
    complaint.reason,
    "",
    `The customer attached ${complaint.photoMediaIds.length} photo(s); the job card has ${complaint.jobCard?._count.photos ?? 0} check-in photo(s).`,
    `See them side by side in ${where}. The centre's payout for this booking is held while the complaint is open.`,
  ].join("\n");
}

/**
 * Who hears of a damage complaint (booking.damage_reported): every active admin by email, the centre by email
 * and, with phone channels, by SMS to its mobile. Each is its own outbox delivery.
 */
export function damageReportHandlers(db: Db, mailer: Mailer, sms: MessageChannel | null): OutboxHandlers {
  const admins = async ({ disputeId }: OutboxPayload<"booking.damage_reported">) => {
    const complaint = await loadComplaint(db, disputeId);
    const recipients = await db.user.findMany({
      where: { role: "admin", status: "active" },
      select: { email: true },
    });
    const subject = `Damage reported: booking ${complaint.booking.code} at ${complaint.booking.centre.name}`;
    const text = complaintText(complaint, `the console (Admin › Disputes)`);
    for (const admin of recipients) await mailer.send({ to: admin.email, subject, text });
  };
  const centreEmail = async ({ disputeId }: OutboxPayload<"booking.damage_reported">) => {
    const complaint = await loadComplaint(db, disputeId);
    await mailer.send({
      to: complaint.booking.centre.email,
      subject: `Damage reported: booking ${complaint.booking.code}`,
      text: complaintText(complaint, "the booking's drawer on your console"),
    });
  };
  const centreSms = async ({ disputeId }: OutboxPayload<"booking.damage_reported">) => {
    if (!sms) return;
    const { booking } = await loadComplaint(db, disputeId);
    const to = messagingNumber(booking.centre.mobile);
    if (!to) return;
    try {
      await sms.send({
        to,
        lang: "en",
        template: "centre_damage_report",
        values: { code: booking.code, vehicle: booking.vehicleNumber },
      });
    } catch (error) {
      if (error instanceof ChannelError && !error.retryable) throw new PermanentJobError(error.message);
      throw error;
    }
  };
  return {
    "booking.damage_reported": {
      [EMAIL_ADMINS]: admins,
      [EMAIL_CENTRE]: centreEmail,
      ...(sms ? { [SMS_CENTRE]: centreSms } : {}),
    },
  };
}
