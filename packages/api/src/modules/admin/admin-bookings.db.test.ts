import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../testing/booking-fixtures";
import { callerFor, signedInUser } from "../../testing/caller";
import { indiaDate } from "../booking/india-time";
import { auditCount, failure, paidUpiBooking, signedInCaller, vendorCaller } from "./admin.fixtures";

let db: Db;
let close: () => Promise<void>;
let admin: Awaited<ReturnType<typeof signedInCaller>>;
let fixture: Awaited<ReturnType<typeof bookableCentre>>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  admin = await signedInCaller(db, "admin");
  fixture = await bookableCentre(db);
});

afterAll(async () => {
  await close?.();
});

const refundMessages = (bookingId: number) =>
  db.outboxMessage.findMany({
    where: { topic: "payment.refund", payload: { path: ["bookingId"], equals: bookingId } },
    orderBy: { id: "asc" },
  });

/** What the refund job does with a queued request, enough for the next request to be judged. */
async function settleRefunds(bookingId: number) {
  const booking = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    include: { payments: true },
  });
  const payment = booking.payments[0];
  if (!payment) throw new Error("no payment");
  for (const message of await refundMessages(bookingId)) {
    if (message.status !== "pending") continue;
    const payload = message.payload as { amountPaise: number; reason: string };
    await db.refund.create({
      data: {
        paymentId: payment.id,
        bookingId,
        amountPaise: payload.amountPaise,
        reason: payload.reason,
        status: "processed",
        processedAt: new Date(),
      },
    });
    await db.outboxMessage.update({
      where: { id: message.id },
      data: { status: "done", doneAt: new Date() },
    });
  }
  await db.booking.update({ where: { id: bookingId }, data: { paymentStatus: "refunded" } });
}

describe("admin.bookings", () => {
  it("searches across centres by code, customer email, centre, status and date range", async () => {
    const other = await bookableCentre(db);
    const customer = await signedInUser(db, "user", { email: "searchable.customer@example.test" });
    const asCustomer = callerFor(db, { token: customer.token }).booking;
    const mine = await asCustomer.create(bookingRequest(fixture, { time: "09:00" }));
    const theirs = await asCustomer.create(bookingRequest(other, { time: "09:00" }));
    const ids = async (input: Parameters<typeof admin.caller.admin.bookings.search>[0]) =>
      (await admin.caller.admin.bookings.search(input)).items.map((b) => b.id).sort();

    expect(await ids({ code: mine.code.toLowerCase() })).toEqual([mine.id]);
    expect(await ids({ code: "chk", customerEmail: "searchable.customer" })).toEqual(
      [mine.id, theirs.id].sort(),
    );
    expect(
      await ids({ customerEmail: "SEARCHABLE.customer@example.test", centre: String(other.centre.id) }),
    ).toEqual([theirs.id]);
    expect(await ids({ customerEmail: "searchable", centre: fixture.centre.name.toLowerCase() })).toEqual([
      mine.id,
    ]);
    const tomorrow = indiaDate(new Date(), 1);
    expect(await ids({ customerEmail: "searchable", from: tomorrow, to: tomorrow })).toEqual(
      [mine.id, theirs.id].sort(),
    );
    expect(await ids({ customerEmail: "searchable", to: indiaDate(new Date()) })).toEqual([]);
    expect(await ids({ customerEmail: "searchable", status: "completed" })).toEqual([]);
    const row = (await admin.caller.admin.bookings.search({ code: mine.code })).items[0];
    expect(row).toMatchObject({ customer: { id: customer.id, email: customer.email }, openDisputes: 0 });

    const backwards = await failure(
      admin.caller.admin.bookings.search({ from: tomorrow, to: indiaDate(new Date()) }),
    );
    expect(backwards).toMatchObject({ code: "BAD_REQUEST", field: "to" });
  });

  it("shows a booking's items, payments and audit trail oldest first; cancels as admin with a reason", async () => {
    const customer = await signedInUser(db, "user");
    const created = await callerFor(db, { token: customer.token }).booking.create(
      bookingRequest(fixture, { time: "12:00" }),
    );
    await vendorCaller(db, fixture).centreBookings.act({ bookingId: created.id, action: "confirm" });

    const noReason = await failure(
      admin.caller.admin.bookings.cancel({ bookingId: created.id, reason: " " }),
    );
    expect(noReason).toMatchObject({ code: "BAD_REQUEST", field: "reason" });

    const cancelled = await admin.caller.admin.bookings.cancel({
      bookingId: created.id,
      reason: "Centre flooded after heavy rain",
    });
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelledBy: "admin",
      cancelReason: "Centre flooded after heavy rain",
      items: [{ subCategoryName: "Foam Wash", quantity: 1 }],
      payments: [{ method: "cash" }],
      refundable: { capturedPaise: 0, remainingPaise: 0 },
    });
    expect(cancelled.audit.map((entry) => entry.action)).toEqual([
      "booking.created",
      "booking.confirmed",
      "booking.cancelled",
    ]);
    expect(cancelled.audit.at(-1)).toMatchObject({
      actorId: admin.id,
      actorRole: "admin",
      actorName: expect.stringContaining("admin"),
      data: { from: "confirmed", reason: "Centre flooded after heavy rain" },
    });
    expect(await db.bayReservation.count({ where: { bookingId: created.id } })).toBe(0);
    expect(
      (await failure(admin.caller.admin.bookings.cancel({ bookingId: created.id, reason: "again" }))).code,
    ).toBe("PRECONDITION_FAILED");
    expect((await failure(admin.caller.admin.bookings.get({ bookingId: 999_999 }))).code).toBe("NOT_FOUND");
  });

  it("refunds part, then the rest: one payment.refund per request, refusing over-refunds and doubles", async () => {
    const { booking } = await paidUpiBooking(db, fixture, 80_000);
    const partial = await admin.caller.admin.bookings.refund({
      bookingId: booking.id,
      amountPaise: 30_000,
      reason: "Interior not cleaned",
    });
    expect(partial.paymentStatus).toBe("refund_pending");
    expect(partial.refundable).toMatchObject({ capturedPaise: 80_000, inFlight: true });
    const queued = await refundMessages(booking.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.payload).toEqual({
      bookingId: booking.id,
      amountPaise: 30_000,
      reason: "Interior not cleaned",
      requestedById: admin.id,
    });
    expect(await auditCount(db, "booking.refund_requested", { type: "booking", id: booking.id })).toBe(1);

    // A second request while the first is queued is refused, and nothing more is queued.
    const doubled = await failure(
      admin.caller.admin.bookings.refund({ bookingId: booking.id, amountPaise: 1_000, reason: "Another" }),
    );
    expect(doubled.code).toBe("CONFLICT");
    expect(await refundMessages(booking.id)).toHaveLength(1);

    await settleRefunds(booking.id);
    const over = await failure(
      admin.caller.admin.bookings.refund({ bookingId: booking.id, amountPaise: 50_001, reason: "Too much" }),
    );
    expect(over).toMatchObject({ code: "BAD_REQUEST", field: "amountPaise" });
    expect(over.message).toMatch(/at most ₹500\.00/);
    const same = await failure(
      admin.caller.admin.bookings.refund({
        bookingId: booking.id,
        amountPaise: 30_000,
        reason: "Interior not cleaned",
      }),
    );
    expect(same).toMatchObject({ code: "CONFLICT", field: "reason" });
    expect(await refundMessages(booking.id)).toHaveLength(1);

    const rest = await admin.caller.admin.bookings.refund({
      bookingId: booking.id,
      reason: "Refund the rest",
    });
    expect(rest.refundable).toMatchObject({ refundedPaise: 30_000, remainingPaise: 50_000, inFlight: true });
    expect((await refundMessages(booking.id)).at(-1)?.payload).toMatchObject({ amountPaise: 50_000 });
    await settleRefunds(booking.id);
    const nothingLeft = await failure(
      admin.caller.admin.bookings.refund({ bookingId: booking.id, reason: "More" }),
    );
    expect(nothingLeft.code).toBe("PRECONDITION_FAILED");
    expect(await refundMessages(booking.id)).toHaveLength(2);
    expect(await auditCount(db, "booking.refund_requested", { type: "booking", id: booking.id })).toBe(2);
  });

  it("refuses to refund cash and names the field of a bad amount", async () => {
    const customer = await signedInUser(db, "user");
    const cash = await callerFor(db, { token: customer.token }).booking.create(
      bookingRequest(fixture, { time: "14:00" }),
    );
    const refused = await failure(
      admin.caller.admin.bookings.refund({ bookingId: cash.id, reason: "Goodwill" }),
    );
    expect(refused.code).toBe("PRECONDITION_FAILED");
    expect(refused.message).toMatch(/cash is settled by the centre/);
    const zero = await failure(
      admin.caller.admin.bookings.refund({ bookingId: cash.id, amountPaise: 0, reason: "x" }),
    );
    expect(zero).toMatchObject({ code: "BAD_REQUEST", field: "amountPaise" });
    expect(await refundMessages(cash.id)).toHaveLength(0);
  });
});

describe("admin.disputes", () => {
  it("opens one dispute per booking and resolves it with a refund through the same path", async () => {
    const { booking } = await paidUpiBooking(db, fixture, 60_000);
    const opened = await admin.caller.admin.disputes.open({
      bookingId: booking.id,
      reason: "Scratch on the bonnet",
    });
    expect(opened).toMatchObject({
      status: "open",
      reason: "Scratch on the bonnet",
      raisedBy: { id: admin.id },
    });
    expect(
      (await failure(admin.caller.admin.disputes.open({ bookingId: booking.id, reason: "Again" }))).code,
    ).toBe("CONFLICT");
    const listed = await admin.caller.admin.disputes.list({ status: "open" });
    expect(listed.items.find((d) => d.id === opened.id)).toMatchObject({ bookingCode: booking.code });
    expect((await admin.caller.admin.bookings.search({ code: booking.code })).items[0]?.openDisputes).toBe(1);

    const overRefund = await failure(
      admin.caller.admin.disputes.resolve({
        disputeId: opened.id,
        resolution: "Refund",
        refund: { amountPaise: 60_001 },
      }),
    );
    expect(overRefund).toMatchObject({ code: "BAD_REQUEST", field: "amountPaise" });
    expect((await db.dispute.findUniqueOrThrow({ where: { id: opened.id } })).status).toBe("open");

    const resolved = await admin.caller.admin.disputes.resolve({
      disputeId: opened.id,
      resolution: "Partial refund for the scratch",
      refund: { amountPaise: 20_000 },
    });
    expect(resolved).toMatchObject({ status: "resolved", resolution: "Partial refund for the scratch" });
    expect(await refundMessages(booking.id)).toHaveLength(1);
    const detail = await admin.caller.admin.bookings.get({ bookingId: booking.id });
    expect(detail.paymentStatus).toBe("refund_pending");
    expect(detail.disputes).toMatchObject([{ id: opened.id, status: "resolved" }]);
    expect(detail.audit.map((entry) => entry.action)).toEqual([
      "booking.dispute_opened",
      "booking.refund_requested",
      "booking.dispute_resolved",
    ]);
    expect(
      (await failure(admin.caller.admin.disputes.resolve({ disputeId: opened.id, resolution: "Again" })))
        .code,
    ).toBe("PRECONDITION_FAILED");

    const missing = await failure(
      admin.caller.admin.disputes.resolve({ disputeId: opened.id, resolution: "" }),
    );
    expect(missing).toMatchObject({ code: "BAD_REQUEST", field: "resolution" });
  });

  it("resolves without a refund", async () => {
    const customer = await signedInUser(db, "user");
    const cash = await callerFor(db, { token: customer.token }).booking.create(
      bookingRequest(fixture, { time: "15:00" }),
    );
    const opened = await admin.caller.admin.disputes.open({ bookingId: cash.id, reason: "Late by an hour" });
    const resolved = await admin.caller.admin.disputes.resolve({
      disputeId: opened.id,
      resolution: "Apologised",
    });
    expect(resolved.status).toBe("resolved");
    expect(await refundMessages(cash.id)).toHaveLength(0);
    expect(await auditCount(db, "booking.dispute_resolved", { type: "booking", id: cash.id })).toBe(1);
  });
});
