/** Invoices issued through the real services, for suites outside the invoices module (the server's PDF route). */

import { indiaMonthRange } from "@chamak/contracts";
import type { Db, Invoice } from "@chamak/db";
import { issueCommissionInvoices } from "../../src/modules/invoices/commission-invoices";
import { issueBookingInvoice } from "../../src/modules/invoices/issue-booking-invoice";

/** The customer's invoice of a completed booking (issued now, or the one issued before). */
export async function bookingInvoice(db: Db, bookingId: number): Promise<Invoice> {
  const issued = await issueBookingInvoice(db, bookingId);
  if (!issued) throw new Error(`Booking ${bookingId} is not completed: it has no invoice`);
  return issued.invoice;
}

let reference = 0;

/**
 * The marketplace's commission invoice to the centre of `bookingId` for an India month that is over: commission
 * is recorded on the booking within that month, then the month is invoiced.
 */
export async function commissionInvoice(
  db: Db,
  bookingId: number,
  month: string,
  amountPaise = 5_000,
): Promise<Invoice> {
  reference += 1;
  const { from } = indiaMonthRange(month);
  await db.ledgerEntry.create({
    data: {
      bookingId,
      kind: "commission",
      amountPaise,
      reference: `invoice-fixture:${process.pid}:${reference}`,
      actorRole: "system",
      createdAt: new Date(from.getTime() + 60_000),
    },
  });
  const run = await issueCommissionInvoices(db, month);
  const { centreId } = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { centreId: true },
  });
  const invoice =
    run.issued.find((issued) => issued.centreId === centreId) ??
    (await db.invoice.findFirst({ where: { kind: "commission", centreId, period: month } }));
  if (!invoice) throw new Error(`No commission invoice for centre ${centreId} in ${month}`);
  return invoice;
}
