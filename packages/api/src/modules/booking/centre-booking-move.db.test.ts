import { indiaDate, indiaToInstant } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";
import { TOPIC } from "../outbox/topics";

// A centre moves a booking on its timeline (centreBookings.move). On PGlite, and on PostgreSQL with DATABASE_URL
// set (where the race below is a real one: two connections).
let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

type Fixture = Awaited<ReturnType<typeof bookableCentre>>;
const tomorrow = () => indiaDate(new Date(), 1);
const at = (time: string, date = tomorrow()) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return indiaToInstant(date, h * 60 + m);
};

async function book(fixture: Fixture, time: string, service: "wash" | "polish" = "wash") {
  const { token } = await signedInUser(database.db);
  const request = bookingRequest(fixture, { time });
  return callerFor(database.db, { token }).booking.create({
    ...request,
    items: [{ serviceId: fixture[service].id, quantity: 1 }],
  });
}

const centreOf = (fixture: Fixture) => callerFor(database.db, { token: fixture.owner.token });

async function holdOf(bookingId: number) {
  const reservation = await database.db.bayReservation.findFirstOrThrow({ where: { bookingId } });
  return { bay: reservation.bay, start: reservation.slotStart, end: reservation.slotEnd };
}

const rescheduledMessages = (bookingId: number) =>
  database.db.outboxMessage.findMany({
    where: { topic: TOPIC["booking.rescheduled"], payload: { path: ["bookingId"], equals: bookingId } },
  });

describe("a centre moves a booking", () => {
  it("to another bay at the same time: nobody is told, the move is audited", async () => {
    const fixture = await bookableCentre(database.db, { bays: 3 });
    const booking = await book(fixture, "10:00");
    expect((await holdOf(booking.id)).bay).toBe(1);

    const moved = await centreOf(fixture).centreBookings.move({
      bookingId: booking.id,
      bay: 3,
      slotStart: booking.slotStart,
    });

    expect(moved).toMatchObject({ bay: 3, customerNotified: false });
    expect(await holdOf(booking.id)).toEqual({ bay: 3, start: at("10:00"), end: at("10:30") });
    expect(await rescheduledMessages(booking.id)).toHaveLength(0);
    const audit = await database.db.auditLog.findFirstOrThrow({
      where: { action: "booking.moved", entityId: String(booking.id) },
    });
    expect(audit.data).toMatchObject({ fromBay: 1, toBay: 3, customerNotified: false });
  });

  it("to another time (another day too): the customer is told through the rescheduled messages", async () => {
    const fixture = await bookableCentre(database.db, { bays: 2 });
    const booking = await book(fixture, "10:00", "polish");
    const dayAfter = indiaDate(new Date(), 2);

    const moved = await centreOf(fixture).centreBookings.move({
      bookingId: booking.id,
      bay: 2,
      slotStart: at("15:30", dayAfter),
    });

    expect(moved).toMatchObject({ bay: 2, customerNotified: true, slotEnd: at("16:30", dayAfter) });
    const row = await database.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.slotStart).toEqual(at("15:30", dayAfter));
    expect(row.rescheduleCount).toBe(0); // the customer's own reschedules are theirs to count
    const messages = await rescheduledMessages(booking.id);
    expect(messages.map((message) => message.payload)).toEqual([
      { bookingId: booking.id, from: at("10:00").toISOString() },
    ]);
    // The reminder follows the booking.
    const reminder = await database.db.outboxMessage.findFirst({
      where: { topic: TOPIC["booking.reminder"], payload: { path: ["bookingId"], equals: booking.id } },
      orderBy: { id: "desc" },
    });
    expect(reminder?.runAt.getTime()).toBe(at("15:30", dayAfter).getTime() - 2 * 3_600_000);
  });

  it("refuses what the calendar and the bays do not allow, saying why, and leaves the booking where it was", async () => {
    const fixture = await bookableCentre(database.db, { bays: 2 });
    const booking = await book(fixture, "10:00");
    const other = await book(fixture, "12:00");
    const date = tomorrow();
    await database.db.centreBreak.create({
      data: { centreId: fixture.centre.id, startsAt: 13 * 60, endsAt: 14 * 60, name: "Lunch" },
    });
    await database.db.bayBlock.create({
      data: {
        centreId: fixture.centre.id,
        bay: 2,
        startsAt: at("16:00"),
        endsAt: at("18:00"),
        reason: "Pressure washer repair",
      },
    });
    await database.db.centreDayRule.create({
      data: { centreId: fixture.centre.id, date: indiaDate(new Date(), 3), closed: true, name: "Holi" },
    });
    const centre = centreOf(fixture);
    const move = (bay: number, slotStart: Date) =>
      centre.centreBookings.move({ bookingId: booking.id, bay, slotStart });
    const refusal = async (bay: number, slotStart: Date) =>
      (await fieldErrorsOfRejection(move(bay, slotStart))) ?? {};

    expect(await refusal(1, at("19:45"))).toEqual({
      slotStart: expect.stringContaining("outside the hours"),
    });
    expect(await refusal(1, at("07:30"))).toEqual({
      slotStart: expect.stringContaining("outside the hours"),
    });
    expect(await refusal(1, at("13:30"))).toEqual({
      slotStart: "1:30 pm to 2:00 pm runs into a break (1:00 pm to 2:00 pm)",
    });
    expect(await refusal(1, at("10:10"))).toEqual({
      slotStart: expect.stringContaining("Start at a slot time"),
    });
    expect(await refusal(1, at("10:00", indiaDate(new Date(), 3)))).toEqual({
      slotStart: expect.stringContaining("closed on"),
    });
    expect(await refusal(1, at("10:00", indiaDate(new Date(), -1)))).toEqual({
      slotStart: expect.stringContaining("has already passed"),
    });
    expect(await refusal(2, at("16:30"))).toEqual({ bay: "Bay 2 is blocked then: Pressure washer repair" });
    expect(await refusal(1, at("12:00"))).toEqual({ bay: "Bay 1 is taken then by another booking" });
    expect(await refusal(3, at("11:00"))).toEqual({ bay: "Your centre has no bay 3 (it has 2)" });
    expect(date).toBe(tomorrow());

    expect(await holdOf(booking.id)).toEqual({ bay: 1, start: at("10:00"), end: at("10:30") });
    expect(await holdOf(other.id)).toMatchObject({ bay: 1 });
    expect(await rescheduledMessages(booking.id)).toHaveLength(0);
  });

  it("moves only live bookings, of its own centre, as shown", async () => {
    const fixture = await bookableCentre(database.db);
    const stranger = await bookableCentre(database.db);
    const booking = await book(fixture, "10:00");
    const centre = centreOf(fixture);

    await expect(
      centreOf(stranger).centreBookings.move({ bookingId: booking.id, bay: 1, slotStart: at("11:00") }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      centre.centreBookings.move({
        bookingId: booking.id,
        bay: 2,
        slotStart: at("11:00"),
        seenUpdatedAt: new Date(booking.updatedAt.getTime() - 1000),
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });

    await centre.centreBookings.act({ bookingId: booking.id, action: "cancel", reason: "Bay flooded" });
    await expect(
      centre.centreBookings.move({ bookingId: booking.id, bay: 2, slotStart: at("11:00") }),
    ).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "A booking that is cancelled cannot be moved",
    });
  });

  it("two moves into the same gap at once: one wins, the other is told the bay is taken", async () => {
    const fixture = await bookableCentre(database.db, { bays: 2 });
    const first = await book(fixture, "10:00");
    const second = await book(fixture, "10:00");
    const centre = centreOf(fixture);
    const otherTablet = centreOf(fixture);

    const results = await Promise.allSettled([
      centre.centreBookings.move({ bookingId: first.id, bay: 1, slotStart: at("15:00") }),
      otherTablet.centreBookings.move({ bookingId: second.id, bay: 1, slotStart: at("15:00") }),
    ]);

    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.filter((result) => result.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({
      reason: { code: "CONFLICT", message: "Bay 1 is taken then by another booking" },
    });
    const atThree = await database.db.bayReservation.findMany({
      where: { centreId: fixture.centre.id, slotStart: at("15:00") },
    });
    expect(atThree).toHaveLength(1);
    // The loser kept its old hold.
    const loser = won[0] && "value" in won[0] && won[0].value.bookingId === first.id ? second : first;
    expect((await holdOf(loser.id)).start).toEqual(at("10:00"));
  });

  it("a move racing a customer's booking for the last bay gives one winner", async () => {
    const fixture = await bookableCentre(database.db, { bays: 1 });
    const booking = await book(fixture, "10:00");
    const { token } = await signedInUser(database.db);
    const customer = callerFor(database.db, { token });

    const [moved, booked] = await Promise.allSettled([
      centreOf(fixture).centreBookings.move({ bookingId: booking.id, bay: 1, slotStart: at("17:00") }),
      customer.booking.create(bookingRequest(fixture, { time: "17:00" })),
    ]);

    expect([moved.status, booked.status].filter((status) => status === "fulfilled")).toHaveLength(1);
    expect(
      await database.db.bayReservation.count({
        where: { centreId: fixture.centre.id, slotStart: at("17:00") },
      }),
    ).toBe(1);
  });
});
