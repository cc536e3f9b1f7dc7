import { type Gstr8Row, type Statement, statementTable } from "@chamak/contracts";

/** UTF-8's byte-order mark: without it Excel on Windows reads the file in the system's code page ("â‚¹" for ₹). */
export const CSV_BOM = "\uFEFF";

/**
 * Rows as CSV (RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled, CRLF), starting
 * with the BOM. Written here rather than with a CSV library: a dozen known columns of numbers, codes and dates
 * need only this.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${CSV_BOM}${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A centre's monthly statement: the same table as its PDF (statementTable in contracts). */
export function statementCsv(statement: Statement): string {
  const table = statementTable(statement);
  return toCsv([table.header, ...table.rows, table.total]);
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
