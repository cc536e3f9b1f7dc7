import type { Db, Invoice } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { LOCKING_TRANSACTION } from "../../lib/locking-transaction";
import { ledgerTotals } from "../ledger";
import { bookingInvoiceContent } from "./invoice-content";
import { invoiceColumns } from "./invoice-document";
import { centreSeries, createNumbered, financialYearOf, lockSeries } from "./invoice-series";

const SYSTEM: Actor = { id: null, role: "system" };
/** The kinds of invoice a customer gets for a booking: a tax invoice, or a bill of supply from an unregistered centre. */
export const CUSTOMER_INVOICE_KINDS = ["tax_invoice", "bill_of_supply"] as const;

export interface IssuedInvoice {
  invoice: Invoice;
  /** False when the booking's invoice had been issued before (a retried or repeated message). */
  created: boolean;
}

const findBookingInvoice = (db: Pick<Db, "invoice">, bookingId: number) =>
  db.invoice.findFirst({ where: { bookingId, kind: { in: [...CUSTOMER_INVOICE_KINDS] } } });

/**
 * Issues the customer's invoice for a completed booking, once: a booking that has one already gets it back,
 * and one that is not completed gets none (null). Its number is the next of the centre's series for the
 * financial year, taken under the series' lock in the transaction that writes the invoice, so two issues at
 * once (of one booking, or of two bookings of one centre) never share or skip a number; the unique
 * (kind, booking) index is the last word when two issue one booking across a year's end.
 */
export async function issueBookingInvoice(
  db: Db,
  bookingId: number,
  now: Date = currentTime(),
): Promise<IssuedInvoice | null> {
  const existing = await findBookingInvoice(db, bookingId);
  if (existing) return { invoice: existing, created: false };

  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    select: {
      code: true,
      status: true,
      centreId: true,
      serviceMode: true,
      walkIn: true,
      contactMobile: true,
      address: true,
      city: true,
      state: true,
      zip: true,
      couponCode: true,
      items: {
        select: { categoryName: true, subCategoryName: true, unitPricePaise: true, quantity: true },
        orderBy: { id: "asc" },
      },
      customer: { select: { name: true, email: true } },
      centre: {
        select: {
          name: true,
          gstin: true,
          address: true,
          locality: true,
          city: true,
          state: true,
          zip: true,
          email: true,
        },
      },
    },
  });
  if (!booking) throw new DomainError("NOT_FOUND", "bookingNotFound");
  if (booking.status !== "completed") return null;

  const { items, customer, centre, contactMobile, ...rest } = booking;
  const content = bookingInvoiceContent({
    booking: rest,
    items,
    customer: { ...customer, phone: contactMobile },
    centre,
    ledger: await ledgerTotals(db, bookingId),
  });
  const series = centreSeries(booking.centreId, financialYearOf(now));

  try {
    return await db.$transaction(async (tx) => {
      const last = await lockSeries(tx, series.key);
      const issued = await findBookingInvoice(tx, bookingId);
      if (issued) return { invoice: issued, created: false };
      const invoice = await createNumbered(tx, series, last, {
        ...invoiceColumns(content),
        centreId: booking.centreId,
        bookingId,
        issuedAt: now,
      });
      await audit(
        tx,
        SYSTEM,
        "invoice.issued",
        { type: "invoice", id: invoice.id },
        {
          number: invoice.number,
          bookingId,
          totalPaise: invoice.totalPaise,
        },
      );
      return { invoice, created: true };
    }, LOCKING_TRANSACTION);
  } catch (error) {
    if (!isUniqueViolation(error, "booking_id")) throw error;
    const issued = await findBookingInvoice(db, bookingId);
    if (!issued) throw error;
    return { invoice: issued, created: false };
  }
}
