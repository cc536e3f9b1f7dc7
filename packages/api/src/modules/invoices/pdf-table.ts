import PDFDocument from "pdfkit";
import { drawLine, invoiceFonts, lineHeight, type TextStyle, wrapText } from "./pdf-text";

/**
 * What the server's PDFs (invoices, statements) share: a document with the fonts registered that resolves to
 * its bytes, horizontal rules, and table rows whose cells wrap within their columns.
 */

export type Doc = InstanceType<typeof PDFDocument>;

export interface Column {
  title: string;
  width: number;
  align: "left" | "right" | "center";
}

/** A new PDF with Noto Sans and Noto Sans Devanagari registered, and the promise of its bytes once ended. */
export function newPdf(options: PDFKit.PDFDocumentOptions): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  for (const [name, data] of invoiceFonts()) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

export function rule(doc: Doc, from: number, to: number, y: number, color: string) {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(color).stroke();
}

/** The height a row of cells takes, each wrapped within its column. */
export function rowHeight(doc: Doc, columns: readonly Column[], cells: readonly string[], style: TextStyle) {
  const padding = 4;
  const lines = columns.map(
    (column, i) => wrapText(doc, cells[i] ?? "", column.width - 2 * padding, style).length,
  );
  return Math.max(...lines) * lineHeight(style) + 2 * padding;
}

/** Draws a row of cells from `x` at `y`, each wrapped within its column; returns the y below it. */
export function drawRow(
  doc: Doc,
  columns: readonly Column[],
  cells: readonly string[],
  x: number,
  y: number,
  style: TextStyle,
): number {
  const padding = 4;
  let left = x;
  columns.forEach((column, i) => {
    let lineY = y + padding;
    for (const line of wrapText(doc, cells[i] ?? "", column.width - 2 * padding, style)) {
      lineY = drawLine(doc, line, left + padding, lineY, style, {
        width: column.width - 2 * padding,
        align: column.align,
      });
    }
    left += column.width;
  });
  return y + rowHeight(doc, columns, cells, style);
}
