import { financialYear, instantToIndia } from "@chamak/contracts";
import type { DbTx, Prisma } from "@chamak/db";

/**
 * Invoice numbers: one gap-free series per supplier per financial year (each centre's invoices to its
 * customers; the marketplace's commission invoices), taken under the series row's lock in the transaction
 * that writes the invoice, so a number is used once and, the transaction rolling back, never lost.
 *
 * GST (CGST rule 46(b)) allows at most 16 characters of letters, digits, "-" and "/" in a number, so the
 * financial year is written "2627" and the centre by its id: "C12/2627/00001" for centre 12's first invoice of
 * 2026-27 (16 characters up to centre 99999 and 99999 invoices a year), "CHK/2627/000001" for the marketplace.
 */
export interface InvoiceSeries {
  /** The invoice_series row: "centre-12/2026-27", "commission/2026-27". */
  key: string;
  /** The number of the series' `sequence`th invoice. */
  number(sequence: number): string;
}

/** The financial year an invoice issued at `issuedAt` belongs to, by India's calendar. */
export const financialYearOf = (issuedAt: Date) => financialYear(instantToIndia(issuedAt).date);

/** "2026-27" → "2627". */
const shortYear = (year: string) => `${year.slice(2, 4)}${year.slice(5, 7)}`;

export function centreSeries(centreId: number, year: string): InvoiceSeries {
  return {
    key: `centre-${centreId}/${year}`,
    number: (sequence) => `C${centreId}/${shortYear(year)}/${String(sequence).padStart(5, "0")}`,
  };
}

export function commissionSeries(year: string): InvoiceSeries {
  return {
    key: `commission/${year}`,
    number: (sequence) => `CHK/${shortYear(year)}/${String(sequence).padStart(6, "0")}`,
  };
}

/**
 * Locks the series' row for the rest of the transaction (creating it at 0 the first time) and answers the last
 * number used. Issuers of one series queue here, so the check for an invoice already issued that follows sees
 * what the one before committed.
 */
export async function lockSeries(tx: DbTx, key: string): Promise<number> {
  await tx.$executeRaw`INSERT INTO invoice_series (key, last_number) VALUES (${key}, 0) ON CONFLICT (key) DO NOTHING`;
  const [row] = await tx.$queryRaw<{ last_number: number }[]>`
    SELECT last_number FROM invoice_series WHERE key = ${key} FOR UPDATE`;
  if (!row) throw new Error(`Invoice series ${key} vanished`);
  return row.last_number;
}

/** Records `sequence` as the series' last number; call under lockSeries, in the transaction that used it. */
export async function advanceSeries(tx: DbTx, key: string, sequence: number): Promise<void> {
  await tx.$executeRaw`UPDATE invoice_series SET last_number = ${sequence}::int WHERE key = ${key}`;
}

/**
 * Writes an invoice under the series' next number, after `last` (what lockSeries answered: the caller holds the
 * lock), and records the number as used.
 */
export async function createNumbered(
  tx: DbTx,
  series: InvoiceSeries,
  last: number,
  data: Omit<Prisma.InvoiceUncheckedCreateInput, "number" | "seriesKey" | "sequence">,
) {
  const sequence = last + 1;
  const invoice = await tx.invoice.create({
    data: { ...data, number: series.number(sequence), seriesKey: series.key, sequence },
  });
  await advanceSeries(tx, series.key, sequence);
  return invoice;
}
