import { indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import { describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { standinCalls, useMessagingStandinAndDatabase } from "../../../test/support/messaging";
import { freshMemberOf } from "../../../test/support/team-fixtures";
import type { MessagingDeps } from "../messaging/messaging-deps";

let db: Db;
let standin: RunningMessagingStandin;
let messaging: MessagingDeps;
useMessagingStandinAndDatabase((started) => {
  ({ db, standin, messaging } = started);
});

const CUSTOMER_PHONE = "+919812300001";
const WASHER_PHONE = "+919812300002";

describe("calls through the platform", () => {
  it("give both sides one number that rings the other; neither side's own number is in any answer to the other", async () => {
    const fixture = await bookableCentre(db, { doorstep: true });
    await db.user.update({ where: { id: fixture.owner.id }, data: { phone: WASHER_PHONE } });
    const customer = await signedInUser(db);
    await db.user.update({ where: { id: customer.id }, data: { phone: CUSTOMER_PHONE } });
    const calls = standinCalls(standin);
    const customerCaller = callerFor(db, { token: customer.token, messaging, calls });
    const washer = callerFor(db, { token: fixture.owner.token, messaging, calls });
    const booking = await customerCaller.booking.create({
      ...bookingRequest(fixture, { time: "11:00" }),
      serviceMode: "doorstep",
      zip: "110001",
      address: "14 Janpath",
    });
    await expect(customerCaller.visit.callWasher({ bookingCode: booking.code })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
    });
    await washer.centreBookings.act({ bookingId: booking.id, action: "confirm" });

    const fromCustomer = await customerCaller.visit.callWasher({ bookingCode: booking.code });
    const fromWasher = await washer.washerDay.callCustomer({ bookingId: booking.id });
    expect(fromWasher.virtualNumber).toBe(fromCustomer.virtualNumber);
    expect(standin.controls.dial(CUSTOMER_PHONE, fromCustomer.virtualNumber)).toMatchObject({
      rings: WASHER_PHONE,
    });
    expect(standin.controls.dial(WASHER_PHONE, fromCustomer.virtualNumber)).toMatchObject({
      rings: CUSTOMER_PHONE,
    });

    const customerSees = JSON.stringify([
      fromCustomer,
      await customerCaller.visit.status({ bookingCode: booking.code }),
      await customerCaller.booking.get({ bookingId: booking.id }),
    ]);
    const washerSees = JSON.stringify([
      fromWasher,
      await washer.washerDay.today({ date: indiaDate(booking.slotStart) }),
      await washer.washerDay.today({}),
    ]);
    expect(customerSees).not.toContain(WASHER_PHONE.slice(3));
    expect(washerSees).not.toContain(CUSTOMER_PHONE.slice(3));
  });

  it("shows staff (the washers) a field customer's number masked in the console; owners see it, and the counter's own", async () => {
    const fixture = await bookableCentre(db, { doorstep: true });
    const staff = await freshMemberOf({ db }, fixture.centre.id, "staff");
    const customer = await signedInUser(db);
    const book = (serviceMode: "doorstep" | "at_centre", time: string) =>
      callerFor(db, { token: customer.token }).booking.create({
        ...bookingRequest(fixture, { time }),
        serviceMode,
        zip: "110001",
        address: "14 Janpath",
        contactMobile: "9812300009",
      });
    const doorstep = await book("doorstep", "11:00");
    const atCentre = await book("at_centre", "15:00");
    const phonesOf = async (token: string) => {
      const caller = callerFor(db, { token });
      const page = await caller.centreBookings.list({ page: 1, pageSize: 50 });
      const found = await caller.centreBookings.search({ q: doorstep.code });
      return {
        doorstep: page.items.find((item) => item.id === doorstep.id)?.contactMobile,
        atCentre: page.items.find((item) => item.id === atCentre.id)?.contactMobile,
        searched: found[0]?.contactMobile,
      };
    };
    expect(await phonesOf(staff.token)).toEqual({
      doorstep: "••••••0009",
      atCentre: "9812300009",
      searched: "••••••0009",
    });
    expect(await phonesOf(fixture.owner.token)).toEqual({
      doorstep: "9812300009",
      atCentre: "9812300009",
      searched: "9812300009",
    });
  });
});
