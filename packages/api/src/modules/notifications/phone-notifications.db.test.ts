import {
  addDays,
  formatCalendarDate,
  formatIstEnglish,
  formatIstHindi,
  indiaDate,
  indiaToInstant,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import { beforeEach, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest, createBookingFixture } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser, unreachablePayments } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { uploadedJobCardPhoto } from "../../../test/support/job-card-photos";
import { latestCode, useMessagingStandinAndDatabase } from "../../../test/support/messaging";
import { planInput } from "../../../test/support/plan-fixtures";
import { jobHandlers } from "../jobs/job-handlers";
import type { MessagingDeps } from "../messaging/messaging-deps";
import { enqueue } from "../outbox/outbox.service";
import { processOutbox } from "../outbox/outbox-worker";
import { nextPeriod, openMonth } from "../wash-plans/plan-months";
import { subscribe } from "../wash-plans/subscribe.service";
import { createLogMailer, type EmailMessage } from "./mailer";

let db: Db;
let standin: RunningMessagingStandin;
let messaging: MessagingDeps;
useMessagingStandinAndDatabase((started) => {
  ({ db, standin, messaging } = started);
});

const SITE = "https://chamak.example";
const emails: EmailMessage[] = [];
const mailer = createLogMailer({ info: (obj) => emails.push((obj as { email: EmailMessage }).email) });
const handlers = () =>
  jobHandlers(db, unreachablePayments, mailer, { channels: messaging.channels, siteUrl: SITE });

beforeEach(async () => {
  emails.length = 0;
  await db.outboxMessage.deleteMany();
});

/** Runs the job runner's real handlers until nothing is due. */
async function deliverAll() {
  for (let round = 0; round < 10; round += 1) {
    const { claimed } = await processOutbox(db, handlers());
    if (claimed === 0) break;
  }
}

let numberCounter = 0;

/** One of the customer's cars (a new number) at their flat near the test centres, put on `planId` from tomorrow. */
async function subscribeCar(
  userId: number,
  vehicleTypeId: number,
  planId: number,
  billing: "autopay" | "monthly_upi" | "monthly_cash",
) {
  numberCounter += 1;
  const vehicle = await db.savedVehicle.create({
    data: {
      userId,
      vehicleTypeId,
      vehicleNumber: `HR 26 W ${numberCounter}`,
      numberKey: `HR26W${numberCounter}`,
    },
  });
  const address = await db.savedAddress.create({
    data: {
      userId,
      label: "home",
      address: "B-12 Lajpat Nagar",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
    },
  });
  return subscribe(db, userId, {
    planId,
    vehicleId: vehicle.id,
    addressId: address.id,
    startDate: indiaDate(new Date(), 1),
    billing,
  });
}
function freshMobile(): string {
  numberCounter += 1;
  return `97${String(10_000_000 + numberCounter + (process.pid % 1000) * 1000).padStart(8, "0")}`;
}

/** A customer who signs up by phone as the site does, answering the WhatsApp checkbox. */
async function phoneCustomer(options: { whatsapp: boolean; lang: "en" | "hi" }) {
  const mobile = freshMobile();
  const anonymous = callerFor(db, { messaging });
  await anonymous.accounts.phone.requestSignInCode({ mobile });
  const code = latestCode(standin, `+91${mobile}`);
  const answer = await anonymous.accounts.phone.signIn({
    mobile,
    code,
    name: "Asha Verma",
    whatsappUpdates: options.whatsapp,
    lang: options.lang,
  });
  if (answer.status !== "signedIn") throw new Error("expected a new account");
  const token = answer.session.token;
  return { phone: `+91${mobile}`, token, caller: callerFor(db, { token, messaging }) };
}

/** What the stand-in took for a number since `after` (newest last). */
const sentTo = (to: string, channel?: "sms" | "whatsapp") =>
  standin.controls.messages({ to, ...(channel ? { channel } : {}), limit: 500 }).reverse();
const withoutCodes = (to: string, channel?: "sms" | "whatsapp") =>
  sentTo(to, channel).filter((m) => m.template !== "chamak_otp");

describe("booking updates by SMS and WhatsApp", () => {
  it("tells a phone customer who consented to WhatsApp by SMS (English) and WhatsApp (Hindi), and the centre by SMS", async () => {
    const fixture = await bookableCentre(db, { bays: 1 });
    const customer = await phoneCustomer({ whatsapp: true, lang: "hi" });
    const booking = await customer.caller.booking.create(
      bookingRequest(fixture, { date: indiaDate(new Date(), 3), time: "09:00" }),
    );
    await deliverAll();
    const slot = indiaToInstant(indiaDate(new Date(), 3), 9 * 60);
    const centreName = fixture.centre.name;

    const [sms, ...moreSms] = withoutCodes(customer.phone, "sms");
    expect(moreSms).toEqual([]);
    expect(sms).toMatchObject({ template: "chamak_booking_placed", details: { sender: "CHAMAK" } });
    expect(sms?.text).toBe(
      `Chamak: your booking ${booking.code} at ${centreName} for ${formatIstEnglish(slot)} is placed. We will tell you when the centre confirms it.`,
    );
    const [whatsapp, ...moreWhatsApp] = withoutCodes(customer.phone, "whatsapp");
    expect(moreWhatsApp).toEqual([]);
    expect(whatsapp).toMatchObject({ template: "chamak_booking_placed", details: { language: "hi" } });
    expect(whatsapp?.text).toBe(
      `${centreName} पर ${formatIstHindi(slot)} के लिए आपकी बुकिंग *${booking.code}* हो गई है। सेंटर के पुष्टि करते ही हम आपको बताएँगे।`,
    );
    const toCentre = sentTo("+919811111111").filter((m) => m.values.CODE === booking.code);
    expect(toCentre.map((m) => m.text)).toEqual([
      `Chamak: new booking ${booking.code} for ${formatIstEnglish(slot)} from Asha Verma (9876543210). See it on your console.`,
    ]);
    // A phone account has no email address: no email was sent to its reserved one.
    expect(emails.filter((e) => e.to.endsWith(".invalid"))).toEqual([]);

    await callerFor(db, { token: fixture.owner.token }).centreBookings.act({
      bookingId: booking.id,
      action: "confirm",
    });
    await deliverAll();
    expect(
      withoutCodes(customer.phone)
        .slice(2)
        .map((m) => [m.channel, m.text]),
    ).toEqual([
      [
        "sms",
        `Chamak: ${centreName} has confirmed your booking ${booking.code} for ${formatIstEnglish(slot)}.`,
      ],
      [
        "whatsapp",
        `${centreName} ने ${formatIstHindi(slot)} के लिए आपकी बुकिंग *${booking.code}* की पुष्टि कर दी है।`,
      ],
    ]);

    const moved = indiaToInstant(indiaDate(new Date(), 4), 11 * 60);
    await customer.caller.booking.reschedule({
      bookingId: booking.id,
      date: indiaDate(new Date(), 4),
      time: "11:00",
    });
    await deliverAll();
    expect(
      withoutCodes(customer.phone)
        .slice(4)
        .map((m) => [m.channel, m.text]),
    ).toEqual([
      [
        "sms",
        `Chamak: your booking ${booking.code} has moved from ${formatIstEnglish(slot)} to ${formatIstEnglish(moved)}.`,
      ],
      [
        "whatsapp",
        `आपकी बुकिंग *${booking.code}* ${formatIstHindi(slot)} से ${formatIstHindi(moved)} पर कर दी गई है।`,
      ],
    ]);
    expect(
      sentTo("+919811111111")
        .filter((m) => m.values.CODE === booking.code)
        .map((m) => m.template),
    ).toEqual(["chamak_centre_new_booking", "chamak_centre_rescheduled"]);

    await customer.caller.booking.cancel({ bookingId: booking.id });
    await deliverAll();
    expect(
      withoutCodes(customer.phone)
        .slice(6)
        .map((m) => [m.channel, m.text]),
    ).toEqual([
      ["sms", `Chamak: your booking ${booking.code} at ${centreName} is cancelled.`],
      ["whatsapp", `${centreName} पर आपकी बुकिंग *${booking.code}* रद्द हो गई है।`],
    ]);
    expect(
      sentTo("+919811111111")
        .filter((m) => m.values.CODE === booking.code)
        .at(-1)?.text,
    ).toBe(
      `Chamak: booking ${booking.code} for ${formatIstEnglish(moved)} is cancelled. The slot is free again.`,
    );
  });

  it("sends nothing on a channel that is off: no WhatsApp without consent, no SMS once turned off, no email once turned off", async () => {
    const fixture = await bookableCentre(db);
    const customer = await phoneCustomer({ whatsapp: false, lang: "en" });
    const first = await customer.caller.booking.create(bookingRequest(fixture, { time: "10:00" }));
    await deliverAll();
    expect(withoutCodes(customer.phone).map((m) => [m.channel, m.template])).toEqual([
      ["sms", "chamak_booking_placed"],
    ]);

    await customer.caller.notifications.savePreferences({
      email: false,
      sms: false,
      whatsapp: false,
      lang: "en",
      version: 1,
    });
    await callerFor(db, { token: fixture.owner.token }).centreBookings.act({
      bookingId: first.id,
      action: "confirm",
    });
    await deliverAll();
    expect(withoutCodes(customer.phone)).toHaveLength(1);

    // An email account with its mobile on the profile: email by default, and nothing by phone until chosen.
    const emailUser = await signedInUser(db);
    const emailCaller = callerFor(db, { token: emailUser.token, messaging });
    await emailCaller.booking.create(bookingRequest(fixture, { time: "11:00" }));
    await deliverAll();
    expect(emails.filter((e) => e.to === emailUser.email)).toHaveLength(1);
    expect(
      withoutCodes("+919876543210").filter((m) => m.at >= new Date(Date.now() - 60_000).toISOString()),
    ).toEqual([]);

    emails.length = 0;
    await emailCaller.notifications.savePreferences({
      email: false,
      sms: true,
      whatsapp: false,
      lang: "en",
      version: 1,
    });
    const second = await emailCaller.booking.create(bookingRequest(fixture, { time: "12:00" }));
    await deliverAll();
    expect(emails.filter((e) => e.to === emailUser.email)).toEqual([]);
    expect(
      sentTo("+919876543210", "sms")
        .filter((m) => m.values.CODE === second.code)
        .map((m) => m.template),
    ).toEqual(["chamak_booking_placed"]);
  });

  it("retries only the SMS when the SMS provider fails; the email and the WhatsApp message go once", async () => {
    const customer = await phoneCustomer({ whatsapp: true, lang: "en" });
    const user = await db.user.findUniqueOrThrow({ where: { phone: customer.phone } });
    // The account adds an email, so all three channels have somewhere to go.
    await db.user.update({ where: { id: user.id }, data: { email: `asha-${user.id}@test.chamak.in` } });
    const booking = await createBookingFixture(db, { status: "confirmed", paymentMethod: "cash" });
    await db.booking.update({ where: { id: booking.bookingId }, data: { customerId: user.id } });
    await enqueue(db, "booking.confirmed", { bookingId: booking.bookingId });

    standin.controls.failNext("sms", 1, 503);
    await processOutbox(db, handlers());
    const deliveries = await db.outboxMessage.findMany({
      where: { handler: { not: null } },
      orderBy: { id: "asc" },
    });
    expect(deliveries.map((d) => [d.handler, d.status, d.attempts])).toEqual([
      ["email-customer", "done", 1],
      ["sms-customer", "pending", 1],
      ["whatsapp-customer", "done", 1],
    ]);
    expect(deliveries[1]?.lastError).toContain("MSG91 refused the SMS");
    expect(withoutCodes(customer.phone, "sms").filter((m) => m.values.CODE === booking.code)).toEqual([]);

    // Its backoff over, the SMS alone goes again.
    await db.outboxMessage.updateMany({
      where: { status: "pending" },
      data: { runAt: new Date(Date.now() - 1000) },
    });
    await deliverAll();
    expect(
      withoutCodes(customer.phone)
        .filter((m) => m.values.CODE === booking.code || m.values["1"] === booking.code)
        .map((m) => m.channel),
    ).toEqual(["whatsapp", "sms"]);
    expect(emails.filter((e) => e.to === `asha-${user.id}@test.chamak.in`)).toHaveLength(1);
    const after = await db.outboxMessage.findMany({ where: { handler: "sms-customer" } });
    expect(after.map((d) => [d.status, d.attempts])).toEqual([["done", 2]]);
  });

  it("gives up at once on an SMS the provider refuses (a 4xx), without touching the other channels", async () => {
    const customer = await phoneCustomer({ whatsapp: true, lang: "en" });
    const user = await db.user.findUniqueOrThrow({ where: { phone: customer.phone } });
    const booking = await createBookingFixture(db, { status: "confirmed", paymentMethod: "cash" });
    await db.booking.update({ where: { id: booking.bookingId }, data: { customerId: user.id } });
    await enqueue(db, "booking.confirmed", { bookingId: booking.bookingId });
    standin.controls.failNext("sms", 1, 400);
    await deliverAll();
    const deliveries = await db.outboxMessage.findMany({
      where: { handler: { not: null } },
      orderBy: { id: "asc" },
    });
    expect(deliveries.map((d) => [d.handler, d.status, d.attempts])).toEqual([
      ["email-customer", "done", 1],
      ["sms-customer", "failed", 1],
      ["whatsapp-customer", "done", 1],
    ]);
    expect(deliveries[1]?.lastError).toMatch(/^PermanentJobError: MSG91 refused the SMS/);
  });

  it("reminds with a link that opens the booking, and tells the refund's amount on cancellation and when processed", async () => {
    const customer = await phoneCustomer({ whatsapp: false, lang: "en" });
    const user = await db.user.findUniqueOrThrow({ where: { phone: customer.phone } });
    const slotStart = new Date(Date.now() + 90 * 60_000);
    const booking = await createBookingFixture(db, { status: "paid", paymentStatus: "captured", slotStart });
    await db.booking.update({ where: { id: booking.bookingId }, data: { customerId: user.id } });
    await enqueue(db, "booking.reminder", {
      bookingId: booking.bookingId,
      slotStart: slotStart.toISOString(),
    });
    await deliverAll();
    expect(withoutCodes(customer.phone).at(-1)?.text).toBe(
      `Chamak: reminder, your booking at Sparkle Auto Spa is at ${formatIstEnglish(slotStart)}. To reschedule or cancel: ${SITE}/profile?booking=${booking.code}`,
    );

    await db.booking.update({
      where: { id: booking.bookingId },
      data: { status: "cancelled", cancelledBy: "customer" },
    });
    const payment = await db.payment.create({
      data: {
        bookingId: booking.bookingId,
        method: "upi",
        state: "captured",
        amountPaise: booking.totalPaise,
      },
    });
    const refund = await db.refund.create({
      data: {
        paymentId: payment.id,
        bookingId: booking.bookingId,
        amountPaise: 44_900,
        status: "pending",
        reason: "Cancelled in time",
      },
    });
    await enqueue(db, "booking.cancelled", { bookingId: booking.bookingId });
    await deliverAll();
    expect(withoutCodes(customer.phone).at(-1)?.text).toBe(
      `Chamak: your booking ${booking.code} at Sparkle Auto Spa is cancelled. A refund of ₹449.00 is on its way to you.`,
    );

    await db.refund.update({ where: { id: refund.id }, data: { status: "processed" } });
    await enqueue(db, "booking.refunded", { bookingId: booking.bookingId, refundId: refund.id });
    await deliverAll();
    expect(withoutCodes(customer.phone).at(-1)?.text).toBe(
      `Chamak: your refund of ₹449.00 for booking ${booking.code} is processed. Banks take up to 7 working days to show it.`,
    );
  });

  it("asks for a review after the job, deferred through the outbox's run_at to 10:00 IST when the job ends in the quiet hours", async () => {
    const customer = await phoneCustomer({ whatsapp: true, lang: "hi" });
    const user = await db.user.findUniqueOrThrow({ where: { phone: customer.phone } });
    const booking = await createBookingFixture(db, { status: "completed", paymentMethod: "cash" });
    await db.booking.update({ where: { id: booking.bookingId }, data: { customerId: user.id } });

    // The job is marked done at 22:15 IST: the ask waits for 10:00 the next morning.
    // Days in the past, so that both messages are due by the wall clock once the test delivers them.
    const [evening, morning] = [indiaDate(new Date(), -3), indiaDate(new Date(), -2)];
    const lateEvening = indiaToInstant(evening, 22 * 60 + 15);
    await enqueue(db, "booking.completed", { bookingId: booking.bookingId });
    await atTime(lateEvening, () => processOutbox(db, handlers()));
    const [ask] = await db.outboxMessage.findMany({ where: { topic: "booking.review_request" } });
    expect(ask).toMatchObject({ status: "pending", handler: null });
    expect(ask?.runAt).toEqual(indiaToInstant(morning, 10 * 60));
    expect(withoutCodes(customer.phone)).toEqual([]);

    // In the afternoon it is queued for at once.
    await db.outboxMessage.deleteMany();
    const afternoon = indiaToInstant(morning, 15 * 60);
    await enqueue(db, "booking.completed", { bookingId: booking.bookingId });
    await atTime(afternoon, () => processOutbox(db, handlers()));
    const [now] = await db.outboxMessage.findMany({ where: { topic: "booking.review_request" } });
    // At once: the server's "now" then (within the test's run time, as the clock keeps moving).
    expect(Math.abs((now?.runAt.getTime() ?? 0) - afternoon.getTime())).toBeLessThan(5000);

    // Due (the test's wall clock is past both), it goes on both channels with the link.
    await deliverAll();
    expect(withoutCodes(customer.phone).map((m) => [m.channel, m.text])).toEqual([
      [
        "sms",
        `Chamak: how was your visit to Sparkle Auto Spa? Rate it here: ${SITE}/profile?booking=${booking.code}`,
      ],
      [
        "whatsapp",
        `Sparkle Auto Spa पर आपका अनुभव कैसा रहा? यहाँ रेटिंग दें: ${SITE}/profile?booking=${booking.code}`,
      ],
    ]);
  });

  it("tells a plan subscriber their car was washed, or could not be reached, with the plan's page; not once it changed", async () => {
    const customer = await phoneCustomer({ whatsapp: true, lang: "hi" });
    const me = await customer.caller.accounts.me();
    const centre = await bookableCentre(db, { doorstep: true });
    const [plan] = await callerFor(db, { token: centre.owner.token }).washPlans.save(
      planInput(centre.vehicleType.id),
    );
    const number = `HR 26 W ${numberCounter}`;
    const vehicle = await db.savedVehicle.create({
      data: {
        userId: me.id,
        vehicleTypeId: centre.vehicleType.id,
        vehicleNumber: number,
        numberKey: `HR26W${numberCounter}`,
      },
    });
    const address = await db.savedAddress.create({
      data: {
        userId: me.id,
        label: "home",
        address: "B-12 Lajpat Nagar",
        city: "New Delhi",
        state: "Delhi",
        zip: "110024",
        siteDetails: { society: "Green Park Residency", tower: "A", parkingSlot: "A-3" },
      },
    });
    const startDate = indiaDate(new Date(), 1);
    const subscriptionId = await subscribe(db, me.id, {
      planId: plan?.id ?? 0,
      vehicleId: vehicle.id,
      addressId: address.id,
      startDate,
      billing: "monthly_cash",
    });
    const washer = callerFor(db, { token: centre.owner.token, messaging });
    // Each on its wash's morning (a tap before the wash's day is no wash).
    const tap = async (action: "plan_done" | "plan_not_accessible", washDate: string) => {
      const morning = indiaToInstant(washDate, 7 * 60);
      const mediaId = await uploadedJobCardPhoto(db, centre.owner.id);
      return atTime(morning, () =>
        washer.washerDay.act({
          action,
          clientActionId: `notify-${action}-${subscriptionId}-${washDate}`,
          subscriptionId,
          washDate,
          version: 1,
          tappedAt: morning,
          mediaId,
        }),
      );
    };
    expect(await tap("plan_done", startDate)).toMatchObject({ applied: true });
    const nextDay = indiaDate(new Date(), 2);
    expect(await tap("plan_not_accessible", nextDay)).toMatchObject({ applied: true });
    // A message about a state the wash is no longer in (queued twice, or changed since) says nothing.
    await enqueue(db, "plan.wash_not_accessible", { subscriptionId, date: startDate });
    await deliverAll();

    const page = `${SITE}/profile/plans/${subscriptionId}`;
    expect(withoutCodes(customer.phone).map((m) => [m.channel, m.text])).toEqual([
      ["sms", `Chamak: your car ${number} was washed this morning. See the photo on your plan: ${page}`],
      ["whatsapp", `आपकी गाड़ी *${number}* आज सुबह धो दी गई। फ़ोटो अपने प्लान पर देखें: ${page}`],
      [
        "sms",
        `Chamak: ${centre.centre.name}'s cleaner could not reach your car ${number} this morning. See the photo, then check the parking and key details on your plan or skip tomorrow's wash: ${page}`,
      ],
      [
        "whatsapp",
        `${centre.centre.name} के क्लीनर आज सुबह आपकी गाड़ी *${number}* तक नहीं पहुँच पाए। फ़ोटो देखें, फिर अपने प्लान पर पार्किंग और चाबी की जानकारी जाँचें या कल की धुलाई छोड़ें: ${page}`,
      ],
    ]);
  });
  it("tells an AutoPay subscriber of the next debit a day ahead and of a halt, only while each is still true", async () => {
    const customer = await phoneCustomer({ whatsapp: false, lang: "en" });
    const me = await customer.caller.accounts.me();
    const centre = await bookableCentre(db, { doorstep: true });
    const [plan] = await callerFor(db, { token: centre.owner.token }).washPlans.save(
      planInput(centre.vehicleType.id, {
        name: "Alternate-day shine",
        frequency: "alternate_days",
        prices: [{ vehicleTypeId: centre.vehicleType.id, monthlyPaise: 59_900 }],
        haltGraceDays: 4,
      }),
    );
    const subscriptionId = await subscribeCar(me.id, centre.vehicleType.id, plan?.id ?? 0, "autopay");
    // As the mandate's approval leaves it, its first month paid (plan-billing's reconcile, tested there).
    await db.planSubscription.update({ where: { id: subscriptionId }, data: { status: "active" } });
    const month = await db.$transaction(async (tx) => {
      const period = await nextPeriod(tx, subscriptionId);
      await openMonth(tx, subscriptionId, period, "upi");
      return period;
    });
    const chargeAt = indiaToInstant(indiaDate(new Date(), 30), 9 * 60);
    await enqueue(db, "plan.debit_due", {
      subscriptionId,
      chargeAt: chargeAt.toISOString(),
      amountPaise: 59_900,
    });
    await deliverAll();
    await db.planSubscription.update({ where: { id: subscriptionId }, data: { status: "halted" } });
    await enqueue(db, "plan.halted", { subscriptionId });
    // Queued before the halt: no notice of a debit that will not be taken.
    await enqueue(db, "plan.debit_due", {
      subscriptionId,
      chargeAt: chargeAt.toISOString(),
      amountPaise: 59_900,
    });
    await deliverAll();

    const page = `${SITE}/profile/plans/${subscriptionId}`;
    expect(withoutCodes(customer.phone).map((m) => m.text)).toEqual([
      `Chamak: ₹599.00 for your wash plan Alternate-day shine will be debited by UPI AutoPay on ${formatIstEnglish(chargeAt)}. To skip, pause or cancel, open your plan: ${page}`,
      // The washer goes on for the plan's 4 grace days after the last paid one.
      `Chamak: the UPI AutoPay debit for your wash plan Alternate-day shine failed after every retry. Washes stop after ${formatCalendarDate(addDays(month.to, 4), "en", { day: "numeric", month: "short", year: "numeric" })}. To go on, pay a month by UPI on your plan: ${page}`,
    ]);
  });

  it("reminds a plan paid month by month of the next month, by UPI or in cash, and says when an unpaid one stops", async () => {
    const customer = await phoneCustomer({ whatsapp: false, lang: "en" });
    const me = await customer.caller.accounts.me();
    const centre = await bookableCentre(db, { doorstep: true });
    const [plan] = await callerFor(db, { token: centre.owner.token }).washPlans.save(
      planInput(centre.vehicleType.id, { name: "Morning wipe", haltGraceDays: 2 }),
    );
    const monthOf = async (billing: "monthly_upi" | "monthly_cash") => {
      const subscriptionId = await subscribeCar(me.id, centre.vehicleType.id, plan?.id ?? 0, billing);
      await db.planSubscription.update({ where: { id: subscriptionId }, data: { status: "active" } });
      // Cash opens its first month as it subscribes; a month by UPI opens as it is paid (plan-billing's, tested there).
      const period = await db.$transaction(async (tx) => {
        const opened = await tx.planPeriod.findFirst({
          where: { subscriptionId },
          select: { fromDate: true, toDate: true },
        });
        if (opened) return { from: opened.fromDate, to: opened.toDate };
        const next = await nextPeriod(tx, subscriptionId);
        await openMonth(tx, subscriptionId, next, "upi");
        return next;
      });
      return { subscriptionId, period, page: `${SITE}/profile/plans/${subscriptionId}` };
    };
    const upi = await monthOf("monthly_upi");
    const cash = await monthOf("monthly_cash");
    await enqueue(db, "plan.renewal_due", { subscriptionId: upi.subscriptionId, paidUntil: upi.period.to });
    await enqueue(db, "plan.renewal_due", { subscriptionId: cash.subscriptionId, paidUntil: cash.period.to });
    await deliverAll();
    await db.planSubscription.update({ where: { id: upi.subscriptionId }, data: { status: "halted" } });
    await enqueue(db, "plan.halted", { subscriptionId: upi.subscriptionId });
    // Queued before it halted: no reminder to pay a month that is no longer coming.
    await enqueue(db, "plan.renewal_due", { subscriptionId: upi.subscriptionId, paidUntil: upi.period.to });
    await deliverAll();

    const day = (date: string) =>
      formatCalendarDate(date, "en", { weekday: "short", day: "numeric", month: "short" });
    expect(withoutCodes(customer.phone).map((m) => m.text)).toEqual([
      `Chamak: your wash plan Morning wipe is paid until ${day(upi.period.to)}. Pay ₹799.00 by UPI for the next month: ${upi.page}`,
      `Chamak: the next month of your wash plan Morning wipe starts ${day(addDays(cash.period.to, 1))}. Please pay ₹799.00 in cash to your washer. Your plan: ${cash.page}`,
      `Chamak: the next month of your wash plan Morning wipe was not paid, so the washes stopped after ${formatCalendarDate(addDays(upi.period.to, 2), "en", { day: "numeric", month: "short", year: "numeric" })}. Pay by UPI to start again the next morning: ${upi.page}`,
    ]);
  });
});
