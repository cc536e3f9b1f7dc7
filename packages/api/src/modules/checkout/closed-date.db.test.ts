import { formatIndiaDate, indiaDate, indiaToInstant, weekdayOfDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";
import { useStandinAndDatabase } from "../../../test/support/standin-database";
import type { PaymentsDeps } from "../payments/payments-deps";

const keys = {
  keyId: "rzp_test_closed",
  keySecret: "key-secret-closed",
  webhookSecret: "webhook-secret-closed",
};
let db: Db;
let payments: PaymentsDeps;
useStandinAndDatabase(keys, (parts) => {
  db = parts.db;
  payments = parts.payments;
});

const shown = (date: string) => formatIndiaDate(indiaToInstant(date, 12 * 60));

async function centreWithCustomer() {
  const fixture = await bookableCentre(db);
  const { token } = await signedInUser(db);
  return { fixture, caller: callerFor(db, { token, payments }) };
}

describe("a date the centre is closed", () => {
  it("is refused as closed, on the date, when a customer books a holiday", async () => {
    const { fixture, caller } = await centreWithCustomer();
    const holiday = indiaDate(new Date(), 2);
    await db.centreDayRule.create({
      data: { centreId: fixture.centre.id, date: holiday, closed: true, name: "Diwali" },
    });

    const booking = caller.booking.create(bookingRequest(fixture, { date: holiday, time: "10:00" }));
    expect(await fieldErrorsOfRejection(booking)).toEqual({
      date: `${fixture.centre.name} is closed on ${shown(holiday)}. Please choose another date.`,
    });
  });

  it("is refused as closed when a booking is moved to the centre's weekly day off", async () => {
    const { fixture, caller } = await centreWithCustomer();
    const booked = await caller.booking.create(bookingRequest(fixture, { date: indiaDate(new Date(), 2) }));
    const dayOff = indiaDate(new Date(), 4);
    await db.openingHours.update({
      where: { centreId_weekday: { centreId: fixture.centre.id, weekday: weekdayOfDate(dayOff) } },
      data: { closed: true },
    });

    const moved = caller.booking.reschedule({ bookingId: booked.id, date: dayOff, time: "10:00" });
    expect(await fieldErrorsOfRejection(moved)).toEqual({
      date: `${fixture.centre.name} is closed on ${shown(dayOff)}. Please choose another date.`,
    });
  });

  it("is said to the counter as closed today, not as no bay free, for a walk-in now", async () => {
    const fixture = await bookableCentre(db);
    await db.centreDayRule.create({
      data: { centreId: fixture.centre.id, date: indiaDate(new Date()), closed: true, name: "Holi" },
    });
    const counter = callerFor(db, { token: fixture.owner.token, payments });
    const walkIn = counter.walkIns.create({
      mobile: "8123400001",
      name: "Ravi Kumar",
      vehicleTypeId: fixture.vehicleType.id,
      vehicleNumber: "DL 3C AB 1234",
      items: [{ serviceId: fixture.wash.id, quantity: 1 }],
      paymentMethod: "cash",
    });
    await expect(walkIn).rejects.toMatchObject({
      message: "The centre is closed today (a day off or a holiday): book the customer for another day",
    });
  });
});
