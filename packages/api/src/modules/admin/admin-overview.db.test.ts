import { indiaDate, indiaToInstant } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest, paidUpiBooking } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { appendLedgerEntries } from "../ledger/ledger";
import { signedInCaller } from "./admin.fixtures";
import { getAdminOverview } from "./admin-overview.service";

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
});

afterAll(async () => {
  await close?.();
});

describe("admin.overview", () => {
  it("counts today's bookings and GMV from the ledger, and the queues waiting for an admin", async () => {
    const admin = await signedInCaller(db, "admin");
    const fixture = await bookableCentre(db);
    const empty = await admin.caller.admin.overview();
    expect(empty).toMatchObject({
      today: indiaDate(),
      bookingsToday: { total: 0, toServe: 0 },
      gmvTodayPaise: 0,
      gmvMonthPaise: 0,
      openDisputes: 0,
      failedRefunds: 0,
    });

    // A UPI booking paid ₹600, then ₹200 refunded: ₹400 kept. Its status field says nothing of money.
    const tomorrow = indiaDate(new Date(), 1);
    const { booking } = await paidUpiBooking(db, fixture, 60_000, indiaToInstant(tomorrow, 12 * 60));
    await admin.caller.admin.bookings.refund({
      bookingId: booking.id,
      amountPaise: 20_000,
      reason: "Goodwill",
    });
    // A cash booking not yet collected counts as a booking, but no GMV.
    const customer = await signedInUser(db, "user");
    const cash = await callerFor(db, { token: customer.token }).booking.create(bookingRequest(fixture));
    await admin.caller.admin.disputes.open({ bookingId: cash.id, reason: "Rude staff" });

    // Both slots are tomorrow: look from tomorrow evening.
    const slotDay = tomorrow;
    const overview = await getAdminOverview(db, indiaToInstant(slotDay, 23 * 60));
    expect(overview).toMatchObject({
      today: slotDay,
      bookingsToday: { total: 2, toServe: 2 },
      gmvTodayPaise: 40_000,
      gmvMonthPaise: 40_000,
      openDisputes: 1,
      pendingApprovals: await db.centre.count({ where: { status: "pending" } }),
    });

    // Cash the centre collects is GMV too, read from the ledger's entry.
    await db.$transaction((tx) =>
      appendLedgerEntries(tx, { id: null, role: "system" }, [
        { bookingId: cash.id, kind: "cash_collected", amountPaise: 49_900, reference: "cash:test" },
      ]),
    );
    expect((await getAdminOverview(db, indiaToInstant(slotDay, 23 * 60))).gmvTodayPaise).toBe(89_900);
  });
});
