import { z } from "zod";
import { zodMessage } from "../messages";
import { idSchema, pageNumber } from "./common";

/**
 * A customer's tax invoice from a centre with a GSTIN, a bill of supply (no tax) from one without, or the
 * marketplace's monthly commission invoice to a centre.
 */
export const INVOICE_KINDS = ["tax_invoice", "bill_of_supply", "commission"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Where an invoice's PDF is downloaded from (the server's route; the apps send their bearer token). */
export const invoicePdfPath = (invoiceId: number) => `/invoices/${invoiceId}.pdf`;

/** A calendar month in India, "2026-11". */
export const invoiceMonthSchema = z
  .string({ error: zodMessage("invalidMonth") })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: zodMessage("invalidMonth") });

/** An issued invoice as lists show it; the document itself is its PDF. */
export const invoiceSummaryOutput = z.object({
  id: z.number(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issuedAt: z.date(),
  centre: z.object({ id: z.number(), name: z.string() }),
  /** The booking a customer's invoice is for. */
  booking: z.object({ id: z.number(), code: z.string() }).nullable(),
  /** The month a commission invoice covers. */
  period: z.string().nullable(),
  recipientName: z.string(),
  placeOfSupply: z.string(),
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummaryOutput>;

export const invoiceListOutput = z.array(invoiceSummaryOutput);

export const invoicePageOutput = z.object({
  items: z.array(invoiceSummaryOutput),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type InvoicePage = z.infer<typeof invoicePageOutput>;

/** Which of a centre's invoices to list: those it issued to customers, or the commission invoices it received. */
export const INVOICE_SIDES = ["customer", "commission"] as const;

export const centreInvoicesInput = z.object({
  side: z.enum(INVOICE_SIDES).default("customer"),
  page: pageNumber.default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
});
export type CentreInvoicesInput = z.infer<typeof centreInvoicesInput>;

export const adminCentreInvoicesInput = centreInvoicesInput.extend({ centreId: idSchema });
export type AdminCentreInvoicesInput = z.infer<typeof adminCentreInvoicesInput>;

export const issueCommissionInvoicesInput = z.object({ month: invoiceMonthSchema });

export const issueCommissionInvoicesOutput = z.object({
  month: z.string(),
  /** Invoices issued by this run. */
  issued: z.array(invoiceSummaryOutput),
  /** Centres whose invoice for the month was already there (an earlier run). */
  alreadyIssued: z.number(),
});
export type IssueCommissionInvoicesResult = z.infer<typeof issueCommissionInvoicesOutput>;
