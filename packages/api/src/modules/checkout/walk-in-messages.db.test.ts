import { indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { type RunningMessagingStandin, startMessagingStandin } from "@chamak/messaging-standin";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor } from "../../../test/support/caller";
import { messagingStandinOptions, standinMessaging } from "../../../test/support/messaging";
import { useStandinAndDatabase } from "../../../test/support/standin-database";
import { jobHandlers } from "../jobs/job-handlers";
import type { MessagingDeps } from "../messaging/messaging-deps";
import { createLogMailer, type EmailMessage } from "../notifications/mailer";
import { processOutbox } from "../outbox/outbox-worker";
import type { PaymentsDeps } from "../payments/payments-deps";

// What a walk-in's customer and centre are told: the centre made it at its counter, so the customer hears only
// that it is confirmed (as it is made, or as its UPI is paid), and the centre is not told of its own booking.

const keys = { keyId: "rzp_test_walkmsg", keySecret: "key-secret-walkmsg", webhookSecret: "webhook-walkmsg" };
let db: Db;
let razorpay: RunningRazorpayStandin;
let payments: PaymentsDeps;
useStandinAndDatabase(keys, (parts) => ({ db, standin: razorpay, payments } = parts), {
  freshEachTest: true,
});
let phones: RunningMessagingStandin;
let messaging: MessagingDeps;
beforeAll(async () => {
  phones = await startMessagingStandin(messagingStandinOptions());
  messaging = standinMessaging(phones);
});
afterAll(() => phones?.close());

const emails: EmailMessage[] = [];
const mailer = createLogMailer({ info: (obj) => emails.push((obj as { email: EmailMessage }).email) });
beforeEach(() => {
  emails.length = 0;
});

async function deliverAll() {
  const handlers = jobHandlers(db, payments, mailer, {
    channels: messaging.channels,
    siteUrl: "https://c.in",
  });
  for (let round = 0; round < 10; round += 1) {
    const { claimed } = await processOutbox(db, handlers);
    if (claimed === 0) break;
  }
}

let serial = 0;
const newMobile = () => `7${String(process.pid % 1000).padStart(3, "0")}${String(++serial).padStart(6, "0")}`;

async function counterWalkIn(paymentMethod: "cash" | "upi") {
  const fixture = await bookableCentre(db);
  const counter = callerFor(db, { token: fixture.owner.token, payments });
  const mobile = newMobile();
  const made = await counter.walkIns.create({
    mobile,
    name: "Ravi Kumar",
    vehicleTypeId: fixture.vehicleType.id,
    vehicleNumber: "DL 3C AB 1234",
    items: [{ serviceId: fixture.wash.id, quantity: 1 }],
    date: indiaDate(new Date(), 1),
    time: "10:00",
    paymentMethod,
  });
  const centre = await db.centre.findUniqueOrThrow({ where: { id: fixture.centre.id } });
  return {
    fixture,
    counter,
    made,
    customerPhone: `+91${mobile}`,
    centrePhone: `+91${centre.mobile.replace(/\D/g, "").slice(-10)}`,
    centreEmail: centre.email,
  };
}

/** The templates a number was sent, oldest first. */
const templatesTo = (to: string) =>
  phones.controls
    .messages({ to, limit: 100 })
    .reverse()
    .map((message) => `${message.channel}:${message.template}`);

describe("a walk-in's messages say what is true", () => {
  it("cash: the customer is told only that it is confirmed, with nothing left to pay; the centre, nothing", async () => {
    const world = await counterWalkIn("cash");
    expect(world.made.booking.status).toBe("confirmed");
    await deliverAll();
    expect(templatesTo(world.customerPhone)).toEqual(["sms:chamak_booking_confirmed"]);
    expect(templatesTo(world.centrePhone)).toEqual([]);
    expect(emails.filter((email) => email.to === world.centreEmail)).toEqual([]);
    // The creation is the centre's act, in the audit log and the ledger.
    const created = await db.auditLog.findFirstOrThrow({
      where: { action: "booking.created", entityId: String(world.made.booking.id) },
    });
    expect(created).toMatchObject({ actorId: world.fixture.owner.id, actorRole: "vendor" });
  });

  it("UPI: paid by its QR, it is confirmed at once by the one who made it, and the customer hears only that", async () => {
    const world = await counterWalkIn("upi");
    await deliverAll();
    expect(templatesTo(world.customerPhone)).toEqual([]);
    const qrId = world.made.qr?.id ?? "";
    const paid = await fetch(`${razorpay.url}/__control/qr-codes/${qrId}/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(paid.status).toBe(200);
    const status = await world.counter.walkIns.status({ bookingId: world.made.booking.id });
    expect(status.booking).toMatchObject({ status: "confirmed", paymentStatus: "captured" });
    expect(status.paid).toBe(true);
    const confirmed = await db.auditLog.findFirstOrThrow({
      where: { action: "booking.confirmed", entityId: String(world.made.booking.id) },
    });
    expect(confirmed).toMatchObject({ actorId: world.fixture.owner.id, actorRole: "vendor" });
    await deliverAll();
    expect(templatesTo(world.customerPhone)).toEqual(["sms:chamak_booking_confirmed"]);
    expect(templatesTo(world.centrePhone)).toEqual([]);
    expect(emails.filter((email) => email.to === world.centreEmail)).toEqual([]);
  });
});
