import { formatIndiaWeekdayDate, type Gstr8Row, type Statement } from "@chamak/contracts";

/**
 * Rows as CSV (RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled, CRLF). Written
 * here rather than with a CSV library: a dozen known columns of numbers, codes and dates need only this.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

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
  return toCsv([header, ...lines]);
}

/** The TCS return's table 3 (GSTR-8) for a month: a line per supplier GSTIN, amounts in rupees. */
export function gstr8Csv(rows: readonly Gstr8Row[]): string {
  return toCsv([
    [
      "GSTIN of supplier",
      "Supplier",
      "Gross value of supplies (₹)",
      "Value of supplies returned (₹)",
      "Net amount liable for TCS (₹)",
      "IGST (₹)",
      "CGST (₹)",
      "SGST (₹)",
    ],
    ...rows.map((row) => [
      row.gstin,
      row.centreName,
      rupees(row.grossPaise),
      rupees(row.returnsPaise),
      rupees(row.netPaise),
      rupees(row.igstPaise),
      rupees(row.cgstPaise),
      rupees(row.sgstPaise),
    ]),
  ]);
}
