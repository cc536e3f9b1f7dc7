import { indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest, createBookingFixture } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser, unreachablePayments } from "../../../test/support/caller";
import { jobHandlers } from "../jobs/job-handlers";
import { processOutbox } from "../outbox/outbox-worker";
import { createLogMailer, type EmailMessage } from "./mailer";

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

/** Runs the job runner's real handlers until the outbox has nothing due; returns what the centre was sent. */
async function deliverAll(centreEmail: string) {
  for (let round = 0; round < 10; round += 1) {
    const { claimed } = await processOutbox(db, jobHandlers(db, unreachablePayments, mailer));
    if (claimed === 0) break;
  }
  return sent.filter((email) => email.to === centreEmail);
}

describe("the centre's booking emails", () => {
  it("tells the centre of a new cash booking, its reschedule and its cancellation, in English and Hindi", async () => {
    const fixture = await bookableCentre(db, { bays: 1 });
    const { token } = await signedInUser(db);
    const customer = callerFor(db, { token });
    const booking = await customer.booking.create(
      bookingRequest(fixture, { date: indiaDate(new Date(), 3), time: "09:00" }),
    );

    const [created, ...moreCreated] = await deliverAll(fixture.centre.email);
    expect(moreCreated).toEqual([]);
    expect(created?.subject).toMatch(
      new RegExp(`^New booking ${booking.code} for .+ \\| नई बुकिंग ${booking.code}`),
    );
    expect(created?.text).toContain(`Hello ${fixture.centre.name} team,`);
    expect(created?.text).toContain("The customer pays ₹499.00 in cash at the centre.");
    expect(created?.text).toContain("Customer: Test user");
    expect(created?.text).toContain("9876543210");
    expect(created?.text).toContain(`नमस्ते ${fixture.centre.name} टीम,`);

    sent.length = 0;
    await customer.booking.reschedule({
      bookingId: booking.id,
      date: indiaDate(new Date(), 4),
      time: "11:00",
    });
    const [moved, ...moreMoved] = await deliverAll(fixture.centre.email);
    expect(moreMoved).toEqual([]);
    expect(moved?.subject).toMatch(new RegExp(`^Booking ${booking.code} moved to .+11:00 am IST`));
    expect(moved?.text).toMatch(/moved this booking from .+9:00 am IST to .+11:00 am IST\./);

    sent.length = 0;
    await customer.booking.cancel({ bookingId: booking.id });
    const [cancelled, ...moreCancelled] = await deliverAll(fixture.centre.email);
    expect(moreCancelled).toEqual([]);
    expect(cancelled?.subject).toMatch(new RegExp(`^Booking ${booking.code} for .+ cancelled \\|`));
    expect(cancelled?.text).toContain("cancelled this booking.");
    expect(cancelled?.text).toContain("The slot is free again for other customers.");
  });

  it("tells the centre of a UPI booking once it is paid, not while its slot is only held", async () => {
    const held = await createBookingFixture(db, { paymentMethod: "upi", status: "pending_payment" });
    const centre = await db.centre.findUniqueOrThrow({ where: { id: held.centreId } });
    await db.outboxMessage.create({
      data: { topic: "booking.created", payload: { bookingId: held.bookingId } },
    });
    expect(await deliverAll(centre.email)).toEqual([]);

    await db.booking.update({
      where: { id: held.bookingId },
      data: { status: "paid", paymentStatus: "captured" },
    });
    await db.outboxMessage.create({
      data: { topic: "booking.paid", payload: { bookingId: held.bookingId } },
    });
    const [paid, ...more] = await deliverAll(centre.email);
    expect(more).toEqual([]);
    expect(paid?.subject).toMatch(new RegExp(`^New booking ${held.code} for `));
    expect(paid?.text).toContain("The customer has paid ₹499.00 by UPI.");
  });

  it("does not tell the centre that an unpaid UPI booking it never heard of was cancelled", async () => {
    const held = await createBookingFixture(db, {
      paymentMethod: "upi",
      status: "cancelled",
      paymentStatus: "pending",
      cancelledBy: "customer",
    });
    const centre = await db.centre.findUniqueOrThrow({ where: { id: held.centreId } });
    await db.outboxMessage.create({
      data: { topic: "booking.cancelled", payload: { bookingId: held.bookingId } },
    });
    expect(await deliverAll(centre.email)).toEqual([]);
  });
});
