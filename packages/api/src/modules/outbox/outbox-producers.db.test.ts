import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { indiaDate, indiaToInstant } from "@chamak/contracts";
import type { BookingStatus, Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest, createBookingFixture } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser, unreachablePayments } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { uploadedJobCardPhoto } from "../../../test/support/job-card-photos";
import { unreachableMessaging } from "../../../test/support/messaging";
import { planInput } from "../../../test/support/plan-fixtures";
import type { Actor } from "../../lib/audit";
import { lockBooking, moveBooking } from "../booking/transition";
import { sweepMissedVisits } from "../field-visits/missed-visit.service";
import { reportDamage } from "../jobcard/damage-report.service";
import { openDispute, resolveDispute } from "../jobcard/disputes.service";
import { requestRefund } from "../ledger/refund-request";
import { phoneNotificationHandlers, REVIEW_ASK } from "../notifications/phone-notifications";
import { signWebhook } from "../payments/razorpay-signature";
import { capturePendingBooking } from "../payments/record-capture.service";
import { recordFailedRefund } from "../payments/refund-failed";
import { recordProcessedRefund } from "../payments/refund-processed";
import { handleRazorpayWebhook } from "../payments/webhook.service";
import { recordBankChange, reportBankChange } from "../payouts/bank-change.service";
import { announceDebit } from "../plan-billing/reconcile-autopay";
import { setAutopayState } from "../wash-plans/autopay-state";
import { remindRenewal } from "../wash-plans/month-order-state";
import { subscribe } from "../wash-plans/subscribe.service";
import type { OutboxHandler } from "./outbox-worker";
import { outboxTopics, parseOutboxPayload, TOPIC } from "./topics";

/**
 * Every producer of outbox messages, run for real: what each wrote must be a registered topic whose schema
 * accepts the payload. The producers that write the outbox in SQL (for speed, in one statement with the
 * change) bypass enqueue's check, so this is where their topics and payloads are checked.
 */

let database: TestDb;
let db: Db;
beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
});
afterAll(() => database?.close());

const SYSTEM: Actor = { id: null, role: "system" };
const SRC = join(import.meta.dirname, "../..");

/** The first column each `INSERT INTO outbox (topic, ...) SELECT <topic>, ...` in SQL writes, per source file. */
function sqlOutboxTopics(): { file: string; topic: string }[] {
  const found: { file: string; topic: string }[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith(".ts") && !entry.name.includes(".test.")) {
        const source = readFileSync(path, "utf8");
        for (const insert of source.matchAll(/INSERT INTO outbox\s*\(([^)]*)\)\s*SELECT\s+([^,]+),/gi)) {
          expect(insert[1]?.trim().startsWith("topic"), `${path}: topic first`).toBe(true);
          found.push({ file: relative(SRC, path), topic: insert[2]?.trim() ?? "" });
        }
      }
    }
  };
  visit(SRC);
  return found;
}

async function move(bookingId: number, ...statuses: BookingStatus[]) {
  for (const status of statuses) {
    await db.$transaction(async (tx) => moveBooking(tx, await lockBooking(tx, bookingId), status, SYSTEM));
  }
}

/** A UPI booking waiting for payment with its Razorpay order, as the checkout leaves it. */
async function awaitingPayment() {
  const booking = await createBookingFixture(db, {
    status: "pending_payment",
    holdExpiresAt: new Date(Date.now() + 10 * 60_000),
    reserveBay: true,
  });
  const { customerId } = await db.booking.findUniqueOrThrow({ where: { id: booking.bookingId } });
  const orderId = `order_producers${booking.bookingId}`;
  await db.payment.create({
    data: {
      bookingId: booking.bookingId,
      method: "upi",
      amountPaise: booking.totalPaise,
      razorpayOrderId: orderId,
    },
  });
  return { ...booking, customerId, orderId };
}

describe("outbox producers", () => {
  it("write the outbox in SQL only through the outbox module: enqueueSql, typed by topic, and the worker", () => {
    const inserts = sqlOutboxTopics().sort((a, b) => a.file.localeCompare(b.file));
    expect(inserts).toEqual([
      // The worker copies a message's own topic to its deliveries.
      { file: "modules/outbox/outbox-worker.ts", topic: "message.topic" },
      // enqueueSql<T extends OutboxTopic>: its callers (insert-booking, moveBookingSql, reminderSql) name a topic.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's source text, as the file holds it
      { file: "modules/outbox/outbox.service.ts", topic: "${topic}::text" },
    ]);
  });

  it("write only registered topics, with payloads their schemas accept, covering every topic", async () => {
    await db.outboxMessage.deleteMany();

    // booking.created, in SQL (insert-booking.ts); booking.cash_collected when its centre takes the cash.
    const fixture = await bookableCentre(db);
    const { token } = await signedInUser(db);
    const requested = await callerFor(db, { token }).booking.create(bookingRequest(fixture));
    const centre = callerFor(db, { token: fixture.owner.token });
    for (const action of ["confirm", "cash_collected"] as const) {
      await centre.centreBookings.act({ bookingId: requested.id, action });
    }

    // booking.rescheduled (rescheduleMyBooking).
    const moving = await callerFor(db, { token }).booking.create(
      bookingRequest(fixture, { date: indiaDate(new Date(), 3), time: "09:00" }),
    );
    await callerFor(db, { token }).booking.reschedule({
      bookingId: moving.id,
      date: indiaDate(new Date(), 4),
      time: "11:00",
    });

    // booking.crew_changed (dispatch: a pick & drop given to its driver again, placed anew).
    const driven = await callerFor(db, { token }).booking.create({
      ...bookingRequest(fixture, { date: indiaDate(new Date(), 3), time: "14:00" }),
      serviceMode: "pick_drop",
    });
    await callerFor(db, { token: fixture.owner.token }).centreBookings.reassignCrew({
      bookingId: driven.id,
      userId: fixture.owner.id,
    });

    // booking.visit_on_the_way and booking.visit_arrived (the driver's phone, field-visits), once confirmed.
    await centre.centreBookings.act({ bookingId: driven.id, action: "confirm" });
    const driver = callerFor(db, { token: fixture.owner.token, messaging: unreachableMessaging });
    const tap = { bookingId: driven.id, leg: "pickup" as const, tappedAt: new Date() };
    const setOut = {
      ...tap,
      clientActionId: `producers-set-out-${driven.id}`,
      version: 0,
      action: "set_out" as const,
    };
    expect(await driver.washerDay.act({ ...setOut, etaMinutes: 20 })).toMatchObject({ applied: true });
    const arrived = {
      ...tap,
      clientActionId: `producers-arrived-${driven.id}`,
      version: 1,
      action: "arrived" as const,
    };
    expect(await driver.washerDay.act(arrived)).toMatchObject({ applied: true });

    // booking.visit_missed: a pick & drop nobody came for by its window and grace (field-visits' sweep).
    const missed = await callerFor(db, { token }).booking.create({
      ...bookingRequest(fixture, { date: indiaDate(new Date(), 3), time: "16:00" }),
      serviceMode: "pick_drop",
    });
    await centre.centreBookings.act({ bookingId: missed.id, action: "confirm" });
    const swept = await sweepMissedVisits(db, new Date(missed.slotStart.getTime() + 6 * 60 * 60_000));
    expect(swept.map((visit) => visit.bookingId)).toContain(missed.id);

    // booking.paid and booking.reminder, in SQL (record-capture.service.ts).
    const paying = await awaitingPayment();
    const paid = await capturePendingBooking(
      db,
      { orderId: paying.orderId, paymentId: `pay_producers${paying.bookingId}` },
      { bookingId: paying.bookingId, customerId: paying.customerId },
      { id: paying.customerId, role: "user" },
    );
    expect(paid?.status).toBe("paid");

    // Every status a booking moves to (moveBooking), and its reminders.
    const cash = await createBookingFixture(db, { paymentMethod: "cash" });
    await move(cash.bookingId, "confirmed", "in_progress", "completed");
    await move((await createBookingFixture(db, { paymentMethod: "cash" })).bookingId, "confirmed", "no_show");
    await move((await createBookingFixture(db, { paymentMethod: "cash" })).bookingId, "cancelled");
    await move((await createBookingFixture(db)).bookingId, "expired");

    // booking.review_request: the review ask the completed job's `review-ask` delivery queues.
    const phone = phoneNotificationHandlers(db, {
      channels: unreachableMessaging.channels,
      siteUrl: "https://chamak.example",
    });
    const askForReview = (phone["booking.completed"] as Record<string, OutboxHandler<"booking.completed">>)[
      REVIEW_ASK
    ];
    await askForReview?.(
      { bookingId: cash.bookingId },
      { messageId: 1n, deliveryId: 1n, topic: "booking.completed", handler: REVIEW_ASK, attempts: 1 },
    );

    // payment.refund (requestRefund), then booking.refunded and admin.refund-failed as refunds settle.
    await db.$transaction(async (tx) => {
      await lockBooking(tx, paying.bookingId);
      const { refundIds } = await requestRefund(tx, SYSTEM, {
        bookingId: paying.bookingId,
        amountPaise: 10_000,
        reason: "Partial goodwill",
      });
      const [processedId] = refundIds;
      const second = await requestRefund(tx, SYSTEM, {
        bookingId: paying.bookingId,
        amountPaise: 5_000,
        reason: "More goodwill",
      });
      const [failedId] = second.refundIds;
      const refund = async (id: number | undefined) =>
        tx.refund.findUniqueOrThrow({
          where: { id: id as number },
          select: { id: true, bookingId: true, paymentId: true, amountPaise: true },
        });
      await recordProcessedRefund(tx, await refund(processedId), "rfnd_producers1", SYSTEM);
      await recordFailedRefund(
        tx,
        await refund(failedId),
        { razorpayRefundId: null, reason: "Bank account closed" },
        SYSTEM,
      );
    });

    // booking.dispute_resolved (resolveDispute).
    const admin = { id: (await signedInUser(db, "admin")).id, role: "admin" as const };
    const disputed = await createBookingFixture(db, { paymentMethod: "cash" });
    const dispute = await openDispute(db, admin, { bookingId: disputed.bookingId, reason: "Scratched door" });
    await resolveDispute(db, admin, { disputeId: dispute.id, resolution: "The centre repairs the door" });

    // booking.damage_reported (reportDamage, within 48 h of the job card's done).
    const damaged = await createBookingFixture(db, { paymentMethod: "cash" });
    const damagedBooking = await db.booking.findUniqueOrThrow({ where: { id: damaged.bookingId } });
    const card = await db.jobCard.create({
      data: { bookingId: damaged.bookingId, openedById: admin.id, openedAt: new Date() },
    });
    for (const state of ["checked_in", "started", "done"] as const) {
      await db.jobCard.update({ where: { id: card.id }, data: { state, doneAt: new Date() } });
    }
    await reportDamage(db, damagedBooking.customerId, {
      bookingCode: damagedBooking.code,
      reason: "A new dent on the door",
      photoMediaIds: [],
    });

    // payouts.bank_changed and payouts.bank_hold_ended (a change of bank account), admin.bank-change-reported
    // (its owner's "this wasn't me").
    const banked = await bookableCentre(db);
    await db.payoutAccount.create({
      data: {
        centreId: banked.centre.id,
        razorpayAccountId: `acc_producers${banked.centre.id}`,
        activationStatus: "activated",
        ifsc: "HDFC0000317",
        accountLast4: "9012",
      },
    });
    await db.$transaction((tx) =>
      recordBankChange(
        tx,
        { id: banked.owner.id, role: "vendor" },
        banked.centre.id,
        { bankName: "ICICI Bank", ifsc: "ICIC0000001", accountLast4: "1234", beneficiaryName: "Owner" },
        { ifsc: "HDFC0000317", accountLast4: "9012" },
      ),
    );
    const notice = await db.outboxMessage.findFirstOrThrow({
      where: { topic: TOPIC["payouts.bank_changed"] },
    });
    await reportBankChange(db, (notice.payload as { token: string }).token);

    // plan.wash_done and plan.wash_not_accessible (the washer's phone on a wash plan's morning round).
    const planned = await bookableCentre(db, { doorstep: true });
    const [plan] = await callerFor(db, { token: planned.owner.token }).washPlans.save(
      planInput(planned.vehicleType.id),
    );
    const washDate = indiaDate(new Date(), 1);
    for (const [index, action] of (["plan_done", "plan_not_accessible"] as const).entries()) {
      const subscriber = await signedInUser(db);
      const vehicle = await db.savedVehicle.create({
        data: {
          userId: subscriber.id,
          vehicleTypeId: planned.vehicleType.id,
          vehicleNumber: `HR 26 Q ${7000 + index}`,
          numberKey: `HR26Q${7000 + index}`,
        },
      });
      const address = await db.savedAddress.create({
        data: {
          userId: subscriber.id,
          label: "home",
          address: "B-12 Lajpat Nagar",
          city: "New Delhi",
          state: "Delhi",
          zip: "110024",
          siteDetails: { society: "Green Park Residency", tower: "A", parkingSlot: `A-${index + 1}` },
        },
      });
      const subscriptionId = await subscribe(db, subscriber.id, {
        planId: plan?.id ?? 0,
        vehicleId: vehicle.id,
        addressId: address.id,
        startDate: washDate,
        billing: "monthly_cash",
      });
      const washer = callerFor(db, { token: planned.owner.token, messaging: unreachableMessaging });
      // On the wash's morning (a tap before its day is no wash).
      const morning = indiaToInstant(washDate, 7 * 60);
      const mediaId = await uploadedJobCardPhoto(db, planned.owner.id);
      const answer = await atTime(morning, () =>
        washer.washerDay.act({
          action,
          clientActionId: `producers-${action}-${subscriptionId}`,
          subscriptionId,
          washDate,
          version: 1,
          tappedAt: morning,
          mediaId,
        }),
      );
      expect(answer).toMatchObject({ applied: true });
    }

    // plan.debit_due and plan.halted (a wash plan's UPI AutoPay: the next debit's notice, and a halt).
    const autopayPlan = await db.planSubscription.findFirstOrThrow({ select: { id: true } });
    await db.$transaction(async (tx) => {
      await announceDebit(tx, autopayPlan.id, new Date(Date.now() + 3 * 86_400_000), 79_900);
      await setAutopayState(tx, autopayPlan.id, "halted", null);
      // plan.renewal_due (a month paid by UPI ends soon; a cash month opened).
      await remindRenewal(tx, autopayPlan.id, indiaDate(new Date(), 3));
    });

    // payments.order_paid (Razorpay captured a payment for an order no booking has: a plan's month, maybe).
    const orderEvent = JSON.stringify({
      entity: "event",
      event: "order.paid",
      payload: { payment: { entity: { id: "pay_producers", order_id: "order_producers", amount: 79_900 } } },
    });
    await handleRazorpayWebhook(db, unreachablePayments, {
      rawBody: orderEvent,
      signature: signWebhook(orderEvent, unreachablePayments.webhookSecret),
      eventId: "evt_producers_order",
    });

    // payments.subscription_changed (Razorpay's webhook about a wash plan's AutoPay, for plan-billing).
    const subscriptionEvent = JSON.stringify({
      entity: "event",
      event: "subscription.halted",
      payload: { subscription: { entity: { id: "sub_producers" } } },
    });
    await handleRazorpayWebhook(db, unreachablePayments, {
      rawBody: subscriptionEvent,
      signature: signWebhook(subscriptionEvent, unreachablePayments.webhookSecret),
      eventId: "evt_producers_subscription",
    });

    const written = await db.outboxMessage.findMany({ orderBy: { id: "asc" } });
    for (const message of written) {
      const parsed = parseOutboxPayload(message.topic, message.payload);
      expect(parsed, `${message.topic} ${JSON.stringify(message.payload)}`).toMatchObject({ ok: true });
    }
    expect([...new Set(written.map((message) => message.topic))].sort()).toEqual(
      Object.keys(outboxTopics).sort(),
    );
    const reminders = written.filter((message) => message.topic === TOPIC["booking.reminder"]);
    expect(reminders.map((message) => message.payload)).toContainEqual({
      bookingId: paying.bookingId,
      slotStart: paying.slotStart.toISOString(),
    });
  });
});
