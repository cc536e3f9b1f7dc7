/** Bookings completed through the real services, and a mailer that keeps what it sends, for the invoice tests. */
import { indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { atSlotOf } from "../../../test/support/clock";
import { createSession } from "../accounts/session.service";
import type { EmailMessage, Mailer } from "../notifications/mailer";

export type CentreFixture = Awaited<ReturnType<typeof bookableCentre>> & { token: string };

/** An approved Delhi centre (bookableCentre) and its owner's session. */
export async function invoicingCentre(db: Db): Promise<CentreFixture> {
  const fixture = await bookableCentre(db, { bays: 4 });
  const { token } = await createSession(db, fixture.owner.id, { ip: "127.0.0.1" });
  return { ...fixture, token };
}

let slot = 0;
/** Half-hour slots from the day after tomorrow, none used twice in a test file. */
function nextSlot() {
  const n = slot++;
  return {
    date: indiaDate(new Date(), 2 + Math.floor(n / 20)),
    time: `${String(8 + Math.floor((n % 20) / 2)).padStart(2, "0")}:${n % 2 ? "30" : "00"}`,
  };
}

export interface CompletedBooking {
  bookingId: number;
  code: string;
  customerId: number;
  customerToken: string;
}

/**
 * A cash booking a new customer makes at the centre (with `request`'s changes: pick & drop, another state,
 * two of a service ...), which the centre confirms, starts and completes: booking.completed is in the outbox.
 */
export async function completedBooking(
  db: Db,
  centre: CentreFixture,
  request: Record<string, unknown> = {},
  customerName?: string,
): Promise<CompletedBooking> {
  const customer = await signedInUser(db, "user");
  if (customerName) await db.user.update({ where: { id: customer.id }, data: { name: customerName } });
  const booking = await callerFor(db, { token: customer.token }).booking.create({
    ...bookingRequest(centre, { ...nextSlot(), paymentMethod: "cash" }),
    ...request,
  });
  const vendor = callerFor(db, { token: centre.token });
  await atSlotOf(db, booking.id, async () => {
    for (const action of ["confirm", "start", "complete"] as const) {
      await vendor.centreBookings.act({ bookingId: booking.id, action });
    }
  });
  return {
    bookingId: booking.id,
    code: booking.code,
    customerId: customer.id,
    customerToken: customer.token,
  };
}

/** A mailer that keeps every message, attachments included; `failNext` makes the next sends throw. */
export function keepingMailer() {
  const sent: EmailMessage[] = [];
  let failures = 0;
  const mailer: Mailer & { sent: EmailMessage[]; failNext(times?: number): void } = {
    sent,
    failNext(times = 1) {
      failures = times;
    },
    async send(message) {
      if (failures > 0) {
        failures -= 1;
        throw new Error("SMTP server said no");
      }
      sent.push(message);
    },
    close() {},
  };
  return mailer;
}
