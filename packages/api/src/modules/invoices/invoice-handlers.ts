import type { Db } from "@chamak/db";
import { isDomainError } from "../../errors";
import type { Mailer } from "../notifications";
import { composeBookingEmail, EMAIL_CUSTOMER, loadBookingEmail } from "../notifications";
import type { OutboxHandlers } from "../outbox";
import { PermanentJobError } from "../outbox";
import { InvoiceContentError } from "./invoice-content";
import { toInvoiceDocument } from "./invoice-document";
import { invoiceFileName, renderInvoicePdf } from "./invoice-pdf";
import { type IssuedInvoice, issueBookingInvoice } from "./issue-booking-invoice";

/** The outbox channel that issues a completed booking's invoice. */
export const INVOICE = "invoice";

/** Issues the invoice, or says why it never can (a dead letter, with the reason, for an admin to look at). */
async function issueOrGiveUp(db: Db, bookingId: number): Promise<IssuedInvoice | null> {
  try {
    return await issueBookingInvoice(db, bookingId);
  } catch (error) {
    if (error instanceof InvoiceContentError) throw new PermanentJobError(error.message);
    if (isDomainError(error) && error.code === "NOT_FOUND") {
      throw new PermanentJobError(`Booking ${bookingId} does not exist`);
    }
    throw error;
  }
}

/**
 * A completed booking's two channels: `invoice` issues its invoice, `email-customer` sends the customer the
 * completion email with the invoice's PDF attached. Each is retried on its own, so a failing invoice never
 * repeats the email and a failing email never issues a second invoice; the email issues the invoice itself
 * when it runs first (issuing is once per booking, whoever asks), so it never waits on the other channel.
 */
export function invoiceHandlers(db: Db, mailer: Mailer): OutboxHandlers {
  return {
    "booking.completed": {
      [INVOICE]: async ({ bookingId }) => {
        await issueOrGiveUp(db, bookingId);
      },
      [EMAIL_CUSTOMER]: async ({ bookingId }) => {
        const issued = await issueOrGiveUp(db, bookingId);
        if (!issued) return;
        const target = await loadBookingEmail(db, bookingId);
        const invoice = toInvoiceDocument(
          await db.invoice.findUniqueOrThrow({
            where: { id: issued.invoice.id },
            include: { booking: { select: { code: true } } },
          }),
        );
        const email = composeBookingEmail("booking.completed", {
          ...target.data,
          invoiceNumber: invoice.number,
        });
        await mailer.send({
          to: target.email,
          ...email,
          attachments: [
            {
              filename: invoiceFileName(invoice),
              content: await renderInvoicePdf(invoice),
              contentType: "application/pdf",
            },
          ],
        });
      },
    },
  };
}
