import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp } from "../../../test/support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// The exact sign-up request the legacy client sends (role 'user', gst_no never filled).
const legacySignUp = {
  name: "Rohit Sharma",
  gst_no: "",
  email: "rohit@example.com",
  mobile_no: "9812345678",
  state: "Haryana",
  city: "Gurugram",
  address: "DLF Phase 3",
  zip: "122002",
  password: "Gurugram-Phase3",
  role: "user",
};

describe("legacy accounts API", () => {
  it("POST /api/register answers status, token and message", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/register", payload: legacySignUp });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      token: expect.any(String),
      message: "Registration successful",
    });
  });

  it("POST /api/register refuses a duplicate email (409) and self-made admins (400)", async () => {
    const duplicate = await t.app.inject({ method: "POST", url: "/api/register", payload: legacySignUp });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: "An account with this email already exists; sign in instead",
      field: "email",
    });
    const admin = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...legacySignUp, email: "boss@example.com", role: "admin" },
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toMatchObject({ status: false, requestId: expect.any(String), field: "role" });
    expect(await t.db.user.count({ where: { email: "boss@example.com" } })).toBe(0);
  });

  it("POST /api/login answers a token, or status false for wrong credentials", async () => {
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "rohit@example.com", password: "Gurugram-Phase3" },
    });
    expect(ok.json()).toEqual({ status: true, token: expect.any(String), message: "Signed in" });
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "rohit@example.com", password: "nope12345" },
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      status: false,
      message: "Invalid email or password",
    });
  });

  it("GET /api/profile with the token; POST /api/logout revokes it (then 401)", async () => {
    const { token } = (
      await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: "rohit@example.com", password: "Gurugram-Phase3" },
      })
    ).json();
    const profile = await t.app.inject({ method: "GET", url: "/api/profile", headers: bearer(token) });
    expect(profile.json()).toEqual({
      status: true,
      user: {
        id: expect.any(Number),
        name: "Rohit Sharma",
        email: "rohit@example.com",
        mobile_no: "9812345678",
        address: "DLF Phase 3",
        city: "Gurugram",
        state: "Haryana",
        zip: "122002",
        role: "user",
        date_of_birth: null,
        gender: null,
      },
    });
    const logout = await t.app.inject({ method: "POST", url: "/api/logout", headers: bearer(token) });
    expect(logout.json()).toEqual({ status: true, message: "Signed out" });
    const after = await t.app.inject({ method: "GET", url: "/api/profile", headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: "Please sign in to continue",
    });
  });

  it("answers 401 without a token, including the legacy client's 'Bearer null'", async () => {
    for (const headers of [{}, { authorization: "Bearer null" }, { authorization: "Bearer forged" }]) {
      const response = await t.app.inject({ method: "GET", url: "/api/profile", headers });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe("legacy accounts API: bad input is a 400 naming the field, never a 500", () => {
  const cases: { name: string; url: string; payload: string | object; field: string | RegExp }[] = [
    {
      name: "malformed JSON",
      url: "/api/login",
      payload: '{"email": "x@y.in", "password": ',
      field: /not valid JSON/,
    },
    { name: "number for email", url: "/api/login", payload: { email: 42, password: "x" }, field: "email" },
    { name: "missing password", url: "/api/login", payload: { email: "x@y.in" }, field: "password" },
    {
      name: "short mobile",
      url: "/api/register",
      payload: { ...legacySignUp, mobile_no: "98123" },
      field: "mobile_no",
    },
    {
      name: "unknown state",
      url: "/api/register",
      payload: { ...legacySignUp, state: "Gourgram" },
      field: "state",
    },
    { name: "array body", url: "/api/register", payload: [1, 2], field: "body" },
  ];
  it.each(cases)("$name", async ({ url, payload, field }) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(false);
    if (typeof field === "string") {
      expect(body.field).toBe(field);
      expect(body.message.startsWith(`${field}: `)).toBe(true);
    } else {
      expect(body.message).toMatch(field);
    }
  });
});
