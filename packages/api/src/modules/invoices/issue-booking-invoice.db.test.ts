import { financialYear, indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enqueue } from "../outbox/outbox.service";
import { processOutbox } from "../outbox/outbox-worker";
import { invoiceHandlers } from "./invoice-handlers";
import { type CentreFixture, completedBooking, invoicingCentre, keepingMailer } from "./invoices.fixtures";
import { issueBookingInvoice } from "./issue-booking-invoice";

let database: TestDb;
let db: Db;
let centre: CentreFixture;

beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
  centre = await invoicingCentre(db);
});
afterAll(() => database?.close());

/** Only the completion messages: the other topics (created, confirmed ...) are other modules' business. */
beforeEach(async () => {
  await db.outboxMessage.deleteMany();
});

const fy = () => financialYear(indiaDate(new Date()));
const shortFy = () => fy().replace(/^\d\d(\d\d)-(\d\d)$/, "$1$2");
const seriesKey = (centreId: number) => `centre-${centreId}/${fy()}`;
const lastNumber = async (key: string) =>
  (await db.invoiceSeries.findUnique({ where: { key } }))?.lastNumber ?? 0;
const invoicesOf = (bookingId: number) => db.invoice.findMany({ where: { bookingId } });

async function runOutbox(mailer = keepingMailer()) {
  await db.outboxMessage.deleteMany({ where: { topic: { not: "booking.completed" } } });
  return processOutbox(db, invoiceHandlers(db, mailer));
}

async function pdfText(pdf: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
}

describe("the customer's invoice on completion", () => {
  it("issues one invoice for a completed booking from its outbox message, and emails it as a PDF", async () => {
    // The Delhi centre also picks up from one PIN in Gurugram, beyond its radius: a supply to another state.
    await db.centre.update({ where: { id: centre.centre.id }, data: { servicePins: ["122002"] } });
    const booking = await completedBooking(
      db,
      centre,
      {
        serviceMode: "pick_drop",
        state: "Haryana",
        city: "Gurugram",
        zip: "122002",
        items: [
          { serviceId: centre.wash.id, quantity: 2 },
          { serviceId: centre.polish.id, quantity: 1 },
        ],
      },
      "राहुल मीना",
    );
    const mailer = keepingMailer();
    const result = await runOutbox(mailer);
    expect(result).toMatchObject({ fannedOut: 1, done: 2, failed: 0, retried: 0 });

    const [invoice, ...others] = await invoicesOf(booking.bookingId);
    expect(others).toEqual([]);
    // Pick & drop from Gurugram: taxed in Haryana, so IGST. 2 × 499 + 1200 + the pick & drop fee (the first
    // service's 150) = 2348.
    expect(invoice).toMatchObject({
      kind: "tax_invoice",
      centreId: centre.centre.id,
      placeOfSupply: "Haryana",
      totalPaise: 234_800,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 234_800 - 198_983,
      taxablePaise: 198_983,
      seriesKey: seriesKey(centre.centre.id),
    });
    expect(invoice?.number).toBe(
      `C${centre.centre.id}/${shortFy()}/${String(invoice?.sequence).padStart(5, "0")}`,
    );
    const money = await db.ledgerEntry.groupBy({
      by: ["kind"],
      where: { bookingId: booking.bookingId },
      _sum: { amountPaise: true },
    });
    const due = money.reduce(
      (sum, row) =>
        sum +
        (row.kind === "coupon_discount" ? -1 : ["service_charge", "driver_fee"].includes(row.kind) ? 1 : 0) *
          (row._sum.amountPaise ?? 0),
      0,
    );
    expect(invoice?.totalPaise).toBe(due);
    expect(invoice?.lines).toEqual([
      expect.objectContaining({ description: "Basic Wash – Foam Wash", quantity: 2, unitPaise: 49_900 }),
      expect.objectContaining({ description: "Basic Wash – Wax Polish", quantity: 1, unitPaise: 120_000 }),
      expect.objectContaining({ description: "Pick-up and drop of the vehicle", amountPaise: 15_000 }),
    ]);
    expect(invoice?.recipient).toMatchObject({ name: "राहुल मीना", state: "Haryana", gstin: null });
    expect(invoice?.supplier).toMatchObject({
      name: centre.centre.name,
      gstin: centre.centre.gstin,
      state: "Delhi",
    });

    expect(mailer.sent).toHaveLength(1);
    const [email] = mailer.sent;
    expect(email?.subject).toContain(`Booking ${booking.code} completed`);
    expect(email?.text).toContain(`Your invoice ${invoice?.number} is attached`);
    const [attachment] = email?.attachments ?? [];
    expect(attachment?.contentType).toBe("application/pdf");
    expect(attachment?.filename).toBe(`Tax-Invoice-${invoice?.number.replace(/\//g, "-")}.pdf`);
    const text = await pdfText(attachment?.content ?? Buffer.alloc(0));
    expect(text).toContain(invoice?.number);
    expect(text).toContain("राहुल मीना");
    expect(text).toContain("IGST @ 18%");
    expect(text).toContain("₹2,348.00");
  });

  it("issues one invoice however often the message is delivered or retried", async () => {
    const booking = await completedBooking(db, centre);
    await enqueue(db, "booking.completed", { bookingId: booking.bookingId });
    await runOutbox();
    await enqueue(db, "booking.completed", { bookingId: booking.bookingId });
    await runOutbox();
    const invoices = await invoicesOf(booking.bookingId);
    expect(invoices).toHaveLength(1);
    // At the centre: taxed in Delhi, the centre's state, with CGST and SGST.
    expect(invoices[0]).toMatchObject({ placeOfSupply: "Delhi", igstPaise: 0, totalPaise: 49_900 });
    expect(invoices[0]?.cgstPaise).toBeGreaterThan(0);
    // No number was taken for the repeats: the series ends at this invoice.
    expect(await lastNumber(seriesKey(centre.centre.id))).toBe(invoices[0]?.sequence);
  });

  it("retries a failed email alone, never issuing the invoice twice", async () => {
    const booking = await completedBooking(db, centre);
    const mailer = keepingMailer();
    mailer.failNext();
    expect(await runOutbox(mailer)).toMatchObject({ fannedOut: 1, done: 1, retried: 1 });
    const deliveries = await db.outboxMessage.findMany({
      where: { handler: { not: null } },
      orderBy: { id: "asc" },
    });
    expect(deliveries.map((row) => [row.handler, row.status])).toEqual([
      ["invoice", "done"],
      ["email-customer", "pending"],
    ]);
    expect(deliveries[1]?.lastError).toContain("SMTP server said no");
    await db.outboxMessage.updateMany({ where: { status: "pending" }, data: { runAt: new Date(0) } });
    expect(await processOutbox(db, invoiceHandlers(db, mailer))).toMatchObject({ claimed: 1, done: 1 });
    expect(mailer.sent).toHaveLength(1);
    expect(await invoicesOf(booking.bookingId)).toHaveLength(1);
  });

  it("gives the customer the invoice even when the email runs before the invoice channel", async () => {
    const booking = await completedBooking(db, centre);
    const mailer = keepingMailer();
    const channels = invoiceHandlers(db, mailer)["booking.completed"] as Record<
      string,
      (payload: { bookingId: number }) => Promise<void>
    >;
    await channels["email-customer"]?.({ bookingId: booking.bookingId });
    await channels.invoice?.({ bookingId: booking.bookingId });
    expect(await invoicesOf(booking.bookingId)).toHaveLength(1);
    expect(mailer.sent[0]?.attachments).toHaveLength(1);
  });

  it("numbers two completions at once on one series without a gap or a repeat", async () => {
    const first = await completedBooking(db, centre);
    const second = await completedBooking(db, centre);
    const before = await lastNumber(seriesKey(centre.centre.id));
    const issued = await Promise.all([
      issueBookingInvoice(db, first.bookingId),
      issueBookingInvoice(db, second.bookingId),
    ]);
    expect(issued.map((result) => result?.created)).toEqual([true, true]);
    const sequences = issued.map((result) => result?.invoice.sequence).sort();
    expect(sequences).toEqual([before + 1, before + 2]);
    expect(new Set(issued.map((result) => result?.invoice.number)).size).toBe(2);
    expect(await lastNumber(seriesKey(centre.centre.id))).toBe(before + 2);
  });

  it("numbers eight completions at once 1 to 8 on their series, each once", async () => {
    const other = await invoicingCentre(db);
    const bookings = [];
    for (let i = 0; i < 8; i++) bookings.push(await completedBooking(db, other));
    const issued = await Promise.all(bookings.map((booking) => issueBookingInvoice(db, booking.bookingId)));
    expect(issued.map((result) => result?.invoice.sequence).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(await lastNumber(seriesKey(other.centre.id))).toBe(8);
  });

  it("issues one invoice and takes one number when one booking is issued several times at once", async () => {
    const booking = await completedBooking(db, centre);
    const before = await lastNumber(seriesKey(centre.centre.id));
    const issued = await Promise.all(
      Array.from({ length: 5 }, () => issueBookingInvoice(db, booking.bookingId)),
    );
    expect(issued.filter((result) => result?.created)).toHaveLength(1);
    expect(new Set(issued.map((result) => result?.invoice.id)).size).toBe(1);
    expect(await lastNumber(seriesKey(centre.centre.id))).toBe(before + 1);
  });

  it("keeps every centre's series gap-free and its own", async () => {
    const other = await invoicingCentre(db);
    for (let i = 0; i < 3; i++) await completedBooking(db, other);
    await runOutbox();
    const invoices = await db.invoice.findMany({
      where: { centreId: other.centre.id },
      orderBy: { sequence: "asc" },
    });
    expect(invoices.map((invoice) => invoice.number)).toEqual(
      [1, 2, 3].map((n) => `C${other.centre.id}/${shortFy()}/0000${n}`),
    );
  });

  it("starts a new series each financial year, on 1 April in India", async () => {
    const other = await invoicingCentre(db);
    const march = await completedBooking(db, other);
    const april = await completedBooking(db, other);
    // 31 March 2027, 23:59 in India, then 1 April 2027, 00:01.
    const a = await issueBookingInvoice(db, march.bookingId, new Date("2027-03-31T18:29:00Z"));
    const b = await issueBookingInvoice(db, april.bookingId, new Date("2027-03-31T18:31:00Z"));
    expect([a?.invoice.number, a?.invoice.seriesKey]).toEqual([
      `C${other.centre.id}/2627/00001`,
      `centre-${other.centre.id}/2026-27`,
    ]);
    expect([b?.invoice.number, b?.invoice.seriesKey]).toEqual([
      `C${other.centre.id}/2728/00001`,
      `centre-${other.centre.id}/2027-28`,
    ]);
  });

  it("issues nothing for a booking that is not completed", async () => {
    const booking = await completedBooking(db, centre);
    const confirmed = await db.booking.create({
      data: {
        ...(await db.booking.findUniqueOrThrow({
          where: { id: booking.bookingId },
          omit: {
            id: true,
            code: true,
            createdAt: true,
            updatedAt: true,
            idempotencyKey: true,
            siteDetails: true,
          },
        })),
        code: `CHKNOTDONE${booking.bookingId}`,
        status: "confirmed",
      },
    });
    const before = await lastNumber(seriesKey(centre.centre.id));
    expect(await issueBookingInvoice(db, confirmed.id)).toBeNull();
    expect(await lastNumber(seriesKey(centre.centre.id))).toBe(before);
  });

  it("issues a bill of supply, without tax, for a centre without a GSTIN", async () => {
    const unregistered = await invoicingCentre(db);
    await db.centre.update({ where: { id: unregistered.centre.id }, data: { gstin: null } });
    const booking = await completedBooking(db, unregistered);
    const issued = await issueBookingInvoice(db, booking.bookingId);
    expect(issued?.invoice).toMatchObject({
      kind: "bill_of_supply",
      taxablePaise: 49_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 49_900,
    });
    expect(issued?.invoice.supplier).toMatchObject({ gstin: null });
  });

  it("dead-letters a booking whose items disagree with its ledger, saying why", async () => {
    const booking = await completedBooking(db, centre);
    await db.bookingItem.updateMany({ where: { bookingId: booking.bookingId }, data: { quantity: 3 } });
    const result = await runOutbox();
    expect(result).toMatchObject({ failed: 2 });
    const failed = await db.outboxMessage.findMany({ where: { status: "failed" } });
    expect(failed.map((row) => row.lastError)).toEqual([
      expect.stringContaining("its ledger's service charge"),
      expect.stringContaining("its ledger's service charge"),
    ]);
    expect(await invoicesOf(booking.bookingId)).toEqual([]);
  });
});
