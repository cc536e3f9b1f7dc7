import { formatIndiaDate, formatRupees, GST, gstStateCode, isPhoneAccountEmail } from "@chamak/contracts";
import { rupeesInWords } from "./amount-in-words";
import { monthName } from "./invoice-content";
import type { InvoiceDocument, InvoiceParty } from "./invoice-document";
import { type Column, type Doc, drawRow as drawRowAt, newPdf, rule } from "./pdf-table";
import { drawLine, drawParagraph, lineHeight, type TextStyle, wrapText } from "./pdf-text";

/**
 * An issued invoice as an A4 PDF, drawn from what was stored at issue (never from the booking as it is now):
 * title, number and date; supplier and recipient with their GSTINs; place of supply; the lines with SAC and
 * taxable value; CGST and SGST or IGST with their rates; the total in figures and in words.
 */

const TITLES: Record<InvoiceDocument["kind"], string> = {
  tax_invoice: "Tax Invoice",
  bill_of_supply: "Bill of Supply",
  commission: "Commission Invoice",
};

export const invoiceTitle = (kind: InvoiceDocument["kind"]) => TITLES[kind];

/** The PDF's file name: "Tax-Invoice-C12-2627-00001.pdf". */
export function invoiceFileName(invoice: Pick<InvoiceDocument, "kind" | "number">): string {
  return `${TITLES[invoice.kind].replace(/ /g, "-")}-${invoice.number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = "#1a1a1a";
const MUTED = "#5c5f66";
const RULE = "#c9ccd1";
const SHADE = "#f1f3f5";

const body: TextStyle = { size: 9 };
const bodyBold: TextStyle = { size: 9, bold: true };
const small: TextStyle = { size: 8, color: MUTED };
const heading: TextStyle = { size: 8, bold: true, color: MUTED };

/** Amounts in the table: digits only, the column says rupees. */
const figures = (paise: number) => formatRupees(paise).replace("₹", "");
const stateWithCode = (state: string, code: string | null) => (code ? `${state} (${code})` : state);

function hr(doc: Doc, y: number, color = RULE) {
  rule(doc, PAGE.margin, PAGE.width - PAGE.margin, y, color);
}

const drawRow = (
  doc: Doc,
  columns: readonly Column[],
  cells: readonly string[],
  y: number,
  style: TextStyle,
) => drawRowAt(doc, columns, cells, PAGE.margin, y, style);

function partyBlock(
  doc: Doc,
  title: string,
  party: InvoiceParty,
  x: number,
  y: number,
  width: number,
  unregistered: string,
): number {
  let next = drawLine(doc, title.toUpperCase(), x, y, heading);
  next = drawParagraph(doc, party.name, x, next + 2, width, { size: 10.5, bold: true });
  if (party.address) next = drawParagraph(doc, party.address, x, next, width, body);
  next = drawLine(doc, `State: ${stateWithCode(party.state, party.stateCode)}`, x, next, body);
  next = drawLine(doc, `GSTIN: ${party.gstin ?? unregistered}`, x, next, party.gstin ? bodyBold : body);
  if (party.phone) next = drawLine(doc, `Phone: ${party.phone}`, x, next, small);
  // Invoices issued before phone accounts' stand-in addresses were left out may still hold one.
  if (party.email && !isPhoneAccountEmail(party.email)) next = drawLine(doc, party.email, x, next, small);
  return next;
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const title = TITLES[invoice.kind];
  const { doc, bytes } = newPdf({
    size: "A4",
    margin: PAGE.margin,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.supplier.name,
      Subject: invoice.bookingCode ? `Booking ${invoice.bookingCode}` : `Commission ${invoice.period ?? ""}`,
      Creator: "Chamak",
      CreationDate: invoice.issuedAt,
    },
  });

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const isCommission = invoice.kind === "commission";
  const taxed = invoice.kind !== "bill_of_supply";
  const rate = invoice.lines[0]?.ratePercent ?? GST.ratePercent;

  // Title, and the number, date and what it is for.
  let y = PAGE.margin;
  drawLine(doc, title, left, y, { size: 20, bold: true, color: INK });
  const facts: [string, string][] = [
    [isCommission ? "Invoice no." : taxed ? "Invoice no." : "Bill no.", invoice.number],
    ["Date", formatIndiaDate(invoice.issuedAt)],
    ...(invoice.bookingCode ? ([["Booking", invoice.bookingCode]] as [string, string][]) : []),
    ...(invoice.period ? ([["Period", monthName(invoice.period)]] as [string, string][]) : []),
  ];
  let factY = y + 2;
  for (const [label, value] of facts) {
    drawLine(doc, label, right - 230, factY, small, { width: 80, align: "left" });
    factY = drawLine(doc, value, right - 150, factY, bodyBold, { width: 150, align: "right" });
  }
  y += 30;
  drawLine(doc, taxed ? "Original for recipient" : "Supplier not registered under GST", left, y, small);
  y = Math.max(y + 16, factY + 6);
  hr(doc, y);
  y += 10;

  // Supplier and recipient.
  const half = (CONTENT_WIDTH - 20) / 2;
  const supplierEnd = partyBlock(doc, "Supplier", invoice.supplier, left, y, half, "Not registered");
  const recipientEnd = partyBlock(
    doc,
    isCommission ? "Recipient" : "Billed to",
    invoice.recipient,
    left + half + 20,
    y,
    half,
    isCommission ? "Not registered" : "Unregistered (consumer)",
  );
  y = Math.max(supplierEnd, recipientEnd) + 8;
  const place = stateWithCode(invoice.placeOfSupply, gstStateCode(invoice.placeOfSupply));
  drawLine(doc, `Place of supply: ${place}`, left, y, bodyBold);
  drawLine(doc, "Tax payable on reverse charge: No", left + half + 20, y, body);
  y += lineHeight(body) + 8;

  // The lines.
  const columns: Column[] = [
    { title: "#", width: 22, align: "left" },
    { title: "Description", width: 0, align: "left" },
    { title: "SAC", width: 48, align: "left" },
    { title: "Qty", width: 30, align: "right" },
    { title: isCommission ? "Rate (₹)" : "Rate incl. GST (₹)", width: 72, align: "right" },
    { title: "Amount (₹)", width: 72, align: "right" },
    { title: "Taxable value (₹)", width: 78, align: "right" },
  ];
  const description = columns[1];
  if (description) description.width = CONTENT_WIDTH - columns.reduce((sum, column) => sum + column.width, 0);
  const headerHeight =
    Math.max(...columns.map((c) => wrapText(doc, c.title, c.width - 8, heading).length)) *
      lineHeight(heading) +
    8;
  doc.rect(left, y, CONTENT_WIDTH, headerHeight).fill(SHADE);
  y = drawRow(
    doc,
    columns,
    columns.map((column) => column.title),
    y,
    heading,
  );
  invoice.lines.forEach((line, index) => {
    if (y > PAGE.height - PAGE.margin - 160) {
      doc.addPage();
      y = PAGE.margin;
    }
    y = drawRow(
      doc,
      columns,
      [
        String(index + 1),
        line.description,
        line.sac,
        String(line.quantity),
        figures(line.unitPaise),
        figures(line.amountPaise),
        figures(line.taxablePaise),
      ],
      y,
      body,
    );
    hr(doc, y, SHADE);
  });
  hr(doc, y);
  y += 10;

  // The totals, right-aligned under the amounts.
  const labelX = right - 260;
  const total = (label: string, paise: number, style: TextStyle = body) => {
    drawLine(doc, label, labelX, y, style, { width: 160, align: "left" });
    y = drawLine(doc, formatRupees(paise), right - 100, y, style, { width: 100, align: "right" });
  };
  total("Taxable value", invoice.taxablePaise);
  if (taxed) {
    if (invoice.igstPaise > 0 || (invoice.cgstPaise === 0 && invoice.sgstPaise === 0)) {
      total(`IGST @ ${rate}%`, invoice.igstPaise);
    } else {
      total(`CGST @ ${rate / 2}%`, invoice.cgstPaise);
      total(`SGST @ ${rate / 2}%`, invoice.sgstPaise);
    }
  }
  y += 4;
  doc
    .moveTo(labelX, y - 2)
    .lineTo(right, y - 2)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  total(isCommission ? "Total payable" : "Total", invoice.totalPaise, { size: 11, bold: true });
  y += 6;
  drawLine(doc, "Amount in words", left, y, heading);
  y = drawParagraph(
    doc,
    rupeesInWords(invoice.totalPaise),
    left,
    y + lineHeight(heading),
    CONTENT_WIDTH,
    bodyBold,
  );
  y += 14;

  // Notes.
  const notes = [
    isCommission
      ? "Commission for the month named above on bookings made through Chamak, less commission reversed on refunded bookings. Prices exclude GST."
      : taxed
        ? `Prices include GST at ${rate}%. Supplied by ${invoice.supplier.name} through the Chamak marketplace.`
        : `${invoice.supplier.name} is not registered under GST and charges no GST. Supplied through the Chamak marketplace.`,
    "This is a computer-generated document and needs no signature.",
  ];
  for (const note of notes) y = drawParagraph(doc, note, left, y, CONTENT_WIDTH, small) + 2;

  doc.end();
  return bytes;
}
