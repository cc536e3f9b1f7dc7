import type { InvoiceSummary } from "@chamak/contracts";
import type { Invoice, InvoiceKind, Prisma } from "@chamak/db";
import { z } from "zod";

/**
 * What an issued invoice says, as stored in `invoices` (supplier, recipient and lines are JSON, kept as they
 * were at issue) and read back for its PDF and lists. Stored JSON is parsed, never trusted as typed.
 */

/** A supplier or recipient as the invoice names it. */
export const invoicePartySchema = z.object({
  name: z.string(),
  /** Null when unregistered (a consumer, or a centre without a GSTIN). */
  gstin: z.string().nullable(),
  address: z.string(),
  state: z.string(),
  /** The state's GST code ("07"), null for a state outside the list. */
  stateCode: z.string().nullable(),
  email: z.string().nullable(),
  /** A customer's number ("+91 98765 43210"); absent on invoices issued before it was printed. */
  phone: z.string().optional(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

/** One line: what was supplied, its SAC, quantity and rate, and its share of the taxable value. */
export const invoiceLineSchema = z.object({
  description: z.string(),
  sac: z.string(),
  quantity: z.number().int(),
  /** The rate per unit as charged: tax included on a customer's invoice, excluded on a commission invoice. */
  unitPaise: z.number().int(),
  /** quantity × rate; negative for a discount. */
  amountPaise: z.number().int(),
  /** This line's share of the taxable value (the lines add up to the invoice's). */
  taxablePaise: z.number().int(),
  /** The GST rate of the line: 18, or 0 on a bill of supply. */
  ratePercent: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** What the invoice computation gives and the issuing stores (everything but the number and date). */
export interface InvoiceContent {
  kind: InvoiceKind;
  /** The state the supply is taxed in. */
  placeOfSupply: string;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  lines: InvoiceLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** An issued invoice, whole: what its PDF shows. */
export interface InvoiceDocument extends InvoiceContent {
  id: number;
  number: string;
  issuedAt: Date;
  centreId: number;
  bookingId: number | null;
  bookingCode: string | null;
  period: string | null;
}

/** The columns an issued invoice is written with. */
export function invoiceColumns(content: InvoiceContent) {
  return {
    kind: content.kind,
    placeOfSupply: content.placeOfSupply,
    supplier: content.supplier as unknown as Prisma.InputJsonObject,
    recipient: content.recipient as unknown as Prisma.InputJsonObject,
    lines: content.lines as unknown as Prisma.InputJsonArray,
    taxablePaise: content.taxablePaise,
    cgstPaise: content.cgstPaise,
    sgstPaise: content.sgstPaise,
    igstPaise: content.igstPaise,
    totalPaise: content.totalPaise,
  };
}

/** A stored invoice read back whole; throws when its JSON is not what the issuing wrote. */
export function toInvoiceDocument(row: Invoice & { booking: { code: string } | null }): InvoiceDocument {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt,
    centreId: row.centreId,
    bookingId: row.bookingId,
    bookingCode: row.booking?.code ?? null,
    period: row.period,
    placeOfSupply: row.placeOfSupply,
    supplier: invoicePartySchema.parse(row.supplier),
    recipient: invoicePartySchema.parse(row.recipient),
    lines: z.array(invoiceLineSchema).parse(row.lines),
    taxablePaise: row.taxablePaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    totalPaise: row.totalPaise,
  };
}

/** What to read of an invoice for a list. */
export const invoiceSummarySelect = {
  id: true,
  kind: true,
  number: true,
  issuedAt: true,
  period: true,
  recipient: true,
  placeOfSupply: true,
  taxablePaise: true,
  cgstPaise: true,
  sgstPaise: true,
  igstPaise: true,
  totalPaise: true,
  centre: { select: { id: true, name: true } },
  booking: { select: { id: true, code: true } },
} satisfies Prisma.InvoiceSelect;

type SummaryRow = Prisma.InvoiceGetPayload<{ select: typeof invoiceSummarySelect }>;

export function toInvoiceSummary(row: SummaryRow): InvoiceSummary {
  const recipient = invoicePartySchema.pick({ name: true }).safeParse(row.recipient);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt,
    centre: row.centre,
    booking: row.booking,
    period: row.period,
    recipientName: recipient.success ? recipient.data.name : "",
    placeOfSupply: row.placeOfSupply,
    taxablePaise: row.taxablePaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    totalPaise: row.totalPaise,
  };
}
