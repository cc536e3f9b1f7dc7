import { uniqueTestGstin } from "@chamak/api/test-support/test-gstin";
import { gstinCheckCharacter } from "@chamak/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";

// A centre registers through either door, the site's tRPC and the legacy POST /api/register (role 'vendor'):
// with a GSTIN, or without one and with the declaration; with neither, the error names the declaration.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DECLARATION_NEEDED =
  "Enter your GST number, or tick the declaration that your centre need not register under GST";
let address = 1;
/** Each application from its own address: the seller form allows a few per address an hour. */
const fromNewAddress = () => `10.9.0.${address++}`;

const centreOf = (email: string) =>
  t.db.centre.findFirstOrThrow({
    where: { owner: { email } },
    select: { gstin: true, gstDeclarationAt: true, status: true, id: true },
  });
const counts = async () => [await t.db.user.count(), await t.db.centre.count()];

describe("seller registration over tRPC", () => {
  const application = (email: string, gst: { gstin?: string | null; gstDeclaration?: boolean }) => ({
    centreName: "Sparkle Car Spa",
    mobile: "9811100000",
    email,
    locality: "Dwarka",
    city: "New Delhi",
    state: "Delhi",
    zip: "110075",
    password: "Dwarka-Shine42",
    confirmPassword: "Dwarka-Shine42",
    ...gst,
  });
  const post = (input: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/trpc/accounts.registerSeller",
      remoteAddress: fromNewAddress(),
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ json: input }),
    });

  it("with a GSTIN: registered, no declaration kept", async () => {
    const gstin = uniqueTestGstin();
    const response = await post(application("gst@trpc.test", { gstin }));
    expect(response.statusCode).toBe(200);
    await expect(centreOf("gst@trpc.test")).resolves.toMatchObject({
      gstin,
      gstDeclarationAt: null,
      status: "pending",
    });
  });

  it("without a GSTIN, with the declaration: unregistered, the declaration kept with its time", async () => {
    const before = Date.now();
    const response = await post(application("declared@trpc.test", { gstin: "", gstDeclaration: true }));
    expect(response.statusCode).toBe(200);
    const centre = await centreOf("declared@trpc.test");
    expect(centre.gstin).toBeNull();
    expect(centre.gstDeclarationAt?.getTime()).toBeGreaterThanOrEqual(before);
    const audit = await t.db.auditLog.findFirst({
      where: { action: "centre.gst_declared", entityId: String(centre.id) },
    });
    expect(audit?.data).toMatchObject({ givenAt: centre.gstDeclarationAt?.toISOString() });
  });

  it("with neither: 400 naming gstDeclaration, and nothing written", async () => {
    const before = await counts();
    const response = await post(application("neither@trpc.test", { gstin: "" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        json: {
          data: {
            code: "BAD_REQUEST",
            fieldErrors: { gstDeclaration: DECLARATION_NEEDED },
            fieldMessages: { gstDeclaration: { id: "errors.gstinOrDeclaration" } },
          },
        },
      },
    });
    expect(await counts()).toEqual(before);
  });
});

describe("seller registration over the legacy POST /api/register", () => {
  const signUp = (email: string, more: Record<string, unknown>) => ({
    name: "Gali Car Wash",
    gst_no: "",
    email,
    mobile_no: "9811100001",
    state: "Delhi",
    city: "New Delhi",
    address: "Lajpat Nagar",
    zip: "110024",
    password: "Dwarka-Shine42",
    role: "vendor",
    ...more,
  });
  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/register", remoteAddress: fromNewAddress(), payload });

  it("role vendor with gst_no: a pending centre with that GSTIN, and a token", async () => {
    const gstin = uniqueTestGstin();
    const response = await post(signUp("gst@legacy.test", { gst_no: gstin.toLowerCase() }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      token: expect.any(String),
      message: "Registration successful",
    });
    await expect(centreOf("gst@legacy.test")).resolves.toMatchObject({
      gstin,
      gstDeclarationAt: null,
      status: "pending",
    });
  });

  it("role vendor without gst_no and with gst_declaration: an unregistered centre, the declaration kept", async () => {
    const response = await post(signUp("declared@legacy.test", { gst_declaration: true }));
    expect(response.statusCode).toBe(200);
    const centre = await centreOf("declared@legacy.test");
    expect(centre.gstin).toBeNull();
    expect(centre.gstDeclarationAt).toBeInstanceOf(Date);
  });

  it("role vendor with neither: 400 naming gst_declaration, and nothing written", async () => {
    const before = await counts();
    for (const payload of [
      signUp("neither@legacy.test", {}),
      signUp("neither@legacy.test", { gst_no: null }),
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        requestId: expect.any(String),
        message: `gst_declaration: ${DECLARATION_NEEDED}`,
        field: "gst_declaration",
      });
    }
    expect(await counts()).toEqual(before);
  });

  it("role vendor with a wrong gst_no: 400 naming gst_no, the declaration notwithstanding", async () => {
    const first14 = "07AAACS1234K1Z";
    const wrong = `${first14}${gstinCheckCharacter(first14) === "A" ? "B" : "A"}`;
    const response = await post(signUp("wrong@legacy.test", { gst_no: wrong, gst_declaration: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, requestId: expect.any(String), field: "gst_no" });
  });

  it("a GSTIN already registered: 409 naming gst_no, as the legacy body calls it", async () => {
    const taken = (await centreOf("gst@legacy.test")).gstin;
    const response = await post(signUp("taken@legacy.test", { gst_no: taken }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: "A centre with this GST number is already registered",
      field: "gst_no",
    });
  });

  it("a customer's sign-up is as before: gst_no empty, no declaration asked", async () => {
    const response = await post(signUp("customer@legacy.test", { role: "user" }));
    expect(response.statusCode).toBe(200);
    expect(await t.db.centre.count({ where: { owner: { email: "customer@legacy.test" } } })).toBe(0);
  });
});
