import { indiaDate, indiaToInstant } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser, unreachablePayments } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { recordReliability } from "../../../test/support/reliability-record";
import { MemoryRateLimiter } from "../../lib/rate-limiter";
import { createBooking } from "./create-booking.service";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

async function customer() {
  const { id, token } = await signedInUser(database.db);
  return { id, caller: callerFor(database.db, { token }) };
}

describe("availability", () => {
  it("offers free times inside opening hours, and counts bays as bookings take them", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db, { bays: 1 });
    const date = indiaDate(new Date(), 1);
    const cart = { centreId: fixture.centre.id, vehicleTypeId: fixture.vehicleType.id, date };
    const polishOnly = await callerFor(db).booking.availability({
      ...cart,
      items: [{ serviceId: fixture.polish.id, quantity: 1 }],
    });
    expect(polishOnly.durationMinutes).toBe(60);
    expect(polishOnly.slots[0]).toMatchObject({ time: "08:00", freeBays: 1, available: true });
    expect(polishOnly.slots.at(-1)?.time).toBe("19:00");
    expect(polishOnly.slots[0]?.startsAt).toEqual(indiaToInstant(date, 8 * 60));

    await (await customer()).caller.booking.create(bookingRequest(fixture, { time: "10:30" }));
    const after = await callerFor(db).booking.availability({
      ...cart,
      items: [{ serviceId: fixture.polish.id, quantity: 1 }],
    });
    const byTime = new Map(after.slots.map((slot) => [slot.time, slot]));
    // A 60-minute job starting 10:00 or 10:30 would overlap the 10:30 wash on the only bay.
    expect(byTime.get("10:00")?.available).toBe(false);
    expect(byTime.get("10:30")?.available).toBe(false);
    expect(byTime.get("09:30")?.available).toBe(true);
    expect(byTime.get("11:00")?.available).toBe(true);
  });

  it("names the service a vehicle has no price for, and refuses an unknown vehicle type", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const other = await db.vehicleType.upsert({
      where: { slug: "bike" },
      update: {},
      create: { slug: "bike", name: "Bike", group: "bike" },
    });
    const input = {
      centreId: fixture.centre.id,
      date: indiaDate(new Date(), 1),
      items: [{ serviceId: fixture.wash.id, quantity: 1 }],
    };
    await expect(
      callerFor(db).booking.availability({ ...input, vehicleTypeId: other.id }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Basic Wash – Foam Wash is not available for Bike",
    });
    await expect(
      callerFor(db).booking.availability({ ...input, vehicleTypeId: 999_999 }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Choose a vehicle type from the list" });
  });

  it("refuses past dates and dates beyond the horizon, naming the date", async () => {
    const fixture = await bookableCentre(database.db);
    const input = {
      centreId: fixture.centre.id,
      vehicleTypeId: fixture.vehicleType.id,
      items: [{ serviceId: fixture.wash.id, quantity: 1 }],
    };
    await expect(
      callerFor(database.db).booking.availability({ ...input, date: indiaDate(new Date(), -1) }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose today or a later date",
    });
    await expect(
      callerFor(database.db).booking.availability({ ...input, date: indiaDate(new Date(), 45) }),
    ).rejects.toMatchObject({
      message: "Bookings open 30 days ahead",
    });
  });
});

describe("creating a booking", () => {
  it("prices it on the server, reserves a bay, and writes the audit and outbox rows", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const { caller } = await customer();
    const booking = await caller.booking.create({
      ...bookingRequest(fixture),
      items: [
        { serviceId: fixture.wash.id, quantity: 2 },
        { serviceId: fixture.polish.id, quantity: 1 },
      ],
      serviceMode: "pick_drop",
    });
    expect(booking).toMatchObject({
      status: "requested",
      paymentStatus: "cash_due",
      subtotalPaise: 219_800,
      driverFeePaise: 15_000,
      totalPaise: 234_800,
      checkout: null,
    });
    expect(booking.code).toMatch(/^CHK[2-9A-Z]{6}$/);
    // 2 × 30 + 60 minutes: one bay for the two hours, one row.
    const reservations = await db.bayReservation.findMany({ where: { bookingId: booking.id } });
    expect(reservations).toEqual([
      expect.objectContaining({ bay: 1, slotStart: booking.slotStart, slotEnd: booking.slotEnd }),
    ]);
    expect(booking.slotEnd.getTime() - booking.slotStart.getTime()).toBe(120 * 60_000);
    expect(await db.auditLog.count({ where: { entityType: "booking", entityId: String(booking.id) } })).toBe(
      1,
    );
    expect(await db.outboxMessage.count({ where: { topic: "booking.created" } })).toBeGreaterThan(0);
  });

  it("refuses a total the server does not agree with, and writes nothing", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const { caller } = await customer();
    const before = await db.booking.count();
    await expect(
      caller.booking.create({ ...bookingRequest(fixture), expectedTotalPaise: 100 }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "The total has changed to ₹499.00; please review your booking",
    });
    expect(await db.booking.count()).toBe(before);
  });

  it("keeps one centre per cart", async () => {
    const { db } = database;
    const here = await bookableCentre(db);
    const elsewhere = await bookableCentre(db);
    const { caller } = await customer();
    await expect(
      caller.booking.create({
        ...bookingRequest(here),
        items: [
          { serviceId: here.wash.id, quantity: 1 },
          { serviceId: elsewhere.wash.id, quantity: 1 },
        ],
      }),
    ).rejects.toMatchObject({
      message: `Service #${elsewhere.wash.id} is not offered by this centre any more`,
    });
  });

  it("refuses times outside opening hours or in the past", async () => {
    const fixture = await bookableCentre(database.db);
    const { caller } = await customer();
    await expect(caller.booking.create(bookingRequest(fixture, { time: "21:00" }))).rejects.toMatchObject({
      message: expect.stringMatching(/is not a bookable time/),
    });
    await expect(
      caller.booking.create(bookingRequest(fixture, { date: indiaDate(new Date()), time: "00:00" })),
    ).rejects.toMatchObject({ message: expect.stringMatching(/is not a bookable time/) });
  });

  it("gives one booking for a double-submitted form (same idempotency key)", async () => {
    recordReliability({
      area: "Concurrency",
      scenario:
        "A booking submitted twice at once with the same idempotency key (service level) gives one booking, returned to both",
      load: "1 customer, 2 simultaneous booking.create calls with one key",
    });
    const { db } = database;
    const fixture = await bookableCentre(db);
    const { id, caller } = await customer();
    const request = bookingRequest(fixture, { idempotencyKey: "form-7f3a9c21" });
    const [first, second] = await Promise.all([
      caller.booking.create(request),
      caller.booking.create(request),
    ]);
    expect(second.id).toBe(first.id);
    expect(await db.booking.count({ where: { customerId: id } })).toBe(1);
  });

  it("draws another booking code when the first one is already taken", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const taken = await (await customer()).caller.booking.create(bookingRequest(fixture, { time: "09:00" }));
    const codes = [taken.code, "CHKTEST22"];
    const deps = { payments: unreachablePayments, limiter: new MemoryRateLimiter() };
    const booking = await createBooking(
      db,
      deps,
      await customer(),
      bookingRequest(fixture, { time: "11:00" }),
      new Date(),
      { newCode: () => codes.shift() ?? "CHKUNUSED" },
    );
    expect(booking.code).toBe("CHKTEST22");
    expect(codes).toEqual([]);
    expect(await db.bayReservation.count({ where: { booking: { code: "CHKTEST22" } } })).toBeGreaterThan(0);
  });

  it("says the slot just filled when the last bay is gone", async () => {
    const fixture = await bookableCentre(database.db, { bays: 1 });
    await (await customer()).caller.booking.create(bookingRequest(fixture, { time: "12:00" }));
    await expect(
      (await customer()).caller.booking.create(bookingRequest(fixture, { time: "12:00" })),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "That slot just filled up; please choose another time",
    });
  });
});

describe("booking rate limit", () => {
  it("allows a customer twenty attempts in ten minutes, then asks them to wait", async () => {
    const fixture = await bookableCentre(database.db);
    const { token } = await signedInUser(database.db);
    const caller = callerFor(database.db, { token, limiter: new MemoryRateLimiter() });
    const closedHour = bookingRequest(fixture, { time: "23:00" });
    for (let attempt = 0; attempt < 20; attempt++) {
      await expect(caller.booking.create(closedHour)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    await expect(caller.booking.create(bookingRequest(fixture))).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many booking attempts; please wait a few minutes and try again.",
    });
  });
});

/** The home banner's offer, as the seed creates it. */
function firstBookingOffer() {
  return database.db.coupon.upsert({
    where: { code: "NEW30" },
    update: {},
    create: {
      code: "NEW30",
      description: "30% off your first booking, up to ₹300",
      percentOff: 30,
      maxDiscountPaise: 30_000,
      firstBookingOnly: true,
    },
  });
}

describe("promo codes", () => {
  it("gives 30% off the first booking, capped, and only the first", async () => {
    const { db } = database;
    await firstBookingOffer();
    const fixture = await bookableCentre(db);
    const { caller } = await customer();
    const quote = await caller.booking.quote({ ...bookingRequest(fixture), couponCode: "new30" });
    expect(quote).toMatchObject({ subtotalPaise: 49_900, discountPaise: 14_970, totalPaise: 34_930 });
    const booking = await caller.booking.create({ ...bookingRequest(fixture), couponCode: "NEW30" });
    expect(booking).toMatchObject({ discountPaise: 14_970, totalPaise: 34_930, couponCode: "NEW30" });
    await expect(
      caller.booking.create({ ...bookingRequest(fixture, { time: "15:00" }), couponCode: "NEW30" }),
    ).rejects.toMatchObject({ message: "You have already used promo code NEW30" });
  });

  it("cannot be used twice by one customer booking twice at the same moment", async () => {
    const { db } = database;
    await firstBookingOffer();
    const fixture = await bookableCentre(db);
    const { id, caller } = await customer();
    const attempts = await Promise.allSettled([
      caller.booking.create({ ...bookingRequest(fixture, { time: "09:00" }), couponCode: "NEW30" }),
      caller.booking.create({ ...bookingRequest(fixture, { time: "11:00" }), couponCode: "NEW30" }),
    ]);
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    expect(await db.couponRedemption.count({ where: { userId: id } })).toBe(1);
  });

  it("names the reason a code does not apply", async () => {
    const fixture = await bookableCentre(database.db);
    const { caller } = await customer();
    await expect(
      caller.booking.quote({ ...bookingRequest(fixture), couponCode: "NOPE" }),
    ).rejects.toMatchObject({
      message: "Promo code NOPE is not valid",
    });
    await expect(
      callerFor(database.db).booking.quote({ ...bookingRequest(fixture), couponCode: "NEW30" }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("cancelling and rescheduling", () => {
  it("lets a customer cancel in time, freeing the bay; not within the last hour", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db, { bays: 1 });
    const { caller } = await customer();
    const booking = await caller.booking.create(bookingRequest(fixture, { time: "16:00" }));
    const cancelled = await caller.booking.cancel({ bookingId: booking.id });
    expect(cancelled).toMatchObject({ status: "cancelled", cancelledBy: "customer" });
    expect(await db.bayReservation.count({ where: { bookingId: booking.id } })).toBe(0);
    await expect(caller.booking.cancel({ bookingId: booking.id })).rejects.toMatchObject({
      message: "A booking that is cancelled cannot become cancelled",
    });

    const soon = await caller.booking.create(bookingRequest(fixture, { time: "17:00" }));
    await db.booking.update({
      where: { id: soon.id },
      data: { slotStart: new Date(Date.now() + 30 * 60_000), slotEnd: new Date(Date.now() + 60 * 60_000) },
    });
    await expect(caller.booking.cancel({ bookingId: soon.id })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "Bookings can be cancelled up to 1 hour before the slot; late cancellations are not refunded",
    });
  });

  it("reschedules at least 24 hours ahead into a free slot", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db, { bays: 1 });
    const { caller } = await customer();
    const booking = await caller.booking.create(
      bookingRequest(fixture, { date: indiaDate(new Date(), 3), time: "09:00" }),
    );
    const moved = await caller.booking.reschedule({
      bookingId: booking.id,
      date: indiaDate(new Date(), 4),
      time: "11:00",
    });
    expect(moved.slotStart).toEqual(indiaToInstant(indiaDate(new Date(), 4), 11 * 60));
    const held = await db.bayReservation.findMany({ where: { bookingId: booking.id } });
    expect(held.map((r) => [r.slotStart, r.slotEnd])).toEqual([
      [
        indiaToInstant(indiaDate(new Date(), 4), 11 * 60),
        indiaToInstant(indiaDate(new Date(), 4), 11 * 60 + 30),
      ],
    ]);

    const soon = await caller.booking.create(bookingRequest(fixture, { time: "18:00" }));
    const inTwentyHours = new Date(Date.now() + 20 * 60 * 60_000);
    await db.booking.update({
      where: { id: soon.id },
      data: { slotStart: inTwentyHours, slotEnd: new Date(inTwentyHours.getTime() + 30 * 60_000) },
    });
    await expect(
      caller.booking.reschedule({ bookingId: soon.id, date: indiaDate(new Date(), 5), time: "10:00" }),
    ).rejects.toMatchObject({ message: "Bookings can be rescheduled up to 24 hours before the slot" });
  });

  it("never shows or changes another customer's booking", async () => {
    const fixture = await bookableCentre(database.db);
    const owner = await customer();
    const booking = await owner.caller.booking.create(bookingRequest(fixture, { time: "13:00" }));
    const stranger = await customer();
    await expect(stranger.caller.booking.get({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(stranger.caller.booking.cancel({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(owner.caller.booking.get({ bookingId: booking.id })).resolves.toMatchObject({
      status: "requested",
    });
  });
});

describe("the centre's side", () => {
  it("confirms, starts and completes its own booking; counts it; refuses impossible moves", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const booking = await (await customer()).caller.booking.create(
      bookingRequest(fixture, { time: "14:00" }),
    );
    const centre = callerFor(db, { token: fixture.owner.token });
    await expect(
      centre.centreBookings.act({ bookingId: booking.id, action: "complete" }),
    ).rejects.toMatchObject({
      message: "A booking that is requested (cash) cannot become completed",
    });
    await centre.centreBookings.act({ bookingId: booking.id, action: "confirm" });
    // Not a day early: from two hours before the slot.
    const { slotStart } = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    await atTime(new Date(slotStart.getTime() - 2 * 3600_000 - 60_000), async () => {
      await expect(
        centre.centreBookings.act({ bookingId: booking.id, action: "start" }),
      ).rejects.toMatchObject({ message: "A job can be started at most 2 hours before its slot" });
    });
    await atTime(new Date(slotStart.getTime() - 2 * 3600_000), async () => {
      for (const action of ["start", "complete", "cash_collected"] as const) {
        await centre.centreBookings.act({ bookingId: booking.id, action });
      }
    });
    const done = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(done).toMatchObject({ status: "completed", paymentStatus: "cash_collected" });
    expect((await db.centre.findUniqueOrThrow({ where: { id: fixture.centre.id } })).bookingCount).toBe(1);
    expect((await db.service.findUniqueOrThrow({ where: { id: fixture.wash.id } })).bookingCount).toBe(1);
    const trail = await db.auditLog.findMany({
      where: { entityId: String(booking.id) },
      orderBy: { id: "asc" },
    });
    expect(trail.map((t) => t.action)).toEqual([
      "booking.created",
      "booking.confirmed",
      "booking.in_progress",
      "booking.completed",
      "booking.cash_collected",
    ]);
  });

  it("marks no-shows only after the slot starts, and cancels with a reason the customer then acts on", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const buyer = await customer();
    const booking = await buyer.caller.booking.create(
      bookingRequest(fixture, { date: indiaDate(new Date(), 3), time: "15:00" }),
    );
    // Each side sees what it may do now: the customer's actions on their booking, the centre's on its board.
    expect(booking.allowedActions).toEqual(["reschedule", "cancel"]);
    const centre = callerFor(db, { token: fixture.owner.token });
    const board = await centre.centreBookings.list({ date: indiaDate(new Date(), 3) });
    expect(board.items.find((item) => item.id === booking.id)?.allowedActions).toEqual(["confirm", "cancel"]);
    const confirmed = await centre.centreBookings.act({ bookingId: booking.id, action: "confirm" });
    expect(confirmed.allowedActions).toEqual(["cash_collected", "cancel"]); // started on the day, not now
    await expect(
      centre.centreBookings.act({ bookingId: booking.id, action: "no_show" }),
    ).rejects.toMatchObject({
      message: "A no-show can be marked only after the slot has started",
    });
    await expect(
      centre.centreBookings.act({ bookingId: booking.id, action: "cancel" }),
    ).rejects.toMatchObject({
      message: "Give the customer a reason for cancelling",
    });
    const cancelled = await centre.centreBookings.act({
      bookingId: booking.id,
      action: "cancel",
      reason: "Water supply cut",
    });
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelledBy: "centre",
      cancelReason: "Water supply cut",
      allowedActions: [],
    });
    // A cash booking: nothing was paid online to refund, so the customer is offered the free reschedule only,
    // and the server refuses the refund it does not offer.
    expect((await buyer.caller.booking.get({ bookingId: booking.id })).allowedActions).toEqual([
      "free_reschedule",
    ]);
    await expect(buyer.caller.booking.takeRefund({ bookingId: booking.id })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "Nothing paid online is left to refund",
    });
    // The customer chooses a free reschedule, even inside 24 hours of other rules.
    const moved = await buyer.caller.booking.reschedule({
      bookingId: booking.id,
      date: indiaDate(new Date(), 4),
      time: "09:00",
    });
    expect(moved).toMatchObject({
      status: "requested",
      companyChoice: "reschedule",
      allowedActions: ["reschedule", "cancel"],
    });
  });

  it("cannot see or touch another centre's bookings", async () => {
    const { db } = database;
    const mine = await bookableCentre(db);
    const theirs = await bookableCentre(db);
    const booking = await (await customer()).caller.booking.create(bookingRequest(theirs, { time: "16:30" }));
    const me = callerFor(db, { token: mine.owner.token });
    await expect(me.centreBookings.act({ bookingId: booking.id, action: "confirm" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const board = await me.centreBookings.list({ page: 1, pageSize: 50 });
    expect(board.items.map((b) => b.id)).not.toContain(booking.id);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("requested");
    await expect(
      callerFor(db, { token: (await signedInUser(db)).token }).centreBookings.list({}),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

describe("a customer's bookings by code (the link in a booking's SMS or WhatsApp message)", () => {
  it("answers only that booking of theirs, in any case, and nothing for another customer's code", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const mine = await customer();
    const first = await mine.caller.booking.create(bookingRequest(fixture, { time: "09:00" }));
    await mine.caller.booking.create(bookingRequest(fixture, { time: "09:30" }));
    const found = await mine.caller.booking.mine({ page: 1, pageSize: 10, code: first.code.toLowerCase() });
    expect(found.items.map((booking) => booking.code)).toEqual([first.code]);
    expect(found.total).toBe(1);
    expect((await mine.caller.booking.mine({ page: 1, pageSize: 10 })).total).toBe(2);

    const other = await customer();
    expect((await other.caller.booking.mine({ page: 1, pageSize: 10, code: first.code })).items).toEqual([]);
    await expect(mine.caller.booking.mine({ page: 1, pageSize: 10, code: "<script>" })).rejects.toMatchObject(
      { code: "BAD_REQUEST" },
    );
  });
});
