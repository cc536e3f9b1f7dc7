import { bookingInvoice, commissionInvoice } from "@chamak/api/test-support/invoice-fixtures";
import { pdfText } from "@chamak/api/test-support/pdf-text";
import { completedBooking, type RoleName, tokenFor } from "@chamak/api/test-support/security-world";
import { indiaDate, invoicePdfPath, statementPdfPath } from "@chamak/contracts";
import type { Invoice } from "@chamak/db";
import { beforeAll, describe, expect, it } from "vitest";
import { useWorldApp } from "../../test/support/world-app";

const env = useWorldApp();
let taxInvoice: Invoice;
let commission: Invoice;

beforeAll(async () => {
  await env.db.user.update({ where: { id: env.world.userIds.customerA }, data: { name: "राहुल मीना" } });
  const booking = await completedBooking(env.world);
  taxInvoice = await bookingInvoice(env.db, booking.id);
  commission = await commissionInvoice(env.db, booking.id, "2026-09");
});

async function download(path: string, role: RoleName | { token: string }) {
  const token = typeof role === "string" ? await tokenFor(env.world, role) : role.token;
  return env.app.inject({
    method: "GET",
    url: path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe("GET /invoices/:id.pdf", () => {
  it("gives the booking's customer their invoice as a PDF download, never cached", async () => {
    const response = await download(invoicePdfPath(taxInvoice.id), "customerA");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Tax-Invoice-${taxInvoice.number.replaceAll("/", "-")}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(taxInvoice.number);
    expect(text).toContain("राहुल मीना");
    expect(text).toContain(
      `GSTIN: ${(await env.db.centre.findUniqueOrThrow({ where: { id: env.world.a.centre.id } })).gstin}`,
    );
  });

  it("gives the centre's owner and admins both its invoices to customers and its commission invoices", async () => {
    for (const role of ["vendorA", "admin"] as const) {
      for (const invoice of [taxInvoice, commission]) {
        const response = await download(invoicePdfPath(invoice.id), role);
        expect([role, invoice.kind, response.statusCode]).toEqual([role, invoice.kind, 200]);
        expect(await pdfText(response.rawPayload)).toContain(invoice.number);
      }
    }
  });

  it("answers anyone else as if the invoice did not exist", async () => {
    const missing = await download(invoicePdfPath(2_000_000_000), "admin");
    expect(missing.statusCode).toBe(404);
    const refusals = [
      await download(invoicePdfPath(taxInvoice.id), "customerB"),
      await download(invoicePdfPath(taxInvoice.id), "vendorB"),
      await download(invoicePdfPath(commission.id), "vendorB"),
      // A customer sees their booking's invoice, not the centre's commission invoice.
      await download(invoicePdfPath(commission.id), "customerA"),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toBe(missing.body);
    }
    expect(missing.json()).toEqual({
      message: "Invoice not found",
      error: { id: "errors.invoiceNotFound" },
    });
  });

  it("asks a signed-out caller to sign in and refuses a suspended account, whatever the id", async () => {
    for (const path of [invoicePdfPath(taxInvoice.id), invoicePdfPath(2_000_000_000)]) {
      expect((await download(path, "anonymous")).statusCode).toBe(401);
      expect((await download(path, { token: "forged-token" })).statusCode).toBe(401);
      expect((await download(path, "suspended")).statusCode).toBe(403);
    }
  });

  it("finds nothing at paths that are not an invoice's PDF", async () => {
    for (const path of [
      "/invoices/abc.pdf",
      `/invoices/${taxInvoice.id}.txt`,
      "/invoices/0.pdf",
      "/invoices/99999999999.pdf",
      `/invoices/${taxInvoice.id}`,
    ]) {
      const response = await download(path, "admin");
      expect([path, response.statusCode]).toEqual([path, 404]);
    }
  });
});

describe("GET /statements/:month.pdf", () => {
  const month = indiaDate().slice(0, 7);

  it("gives a centre's owner its month's payout statement, the same table as its CSV", async () => {
    const response = await download(statementPdfPath(month), "vendorA");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Chamak-statement-${month}-C${env.world.a.centre.id}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    const centre = await env.db.centre.findUniqueOrThrow({ where: { id: env.world.a.centre.id } });
    expect(text).toContain("Payout statement");
    expect(text).toContain(centre.name);
    expect(text).toContain("Net to centre");
    expect(text).toMatch(/You owe (no commission|₹[\d,.]+ commission) on bookings paid in cash/);
    expect(text).toContain("Total (");
  });

  it("gives admins the centre they name, and nothing without one", async () => {
    const named = await download(statementPdfPath(month, env.world.b.centre.id), "admin");
    expect(named.statusCode).toBe(200);
    const centre = await env.db.centre.findUniqueOrThrow({ where: { id: env.world.b.centre.id } });
    expect(await pdfText(named.rawPayload)).toContain(centre.name);
    expect((await download(statementPdfPath(month), "admin")).statusCode).toBe(400);
    expect((await download(statementPdfPath(month, 2_000_000_000), "admin")).statusCode).toBe(404);
  });

  it("refuses customers, signed-out callers and suspended accounts, and a centre's owner a centre not theirs", async () => {
    expect((await download(statementPdfPath(month), "customerA")).statusCode).toBe(403);
    expect((await download(statementPdfPath(month), "anonymous")).statusCode).toBe(401);
    expect((await download(statementPdfPath(month), "suspended")).statusCode).toBe(403);
    // A vendor's ?centreId= names one of its own centres (a branch): another centre is refused.
    expect((await download(statementPdfPath(month, env.world.b.centre.id), "vendorA")).statusCode).toBe(403);
    const own = await download(statementPdfPath(month, env.world.a.centre.id), "vendorA");
    const centre = await env.db.centre.findUniqueOrThrow({ where: { id: env.world.a.centre.id } });
    expect(await pdfText(own.rawPayload)).toContain(centre.name);
  });

  it("finds nothing at paths that are not a month's statement", async () => {
    for (const path of [
      "/statements/2026-13.pdf",
      "/statements/2026-11.csv",
      "/statements/abc.pdf",
      `/statements/${month}.pdf?centreId=x`,
    ]) {
      const response = await download(path, "admin");
      expect([path, response.statusCode]).toEqual([path, 404]);
    }
  });
});
