/**
 * POST /api/bookings/store sent more than once: the legacy client double-submits and sends no idempotency
 * key, and a payment id can be sent for several bookings at once. Real HTTP against the listening app, the
 * Razorpay stand-in over HTTP. The bursts need PostgreSQL (PGlite runs one statement at a time).
 */
import { standinPayments } from "@chamak/api/test-support/caller";
import { authorizeStandaloneInTestCheckout } from "@chamak/api/test-support/test-checkout";
import { createTestDb, describeOnPostgres, type TestDb } from "@chamak/db/testing";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listeningApp } from "../../../test/reliability/reliability-harness";
import {
  indiaDatePlus,
  legacyBookingForm,
  legacyCentre,
  signIn,
} from "../../../test/support/legacy-fixtures";
import { LEGACY_DEDUPE_WINDOW_MS } from "./bookings.routes";

const keys = {
  keyId: "rzp_test_races",
  keySecret: "races-key-secret",
  webhookSecret: "races-webhook-secret",
};

let database: TestDb;
let standin: RunningRazorpayStandin;
let server: Awaited<ReturnType<typeof listeningApp>>;
let centre: Awaited<ReturnType<typeof legacyCentre>>;

beforeAll(async () => {
  standin = await startRazorpayStandin(keys);
  database = await createTestDb();
  server = await listeningApp({ db: database.db, payments: standinPayments(keys, standin.apiBaseUrl) });
  centre = await legacyCentre(database.db, { name: "Race Centre" });
});
afterAll(async () => {
  await server?.close();
  await standin?.close();
  await database?.close();
});

const tomorrow = indiaDatePlus(1);
const dayAfter = indiaDatePlus(2);

const item = (service: { id: number }, quantity = 1) => ({
  id: service.id,
  price: 1,
  vehicle_type_id: centre.suv.id,
  service_id: service.id,
  quantity,
});

/** The legacy booking form: a Foam Wash (₹499) on an SUV, paid in cash unless said otherwise. */
const legacyForm = (overrides: Record<string, unknown> = {}) =>
  legacyBookingForm({ servies: [item(centre.wash)], date: tomorrow, time: "10:00", ...overrides });

interface Answer {
  status: number;
  body: { status: boolean; message: string; booking_id?: number; code?: string; field?: string };
}

async function store(token: string, form: object): Promise<Answer> {
  const response = await fetch(`${server.origin}/api/bookings/store`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(form),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

const authorizeStandalone = (amountPaise = 49_900) =>
  authorizeStandaloneInTestCheckout(standin.url, { keyId: keys.keyId, amountPaise });

const customer = () => signIn(server.app, database.db, "user");

const bookingsOf = (customerId: number) =>
  database.db.booking.findMany({
    where: { customerId },
    select: {
      id: true,
      status: true,
      paymentStatus: true,
      holdExpiresAt: true,
      idempotencyKey: true,
      reservations: { select: { bay: true } },
      payments: { select: { razorpayPaymentId: true, state: true } },
    },
    orderBy: { id: "asc" },
  });

describe("identical legacy submissions, one after another", () => {
  it("the same form twice is one booking with the same answer; a cart in another order is the same form", async () => {
    const { id, token } = await customer();
    const first = await store(token, legacyForm({ time: "09:00" }));
    expect(first.status).toBe(200);
    const again = await store(token, legacyForm({ time: "09:00" }));
    const reordered = await store(
      token,
      legacyForm({
        time: "17:00",
        servies: [item(centre.polish), item(centre.wash)],
        totalamout: 1699,
      }),
    );
    const reorderedAgain = await store(
      token,
      legacyForm({
        time: "17:00",
        servies: [item(centre.wash), item(centre.polish)],
        totalamout: 1699,
      }),
    );
    expect(again).toEqual(first);
    expect(reorderedAgain).toEqual(reordered);
    expect(reordered.body.booking_id).not.toBe(first.body.booking_id);
    // Address and contact details do not make another booking; the vehicle, the day and the services do.
    expect(await store(token, legacyForm({ time: "09:00", address: "Another address 1" }))).toEqual(first);
    const otherVehicle = await store(token, legacyForm({ time: "09:00", vehile_no: "DL 3C AB 9999" }));
    const otherDay = await store(token, legacyForm({ time: "09:00", date: dayAfter }));
    const twoWashes = await store(
      token,
      legacyForm({ time: "17:00", servies: [item(centre.wash, 2)], totalamout: 998 }),
    );
    for (const answer of [otherVehicle, otherDay, twoWashes]) expect(answer.status).toBe(200);
    const ids = [first, reordered, otherVehicle, otherDay, twoWashes].map((answer) => answer.body.booking_id);
    expect(new Set(ids).size).toBe(5);
    expect((await bookingsOf(id)).map((booking) => booking.id)).toEqual(
      ids.sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });

  it("after the window, an identical form books again (the old booking keeps its slot, its key is retired)", async () => {
    const { id, token } = await customer();
    const first = await store(token, legacyForm({ time: "09:30" }));
    expect(first.status).toBe(200);
    const firstId = first.body.booking_id as number;
    // Ten minutes and a second pass.
    await database.db.booking.update({
      where: { id: firstId },
      data: { createdAt: new Date(Date.now() - LEGACY_DEDUPE_WINDOW_MS - 1000) },
    });
    const later = await store(token, legacyForm({ time: "09:30" }));
    expect(later.status).toBe(200);
    expect(later.body.booking_id).not.toBe(firstId);
    const again = await store(token, legacyForm({ time: "09:30" }));
    expect(again).toEqual(later);
    const rows = await bookingsOf(id);
    expect(rows.map((row) => [row.id, row.status, row.reservations.length])).toEqual([
      [firstId, "requested", 1],
      [later.body.booking_id, "requested", 1],
    ]);
    expect(rows[0]?.idempotencyKey).toBeNull();
    expect(rows[1]?.idempotencyKey).toMatch(/^legacy:/);
  });

  it("once the booking is cancelled, an identical form books again", async () => {
    const { id, token } = await customer();
    const first = await store(token, legacyForm({ time: "10:30" }));
    const firstId = first.body.booking_id as number;
    await database.db.$transaction(async (tx) => {
      await tx.bayReservation.deleteMany({ where: { bookingId: firstId } });
      await tx.booking.update({
        where: { id: firstId },
        data: { status: "cancelled", cancelledBy: "customer", cancelledAt: new Date() },
      });
    });
    const again = await store(token, legacyForm({ time: "10:30" }));
    expect(again.status).toBe(200);
    expect(again.body.booking_id).not.toBe(firstId);
    expect((await bookingsOf(id)).map((row) => row.status)).toEqual(["cancelled", "requested"]);
  });

  it("the same prepaid form with the same payment sent again gets the same answer; the payment is taken once", async () => {
    const { id, token } = await customer();
    const paymentId = await authorizeStandalone();
    const form = legacyForm({ time: "11:00", razorpay_payment_id: paymentId });
    const first = await store(token, form);
    expect(first.status).toBe(200);
    expect(await store(token, form)).toEqual(first);
    expect(await bookingsOf(id)).toMatchObject([
      {
        id: first.body.booking_id,
        status: "paid",
        paymentStatus: "captured",
        payments: [{ razorpayPaymentId: paymentId, state: "captured" }],
      },
    ]);
    expect(
      await database.db.ledgerEntry.count({ where: { kind: "payment_captured", razorpayId: paymentId } }),
    ).toBe(1);
    // Cash for the same slot and vehicle is another way of paying: another booking.
    const cash = await store(token, legacyForm({ time: "11:00" }));
    expect(cash.status).toBe(200);
    expect(cash.body.booking_id).not.toBe(first.body.booking_id);
  });
});

describeOnPostgres(
  "POST /api/bookings/store bursts over real HTTP",
  "the submissions must really run at once, on separate connections",
  () => {
    it("20 identical legacy submissions at once: one booking, 20 equal answers", async () => {
      const { id, token } = await customer();
      const form = legacyForm({ time: "12:00" });
      const answers = await Promise.all(Array.from({ length: 20 }, () => store(token, form)));
      expect(answers[0]?.status).toBe(200);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      const rows = await bookingsOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: answers[0]?.body.booking_id, status: "requested" });
      expect(rows[0]?.reservations).toHaveLength(1);
    });

    it("one payment id sent for 5 bookings at once: one paid booking, 409 for the rest, no bay left held", async () => {
      const paymentId = await authorizeStandalone();
      const customers = await Promise.all(Array.from({ length: 5 }, () => customer()));
      const times = ["13:00", "13:30", "14:00", "14:30", "15:00"];
      const answers = await Promise.all(
        customers.map(({ token }, index) =>
          store(token, legacyForm({ time: times[index], razorpay_payment_id: paymentId })),
        ),
      );
      const won = answers.filter((answer) => answer.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((answer) => answer.status !== 200)).toEqual(
        Array.from({ length: 4 }, () => ({
          status: 409,
          body: {
            status: false,
            requestId: expect.any(String),
            message: "This payment has already been used for a booking",
            field: "razorpay_payment_id",
          },
        })),
      );

      const rows = (await Promise.all(customers.map(({ id }) => bookingsOf(id)))).flat();
      const paid = rows.filter((row) => row.id === won[0]?.body.booking_id);
      expect(paid).toMatchObject([
        {
          status: "paid",
          paymentStatus: "captured",
          payments: [{ razorpayPaymentId: paymentId, state: "captured" }],
        },
      ]);
      expect(paid[0]?.reservations).toHaveLength(1);
      // The others' bookings, if they got as far as one, are cancelled with their bays given back.
      for (const row of rows.filter((other) => other.id !== won[0]?.body.booking_id)) {
        expect(row).toMatchObject({ status: "cancelled", holdExpiresAt: null, reservations: [] });
        expect(row.payments.filter((payment) => payment.razorpayPaymentId !== null)).toEqual([]);
      }
      expect(
        await database.db.ledgerEntry.count({ where: { kind: "payment_captured", razorpayId: paymentId } }),
      ).toBe(1);
      expect(standin.controls.payments().find((payment) => payment.id === paymentId)).toMatchObject({
        status: "captured",
        amount: 49_900,
      });
    });

    it("the same prepaid form with one payment sent 5 times at once: one paid booking, 5 equal answers", async () => {
      const { id, token } = await customer();
      const paymentId = await authorizeStandalone();
      const form = legacyForm({ time: "16:00", razorpay_payment_id: paymentId });
      const answers = await Promise.all(Array.from({ length: 5 }, () => store(token, form)));
      expect(answers[0]?.status).toBe(200);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(await bookingsOf(id)).toMatchObject([
        {
          id: answers[0]?.body.booking_id,
          status: "paid",
          payments: [{ razorpayPaymentId: paymentId, state: "captured" }],
          reservations: [{}],
        },
      ]);
      expect(
        await database.db.ledgerEntry.count({ where: { kind: "payment_captured", razorpayId: paymentId } }),
      ).toBe(1);
    });
  },
);
