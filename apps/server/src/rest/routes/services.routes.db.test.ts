import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyCentre, signIn } from "../../../test/support/legacy-fixtures";
import { bearer, createTestApp } from "../../../test/support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let vendor: Awaited<ReturnType<typeof signIn>>;
let rival: Awaited<ReturnType<typeof signIn>>;
let own: Awaited<ReturnType<typeof legacyCentre>>;
let theirs: Awaited<ReturnType<typeof legacyCentre>>;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await signIn(t.app, t.db, "vendor");
  rival = await signIn(t.app, t.db, "vendor");
  own = await legacyCentre(t.db, { ownerId: vendor.id, name: "Own Centre" });
  theirs = await legacyCentre(t.db, { ownerId: rival.id, name: "Rival Centre" });
});
afterAll(() => t?.close());

const call = (url: string, token: string | null, payload: unknown) =>
  t.app.inject({ method: "POST", url, headers: token ? bearer(token) : {}, payload: payload as object });

const newService = () => ({
  category_id: own.detailing.id,
  sub_category_name: "Interior Steam",
  description: "Steam cleaning. Includes Seats or Carpets",
  duration: 45,
  driver_fee: 120.5,
  vehicles: [
    { vehicle_type_id: own.suv.id, price: 899 },
    { vehicle_type_id: String(own.sedan.id), price: 749.5 },
  ],
});

const snapshot = (id: number) =>
  t.db.service.findUniqueOrThrow({
    where: { id },
    select: {
      subCategoryName: true,
      description: true,
      durationMinutes: true,
      driverFeePaise: true,
      deletedAt: true,
      prices: { select: { vehicleTypeId: true, pricePaise: true }, orderBy: { vehicleTypeId: "asc" } },
    },
  });

describe("POST /api/services/store, update, delete", () => {
  it("store adds a service to the caller's centre, priced in rupees, visible in the catalog", async () => {
    const response = await call("/api/services/store", vendor.token, newService());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: "Service added",
      service_id: expect.any(Number),
    });
    const serviceId = response.json().service_id as number;
    const row = await t.db.service.findUniqueOrThrow({ where: { id: serviceId } });
    expect(row.centreId).toBe(own.centre.id);
    expect(row.driverFeePaise).toBe(12_050);

    const details = (await call("/api/product-details", null, { service_id: serviceId })).json();
    expect(details.data).toMatchObject({
      service_id: serviceId,
      category_name: "Detailing",
      sub_category_name: "Interior Steam",
      includes: ["Seats", "Carpets"],
      duration: 45,
      driver_fee: 120.5,
      vendor_id: own.centre.id,
      vehicles: [
        { vehicle_type: "Sedan", vehicle_type_id: own.sedan.id, vehicle_type_slug: "sedan", price: 749.5 },
        { vehicle_type: "Suv", vehicle_type_id: own.suv.id, vehicle_type_slug: "suv", price: 899 },
      ],
    });
  });

  it("store refuses a name the centre already uses (409 on sub_category_name) and a price out of range as sent", async () => {
    const name = "Underbody Rinse";
    expect(
      (await call("/api/services/store", vendor.token, { ...newService(), sub_category_name: name }))
        .statusCode,
    ).toBe(200);
    const again = await call("/api/services/store", vendor.token, {
      ...newService(),
      sub_category_name: ` ${name.toUpperCase()} `,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: "You already have a service named UNDERBODY RINSE: choose another name",
      field: "sub_category_name",
    });
    for (const price of [0, -50, 99_999_999]) {
      const refused = await call("/api/services/store", vendor.token, {
        ...newService(),
        sub_category_name: "Priced Wrong",
        vehicles: [{ vehicle_type_id: own.suv.id, price }],
      });
      expect(refused.statusCode, String(price)).toBe(400);
    }
    expect(
      await t.db.service.count({ where: { centreId: own.centre.id, subCategoryName: "Priced Wrong" } }),
    ).toBe(0);
  });

  it("update replaces the fields and the price list of an own service", async () => {
    const response = await call("/api/services/update", vendor.token, {
      ...newService(),
      service_id: own.wash.id,
      sub_category_name: "Foam Wash Plus",
      driver_fee: 0,
      vehicles: [{ vehicle_type_id: own.suv.id, price: 549 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: "Service updated" });
    expect(await snapshot(own.wash.id)).toEqual({
      subCategoryName: "Foam Wash Plus",
      description: "Steam cleaning. Includes Seats or Carpets",
      durationMinutes: 45,
      driverFeePaise: 0,
      deletedAt: null,
      prices: [{ vehicleTypeId: own.suv.id, pricePaise: 54_900 }],
    });
  });

  it("another centre's service answers 404 on update and delete, and nothing changes", async () => {
    const before = await snapshot(theirs.wash.id);
    const update = await call("/api/services/update", vendor.token, {
      ...newService(),
      service_id: theirs.wash.id,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: `Service ${theirs.wash.id} was not found in your centre`,
    });
    const remove = await call("/api/services/delete", vendor.token, { service_id: theirs.wash.id });
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: `Service ${theirs.wash.id} was not found in your centre`,
    });
    expect(await snapshot(theirs.wash.id)).toEqual(before);
  });

  it("delete is a soft delete: the service leaves the catalog, the row stays; a second delete is 404", async () => {
    const response = await call("/api/services/delete", vendor.token, { service_id: String(own.polish.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: "Service deleted" });
    expect((await snapshot(own.polish.id)).deletedAt).toBeInstanceOf(Date);
    expect((await call("/api/product-details", null, { service_id: own.polish.id })).statusCode).toBe(404);
    expect((await call("/api/services/delete", vendor.token, { service_id: own.polish.id })).statusCode).toBe(
      404,
    );
    expect(
      (await call("/api/services/update", vendor.token, { ...newService(), service_id: own.polish.id }))
        .statusCode,
    ).toBe(404);
  });
});

describe("legacy services API: authorisation", () => {
  const paths = ["/api/services/store", "/api/services/update", "/api/services/delete"];

  it.each(paths)("%s answers 401 without a token or with the legacy 'Bearer null'", async (url) => {
    for (const headers of [{}, { authorization: "Bearer null" }]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        headers,
        payload: { service_id: own.wash.id },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: false,
        requestId: expect.any(String),
        message: "Please sign in to continue",
      });
    }
  });

  it("a revoked token answers 401", async () => {
    const other = await signIn(t.app, t.db, "vendor");
    await t.app.inject({ method: "POST", url: "/api/logout", headers: bearer(other.token) });
    const response = await call("/api/services/store", other.token, newService());
    expect(response.statusCode).toBe(401);
  });

  it.each(paths)(
    "%s answers 403 to a customer and to a vendor account without a centre; nothing is written",
    async (url) => {
      const customer = await signIn(t.app, t.db, "user");
      const centreless = await signIn(t.app, t.db, "vendor");
      const before = await t.db.service.count();
      const asCustomer = await call(url, customer.token, { ...newService(), service_id: own.wash.id });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toEqual({
        status: false,
        requestId: expect.any(String),
        message: "Only centre accounts can do this",
      });
      const withoutCentre = await call(url, centreless.token, { ...newService(), service_id: own.wash.id });
      expect(withoutCentre.statusCode).toBe(403);
      expect(withoutCentre.json()).toEqual({
        status: false,
        requestId: expect.any(String),
        message: "This account has no centre",
      });
      expect(await t.db.service.count()).toBe(before);
      expect((await snapshot(own.wash.id)).deletedAt).toBeNull();
    },
  );
});

describe("legacy services API: bad input is a 400 naming the field, never a 500", () => {
  const cases: { name: string; url: string; payload: () => string | object; field: string | RegExp }[] = [
    {
      name: "store missing category",
      url: "/api/services/store",
      payload: () => ({ ...newService(), category_id: undefined }),
      field: "category_id",
    },
    {
      name: "store text duration",
      url: "/api/services/store",
      payload: () => ({ ...newService(), duration: "45" }),
      field: "duration",
    },
    {
      name: "store short duration",
      url: "/api/services/store",
      payload: () => ({ ...newService(), duration: 5 }),
      field: "duration",
    },
    {
      name: "store empty name",
      url: "/api/services/store",
      payload: () => ({ ...newService(), sub_category_name: " " }),
      field: "sub_category_name",
    },
    {
      name: "store text fee",
      url: "/api/services/store",
      payload: () => ({ ...newService(), driver_fee: "lots" }),
      field: "driver_fee",
    },
    {
      name: "store fee with 3 decimals",
      url: "/api/services/store",
      payload: () => ({ ...newService(), driver_fee: 1.234 }),
      field: "driver_fee",
    },
    {
      name: "store no vehicles",
      url: "/api/services/store",
      payload: () => ({ ...newService(), vehicles: [] }),
      field: "vehicles",
    },
    {
      name: "store vehicles not a list",
      url: "/api/services/store",
      payload: () => ({ ...newService(), vehicles: "suv" }),
      field: "vehicles",
    },
    {
      name: "store price below ₹1",
      url: "/api/services/store",
      payload: () => ({ ...newService(), vehicles: [{ vehicle_type_id: own.suv.id, price: 0.5 }] }),
      field: "vehicles.0.price",
    },
    {
      name: "store same vehicle twice",
      url: "/api/services/store",
      payload: () => ({
        ...newService(),
        vehicles: [
          { vehicle_type_id: own.suv.id, price: 100 },
          { vehicle_type_id: own.suv.id, price: 200 },
        ],
      }),
      field: "vehicles",
    },
    {
      name: "store unknown category",
      url: "/api/services/store",
      payload: () => ({ ...newService(), category_id: 9999 }),
      field: "category_id",
    },
    {
      name: "store unknown vehicle type",
      url: "/api/services/store",
      payload: () => ({ ...newService(), vehicles: [{ vehicle_type_id: 9999, price: 100 }] }),
      field: "vehicles",
    },
    {
      name: "store malformed JSON",
      url: "/api/services/store",
      payload: () => '{"category_id": 1,',
      field: /not valid JSON/,
    },
    {
      name: "update without service_id",
      url: "/api/services/update",
      payload: () => newService(),
      field: "service_id",
    },
    {
      name: "update malformed JSON",
      url: "/api/services/update",
      payload: () => "{{",
      field: /not valid JSON/,
    },
    {
      name: "delete without service_id",
      url: "/api/services/delete",
      payload: () => ({}),
      field: "service_id",
    },
    {
      name: "delete text service_id",
      url: "/api/services/delete",
      payload: () => ({ service_id: "first" }),
      field: "service_id",
    },
    {
      name: "delete malformed JSON",
      url: "/api/services/delete",
      payload: () => '{"service_id"',
      field: /not valid JSON/,
    },
  ];
  it.each(cases)("$name", async ({ url, payload, field }) => {
    const before = await t.db.service.count({ where: { deletedAt: null } });
    const body = payload();
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { ...bearer(vendor.token), "content-type": "application/json" },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.status).toBe(false);
    if (typeof field === "string") expect(answer.field).toBe(field);
    else expect(answer.message).toMatch(field);
    expect(await t.db.service.count({ where: { deletedAt: null } })).toBe(before);
  });
});
