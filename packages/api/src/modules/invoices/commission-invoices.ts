import { errorMessage, firstDayOfNextMonth, indiaDate, indiaMonthRange } from "@chamak/contracts";
import type { Db, Invoice } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { LOCKING_TRANSACTION } from "../../lib/locking-transaction";
import { utcTimestamp } from "../../lib/sql-timestamp";
import { commissionInvoiceContent, monthName } from "./invoice-content";
import { invoiceColumns } from "./invoice-document";
import { commissionSeries, createNumbered, financialYearOf, lockSeries } from "./invoice-series";

export interface CentreCommission {
  centreId: number;
  /** Commission less commission reversed, in paise, tax excluded. */
  netPaise: number;
  /** Bookings with commission recorded in the month. */
  bookings: number;
}

/**
 * Each centre's net commission in an India month, from the ledger: its bookings' `commission` entries less
 * their `commission_reversed` entries recorded in that month (by when they were recorded, so a reversal in a
 * later month lowers that month's). Centres with none are left out.
 */
export async function commissionByCentre(db: Db, month: string): Promise<CentreCommission[]> {
  const { from, to } = indiaMonthRange(month);
  return db.$queryRaw<CentreCommission[]>`
    SELECT b.centre_id AS "centreId",
      sum(CASE WHEN e.kind = 'commission' THEN e.amount_paise ELSE -e.amount_paise END)::int AS "netPaise",
      (count(DISTINCT e.booking_id) FILTER (WHERE e.kind = 'commission'))::int AS bookings
    FROM ledger_entries e JOIN bookings b ON b.id = e.booking_id
    WHERE e.kind IN ('commission', 'commission_reversed')
      AND e.created_at >= ${utcTimestamp(from)} AND e.created_at < ${utcTimestamp(to)}
    GROUP BY b.centre_id
    ORDER BY b.centre_id`;
}

export interface CommissionRun {
  month: string;
  issued: Invoice[];
  alreadyIssued: number;
}

/**
 * Issues the marketplace's commission invoice for an India month to every centre with net commission in it,
 * each numbered from the marketplace's series of the financial year it is issued in (under the series' lock,
 * in the transaction that writes it). Running it again issues only what is missing: a centre's invoice for a
 * month is issued once (unique kind, centre and period). Centres whose commission is nil or negative that
 * month are skipped. Refused for a month that is not over in India yet, as its commission may still grow.
 */
export async function issueCommissionInvoices(
  db: Db,
  month: string,
  actor: Actor = { id: null, role: "system" },
  now: Date = currentTime(),
): Promise<CommissionRun> {
  if (firstDayOfNextMonth(month) > indiaDate(now)) {
    throw new DomainError(
      "BAD_INPUT",
      errorMessage("invoiceMonthNotOver", { month: monthName(month) }),
      "month",
    );
  }
  const series = commissionSeries(financialYearOf(now));
  const run: CommissionRun = { month, issued: [], alreadyIssued: 0 };

  for (const commission of await commissionByCentre(db, month)) {
    if (commission.netPaise <= 0) continue;
    const where = { kind: "commission" as const, centreId: commission.centreId, period: month };
    if (await db.invoice.findFirst({ where, select: { id: true } })) {
      run.alreadyIssued += 1;
      continue;
    }
    const centre = await db.centre.findUniqueOrThrow({
      where: { id: commission.centreId },
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
    });
    const content = commissionInvoiceContent({
      centre,
      month,
      netCommissionPaise: commission.netPaise,
      bookings: commission.bookings,
    });
    try {
      const invoice = await db.$transaction(async (tx) => {
        const last = await lockSeries(tx, series.key);
        if (await tx.invoice.findFirst({ where, select: { id: true } })) return null;
        const created = await createNumbered(tx, series, last, {
          ...invoiceColumns(content),
          centreId: commission.centreId,
          period: month,
          issuedAt: now,
        });
        await audit(
          tx,
          actor,
          "invoice.commission_issued",
          { type: "invoice", id: created.id },
          {
            number: created.number,
            centreId: commission.centreId,
            period: month,
            totalPaise: created.totalPaise,
          },
        );
        return created;
      }, LOCKING_TRANSACTION);
      if (invoice) run.issued.push(invoice);
      else run.alreadyIssued += 1;
    } catch (error) {
      if (!isUniqueViolation(error, "period")) throw error;
      run.alreadyIssued += 1;
    }
  }
  return run;
}
