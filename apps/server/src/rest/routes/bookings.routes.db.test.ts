import { standinPayments } from "@chamak/api/test-support/caller";
import { onTheRoad } from "@chamak/api/test-support/crew-fixtures";
import { authorizeStandaloneInTestCheckout } from "@chamak/api/test-support/test-checkout";
import { ensureTestPlaces } from "@chamak/api/test-support/test-places";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  indiaDatePlus,
  legacyBookingForm,
  legacyCentre,
  signIn,
} from "../../../test/support/legacy-fixtures";
import { bearer, createTestApp } from "../../../test/support/test-app";

const keys = {
  keyId: "rzp_test_legacybookings",
  keySecret: "legacy-key-secret",
  webhookSecret: "legacy-webhook-secret",
};

let standin: RunningRazorpayStandin;
let t: Awaited<ReturnType<typeof createTestApp>>;
let centre: Awaited<ReturnType<typeof legacyCentre>>;
let other: Awaited<ReturnType<typeof legacyCentre>>;
let customer: Awaited<ReturnType<typeof signIn>>;
let neighbour: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  standin = await startRazorpayStandin(keys);
  t = await createTestApp({ payments: standinPayments(keys, standin.apiBaseUrl) });
  centre = await legacyCentre(t.db, { name: "Booking Centre" });
  other = await legacyCentre(t.db, { name: "Other Centre" });
  // Booking Centre is in Lajpat Nagar (110024): pick & drop is measured from there.
  await t.db.centre.update({
    where: { id: centre.centre.id },
    data: { latitude: 28.5677, longitude: 77.2433 },
  });
  await onTheRoad(t.db, { centreId: centre.centre.id, userId: centre.centre.ownerId }, ["driver"]);
  await ensureTestPlaces(t.db);
  customer = await signIn(t.app, t.db, "user");
  neighbour = await signIn(t.app, t.db, "user");
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const tomorrow = indiaDatePlus(1);

/** A cart item exactly as the legacy details page stores it; `price` is what the client believes. */
const cartItem = (service: { id: number }, price: number, extra: Partial<Record<string, unknown>> = {}) => ({
  id: service.id,
  price,
  driver_fee: 150,
  pick_drop: false,
  vehicle_type_id: centre.suv.id,
  vehicle_type: "Suv",
  category_name: "Basic Wash",
  sub_category_name: "Foam Wash",
  service_id: service.id,
  quantity: 1,
  ...extra,
});

/** The legacy booking form plus the payment fields, as the booking page sends it. */
const bookingForm = (overrides: Record<string, unknown> = {}) =>
  legacyBookingForm({
    vehile_no: "dl 3c ab 1234",
    servies: [cartItem(centre.wash, 499)],
    date: tomorrow,
    time: "10:00",
    ...overrides,
  });

const store = (payload: unknown, token: string | null = customer.token) =>
  t.app.inject({
    method: "POST",
    url: "/api/bookings/store",
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

const authorizeStandalone = (amountPaise: number) =>
  authorizeStandaloneInTestCheckout(standin.url, { keyId: keys.keyId, amountPaise });

const standinPayment = (id: string) => standin.controls.payments().find((payment) => payment.id === id);

describe("POST /api/bookings/store: cash", () => {
  let cashBookingId: number;

  it("books with razorpay_payment_id 'cash', priced by the server (the cart's price is ignored)", async () => {
    const response = await store(bookingForm({ servies: [cartItem(centre.wash, 1)] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: "Booking requested. Our executive will contact you to confirm the payment collection details.",
      booking_id: expect.any(Number),
      code: expect.any(String),
    });
    cashBookingId = response.json().booking_id;
    const booking = await t.db.booking.findUniqueOrThrow({
      where: { id: cashBookingId },
      include: { items: true },
    });
    expect(booking).toMatchObject({
      code: response.json().code,
      customerId: customer.id,
      centreId: centre.centre.id,
      vehicleTypeId: centre.suv.id,
      status: "requested",
      paymentMethod: "cash",
      paymentStatus: "cash_due",
      serviceMode: "at_centre",
      vehicleNumber: "DL 3C AB 1234",
      totalPaise: 49_900,
    });
    expect(booking.items.map((item) => item.unitPricePaise)).toEqual([49_900]);
  });

  it("getBookings shows it in the legacy shape, in India's date and time", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/getBookings",
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(200);
    const booking = await t.db.booking.findUniqueOrThrow({ where: { id: cashBookingId } });
    expect(response.json()).toEqual({
      status: true,
      data: [
        {
          id: cashBookingId,
          code: booking.code,
          status: "PENDING",
          booking_date: tomorrow,
          booking_time: "10:00",
          vendor: [
            {
              id: centre.centre.id,
              name: "Booking Centre",
              mobile_no: "9811111111",
              address: "12 Ring Road",
              city: "New Delhi",
            },
          ],
          services: [
            {
              service_id: centre.wash.id,
              category: "Basic Wash",
              sub_category: "Foam Wash",
              price: 499,
              quantity: 1,
            },
          ],
          vehicle_type: "Suv",
          vehile_no: "DL 3C AB 1234",
          brand: "Hyundai",
          isdriver: false,
          driver_fee: 0,
          discount: 0,
          totalamout: 499,
          payment_method: "cash",
          payment_status: "cash_due",
        },
      ],
      total: 1,
      page: 1,
      limit: 100,
    });
  });

  it("pick & drop (isdriver) adds the first service's driver fee; quantities count", async () => {
    const response = await store(
      bookingForm({
        time: "14:00",
        isdriver: true,
        servies: [cartItem(centre.wash, 499, { quantity: 2 }), cartItem(centre.polish, 1200)],
        totalamout: 499 * 2 + 1200 + 150,
      }),
    );
    expect(response.statusCode).toBe(200);
    const booking = await t.db.booking.findUniqueOrThrow({ where: { id: response.json().booking_id } });
    expect(booking).toMatchObject({ serviceMode: "pick_drop", driverFeePaise: 15_000, totalPaise: 234_800 });
  });

  it("refuses pick & drop from an address the centre does not reach, or from an unknown PIN, and writes nothing", async () => {
    const before = await t.db.booking.count();
    const pickDrop = { time: "14:30", isdriver: true, totalamout: 499 + 150 };
    const mumbai = await store(
      bookingForm({ ...pickDrop, city: "Mumbai", address: "14 Hill Road", zip: "400050" }),
    );
    expect(mumbai.statusCode).toBe(400);
    expect(mumbai.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: expect.stringMatching(
        /^Booking Centre does not pick up from Mumbai \(400050\): it is 11\d\d\.\d km away, and the centre picks up within 8 km$/,
      ),
      field: "address",
    });
    const unknownPin = await store(bookingForm({ ...pickDrop, zip: "999999" }));
    expect(unknownPin.statusCode).toBe(400);
    expect(unknownPin.json()).toMatchObject({
      message: "PIN 999999 is not in India Post's directory: check the PIN code",
      field: "zip",
    });
    expect(await t.db.booking.count()).toBe(before);
  });

  it("refuses a tampered totalamout with 400 and writes nothing", async () => {
    const before = await t.db.booking.count();
    const response = await store(bookingForm({ time: "15:00", totalamout: 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: expect.stringMatching(/^The total has changed to ₹499\.00/),
      field: "totalamout",
    });
    expect(await t.db.booking.count()).toBe(before);
  });

  it("refuses items from two centres, or for two vehicle types, with 400 on servies and writes nothing", async () => {
    const before = await t.db.booking.count();
    const twoCentres = await store(
      bookingForm({ servies: [cartItem(centre.wash, 499), cartItem(other.wash, 499)], totalamout: 998 }),
    );
    expect(twoCentres.statusCode).toBe(400);
    expect(twoCentres.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: "All services in one booking must be from the same centre; book each centre separately",
      field: "servies",
    });
    const twoVehicles = await store(
      bookingForm({
        servies: [
          cartItem(centre.wash, 499),
          cartItem(centre.polish, 1200, { vehicle_type_id: centre.sedan.id }),
        ],
      }),
    );
    expect(twoVehicles.statusCode).toBe(400);
    expect(twoVehicles.json()).toMatchObject({
      status: false,
      requestId: expect.any(String),
      field: "servies",
    });
    const deleted = await t.db.service.create({
      data: {
        centreId: centre.centre.id,
        categoryId: centre.basicWash.id,
        subCategoryName: "Gone",
        description: "Gone",
        deletedAt: new Date(),
      },
    });
    const gone = await store(bookingForm({ servies: [cartItem(deleted, 499)] }));
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toMatchObject({ status: false, requestId: expect.any(String), field: "servies" });
    expect(await t.db.booking.count()).toBe(before);
  });
});

describe("POST /api/bookings/store: UPI through the Razorpay stand-in", () => {
  let paidPaymentId: string;

  it("books with an authorised payment of the exact total, and captures it", async () => {
    paidPaymentId = await authorizeStandalone(49_900);
    expect(standinPayment(paidPaymentId)?.status).toBe("authorized");
    const response = await store(bookingForm({ time: "11:00", razorpay_payment_id: paidPaymentId }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: "Payment received and booking placed; the centre will confirm it shortly.",
      booking_id: expect.any(Number),
      code: expect.any(String),
    });
    const booking = await t.db.booking.findUniqueOrThrow({
      where: { id: response.json().booking_id },
      include: { payments: true },
    });
    expect(booking).toMatchObject({
      status: "paid",
      paymentStatus: "captured",
      paymentMethod: "upi",
      totalPaise: 49_900,
    });
    expect(booking.payments).toMatchObject([
      { razorpayPaymentId: paidPaymentId, state: "captured", amountPaise: 49_900 },
    ]);
    expect(standinPayment(paidPaymentId)).toMatchObject({
      status: "captured",
      captured: true,
      amount: 49_900,
    });
  });

  it("refuses the same payment id a second time with 409", async () => {
    const before = await t.db.booking.count();
    const response = await store(bookingForm({ time: "12:30", razorpay_payment_id: paidPaymentId }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: "This payment has already been used for a booking",
      field: "razorpay_payment_id",
    });
    expect(await t.db.booking.count()).toBe(before);
  });

  it("refuses a payment for the wrong amount, leaves no booking holding a bay and does not capture", async () => {
    const paymentId = await authorizeStandalone(49_800);
    const response = await store(bookingForm({ time: "12:00", razorpay_payment_id: paymentId }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: "The amount paid does not match the booking's total",
      field: "totalamout",
    });
    const attempts = await t.db.booking.findMany({
      where: { customerId: customer.id, slotStart: new Date(`${tomorrow}T12:00:00+05:30`) },
      select: { status: true, reservations: { select: { bay: true } } },
    });
    // Whatever the service kept as a record of the attempt, it holds no bay and awaits nothing.
    for (const attempt of attempts) expect(attempt).toEqual({ status: "cancelled", reservations: [] });
    const noon = new Date(`${tomorrow}T12:00:00+05:30`);
    expect(await t.db.bayReservation.count({ where: { centreId: centre.centre.id, slotStart: noon } })).toBe(
      0,
    );
    expect(standinPayment(paymentId)?.status).toBe("authorized");
  });

  it("refuses a payment id Razorpay does not know", async () => {
    const before = await t.db.booking.count();
    const response = await store(bookingForm({ time: "13:00", razorpay_payment_id: "pay_DoesNotExist01" }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      status: false,
      requestId: expect.any(String),
      message: expect.stringMatching(/^The payment was refused/),
    });
    expect(await t.db.booking.count()).toBe(before);
  });
});

describe("GET /api/getBookings", () => {
  it("shows only the caller's bookings, newest first", async () => {
    const mine = (
      await t.app.inject({ method: "GET", url: "/api/getBookings", headers: bearer(customer.token) })
    ).json();
    const rows = await t.db.booking.findMany({
      where: { customerId: customer.id },
      orderBy: { createdAt: "desc" },
    });
    expect(mine.data.map((b: { id: number }) => b.id)).toEqual(rows.map((row) => row.id));
    expect(mine.total).toBe(rows.length);
    expect(mine.data.map((b: { status: string }) => b.status)).toContain("PAID");

    const theirs = (
      await t.app.inject({ method: "GET", url: "/api/getBookings", headers: bearer(neighbour.token) })
    ).json();
    expect(theirs).toEqual({ status: true, data: [], total: 0, page: 1, limit: 100 });

    const paged = (
      await t.app.inject({
        method: "GET",
        url: "/api/getBookings?page=2&limit=1",
        headers: bearer(customer.token),
      })
    ).json();
    expect(paged.data.map((b: { id: number }) => b.id)).toEqual([rows[1]?.id]);
  });

  it("answers 400 naming the field for a bad page or limit", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/getBookings?limit=0",
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, requestId: expect.any(String), field: "limit" });
  });
});

describe("legacy bookings API: authorisation", () => {
  it.each([
    ["POST", "/api/bookings/store"],
    ["GET", "/api/getBookings"],
  ] as const)(
    "%s %s answers 401 without a token, with 'Bearer null' and with a revoked token",
    async (method, url) => {
      const revoked = await signIn(t.app, t.db, "user");
      await t.app.inject({ method: "POST", url: "/api/logout", headers: bearer(revoked.token) });
      for (const headers of [{}, { authorization: "Bearer null" }, bearer(revoked.token)]) {
        const response = await t.app.inject({
          method,
          url,
          headers,
          ...(method === "POST" ? { payload: bookingForm() } : {}),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          status: false,
          requestId: expect.any(String),
          message: "Please sign in to continue",
        });
      }
    },
  );

  it("answers 403 to a centre account and writes nothing", async () => {
    const vendor = await signIn(t.app, t.db, "vendor");
    const before = await t.db.booking.count();
    const response = await store(bookingForm({ time: "16:00" }), vendor.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: "Only customers can do this",
    });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/getBookings", headers: bearer(vendor.token) }))
        .statusCode,
    ).toBe(403);
    expect(await t.db.booking.count()).toBe(before);
  });
});

describe("legacy bookings API: bad input is a 400 naming the field, never a 500", () => {
  const without = (field: string) => {
    const form: Record<string, unknown> = bookingForm({ time: "17:00" });
    delete form[field];
    return form;
  };
  const cases: { name: string; payload: () => string | object; field: string | RegExp }[] = [
    { name: "missing mobileno", payload: () => without("mobileno"), field: "mobileno" },
    { name: "empty mobileno", payload: () => bookingForm({ mobileno: "" }), field: "mobileno" },
    { name: "short mobileno", payload: () => bookingForm({ mobileno: "98765" }), field: "mobileno" },
    { name: "missing vehicleType", payload: () => without("vehicleType"), field: "vehicleType" },
    { name: "empty vehicleType", payload: () => bookingForm({ vehicleType: "" }), field: "vehicleType" },
    { name: "bad vehile_no", payload: () => bookingForm({ vehile_no: "12345" }), field: "vehile_no" },
    { name: "servies not a list", payload: () => bookingForm({ servies: "wash" }), field: "servies" },
    { name: "empty servies", payload: () => bookingForm({ servies: [] }), field: "servies" },
    {
      name: "item without service_id",
      payload: () => bookingForm({ servies: [cartItem(centre.wash, 499, { service_id: undefined })] }),
      field: "servies.0.service_id",
    },
    {
      name: "item quantity 0",
      payload: () => bookingForm({ servies: [cartItem(centre.wash, 499, { quantity: 0 })] }),
      field: "servies.0.quantity",
    },
    { name: "date in another format", payload: () => bookingForm({ date: "24-11-2026" }), field: "date" },
    { name: "date in the past", payload: () => bookingForm({ date: indiaDatePlus(-1) }), field: "date" },
    { name: "time 25:00", payload: () => bookingForm({ time: "25:00" }), field: "time" },
    { name: "time outside opening hours", payload: () => bookingForm({ time: "22:00" }), field: "time" },
    { name: "unknown state", payload: () => bookingForm({ state: "Gourgram" }), field: "state" },
    { name: "empty city", payload: () => bookingForm({ city: "" }), field: "city" },
    { name: "short zip", payload: () => bookingForm({ zip: 1100 }), field: "zip" },
    {
      name: "missing payment id",
      payload: () => without("razorpay_payment_id"),
      field: "razorpay_payment_id",
    },
    { name: "text totalamout", payload: () => bookingForm({ totalamout: "abc" }), field: "totalamout" },
    { name: "isdriver as text", payload: () => bookingForm({ isdriver: "yes" }), field: "isdriver" },
    { name: "array body", payload: () => [bookingForm()], field: "body" },
    { name: "malformed JSON", payload: () => '{"mobileno": "9876543210", ', field: /not valid JSON/ },
  ];
  it.each(cases)("$name", async ({ payload, field }) => {
    const before = await t.db.booking.count();
    const body = payload();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings/store",
      headers: { ...bearer(customer.token), "content-type": "application/json" },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.status).toBe(false);
    if (typeof field === "string") expect(answer.field).toBe(field);
    else expect(answer.message).toMatch(field);
    expect(await t.db.booking.count()).toBe(before);
  });

  it("accepts the legacy client's loose types: numeric zip, text ids, a rupee total as text", async () => {
    const response = await store(
      bookingForm({
        time: "18:00",
        zip: 110024,
        totalamout: "499.00",
        servies: [
          cartItem(centre.wash, 499, {
            service_id: String(centre.wash.id),
            vehicle_type_id: String(centre.suv.id),
          }),
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(true);
  });
});
