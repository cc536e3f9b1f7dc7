import { financialYear, indiaDate, indiaMonthRange, instantToIndia, MARKETPLACE } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { TRPCError } from "@trpc/server";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBookingFixture } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import type { Actor } from "../../lib/audit";
import { createSession } from "../accounts/session.service";
import { appendLedgerEntries } from "../ledger/ledger";
import { commissionByCentre, issueCommissionInvoices } from "./commission-invoices";
import { invoicePdfForViewer } from "./invoices.service";

let database: TestDb;
let db: Db;
const SYSTEM: Actor = { id: null, role: "system" };

beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
});
afterAll(() => database?.close());
// Each test's commission lives in its own month of its own, or in the ledger's current month cleared here.
beforeEach(async () => {
  await db.invoice.deleteMany({ where: { kind: "commission" } });
  await db.invoiceSeries.deleteMany({ where: { key: { startsWith: "commission/" } } });
});

/** A booking at a new centre in `state` (the fixture's centre, moved). */
async function centreWithBooking(state: string) {
  const booking = await createBookingFixture(db, { status: "completed", paymentMethod: "cash" });
  await db.centre.update({ where: { id: booking.centreId }, data: { state } });
  return booking;
}

let reference = 0;
/** Commission recorded now, as the payouts code records it (appendLedgerEntries). */
async function commission(
  bookingId: number,
  amountPaise: number,
  kind: "commission" | "commission_reversed" = "commission",
) {
  reference += 1;
  await appendLedgerEntries(db, SYSTEM, [
    { bookingId, kind, amountPaise, reference: `commission-test:${reference}` },
  ]);
}

/** The India month the ledger's entries written just now fall in, and an instant in the month after it. */
async function thisMonth() {
  const latest = await db.ledgerEntry.findFirstOrThrow({ orderBy: { id: "desc" } });
  const month = instantToIndia(latest.createdAt).date.slice(0, 7);
  return { month, after: new Date(indiaMonthRange(month).to.getTime() + 60_000) };
}

describe("commission invoices", () => {
  it("invoices each centre's net commission for a month, with GST by where the centre is, once", async () => {
    const haryana = await centreWithBooking("Haryana");
    const delhi = await centreWithBooking("Delhi");
    const delhiSecond = await createBookingFixture(db, { status: "completed" });
    await db.booking.update({ where: { id: delhiSecond.bookingId }, data: { centreId: delhi.centreId } });
    const nothing = await centreWithBooking("Delhi");
    const reversed = await centreWithBooking("Delhi");

    await commission(haryana.bookingId, 10_000);
    await commission(delhi.bookingId, 5_000);
    await commission(delhiSecond.bookingId, 7_345);
    await commission(delhiSecond.bookingId, 2_000, "commission_reversed");
    await commission(reversed.bookingId, 3_000);
    await commission(reversed.bookingId, 3_000, "commission_reversed");
    const { month, after } = await thisMonth();

    const byCentre = await commissionByCentre(db, month);
    expect(byCentre.filter((row) => row.centreId === nothing.centreId)).toEqual([]);
    expect(byCentre.find((row) => row.centreId === delhi.centreId)).toEqual({
      centreId: delhi.centreId,
      netPaise: 10_345,
      bookings: 2,
    });

    const run = await issueCommissionInvoices(db, month, SYSTEM, after);
    const fy = financialYear(indiaDate(after)).replace(/^\d\d(\d\d)-(\d\d)$/, "$1$2");
    expect(run.alreadyIssued).toBe(0);
    expect(run.issued.map((invoice) => [invoice.centreId, invoice.number])).toEqual([
      [haryana.centreId, `CHK/${fy}/000001`],
      [delhi.centreId, `CHK/${fy}/000002`],
    ]);
    const [toHaryana, toDelhi] = run.issued;
    // The marketplace is in Haryana: CGST and SGST to a Haryana centre, IGST to a Delhi one.
    expect(toHaryana).toMatchObject({
      kind: "commission",
      period: month,
      bookingId: null,
      placeOfSupply: "Haryana",
      taxablePaise: 10_000,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
      totalPaise: 11_800,
    });
    expect(toDelhi).toMatchObject({
      placeOfSupply: "Delhi",
      taxablePaise: 10_345,
      igstPaise: 1_862,
      totalPaise: 12_207,
    });
    expect(toDelhi?.supplier).toMatchObject({ name: MARKETPLACE.legalName, gstin: MARKETPLACE.gstin });
    expect(toDelhi?.lines).toEqual([
      expect.objectContaining({
        sac: "998599",
        amountPaise: 10_345,
        description: expect.stringContaining("2 bookings"),
      }),
    ]);

    // Again: nothing new, no number taken.
    const again = await issueCommissionInvoices(db, month, SYSTEM, after);
    expect(again).toMatchObject({ issued: [], alreadyIssued: 2 });
    expect(
      (
        await db.invoiceSeries.findUniqueOrThrow({
          where: { key: `commission/${financialYear(indiaDate(after))}` },
        })
      ).lastNumber,
    ).toBe(2);

    // Its PDF, as the centre's owner downloads it.
    const owner = await db.centre.findUniqueOrThrow({
      where: { id: delhi.centreId },
      select: { ownerId: true },
    });
    const { pdf, fileName } = await invoicePdfForViewer(
      db,
      { id: owner.ownerId, role: "vendor" },
      toDelhi?.id ?? 0,
    );
    expect(fileName).toBe(`Commission-Invoice-CHK-${fy}-000002.pdf`);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
    expect(text).toContain(`CHK/${fy}/000002`);
    expect(text).toContain(`GSTIN: ${MARKETPLACE.gstin}`);
    expect(text).toContain("IGST @ 18%");
    expect(text).toContain("₹122.07");
  });

  it("counts the entries recorded within the India month, its first and last moments included", async () => {
    const booking = await centreWithBooking("Delhi");
    const { from, to } = indiaMonthRange("2025-11");
    expect(from.toISOString()).toBe("2025-10-31T18:30:00.000Z");
    expect(to.toISOString()).toBe("2025-11-30T18:30:00.000Z");
    const at = [
      [new Date(from.getTime() - 1), 1],
      [from, 20],
      [new Date(to.getTime() - 1), 300],
      [to, 4_000],
    ] as const;
    for (const [createdAt, amountPaise] of at) {
      reference += 1;
      // The ledger is append-only; an entry at a chosen instant is inserted as recorded then.
      await db.ledgerEntry.create({
        data: {
          bookingId: booking.bookingId,
          kind: "commission",
          amountPaise,
          reference: `commission-test:${reference}`,
          actorRole: "system",
          createdAt,
        },
      });
    }
    expect(await commissionByCentre(db, "2025-11")).toEqual([
      { centreId: booking.centreId, netPaise: 320, bookings: 1 },
    ]);
    const run = await issueCommissionInvoices(db, "2025-11", SYSTEM, new Date("2025-12-01T00:00:00Z"));
    expect(run.issued.map((invoice) => [invoice.period, invoice.taxablePaise, invoice.number])).toEqual([
      ["2025-11", 320, "CHK/2526/000001"],
    ]);
  });

  it("refuses a month that is not over in India", async () => {
    // 30 November 2026, 23:59 in India: November is not over.
    await expect(
      issueCommissionInvoices(db, "2026-11", SYSTEM, new Date("2026-11-30T18:29:00Z")),
    ).rejects.toMatchObject({
      code: "BAD_INPUT",
      message: "Commission invoices for November 2026 can be issued once the month is over",
    });
  });

  it("numbers two runs at once without a gap, each centre invoiced once", async () => {
    const centres = [
      await centreWithBooking("Delhi"),
      await centreWithBooking("Punjab"),
      await centreWithBooking("Haryana"),
    ];
    for (const booking of centres) await commission(booking.bookingId, 1_000);
    const { month, after } = await thisMonth();
    const runs = await Promise.all([
      issueCommissionInvoices(db, month, SYSTEM, after),
      issueCommissionInvoices(db, month, SYSTEM, after),
    ]);
    const invoices = await db.invoice.findMany({
      where: { kind: "commission", period: month },
      orderBy: { sequence: "asc" },
    });
    expect(runs.flatMap((run) => run.issued)).toHaveLength(invoices.length);
    expect(invoices.map((invoice) => invoice.sequence)).toEqual(invoices.map((_, index) => index + 1));
    expect(new Set(invoices.map((invoice) => invoice.centreId)).size).toBe(invoices.length);
    expect(invoices.map((invoice) => invoice.centreId)).toEqual(
      expect.arrayContaining(centres.map((c) => c.centreId)),
    );
  });

  it("lets admins run a month from the console and centres list what they received", async () => {
    const booking = await centreWithBooking("Delhi");
    const month = "2026-10";
    const { from } = indiaMonthRange(month);
    reference += 1;
    await db.ledgerEntry.create({
      data: {
        bookingId: booking.bookingId,
        kind: "commission",
        amountPaise: 4_200,
        reference: `commission-test:${reference}`,
        actorRole: "system",
        createdAt: new Date(from.getTime() + 86_400_000),
      },
    });
    const admin = await signedInUser(db, "admin");
    const result = await callerFor(db, { token: admin.token }).invoices.admin.issueCommission({ month });
    expect(result.issued.map((invoice) => [invoice.centre.id, invoice.period, invoice.totalPaise])).toEqual([
      [booking.centreId, month, 4_956],
    ]);
    expect(result.alreadyIssued).toBe(0);
    await expect(
      callerFor(db, { token: admin.token }).invoices.admin.issueCommission({ month: "2026-13" }),
    ).rejects.toBeInstanceOf(TRPCError);

    const { ownerId } = await db.centre.findUniqueOrThrow({
      where: { id: booking.centreId },
      select: { ownerId: true },
    });
    const { token } = await createSession(db, ownerId, { ip: "127.0.0.1" });
    const vendor = callerFor(db, { token });
    const received = await vendor.invoices.centre({ side: "commission" });
    expect(received.items.map((invoice) => invoice.period)).toEqual([month]);
    expect((await vendor.invoices.centre({ side: "customer" })).items).toEqual([]);
    const listed = await callerFor(db, { token: admin.token }).invoices.admin.list({
      centreId: booking.centreId,
      side: "commission",
    });
    expect(listed.total).toBe(1);
  });
});
