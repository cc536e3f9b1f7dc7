import { writeFileSync } from "node:fs";
import { MARKETPLACE } from "@chamak/contracts";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { bookingInvoiceContent, commissionInvoiceContent } from "./invoice-content";
import type { InvoiceDocument } from "./invoice-document";
import { invoiceFileName, renderInvoicePdf } from "./invoice-pdf";

const CENTRE_GSTIN = "07AAACS1234A1Z1";
const centre = {
  name: "Sparkle Car Spa",
  gstin: CENTRE_GSTIN,
  address: "12 Ring Road",
  locality: "Lajpat Nagar",
  city: "New Delhi",
  state: "Delhi",
  zip: "110024",
  email: "spa@test.chamak.in",
};

function customerInvoice(
  overrides: { gstin?: string; serviceMode?: "at_centre" | "pick_drop" } = {},
): InvoiceDocument {
  const content = bookingInvoiceContent({
    booking: {
      code: "CHKPDF01",
      serviceMode: overrides.serviceMode ?? "at_centre",
      address: "C-4 Vasant Kunj",
      city: "Gurugram",
      state: "Haryana",
      zip: "122002",
      couponCode: "SAVE50",
    },
    items: [
      { categoryName: "Basic Wash", subCategoryName: "Foam Wash", unitPricePaise: 49_900, quantity: 2 },
      { categoryName: "Detailing", subCategoryName: "Wax Polish", unitPricePaise: 70_000, quantity: 1 },
    ],
    ledger: { service_charge: 169_800, driver_fee: 15_000, coupon_discount: 5_000 },
    centre: { ...centre, gstin: overrides.gstin ?? CENTRE_GSTIN },
    customer: { name: "राहुल मीना", email: "rahul@test.chamak.in" },
  });
  return {
    ...content,
    id: 1,
    number: "C12/2627/00001",
    issuedAt: new Date("2026-11-24T06:30:00Z"),
    centreId: 12,
    bookingId: 7,
    bookingCode: "CHKPDF01",
    period: null,
  };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

describe("renderInvoicePdf", () => {
  it("draws a customer's tax invoice on A4 with its number, GSTIN, lines, CGST and SGST and total", async () => {
    const invoice = customerInvoice();
    const pdf = await renderInvoicePdf(invoice);
    if (process.env.INVOICE_PDF_OUT) writeFileSync(`${process.env.INVOICE_PDF_OUT}/tax-invoice.pdf`, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const page = await document.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);

    const text = await pdfText(pdf);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("C12/2627/00001");
    expect(text).toContain("24 Nov 2026");
    expect(text).toContain("CHKPDF01");
    expect(text).toContain(`GSTIN: ${CENTRE_GSTIN}`);
    expect(text).toContain("Unregistered (consumer)");
    expect(text).toContain("राहुल मीना");
    // At the centre in Delhi: the place of supply is the centre's state, taxed with CGST and SGST.
    expect(text).toContain("Place of supply: Delhi (07)");
    expect(text).toContain("998714");
    expect(text).toContain("Basic Wash – Foam Wash");
    expect(text).toContain("Discount (coupon SAVE50)");
    expect(text).toContain("-50.00");
    // 179800 inclusive: 13714 each of CGST and SGST (179800 × 9/118 = 13713.6), taxable 152372.
    expect(invoice).toMatchObject({ taxablePaise: 152_372, cgstPaise: 13_714, sgstPaise: 13_714 });
    expect(text).toContain("CGST @ 9%");
    expect(text).toContain("SGST @ 9%");
    expect(text.split("₹137.14").length - 1).toBeGreaterThanOrEqual(2);
    expect(text).toContain("₹1,523.72");
    expect(text).toContain("₹1,798.00");
    expect(text).toContain("Rupees One Thousand Seven Hundred Ninety-Eight Only");
    expect(text).not.toContain("IGST");
  });

  it("shows IGST when the place of supply is another state", async () => {
    const text = await pdfText(await renderInvoicePdf(customerInvoice({ serviceMode: "pick_drop" })));
    expect(text).toContain("Place of supply: Haryana (06)");
    expect(text).toContain("IGST @ 18%");
    expect(text).toContain("₹274.27");
    expect(text).not.toContain("CGST");
  });

  it("draws a bill of supply without tax for a centre without a GSTIN", async () => {
    const invoice = customerInvoice({ gstin: "" });
    const text = await pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain("Bill of Supply");
    expect(text).toContain("GSTIN: Not registered");
    expect(text).not.toContain("CGST");
    expect(text).not.toContain("IGST");
    expect(text).toContain("₹1,798.00");
    expect(invoiceFileName(invoice)).toBe("Bill-of-Supply-C12-2627-00001.pdf");
  });

  it("draws the marketplace's commission invoice to a centre", async () => {
    const content = commissionInvoiceContent({
      centre,
      month: "2026-11",
      netCommissionPaise: 12_34_567_89,
      bookings: 412,
    });
    const pdf = await renderInvoicePdf({
      ...content,
      id: 2,
      number: "CHK/2627/000001",
      issuedAt: new Date("2026-12-01T04:00:00Z"),
      centreId: 12,
      bookingId: null,
      bookingCode: null,
      period: "2026-11",
    });
    if (process.env.INVOICE_PDF_OUT) writeFileSync(`${process.env.INVOICE_PDF_OUT}/commission.pdf`, pdf);
    const text = await pdfText(pdf);
    expect(text).toContain("Commission Invoice");
    expect(text).toContain("CHK/2627/000001");
    expect(text).toContain(MARKETPLACE.legalName);
    expect(text).toContain(`GSTIN: ${MARKETPLACE.gstin}`);
    expect(text).toContain(`GSTIN: ${CENTRE_GSTIN}`);
    expect(text).toContain("Period");
    expect(text).toContain("November 2026");
    expect(text).toContain("998599");
    expect(text).toContain("IGST @ 18%");
    // 1234567.89 + 18% = 222222.22 → total 1456790.11.
    expect(text).toContain("₹12,34,567.89");
    expect(text).toContain("₹2,22,222.22");
    expect(text).toContain("₹14,56,790.11");
    expect(text).toContain(
      "Rupees Fourteen Lakh Fifty-Six Thousand Seven Hundred Ninety and Eleven Paise Only",
    );
  });
});
