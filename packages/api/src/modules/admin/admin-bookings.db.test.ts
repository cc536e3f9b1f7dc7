import { indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest, paidUpiBooking } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser, unreachablePayments } from "../../../test/support/caller";
import { jobHandlers } from "../jobs/job-handlers";
import { createLogMailer, type EmailMessage } from "../notifications/mailer";
import { processOutbox } from "../outbox/outbox-worker";
import { settleRefund } from "../payments/refund-settlement";
import { auditCount, failure, signedInCaller, vendorCaller } from "./admin.fixtures";

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

/** The payment.refund messages queued for a booking's refunds, oldest first. */
async function refundMessages(bookingId: number) {
  const refunds = await db.refund.findMany({ where: { bookingId }, select: { id: true } });
  const ids = new Set(refunds.map((refund) => refund.id));
  const messages = await db.outboxMessage.findMany({
    where: { topic: "payment.refund" },
    orderBy: { id: "asc" },
  });
  return messages.filter((message) => ids.has((message.payload as { refundId: number }).refundId));
}

/** What the refund job records once Razorpay has processed a booking's pending refunds. */
async function settleRefunds(bookingId: number) {
  const pending = await db.refund.findMany({ where: { bookingId, status: "pending" } });
  for (const refund of pending) {
    await db.$transaction((tx) =>
      settleRefund(
        tx,
        refund,
        { status: "processed", razorpayRefundId: `rfnd_test${refund.id}` },
        {
          id: null,
          role: "system",
        },
      ),
    );
  }
  for (const message of await refundMessages(bookingId)) {
    await db.outboxMessage.update({
      where: { id: message.id },
      data: { status: "done", doneAt: new Date() },
    });
  }
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

  it("finds a booking by the customer's name or phone, the vehicle number or the code, and exports the list", async () => {
    const customer = await signedInUser(db, "user");
    await db.user.update({
      where: { id: customer.id },
      data: { name: "Kavya Raghunathan", mobile: "9988776655" },
    });
    const asCustomer = callerFor(db, { token: customer.token }).booking;
    const kavyas = await asCustomer.create({
      ...bookingRequest(fixture, { time: "17:00" }),
      vehicleNumber: "KA05MN4321",
      contactMobile: "9123456780",
    });
    const ids = async (q: string) => (await admin.caller.admin.bookings.search({ q })).items.map((b) => b.id);

    expect(await ids("raghunathan")).toEqual([kavyas.id]);
    expect(await ids("+91 91234 56780")).toEqual([kavyas.id]);
    expect(await ids("99887 76655")).toEqual([kavyas.id]);
    expect(await ids("ka 05 mn 4321")).toEqual([kavyas.id]);
    expect(await ids("MN4321")).toEqual([kavyas.id]);
    expect(await ids(kavyas.code.toLowerCase())).toEqual([kavyas.id]);
    expect(await ids("nobody by this name")).toEqual([]);
    expect(await ids("100%")).toEqual([]);

    const exported = await admin.caller.admin.bookings.export({ q: "Kavya", status: "requested" });
    expect(exported).toEqual({
      rows: [
        {
          code: kavyas.code,
          slotStart: kavyas.slotStart,
          status: "requested",
          paymentStatus: "cash_due",
          paymentMethod: "cash",
          serviceMode: "at_centre",
          centreName: fixture.centre.name,
          customerName: "Kavya Raghunathan",
          customerEmail: customer.email,
          contactMobile: "9123456780",
          vehicleNumber: "KA 05 MN 4321",
          totalPaise: 49_900,
        },
      ],
      truncated: false,
    });
    const backwards = await failure(
      admin.caller.admin.bookings.export({ from: indiaDate(new Date(), 2), to: indiaDate(new Date()) }),
    );
    expect(backwards).toMatchObject({ code: "BAD_REQUEST", field: "to" });
  });

  it("shows a booking's items, payments and audit trail oldest first; cancels as admin with a reason", async () => {
    const customer = await signedInUser(db, "user");
    const created = await callerFor(db, { token: customer.token }).booking.create(
      bookingRequest(fixture, { time: "12:00" }),
    );
    await vendorCaller(db, fixture).centreBookings.act({ bookingId: created.id, action: "confirm" });
    // An admin sees an admin's actions: a confirmed cash booking can be cancelled; nothing was paid to refund.
    expect((await admin.caller.admin.bookings.get({ bookingId: created.id })).allowedActions).toEqual([
      "cancel",
    ]);

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
      money: { capturedPaise: 0, refundablePaise: 0 },
      allowedActions: [],
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

  it("refunds part, then the rest: a refund and its ledger entry per request, refusing over-refunds and doubles", async () => {
    const { booking } = await paidUpiBooking(db, fixture, 80_000);
    const partial = await admin.caller.admin.bookings.refund({
      bookingId: booking.id,
      amountPaise: 30_000,
      reason: "Interior not cleaned",
    });
    expect(partial.paymentStatus).toBe("refund_pending");
    expect(partial.allowedActions).toContain("refund");
    expect(partial.money).toMatchObject({
      capturedPaise: 80_000,
      refundPendingPaise: 30_000,
      refundablePaise: 50_000,
    });
    const queued = await refundMessages(booking.id);
    expect(queued).toHaveLength(1);
    const [firstRefund] = partial.refunds;
    expect(queued[0]?.payload).toEqual({ refundId: firstRefund?.id });
    expect(partial.refunds).toMatchObject([
      { amountPaise: 30_000, status: "pending", reason: "Interior not cleaned" },
    ]);
    expect(await auditCount(db, "booking.refund_requested", { type: "booking", id: booking.id })).toBe(1);

    // While the first is at Razorpay, more than what is left is refused: the first's amount is already promised.
    const beyond = await failure(
      admin.caller.admin.bookings.refund({ bookingId: booking.id, amountPaise: 50_001, reason: "Another" }),
    );
    expect(beyond).toMatchObject({ code: "BAD_REQUEST", field: "amountPaise" });
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
    expect(rest.money).toMatchObject({
      refundedPaise: 30_000,
      refundPendingPaise: 50_000,
      refundablePaise: 0,
    });
    expect(rest.allowedActions).not.toContain("refund");
    expect(rest.refunds.at(-1)).toMatchObject({ amountPaise: 50_000, status: "pending" });
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

  it("tells the customer (English and Hindi) and the centre the outcome, and both see it on the booking", async () => {
    const customer = await signedInUser(db, "user");
    const customerCaller = callerFor(db, { token: customer.token });
    const booking = await customerCaller.booking.create(bookingRequest(fixture, { time: "16:00" }));
    expect(booking.disputeOutcome).toBeNull();
    const opened = await admin.caller.admin.disputes.open({
      bookingId: booking.id,
      reason: "Seats left wet",
    });
    await admin.caller.admin.disputes.resolve({
      disputeId: opened.id,
      resolution: "The centre will redo the interior for free",
    });

    const sent: EmailMessage[] = [];
    const mailer = createLogMailer({ info: (obj) => sent.push((obj as { email: EmailMessage }).email) });
    await processOutbox(db, jobHandlers(db, unreachablePayments, mailer));
    const about = sent.filter((email) => email.text.includes("The centre will redo the interior for free"));
    const centre = await db.centre.findUniqueOrThrow({ where: { id: fixture.centre.id } });
    expect(about.map((email) => email.to).sort()).toEqual([centre.email, customer.email].sort());
    const toCustomer = about.find((email) => email.to === customer.email);
    expect(toCustomer?.subject).toBe(
      `Your dispute about booking ${booking.code} is resolved | बुकिंग ${booking.code} से जुड़ा आपका विवाद सुलझा दिया गया है`,
    );
    expect(toCustomer?.text).toContain("हमने");
    expect(about.find((email) => email.to === centre.email)?.subject).toBe(
      `Dispute on booking ${booking.code} resolved`,
    );

    const outcome = {
      resolution: "The centre will redo the interior for free",
      resolvedAt: expect.any(Date),
    };
    expect((await customerCaller.booking.get({ bookingId: booking.id })).disputeOutcome).toEqual(outcome);
    expect(
      (await customerCaller.booking.mine({})).items.find((b) => b.id === booking.id)?.disputeOutcome,
    ).toEqual(outcome);
    const board = await vendorCaller(db, fixture).centreBookings.list({});
    expect(board.items.find((b) => b.id === booking.id)?.disputeOutcome).toEqual(outcome);
  });
});
