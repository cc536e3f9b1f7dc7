import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { callerFor } from "../../../test/support/caller";
import { type CentreFixture, completedBooking, invoicingCentre } from "./invoices.fixtures";
import { issueMissingInvoices, missingInvoicesSweep } from "./issue-missing-invoices";

let database: TestDb;
let db: Db;
let centre: CentreFixture;

beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
  centre = await invoicingCentre(db);
});
afterAll(() => database?.close());

/**
 * A booking completed as before invoices existed: its completion message is gone (never written, or lost), so
 * nothing in the outbox will issue its invoice. Each test starts with every earlier booking invoiced or gone.
 */
async function completedWithoutInvoice(request: Record<string, unknown> = {}) {
  const booking = await completedBooking(db, centre, request);
  await db.outboxMessage.deleteMany();
  return booking;
}

const MINUTE = 60_000;
/** A time the sweep's grace after every completion so far has passed. */
async function afterEveryCompletion(): Promise<Date> {
  const latest = await db.booking.aggregate({ _max: { completedAt: true } });
  return new Date((latest._max.completedAt ?? new Date()).getTime() + 11 * MINUTE);
}
const invoicesOf = (bookingId: number) => db.invoice.findMany({ where: { bookingId } });
const noFailure = (bookingId: number, error: unknown) => {
  throw new Error(`booking ${bookingId} failed: ${String(error)}`);
};

beforeEach(async () => {
  await issueMissingInvoicesUntilDone(await afterEveryCompletion());
});

async function issueMissingInvoicesUntilDone(now: Date, onFailure = noFailure) {
  let afterId = 0;
  for (;;) {
    const run = await issueMissingInvoices(db, now, onFailure, afterId);
    if (!run.more) return;
    afterId = run.lastId;
  }
}

describe("a completed booking that never had its invoice", () => {
  it("gets it when the customer asks to download it, instead of a promise", async () => {
    const booking = await completedWithoutInvoice();
    expect(await invoicesOf(booking.bookingId)).toEqual([]);

    const customer = callerFor(db, { token: booking.customerToken });
    const [invoice, ...others] = await customer.invoices.forBooking({ bookingId: booking.bookingId });
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: "tax_invoice", totalPaise: 49_900 });
    // Asked again, the same invoice: issuing is once per booking.
    expect(await customer.invoices.forBooking({ bookingId: booking.bookingId })).toEqual([invoice]);
    expect(await invoicesOf(booking.bookingId)).toHaveLength(1);
  });

  it("is told the truth when its invoice cannot be issued", async () => {
    const booking = await completedWithoutInvoice();
    // Items that no longer agree with the ledger's charge: an invoice from them would be wrong.
    await db.bookingItem.updateMany({ where: { bookingId: booking.bookingId }, data: { unitPricePaise: 1 } });
    const customer = callerFor(db, { token: booking.customerToken });
    await expect(customer.invoices.forBooking({ bookingId: booking.bookingId })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message:
        "The invoice for this booking could not be issued. Please contact support and quote the booking code.",
    });
    await db.booking.update({ where: { id: booking.bookingId }, data: { status: "cancelled" } });
  });

  it("is issued by the background sweep, past bookings that cannot be, once the completion's grace is over", async () => {
    const first = await completedWithoutInvoice();
    const broken = await completedWithoutInvoice();
    const last = await completedWithoutInvoice();
    await db.bookingItem.updateMany({ where: { bookingId: broken.bookingId }, data: { unitPricePaise: 1 } });
    const failures: number[] = [];
    const sweep = missingInvoicesSweep(db, (bookingId) => failures.push(bookingId));
    const now = await afterEveryCompletion();

    // Within the grace after the last completion, that booking is left to its own message.
    expect(sweep.isDue(now)).toBe(true);
    const early = await issueMissingInvoices(db, new Date(now.getTime() - 2 * MINUTE), () => {});
    expect(early.issued).toBe(1);
    expect(await invoicesOf(last.bookingId)).toEqual([]);

    const run = await sweep.run(now);
    expect(run).toEqual({ issued: 1, failed: 1, more: false });
    expect(failures).toEqual([broken.bookingId]);
    for (const booking of [first, last]) expect(await invoicesOf(booking.bookingId)).toHaveLength(1);
    expect(await invoicesOf(broken.bookingId)).toEqual([]);

    // Nothing left but the broken one: the sweep rests for an hour, then looks again.
    expect(sweep.isDue(new Date(now.getTime() + 59 * MINUTE))).toBe(false);
    expect(sweep.isDue(new Date(now.getTime() + 60 * MINUTE))).toBe(true);
    await db.booking.update({ where: { id: broken.bookingId }, data: { status: "cancelled" } });
  });
});
