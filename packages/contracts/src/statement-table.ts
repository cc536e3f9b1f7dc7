import { formatIndiaWeekdayDate } from "./india-time";
import type { Statement, StatementRow } from "./schemas/payouts";

/** A statement's amounts in its tables: rupees with paise, no symbol (the column says ₹). */
const rupees = (paise: number) => (paise / 100).toFixed(2);

const TRANSFER_STATE_LABELS: Record<NonNullable<StatementRow["transferState"]>, string> = {
  waiting: "waiting",
  on_hold: "on hold",
  released: "released",
  failed: "failed",
};

/** How a booking's money reached the centre: kept in cash, or the state of its Route transfer. */
export function statementSettledAs(row: StatementRow): string {
  if (row.paymentMethod === "cash") return "kept in cash";
  return row.transferState ? TRANSFER_STATE_LABELS[row.transferState] : "";
}

/**
 * The field visits' outcomes on the statement, a line each under the table: a missed visit's credit (which the
 * centre's share bore) and a car not accessible's fee (all the booking cost).
 */
export function statementVisitLines(statement: Statement): string[] {
  const lines: string[] = [];
  for (const row of statement.rows) {
    if (row.missedVisitCreditPaise) {
      lines.push(
        `Missed visit credit: ${row.code}, ₹${rupees(row.missedVisitCreditPaise)} off the customer's price (nobody reached the car in its arrival window); borne by your share, not the commission.`,
      );
    }
    if (row.notAccessibleFeePaise) {
      lines.push(
        `Not-accessible fee: ${row.code}, ₹${rupees(row.notAccessibleFeePaise)} (the car could not be reached); the booking's price, the rest refunded.`,
      );
    }
  }
  return lines;
}

/** The statement as a table of text: the columns and rows the CSV download and the PDF both show. */
export function statementTable(statement: Statement): {
  header: string[];
  rows: string[][];
  total: string[];
  /** The field visits' outcomes, a line each (statementVisitLines). */
  lines: string[];
} {
  const header = [
    "Booking",
    "Slot",
    "Status",
    "Payment",
    "Paid (₹)",
    "Refunded (₹)",
    "Commission (₹)",
    "TCS (₹)",
    "Net to centre (₹)",
    "Kept for cash commission (₹)",
    "Transferred (₹)",
    "Waiting (₹)",
    "Transfer",
  ];
  const amounts = (row: Omit<Statement["totals"], "bookings">) => [
    rupees(row.paidPaise),
    rupees(row.refundedPaise),
    rupees(row.commissionPaise),
    rupees(row.tcsPaise),
    rupees(row.netPaise),
    rupees(row.offsetPaise),
    rupees(row.transferredPaise),
    rupees(row.waitingPaise),
  ];
  const rows = statement.rows.map((row) => [
    row.code,
    formatIndiaWeekdayDate(row.slotStart),
    row.status.replaceAll("_", " "),
    row.paymentMethod === "upi" ? "UPI" : "Cash",
    ...amounts(row),
    statementSettledAs(row),
  ]);
  const count = statement.totals.bookings;
  const total = [
    `Total (${count} booking${count === 1 ? "" : "s"})`,
    "",
    "",
    "",
    ...amounts(statement.totals),
    "",
  ];
  return { header, rows, total, lines: statementVisitLines(statement) };
}
