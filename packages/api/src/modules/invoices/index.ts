// The invoices module's front door: what other modules may use. Code in another module imports `../invoices`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { monthName } from "./invoice-content";
export { invoiceHandlers } from "./invoice-handlers";
export { missingInvoicesSweep } from "./issue-missing-invoices";
export { type Column, drawRow, newPdf, rowHeight, rule } from "./pdf-table";
export { drawLine, drawParagraph, lineHeight, type TextStyle } from "./pdf-text";
