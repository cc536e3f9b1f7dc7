import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBookingFixture } from "../../../test/support/booking-fixtures";
import { enqueue } from "../outbox/outbox.service";
import { processOutbox } from "../outbox/outbox-worker";
import type { OutboxPayloadInput, OutboxTopic } from "../outbox/topics";
import { createLogMailer, type EmailMessage } from "./mailer";
import { notificationHandlers } from "./notification-handlers";

let database: TestDb;
let db: Db;
const sent: EmailMessage[] = [];
const mailer = createLogMailer({ info: (obj) => sent.push((obj as { email: EmailMessage }).email) });

beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
});
afterAll(() => database?.close());
beforeEach(async () => {
  sent.length = 0;
  await db.outboxMessage.deleteMany();
});

async function deliver<T extends OutboxTopic>(topic: T, payload: OutboxPayloadInput<T>) {
  await enqueue(db, topic, payload);
  return processOutbox(db, notificationHandlers(db, mailer));
}

describe("notification handlers", () => {
  it("emails the customer about a confirmed booking in English, then Hindi, with the slot in IST", async () => {
    const slotStart = new Date("2031-11-24T05:00:00Z");
    const booking = await createBookingFixture(db, {
      status: "confirmed",
      paymentMethod: "cash",
      slotStart,
      totalPaise: 79_900,
    });
    expect(await deliver("booking.confirmed", { bookingId: booking.bookingId })).toMatchObject({ done: 1 });
    expect(sent).toHaveLength(1);
    const [email] = sent as [EmailMessage];
    expect(email.to).toBe(booking.customerEmail);
    expect(email.subject).toBe(`Booking ${booking.code} confirmed | बुकिंग ${booking.code} की पुष्टि हो गई`);
    expect(email.text.indexOf("Hello Meera Iyer,")).toBe(0);
    expect(email.text.indexOf("नमस्ते Meera Iyer,")).toBeGreaterThan(0);
    expect(email.text).toContain(
      "Sparkle Auto Spa has confirmed your booking for Mon, 24 Nov, 10:30 am IST.",
    );
    expect(email.text).toContain("Please pay ₹799.00 in cash at the centre.");
    expect(email.text).toContain("Centre phone: 9811122233");
    expect(email.text).toContain("सोमवार, 24 नवंबर, सुबह 10:30 बजे (IST)");
  });

  it("sends no 'please pay' email for a UPI booking that was paid before the email went out", async () => {
    const booking = await createBookingFixture(db, { status: "paid", paymentStatus: "captured" });
    expect(await deliver("booking.created", { bookingId: booking.bookingId })).toMatchObject({ done: 1 });
    expect(sent).toEqual([]);
  });

  it("tells the customer which refund was processed", async () => {
    const booking = await createBookingFixture(db, { status: "cancelled", paymentStatus: "refunded" });
    const payment = await db.payment.create({
      data: {
        bookingId: booking.bookingId,
        method: "upi",
        state: "refunded",
        amountPaise: booking.totalPaise,
      },
    });
    const refund = await db.refund.create({
      data: {
        paymentId: payment.id,
        bookingId: booking.bookingId,
        amountPaise: 12_345,
        status: "processed",
        reason: "Centre cancelled",
      },
    });
    await deliver("booking.refunded", { bookingId: booking.bookingId, refundId: refund.id });
    expect(sent[0]?.text).toContain("We have refunded ₹123.45");
  });

  it("reminds only bookings that are still on, for the slot they still have", async () => {
    const slotStart = new Date(Date.now() + 2 * 60 * 60_000);
    const on = await createBookingFixture(db, { status: "confirmed", paymentStatus: "captured", slotStart });
    const cancelled = await createBookingFixture(db, {
      status: "cancelled",
      cancelledBy: "customer",
      slotStart,
    });
    const moved = await createBookingFixture(db, { status: "paid", paymentStatus: "captured", slotStart });
    const oldSlot = new Date(slotStart.getTime() - 24 * 60 * 60_000).toISOString();

    await enqueue(db, "booking.reminder", { bookingId: on.bookingId, slotStart: slotStart.toISOString() });
    await enqueue(db, "booking.reminder", {
      bookingId: cancelled.bookingId,
      slotStart: slotStart.toISOString(),
    });
    await enqueue(db, "booking.reminder", { bookingId: moved.bookingId, slotStart: oldSlot });
    expect(await processOutbox(db, notificationHandlers(db, mailer))).toMatchObject({ claimed: 3, done: 3 });
    expect(sent.map((email) => email.to)).toEqual([on.customerEmail]);
    expect(sent[0]?.subject).toContain(`Reminder: booking ${on.code}`);
  });

  it("fails at once, saying why, when the booking does not exist or the payload is malformed", async () => {
    await enqueue(db, "booking.paid", { bookingId: 999_999 });
    // Written by hand: enqueue refuses it (outbox-worker.db.test.ts).
    await db.outboxMessage.create({ data: { topic: "booking.paid", payload: { booking: "x" } } });
    const errors: string[] = [];
    const logger = { warn: () => {}, error: (_obj: object, msg?: string) => errors.push(msg ?? "") };
    expect(await processOutbox(db, notificationHandlers(db, mailer), { logger })).toMatchObject({
      failed: 2,
    });
    const rows = await db.outboxMessage.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((row) => row.lastError)).toEqual([
      "PermanentJobError: Booking 999999 does not exist",
      expect.stringContaining("PermanentJobError: Invalid payload"),
    ]);
  });
});
