import { randomUUID } from "node:crypto";
import { FIELD_VISIT_POLICY, indiaDate, statementTable } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import { describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser, unreachablePayments } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { useMessagingStandinAndDatabase } from "../../../test/support/messaging";
import { deliverOutbox } from "../../../test/support/phone-outbox";
import { deriveBookingMoney } from "../ledger/booking-money";
import { ledgerTotals } from "../ledger/ledger";
import type { MessagingDeps } from "../messaging/messaging-deps";
import type { PaymentsDeps } from "../payments/payments-deps";
import { capturePendingBooking } from "../payments/record-capture.service";
import { settleBooking } from "../payouts/settle-booking";
import { missedVisitView, sweepMissedVisits } from "./missed-visit.service";
import { chargeNotAccessible } from "./not-accessible.service";

let db: Db;
let standin: RunningMessagingStandin;
let messaging: MessagingDeps;
useMessagingStandinAndDatabase((started) => {
  ({ db, standin, messaging } = started);
});

const MINUTE = 60_000;
const CREDIT = FIELD_VISIT_POLICY.missedVisitCreditPaise;
let phoneCounter = 0;
let orderCounter = 0;

/** Razorpay as far as making orders goes (the capture is recorded directly): nothing else is asked of it. */
const ordersOnly: PaymentsDeps = {
  ...unreachablePayments,
  gateway: {
    ...unreachablePayments.gateway,
    createOrder: async () => {
      orderCounter += 1;
      return { id: `order_missed${process.pid}x${orderCounter}` } as Awaited<
        ReturnType<PaymentsDeps["gateway"]["createOrder"]>
      >;
    },
  },
};

/**
 * A doorstep booking tomorrow at 11:00 at Janpath, confirmed, its centre's owner the washer (due at 11:00, the
 * window to 11:30, the centre's grace 15 minutes by default): cash, or paid by UPI before the centre confirmed.
 */
async function doorstepJob(method: "cash" | "upi" = "cash", confirm = true) {
  phoneCounter += 1;
  const phone = `+9197${String(30_000_000 + phoneCounter).padStart(8, "0")}`;
  const fixture = await bookableCentre(db, { doorstep: true });
  const customer = await signedInUser(db);
  await db.user.update({ where: { id: customer.id }, data: { phone, name: "Priya Sharma" } });
  const customerCaller = callerFor(db, { token: customer.token, messaging, payments: ordersOnly });
  const booking = await customerCaller.booking.create({
    ...bookingRequest(fixture, { time: "11:00", paymentMethod: method }),
    serviceMode: "doorstep",
    zip: "110001",
    address: "14 Janpath",
  });
  if (method === "upi") {
    const { razorpayOrderId: orderId } = await db.payment.findFirstOrThrow({
      where: { bookingId: booking.id },
      select: { razorpayOrderId: true },
    });
    if (!orderId) throw new Error("The UPI booking has no order");
    await capturePendingBooking(
      db,
      { orderId, paymentId: `pay_missed${booking.id}` },
      { bookingId: booking.id, customerId: customer.id },
      { id: customer.id, role: "user" },
    );
  }
  const washer = callerFor(db, { token: fixture.owner.token, messaging });
  if (confirm) await washer.centreBookings.act({ bookingId: booking.id, action: "confirm" });
  const at = (minutes: number) => new Date(booking.slotStart.getTime() + minutes * MINUTE);
  return { fixture, booking, phone, customer, customerCaller, washer, at };
}

const moneyOf = async (bookingId: number) => {
  const { status } = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { status: true },
  });
  return deriveBookingMoney(await ledgerTotals(db, bookingId), status);
};

const settle = (bookingId: number, reference: string) =>
  db.$transaction((tx) => settleBooking(tx, bookingId, reference));

const deliverMessages = () => deliverOutbox(db, messaging);

describe("a field visit nobody came for", () => {
  it("is not swept before the window's end and the centre's grace; then credited once, the customer told at once", async () => {
    const job = await doorstepJob("cash");
    const due = (await moneyOf(job.booking.id)).duePaise;
    expect(await sweepMissedVisits(db, job.at(30 + 15))).not.toContainEqual(
      expect.objectContaining({ bookingId: job.booking.id }),
    );

    const swept = await sweepMissedVisits(db, job.at(30 + 15 + 1));
    expect(swept).toContainEqual({
      bookingId: job.booking.id,
      by: job.at(45),
      creditPaise: CREDIT,
      refundPaise: 0,
    });
    const entries = await db.ledgerEntry.findMany({
      where: { bookingId: job.booking.id, kind: "missed_visit_credit" },
    });
    expect(entries).toMatchObject([{ amountPaise: CREDIT, reference: `booking:${job.booking.id}` }]);
    expect(await moneyOf(job.booking.id)).toMatchObject({
      duePaise: due - CREDIT,
      outstandingPaise: due - CREDIT,
    });

    // A second sweep (another node, the next run) does nothing more.
    expect(await sweepMissedVisits(db, job.at(120))).not.toContainEqual(
      expect.objectContaining({ bookingId: job.booking.id }),
    );
    expect(
      await db.ledgerEntry.count({ where: { bookingId: job.booking.id, kind: "missed_visit_credit" } }),
    ).toBe(1);

    const queued = await db.outboxMessage.findMany({
      where: { topic: "booking.visit_missed", payload: { path: ["bookingId"], equals: job.booking.id } },
    });
    expect(queued.map((message) => message.payload)).toEqual([
      { bookingId: job.booking.id, by: job.at(45).toISOString(), creditPaise: CREDIT },
    ]);
    await atTime(job.at(46), deliverMessages);
    const texts = standin.controls.messages({ to: job.phone }).map((message) => message.text);
    expect(texts).toContainEqual(
      `Chamak: nobody reached your car by 11:45 am for booking ${job.booking.code}. ₹100.00 off is on your booking. Rebook in one tap: https://chamak.test/profile?booking=${job.booking.code}`,
    );

    // The cash the centre takes later is what the booking costs now.
    await job.washer.centreBookings.act({ bookingId: job.booking.id, action: "cash_collected" });
    expect(await moneyOf(job.booking.id)).toMatchObject({ cashPaise: due - CREDIT, outstandingPaise: 0 });
  });

  it("refunds a UPI-prepaid booking its credit at once, and the centre's share bears it, not the commission", async () => {
    const job = await doorstepJob("upi");
    const before = await settle(job.booking.id, "before");
    expect(before.target.settledPaise).toBe(job.booking.totalPaise);

    const [missed] = (await sweepMissedVisits(db, job.at(60))).filter((m) => m.bookingId === job.booking.id);
    expect(missed).toMatchObject({ creditPaise: CREDIT, refundPaise: CREDIT });
    const refunds = await db.refund.findMany({ where: { bookingId: job.booking.id } });
    expect(refunds).toMatchObject([{ amountPaise: CREDIT, status: "pending" }]);
    expect(await moneyOf(job.booking.id)).toMatchObject({
      duePaise: job.booking.totalPaise - CREDIT,
      refundPendingPaise: CREDIT,
      heldPaise: job.booking.totalPaise - CREDIT,
      outstandingPaise: 0,
    });
    const { paymentStatus } = await db.booking.findUniqueOrThrow({ where: { id: job.booking.id } });
    expect(paymentStatus).toBe("refund_pending");

    const after = await settle(job.booking.id, "after");
    expect(after.target.settledPaise).toBe(job.booking.totalPaise - CREDIT);
    // The commission stays on the services' value; the centre's share falls by the credit (less the TCS on it).
    expect(after.target.commissionPaise).toBe(before.target.commissionPaise);
    expect(after.target.centreSharePaise).toBe(
      before.target.centreSharePaise - CREDIT + (before.target.tcsPaise - after.target.tcsPaise),
    );
    const waiting = await db.transfer.findMany({ where: { bookingId: job.booking.id } });
    expect(waiting.reduce((sum, t) => sum + t.amountPaise, 0)).toBe(after.target.centreSharePaise);

    // The centre's statement shows the credit as its own line.
    const statement = await job.washer.payouts.centre.statement({
      month: indiaDate(job.booking.slotStart).slice(0, 7),
    });
    expect(statement.rows.find((row) => row.bookingId === job.booking.id)).toMatchObject({
      missedVisitCreditPaise: CREDIT,
      notAccessibleFeePaise: 0,
    });
    expect(statementTable(statement).lines).toEqual([
      `Missed visit credit: ${job.booking.code}, ₹100.00 off the customer's price (nobody reached the car in its arrival window); borne by your share, not the commission.`,
    ]);
  });

  it("never sweeps a visit the washer arrived for", async () => {
    const job = await doorstepJob("cash");
    await atTime(job.at(20), () =>
      job.washer.washerDay.act({
        clientActionId: randomUUID(),
        bookingId: job.booking.id,
        version: 0,
        tappedAt: job.at(20),
        action: "arrived",
      }),
    );
    expect(await sweepMissedVisits(db, job.at(240))).not.toContainEqual(
      expect.objectContaining({ bookingId: job.booking.id }),
    );
    expect(
      await db.ledgerEntry.count({ where: { bookingId: job.booking.id, kind: "missed_visit_credit" } }),
    ).toBe(0);
  });

  it("waits out a centre's longer grace", async () => {
    const job = await doorstepJob("cash");
    await db.centre.update({ where: { id: job.fixture.centre.id }, data: { noShowGraceMinutes: 60 } });
    const mine = (swept: { bookingId: number }[]) => swept.filter((m) => m.bookingId === job.booking.id);
    expect(mine(await sweepMissedVisits(db, job.at(89)))).toEqual([]);
    expect(mine(await sweepMissedVisits(db, job.at(91)))).toMatchObject([{ by: job.at(90) }]);
  });
});

describe("the one-tap rebooking after a missed visit", () => {
  it("moves the booking to the next free time the centre can serve the address, the credit kept; only once", async () => {
    const job = await doorstepJob("cash");
    await expect(
      atTime(job.at(10), () => job.customerCaller.visit.rebook({ bookingCode: job.booking.code })),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    await sweepMissedVisits(db, job.at(46));
    const due = (await moneyOf(job.booking.id)).duePaise;
    expect(await atTime(job.at(50), () => missedVisitView(db, job.booking.id))).toEqual({
      missedBy: job.at(45),
      creditPaise: CREDIT,
      rebookable: true,
    });

    const answer = await atTime(job.at(50), () =>
      job.customerCaller.visit.rebook({ bookingCode: job.booking.code }),
    );
    expect(answer.bookingCode).toBe(job.booking.code);
    expect(answer.creditPaise).toBe(CREDIT);
    expect(answer.slotStart.getTime()).toBeGreaterThan(job.at(50).getTime());
    // The next free start: the first on the slot grid after now.
    expect(answer.slotStart.getTime() - job.at(50).getTime()).toBeLessThanOrEqual(60 * MINUTE);
    const moved = await db.booking.findUniqueOrThrow({
      where: { id: job.booking.id },
      select: { slotStart: true, status: true, rescheduleCount: true },
    });
    expect(moved).toEqual({ slotStart: answer.slotStart, status: "confirmed", rescheduleCount: 0 });
    const hold = await db.crewHold.findFirstOrThrow({ where: { bookingId: job.booking.id } });
    expect(hold.workStart.getTime()).toBeGreaterThanOrEqual(answer.slotStart.getTime());
    expect((await moneyOf(job.booking.id)).duePaise).toBe(due);

    expect(await missedVisitView(db, job.booking.id)).toEqual({
      missedBy: job.at(45),
      creditPaise: CREDIT,
      rebookable: false,
    });
    // Rebooked: a second tap is refused, and the sweep never credits it again.
    await expect(
      atTime(job.at(51), () => job.customerCaller.visit.rebook({ bookingCode: job.booking.code })),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    await sweepMissedVisits(db, new Date(answer.slotStart.getTime() + 240 * MINUTE));
    expect(
      await db.ledgerEntry.count({ where: { bookingId: job.booking.id, kind: "missed_visit_credit" } }),
    ).toBe(1);
  });

  it("is another customer's booking not found", async () => {
    const job = await doorstepJob("cash");
    await sweepMissedVisits(db, job.at(46));
    const other = await signedInUser(db);
    await expect(
      atTime(job.at(50), () =>
        callerFor(db, { token: other.token }).visit.rebook({ bookingCode: job.booking.code }),
      ),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("a car the washer could not reach", () => {
  it("makes the booking a no-show whose fee is all it costs; the rest of a UPI payment goes back", async () => {
    // Paid, and not yet confirmed by the centre: the server makes it a no-show all the same.
    const job = await doorstepJob("upi", false);
    const staff = { id: job.fixture.owner.id, role: "vendor" as const };
    const charged = await db.$transaction((tx) => chargeNotAccessible(tx, staff, job.booking.id));
    const fee = FIELD_VISIT_POLICY.notAccessibleFeePaise;
    expect(charged).toEqual({ feePaise: fee, refundPaise: job.booking.totalPaise - fee });
    const booking = await db.booking.findUniqueOrThrow({ where: { id: job.booking.id } });
    expect(booking.status).toBe("no_show");
    expect(await moneyOf(job.booking.id)).toMatchObject({
      duePaise: fee,
      heldPaise: fee,
      refundPendingPaise: job.booking.totalPaise - fee,
      outstandingPaise: 0,
    });
    // The centre gets the fee less the commission on it (and TCS).
    const { target } = await settle(job.booking.id, "fee");
    expect(target.settledPaise).toBe(fee);
    expect(target.commissionPaise).toBe(Math.round(fee * 0.1));
    expect(target.centreSharePaise).toBe(fee - target.commissionPaise - target.tcsPaise);
    expect(await db.outboxMessage.count({ where: { topic: "booking.no_show" } })).toBeGreaterThan(0);
    const statement = await job.washer.payouts.centre.statement({
      month: indiaDate(job.booking.slotStart).slice(0, 7),
    });
    expect(statementTable(statement).lines).toEqual([
      `Not-accessible fee: ${job.booking.code}, ₹99.00 (the car could not be reached); the booking's price, the rest refunded.`,
    ]);
  });

  it("leaves a cash booking owing the fee, once", async () => {
    const job = await doorstepJob("cash");
    await atTime(job.at(20), () =>
      db.$transaction((tx) =>
        chargeNotAccessible(tx, { id: job.fixture.owner.id, role: "vendor" }, job.booking.id),
      ),
    );
    expect(await moneyOf(job.booking.id)).toMatchObject({
      duePaise: FIELD_VISIT_POLICY.notAccessibleFeePaise,
      outstandingPaise: FIELD_VISIT_POLICY.notAccessibleFeePaise,
    });
    // Once: a second call finds the booking over.
    await expect(
      db.$transaction((tx) =>
        chargeNotAccessible(tx, { id: job.fixture.owner.id, role: "vendor" }, job.booking.id),
      ),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
  });
});
