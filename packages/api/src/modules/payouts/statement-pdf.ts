import {
  formatAddress,
  formatIndiaDate,
  formatRupees,
  type Statement,
  statementTable,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import { requireOwnCentre } from "../../procedures";
import type { SessionUser } from "../accounts";
import {
  type Column,
  drawLine,
  drawParagraph,
  drawRow,
  lineHeight,
  monthName,
  newPdf,
  rowHeight,
  rule,
  type TextStyle,
} from "../invoices";
import { centreStatement } from "./statement.service";

/** A centre's monthly statement as an A4 landscape PDF: the same table as its CSV, with the month's totals. */

const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const MUTED = "#5c5f66";
const RULE = "#c9ccd1";
const SHADE = "#f1f3f5";
const cell: TextStyle = { size: 7.5 };
const cellBold: TextStyle = { size: 7.5, bold: true };
const heading: TextStyle = { size: 7, bold: true, color: MUTED };
const small: TextStyle = { size: 8, color: MUTED };

/** Column widths in the order of statementTable's header; the amounts right-aligned. */
const WIDTHS = [62, 78, 52, 40, 50, 50, 54, 44, 56, 62, 58, 50, 64];

interface StatementCentre {
  name: string;
  gstin: string | null;
  address: string;
}

export async function renderStatementPdf(
  statement: Statement,
  centre: StatementCentre,
  generatedAt = currentTime(),
): Promise<Buffer> {
  const title = `Payout statement, ${monthName(statement.month)}`;
  const { doc, bytes } = newPdf({
    size: "A4",
    layout: "landscape",
    margin: PAGE.margin,
    info: {
      Title: `${title}: ${centre.name}`,
      Author: "Chamak",
      Creator: "Chamak",
      CreationDate: generatedAt,
    },
  });
  const table = statementTable(statement);
  const scale = CONTENT_WIDTH / WIDTHS.reduce((a, b) => a + b, 0);
  const columns: Column[] = table.header.map((header, i) => ({
    title: header,
    width: (WIDTHS[i] ?? 50) * scale,
    align: i >= 4 && i <= 11 ? "right" : "left",
  }));
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;

  let y = PAGE.margin;
  drawLine(doc, title, left, y, { size: 16, bold: true });
  drawLine(doc, `Generated ${formatIndiaDate(generatedAt)}`, right - 200, y + 4, small, {
    width: 200,
    align: "right",
  });
  y += 26;
  y = drawParagraph(doc, centre.name, left, y, CONTENT_WIDTH, { size: 10.5, bold: true });
  y = drawParagraph(doc, centre.address, left, y, CONTENT_WIDTH, small);
  y = drawLine(doc, `GSTIN: ${centre.gstin ?? "Not registered"}`, left, y, small) + 8;

  const header = () => {
    const height = rowHeight(doc, columns, table.header, heading);
    doc.rect(left, y, CONTENT_WIDTH, height).fill(SHADE);
    y = drawRow(doc, columns, table.header, left, y, heading);
  };
  header();
  if (table.rows.length === 0) {
    y = drawLine(doc, "No paid bookings this month.", left + 4, y + 6, cell) + 6;
  }
  for (const row of table.rows) {
    if (y + rowHeight(doc, columns, row, cell) > PAGE.height - PAGE.margin - 60) {
      doc.addPage();
      y = PAGE.margin;
      header();
    }
    y = drawRow(doc, columns, row, left, y, cell);
    rule(doc, left, right, y, SHADE);
  }
  rule(doc, left, right, y, RULE);
  y = drawRow(doc, columns, table.total, left, y, cellBold);
  rule(doc, left, right, y, RULE);
  y += 12;

  const owed =
    statement.receivablePaise > 0
      ? `You owe ${formatRupees(statement.receivablePaise)} commission on bookings paid in cash; it is kept back from your next online payouts.`
      : "You owe no commission on bookings paid in cash.";
  const notes = [
    ...table.lines,
    owed,
    "Net to centre: what each booking earned you, paid less refunds, commission and TCS. Online bookings reach your bank through Razorpay Route (on hold until the job is done, then released); cash bookings you kept in hand.",
    "TCS is collected under section 52 of the CGST Act on online payments to GST-registered centres and is shown in your GSTR-2X. Amounts in rupees.",
  ];
  if (y + notes.length * 2 * lineHeight(small) > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  for (const note of notes) y = drawParagraph(doc, note, left, y, CONTENT_WIDTH, small) + 3;
  doc.end();
  return bytes;
}

/**
 * A month's statement as a PDF with its file name, for a centre's owner (their own centre) or an admin (the
 * centre they name). Anyone else is refused as the procedures refuse them.
 */
export async function statementPdfForViewer(
  db: Db,
  viewer: SessionUser,
  request: { month: string; centreId?: number | undefined },
): Promise<{ fileName: string; pdf: Buffer }> {
  let centreId: number;
  if (viewer.role === "admin") {
    if (request.centreId === undefined) throw new DomainError("BAD_INPUT", "centreNotFound", "centreId");
    centreId = request.centreId;
  } else {
    // A vendor names its branch by the same ?centreId= (its first centre without one); a member only.
    centreId = (await requireOwnCentre(db, viewer, "payouts.view", request.centreId ?? null)).id;
  }
  const centre = await db.centre.findUnique({
    where: { id: centreId },
    select: { name: true, gstin: true, address: true, locality: true, city: true, zip: true },
  });
  if (!centre) throw new DomainError("NOT_FOUND", "centreNotFound");
  const statement = await centreStatement(db, centreId, request.month);
  const pdf = await renderStatementPdf(statement, {
    name: centre.name,
    gstin: centre.gstin?.trim() || null,
    address: formatAddress(centre.address, centre.locality, `${centre.city} ${centre.zip}`),
  });
  return { fileName: `Chamak-statement-${request.month}-C${centreId}.pdf`, pdf };
}
