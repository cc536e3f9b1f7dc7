import {
  type CentreInvoicesInput,
  centreRoleMay,
  type InvoicePage,
  type InvoiceSummary,
  type IssueCommissionInvoicesResult,
} from "@chamak/contracts";
import type { Db, InvoiceKind, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import type { Actor } from "../../lib/audit";
import { pageOf, pageWindow } from "../../lib/page";
import type { SessionUser } from "../accounts";
import { issueCommissionInvoices } from "./commission-invoices";
import { InvoiceContentError } from "./invoice-content";
import {
  type InvoiceDocument,
  invoiceSummarySelect,
  toInvoiceDocument,
  toInvoiceSummary,
} from "./invoice-document";
import { invoiceFileName, renderInvoicePdf } from "./invoice-pdf";
import { CUSTOMER_INVOICE_KINDS, issueBookingInvoice } from "./issue-booking-invoice";

const SIDES: Record<CentreInvoicesInput["side"], InvoiceKind[]> = {
  customer: [...CUSTOMER_INVOICE_KINDS],
  commission: ["commission"],
};

/** A customer's invoices for one of their bookings; another customer's booking is simply not found. */
export async function listBookingInvoices(
  db: Db,
  customerId: number,
  bookingId: number,
): Promise<InvoiceSummary[]> {
  const booking = await db.booking.findFirst({
    where: { id: bookingId, customerId },
    select: { id: true, status: true },
  });
  if (!booking) throw new DomainError("NOT_FOUND", "bookingNotFound");
  // A completed booking has its invoice: one completed before invoices existed, or whose completion message has
  // not run yet, gets it now instead of a promise (issuing is once per booking, whoever asks first).
  if (booking.status === "completed") await issueForCustomer(db, bookingId);
  const rows = await db.invoice.findMany({
    where: { bookingId, kind: { in: SIDES.customer } },
    select: invoiceSummarySelect,
    orderBy: { id: "asc" },
  });
  return rows.map(toInvoiceSummary);
}

async function issueForCustomer(db: Db, bookingId: number) {
  try {
    await issueBookingInvoice(db, bookingId);
  } catch (error) {
    if (error instanceof InvoiceContentError)
      throw new DomainError("PRECONDITION_FAILED", "invoiceNotIssuable");
    throw error;
  }
}

/** A centre's invoices, newest first: those it issued to its customers, or its commission invoices. */
export async function listCentreInvoices(
  db: Db,
  centreId: number,
  input: CentreInvoicesInput,
): Promise<InvoicePage> {
  const where: Prisma.InvoiceWhereInput = { centreId, kind: { in: SIDES[input.side] } };
  const [rows, total] = await Promise.all([
    db.invoice.findMany({
      where,
      select: invoiceSummarySelect,
      orderBy: [{ issuedAt: "desc" }, { id: "desc" }],
      ...pageWindow(input),
    }),
    db.invoice.count({ where }),
  ]);
  return pageOf(input, rows.map(toInvoiceSummary), total);
}

/** Any centre's invoices, for admins; an unknown centre is not found. */
export async function adminListCentreInvoices(
  db: Db,
  input: CentreInvoicesInput & { centreId: number },
): Promise<InvoicePage> {
  const centre = await db.centre.findUnique({ where: { id: input.centreId }, select: { id: true } });
  if (!centre) throw new DomainError("NOT_FOUND", "centreNotFound");
  return listCentreInvoices(db, input.centreId, input);
}

/** An admin's run of a month's commission invoices (issueCommissionInvoices), with what it issued listed. */
export async function runCommissionInvoices(
  db: Db,
  month: string,
  actor: Actor,
): Promise<IssueCommissionInvoicesResult> {
  const run = await issueCommissionInvoices(db, month, actor);
  const issued = await db.invoice.findMany({
    where: { id: { in: run.issued.map((invoice) => invoice.id) } },
    select: invoiceSummarySelect,
    orderBy: { id: "asc" },
  });
  return { month: run.month, issued: issued.map(toInvoiceSummary), alreadyIssued: run.alreadyIssued };
}

/**
 * An invoice whole, when `viewer` may see it: the customer of its booking, the owner of its centre (a centre
 * sees the invoices it issued and the commission invoices it received), or an admin. To anyone else it is not
 * found, whether or not it exists.
 */
export async function findInvoiceForViewer(
  db: Db,
  viewer: Pick<SessionUser, "id" | "role">,
  invoiceId: number,
): Promise<InvoiceDocument> {
  const row = await db.invoice.findUnique({
    where: { id: invoiceId },
    include: {
      booking: { select: { code: true, customerId: true } },
      centre: {
        select: { ownerId: true, members: { where: { userId: viewer.id }, select: { role: true } } },
      },
    },
  });
  // A centre's members whose role may see its invoices (the role table's invoices.view), at any of its branches.
  const memberRole = row?.centre.members[0]?.role;
  const allowed =
    row !== null &&
    (viewer.role === "admin" ||
      (viewer.role === "vendor" && memberRole !== undefined && centreRoleMay(memberRole, "invoices.view")) ||
      (viewer.role === "user" && row.kind !== "commission" && row.booking?.customerId === viewer.id));
  if (!row || !allowed) throw new DomainError("NOT_FOUND", "invoiceNotFound");
  return toInvoiceDocument(row);
}

/** An invoice's PDF and its file name, for a viewer who may see it (findInvoiceForViewer). */
export async function invoicePdfForViewer(
  db: Db,
  viewer: Pick<SessionUser, "id" | "role">,
  invoiceId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const invoice = await findInvoiceForViewer(db, viewer, invoiceId);
  return { fileName: invoiceFileName(invoice), pdf: await renderInvoicePdf(invoice) };
}
