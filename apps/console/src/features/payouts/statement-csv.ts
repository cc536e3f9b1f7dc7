import { formatIndiaWeekdayDate, type Statement } from "@chamak/contracts";

/**
 * A statement as CSV (RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled). Written
 * here rather than with a CSV library: a dozen known columns of numbers, codes and dates need only this.
 */
const cell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const rupees = (paise: number) => (paise / 100).toFixed(2);

export function statementCsv(statement: Statement): string {
  const header = [
    "Booking",
    "Slot",
    "Status",
    "Payment",
    "Paid (₹)",
    "Refunded (₹)",
    "Commission (₹)",
    "TCS (₹)",
    "Transferred (₹)",
    "Waiting (₹)",
    "Transfer",
  ];
  const lines = statement.rows.map((row) => [
    row.code,
    formatIndiaWeekdayDate(row.slotStart),
    row.status,
    row.paymentMethod === "upi" ? "UPI" : "Cash",
    rupees(row.paidPaise),
    rupees(row.refundedPaise),
    rupees(row.commissionPaise),
    rupees(row.tcsPaise),
    rupees(row.transferredPaise),
    rupees(row.waitingPaise),
    row.transferState ?? "",
  ]);
  const t = statement.totals;
  lines.push([
    `Total (${t.bookings} booking${t.bookings === 1 ? "" : "s"})`,
    "",
    "",
    "",
    rupees(t.paidPaise),
    rupees(t.refundedPaise),
    rupees(t.commissionPaise),
    rupees(t.tcsPaise),
    rupees(t.transferredPaise),
    rupees(t.waitingPaise),
    "",
  ]);
  return `${[header, ...lines].map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}
