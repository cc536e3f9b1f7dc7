/**
 * The shared rules for people's fields (packages/contracts/src/schemas/people.ts and the mobile pattern) hold
 * at the server's doors, tRPC and the legacy REST adapter alike: a made-up mobile number, a date of birth in
 * the future or long past, markup in a name are refused with a 400 naming the field, and nothing is written.
 */
import { addDays, indiaDate } from "@chamak/contracts";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp } from "../support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let sequence = 0;
const signUp = () => ({
  name: "Meera Nair",
  email: `people-${++sequence}@test.chamak.in`,
  mobile: "9876543210",
  state: "Kerala",
  city: "Kochi",
  address: "MG Road",
  zip: "682001",
  password: "Backwaters-Kochi7",
});

type TrpcError = {
  error: { json: { data: { httpStatus: number; fieldMessages: Record<string, { id: string }> } } };
};

/** A tRPC mutation over HTTP, as the site's client sends it (superjson). */
async function mutate(path: string, input: unknown, token?: string) {
  const response = await t.app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    payload: JSON.stringify(superjson.serialize(input)),
  });
  return {
    status: response.statusCode,
    body: response.json() as TrpcError & { result: { data: Parameters<typeof superjson.deserialize>[0] } },
  };
}

/** The message ids of a refused tRPC request, by field. */
const fieldIdsOf = (body: TrpcError) =>
  Object.fromEntries(
    Object.entries(body.error.json.data.fieldMessages ?? {}).map(([field, message]) => [field, message.id]),
  );

/** Signs a new customer up; answers their token and email. */
async function newCustomer(): Promise<{ token: string; email: string }> {
  const input = signUp();
  const answer = await mutate("accounts.register", input);
  expect(answer.status).toBe(200);
  return {
    token: superjson.deserialize<{ token: string }>(answer.body.result.data).token,
    email: input.email,
  };
}

describe("tRPC refuses made-up mobiles, impossible dates of birth and markup in names and addresses", () => {
  it("accounts.register: mobile 0000000000 or 1234567890, a name with markup", async () => {
    for (const mobile of ["0000000000", "1234567890", "+91 12345 67890"]) {
      const answer = await mutate("accounts.register", { ...signUp(), mobile });
      expect(answer.status, mobile).toBe(400);
      expect(fieldIdsOf(answer.body)).toEqual({ mobile: "errors.invalidMobile" });
    }
    const markup = await mutate("accounts.register", { ...signUp(), name: "<img src=x onerror=alert(1)>" });
    expect(markup.status).toBe(400);
    expect(fieldIdsOf(markup.body)).toEqual({ name: "errors.textHasMarkup" });
    expect(await t.db.user.count({ where: { email: { startsWith: "people-" } } })).toBe(0);
  });

  it("accounts.updateProfile: a date of birth tomorrow or 121 years back, a name with a control character", async () => {
    const { token, email } = await newCustomer();
    const profile = { ...signUp(), email: undefined, password: undefined, gender: null, version: 1 };
    const today = indiaDate();
    for (const dateOfBirth of [addDays(today, 1), `${Number(today.slice(0, 4)) - 121}${today.slice(4)}`]) {
      const answer = await mutate("accounts.updateProfile", { ...profile, dateOfBirth }, token);
      expect(answer.status, dateOfBirth).toBe(400);
      expect(Object.values(fieldIdsOf(answer.body))).toHaveLength(1);
      expect(fieldIdsOf(answer.body).dateOfBirth).toMatch(/^errors\.dateOfBirth(InFuture|TooOld)$/);
    }
    const control = await mutate("accounts.updateProfile", { ...profile, name: "Meera\u0007Nair" }, token);
    expect(fieldIdsOf(control.body)).toEqual({ name: "errors.textHasMarkup" });
    const city = await mutate("accounts.updateProfile", { ...profile, city: "<script>x</script>" }, token);
    expect(fieldIdsOf(city.body)).toEqual({ city: "errors.textHasMarkup" });
    const accepted = await mutate("accounts.updateProfile", { ...profile, dateOfBirth: "1992-04-18" }, token);
    expect(accepted.status).toBe(200);
    const stored = await t.db.user.findFirstOrThrow({ where: { email } });
    expect(stored.dateOfBirth?.toISOString().slice(0, 10)).toBe("1992-04-18");
  });

  it("contact.send and booking.create: markup in the name and the brand, a made-up contact mobile", async () => {
    const contact = await mutate("contact.send", {
      name: "<b>Meera</b>",
      email: "meera@test.chamak.in",
      message: "Hello",
    });
    expect(contact.status).toBe(400);
    expect(fieldIdsOf(contact.body)).toEqual({ name: "errors.textHasMarkup" });

    const { token } = await newCustomer();
    const booking = await mutate(
      "booking.create",
      {
        centreId: 1,
        vehicleTypeId: 1,
        items: [{ serviceId: 1, quantity: 1 }],
        date: addDays(indiaDate(), 1),
        time: "10:00",
        vehicleNumber: "MH12DE1433",
        brand: "Honda<script>",
        contactMobile: "1234567890",
        state: "Kerala",
        city: "Kochi",
        address: "MG Road",
        zip: "682001",
        paymentMethod: "cash",
      },
      token,
    );
    expect(booking.status).toBe(400);
    expect(fieldIdsOf(booking.body)).toEqual({
      brand: "errors.textHasMarkup",
      contactMobile: "errors.invalidMobile",
    });
  });
});

describe("the legacy REST adapter refuses them too", () => {
  const legacySignUp = () => {
    const { mobile, ...rest } = signUp();
    return { ...rest, gst_no: "", mobile_no: mobile, role: "user" };
  };

  it("POST /api/register: a made-up mobile_no, markup in the name", async () => {
    for (const [field, value, message] of [
      [
        "mobile_no",
        "0000000000",
        "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)",
      ],
      ["name", "Meera <i>Nair</i>", "Full name must not contain <, > or control characters"],
      ["city", "<script>alert(1)</script>", "City must not contain <, > or control characters"],
      ["address", "12 MG Road\u0007", "Address must not contain <, > or control characters"],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { ...legacySignUp(), [field]: value },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        requestId: expect.any(String),
        message: `${field}: ${message}`,
        field,
      });
    }
    expect(
      await t.db.user.count({ where: { OR: [{ name: { contains: "<" } }, { city: { contains: "<" } }] } }),
    ).toBe(0);
  });

  it("POST /api/bookings/store: a made-up mobileno, markup in the brand, the city or the address", async () => {
    const { token } = await newCustomer();
    for (const [field, value] of [
      ["mobileno", "1234567890"],
      ["brand", "<svg onload=alert(1)>"],
      ["city", "<b>Kochi</b>"],
      ["address", "MG Road\u0007"],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/bookings/store",
        headers: bearer(token),
        payload: {
          mobileno: "9876543210",
          vehicleType: "Sedan",
          brand: "Honda",
          vehile_no: "MH12DE1433",
          servies: [{ id: 1, vehicle_type_id: 1, service_id: 1, quantity: 1 }],
          date: addDays(indiaDate(), 1),
          time: "10:00",
          state: "Kerala",
          city: "Kochi",
          address: "MG Road",
          zip: "682001",
          razorpay_payment_id: "cash",
          totalamout: 100,
          isdriver: false,
          [field]: value,
        },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ status: false, requestId: expect.any(String), field });
    }
  });
});
