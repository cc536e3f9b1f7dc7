import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyCentre } from "../../../test/support/legacy-fixtures";
import { createTestApp } from "../../../test/support/test-app";
import { legacyRoutes } from "../rest-api";

let t: Awaited<ReturnType<typeof createTestApp>>;
let delhi: Awaited<ReturnType<typeof legacyCentre>>;
let mumbai: Awaited<ReturnType<typeof legacyCentre>>;
let pending: Awaited<ReturnType<typeof legacyCentre>>;

beforeAll(async () => {
  t = await createTestApp();
  delhi = await legacyCentre(t.db, { name: "Delhi Shine", bookingCount: 10 });
  mumbai = await legacyCentre(t.db, { name: "Mumbai Gloss", city: "Mumbai", bookingCount: 2 });
  pending = await legacyCentre(t.db, { name: "Not Yet Approved", status: "pending" });
  // Mumbai's polish is gone: it must not be listed anywhere.
  await t.db.service.update({ where: { id: mumbai.polish.id }, data: { deletedAt: new Date() } });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as object });

const vendorCard = (fixture: typeof delhi, city: string, totalbooking: number, fromPrice: number) => ({
  id: fixture.centre.id,
  name: fixture.centre.name,
  address: "12 Ring Road",
  locality: "Lajpat Nagar",
  city,
  state: "Delhi",
  profile_image: null,
  rating: null,
  rating_count: 0,
  totalbooking,
  pick_drop: true,
  doorstep: false,
  from_price: fromPrice,
});

const washItem = (fixture: typeof delhi) => ({
  service_id: fixture.wash.id,
  category_id: fixture.basicWash.id,
  category_name: "Basic Wash",
  category_slug: "basic-wash",
  sub_category_name: "Foam Wash",
  description: "Exterior foam wash. Includes Tyre shine or Dashboard polish",
  includes: ["Tyre shine", "Dashboard polish"],
  duration: 30,
  driver_fee: 150,
  rating: null,
  rating_count: 0,
  totalbooking: 0,
  vehicles: [
    { vehicle_type: "Sedan", vehicle_type_id: fixture.sedan.id, vehicle_type_slug: "sedan", price: 399.5 },
    { vehicle_type: "Suv", vehicle_type_id: fixture.suv.id, vehicle_type_slug: "suv", price: 499 },
  ],
});

const polishItem = (fixture: typeof delhi) => ({
  service_id: fixture.polish.id,
  category_id: fixture.detailing.id,
  category_name: "Detailing",
  category_slug: "detailing",
  sub_category_name: "Wax Polish",
  description: "Hand wax polish",
  includes: [],
  duration: 60,
  driver_fee: 250,
  rating: null,
  rating_count: 0,
  totalbooking: 0,
  vehicles: [{ vehicle_type: "Suv", vehicle_type_id: fixture.suv.id, vehicle_type_slug: "suv", price: 1200 }],
});

describe("GET /api/vendors", () => {
  it("lists approved centres, most booked first, with what the home carousel reads", async () => {
    // The legacy client sends its JSON content type and a bearer header built from the stored token, even signed out.
    const response = await t.app.inject({
      method: "GET",
      url: "/api/vendors",
      headers: { "content-type": "application/json", authorization: "Bearer null" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: [vendorCard(delhi, "New Delhi", 10, 399.5), vendorCard(mumbai, "Mumbai", 2, 399.5)],
      total: 2,
      page: 1,
      limit: 100,
    });
  });

  it("pages with ?page=&limit= and filters with ?city=", async () => {
    const second = await t.app.inject({ method: "GET", url: "/api/vendors?page=2&limit=1" });
    expect(second.json()).toEqual({
      status: true,
      data: [vendorCard(mumbai, "Mumbai", 2, 399.5)],
      total: 2,
      page: 2,
      limit: 1,
    });
    const city = await t.app.inject({ method: "GET", url: "/api/vendors?city=mumbai" });
    expect(city.json().data.map((v: { id: number }) => v.id)).toEqual([mumbai.centre.id]);
  });

  it.each([
    ["/api/vendors?limit=abc", "limit"],
    ["/api/vendors?limit=101", "limit"],
    ["/api/vendors?page=0", "page"],
    ["/api/vendors?sort=cheapest", "sort"],
  ])("%s answers 400 naming %s", async (url, field) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      requestId: expect.any(String),
      field,
      message: expect.stringMatching(`^${field}: `),
    });
  });
});

describe("POST /api/verndorService", () => {
  it("answers vendor_details, vendor and services exactly as the details page reads them", async () => {
    // The legacy page takes the id from the URL, so it arrives as text.
    const response = await post("/api/verndorService", { id: String(delhi.centre.id) });
    expect(response.statusCode).toBe(200);
    const hours = Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      opens_at: "08:00",
      closes_at: "20:00",
      closed: false,
    }));
    expect(response.json()).toEqual({
      status: true,
      vendor_details: [
        {
          id: delhi.centre.id,
          name: "Delhi Shine",
          address: "12 Ring Road",
          locality: "Lajpat Nagar",
          city: "New Delhi",
          state: "Delhi",
          zip: "110024",
          gst_no: delhi.centre.gstin,
          mobile_no: "9811111111",
          profile_image: null,
          rating: null,
          rating_count: 0,
          totalbooking: 10,
        },
      ],
      vendor: {
        id: delhi.centre.id,
        state: "Delhi",
        city: "New Delhi",
        zip: "110024",
        locality: "Lajpat Nagar",
        address: "12 Ring Road",
        description: null,
        latitude: null,
        longitude: null,
        pick_drop: true,
        doorstep: false,
        pick_drop_fee: null,
        slot_minutes: 30,
        bays: 2,
        opening_hours: hours,
        photos: [],
      },
      services: [washItem(delhi), polishItem(delhi)],
    });
  });

  it("answers 404 for an unapproved or unknown centre", async () => {
    for (const id of [pending.centre.id, 999_999]) {
      const response = await post("/api/verndorService", { id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        requestId: expect.any(String),
        message: `Centre ${id} was not found or is not open for bookings`,
      });
    }
  });
});

describe("GET /api/get-categoryProduct", () => {
  it("lists categories with their number of listed services", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/get-categoryProduct" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: [
        {
          id: delhi.basicWash.id,
          name: "Basic Wash",
          slug: "basic-wash",
          description: "Basic Wash services",
          service_count: 2,
        },
        {
          id: delhi.detailing.id,
          name: "Detailing",
          slug: "detailing",
          description: "Detailing services",
          service_count: 1,
        },
      ],
    });
  });
});

describe("POST /api/category-product", () => {
  it("lists a category's services across approved centres with vendor_id and vendor_name", async () => {
    const response = await post("/api/category-product", { category_id: delhi.basicWash.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      category: {
        id: delhi.basicWash.id,
        name: "Basic Wash",
        slug: "basic-wash",
        description: "Basic Wash services",
      },
      data: [
        {
          ...washItem(delhi),
          vendor_id: delhi.centre.id,
          vendor_name: "Delhi Shine",
          vendor_city: "New Delhi",
        },
        {
          ...washItem(mumbai),
          vendor_id: mumbai.centre.id,
          vendor_name: "Mumbai Gloss",
          vendor_city: "Mumbai",
        },
      ],
      total: 2,
      page: 1,
      limit: 20,
    });
  });

  it("takes the category slug instead, a vehicle type and paging", async () => {
    const response = await post("/api/category-product", {
      category: "basic-wash",
      vehicle_type: "sedan",
      limit: 1,
    });
    const body = response.json();
    expect(body).toMatchObject({ status: true, total: 2, page: 1, limit: 1 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0].vehicles).toEqual([
      { vehicle_type: "Sedan", vehicle_type_id: delhi.sedan.id, vehicle_type_slug: "sedan", price: 399.5 },
    ]);
  });

  it("answers 404 for an unknown category", async () => {
    const response = await post("/api/category-product", { category_id: 4242 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: "Service category 4242 was not found",
      field: "category_id",
    });
  });
});

describe("POST /api/product-details", () => {
  it("answers the service with its centre (service_id, or id as an alias)", async () => {
    const expected = {
      status: true,
      data: {
        ...polishItem(delhi),
        vendor_id: delhi.centre.id,
        vendor_name: "Delhi Shine",
        vendor_city: "New Delhi",
        vendor: {
          id: delhi.centre.id,
          name: "Delhi Shine",
          address: "12 Ring Road",
          locality: "Lajpat Nagar",
          city: "New Delhi",
          state: "Delhi",
          profile_image: null,
          rating: null,
          rating_count: 0,
          totalbooking: 10,
          pick_drop: true,
          doorstep: false,
          pick_drop_fee: null,
        },
      },
    };
    const byServiceId = await post("/api/product-details", { service_id: delhi.polish.id });
    expect(byServiceId.statusCode).toBe(200);
    expect(byServiceId.json()).toEqual(expected);
    const byId = await post("/api/product-details", { id: String(delhi.polish.id) });
    expect(byId.json()).toEqual(expected);
  });

  it("answers 404 for a deleted service or one of an unapproved centre", async () => {
    for (const id of [mumbai.polish.id, pending.wash.id]) {
      const response = await post("/api/product-details", { service_id: id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        requestId: expect.any(String),
        message: `Service ${id} was not found or is no longer offered`,
      });
    }
  });
});

describe("POST /api/search", () => {
  const ids = (response: { json(): { data: { id: number }[] } }) => response.json().data.map((v) => v.id);

  it("answers vendor cards, total and page for the empty search", async () => {
    const response = await post("/api/search", {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: [
        { ...vendorCard(delhi, "New Delhi", 10, 399.5), distance_km: null, matching_services: 2 },
        { ...vendorCard(mumbai, "Mumbai", 2, 399.5), distance_km: null, matching_services: 1 },
      ],
      total: 2,
      page: 1,
      limit: 12,
    });
  });

  it("filters by text, city, vehicle type, category, price in rupees and sorts", async () => {
    expect(ids(await post("/api/search", { search: "gloss" }))).toEqual([mumbai.centre.id]);
    expect(ids(await post("/api/search", { search: "wax" }))).toEqual([delhi.centre.id]);
    expect(ids(await post("/api/search", { city: "Mumbai" }))).toEqual([mumbai.centre.id]);
    expect(ids(await post("/api/search", { category: "detailing" }))).toEqual([delhi.centre.id]);
    expect(ids(await post("/api/search", { min_price: 1000 }))).toEqual([delhi.centre.id]);
    const cheap = await post("/api/search", { vehicle_type: "Sedan", max_price: 399.5, sort: "popular" });
    expect(cheap.json()).toMatchObject({ total: 2 });
    expect(ids(await post("/api/search", { max_price: 399.49 }))).toEqual([]);
    // Legacy forms send empty values for untouched fields.
    const blanks = await post("/api/search", {
      search: "",
      vehicle_type: null,
      city: "",
      min_price: null,
      pick_drop: null,
    });
    expect(blanks.json().total).toBe(2);
  });

  it("reads the text with the same engine as catalog.search: other city names, typos, localities, PINs", async () => {
    // "Bombay" is Mumbai; "Delhi" covers centres stored under "New Delhi".
    expect(ids(await post("/api/search", { search: "car wash bombay" }))).toEqual([mumbai.centre.id]);
    expect(ids(await post("/api/search", { search: "delhi" }))).toEqual([delhi.centre.id]);
    expect(ids(await post("/api/search", { search: "Lajpat Nagar, New Delhi" }))).toEqual([delhi.centre.id]);
    expect(ids(await post("/api/search", { search: "mumbai glosss" }))).toEqual([mumbai.centre.id]);
    expect(ids(await post("/api/search", { search: "110024", city: "Mumbai" }))).toEqual([mumbai.centre.id]);
    // Nothing that matches every word: the legacy answer stays an empty list (no alternatives in its format).
    const none = await post("/api/search", { search: "zzqx plugh" });
    expect(none.json()).toEqual({ status: true, data: [], total: 0, page: 1, limit: 12 });
  });
});

describe("legacy catalog API: bad input is a 400 naming the field, never a 500", () => {
  const cases: { name: string; url: string; payload: string | object; field: string | RegExp }[] = [
    { name: "verndorService without id", url: "/api/verndorService", payload: {}, field: "id" },
    { name: "verndorService text id", url: "/api/verndorService", payload: { id: "abc" }, field: "id" },
    { name: "verndorService fractional id", url: "/api/verndorService", payload: { id: 1.5 }, field: "id" },
    {
      name: "verndorService malformed JSON",
      url: "/api/verndorService",
      payload: '{"id": ',
      field: /not valid JSON/,
    },
    {
      name: "category-product without category",
      url: "/api/category-product",
      payload: {},
      field: "category_id",
    },
    {
      name: "category-product negative id",
      url: "/api/category-product",
      payload: { category_id: -3 },
      field: "category_id",
    },
    {
      name: "category-product limit 0",
      url: "/api/category-product",
      payload: { category: "basic-wash", limit: 0 },
      field: "limit",
    },
    {
      name: "category-product unknown vehicle",
      url: "/api/category-product",
      payload: { category: "basic-wash", vehicle_type: "spaceship" },
      field: "vehicle_type",
    },
    {
      name: "category-product malformed JSON",
      url: "/api/category-product",
      payload: "{",
      field: /not valid JSON/,
    },
    { name: "product-details without id", url: "/api/product-details", payload: {}, field: "service_id" },
    {
      name: "product-details object id",
      url: "/api/product-details",
      payload: { service_id: { id: 1 } },
      field: "service_id",
    },
    {
      name: "product-details malformed JSON",
      url: "/api/product-details",
      payload: "[1,",
      field: /not valid JSON/,
    },
    { name: "search text price", url: "/api/search", payload: { max_price: "abc" }, field: "max_price" },
    { name: "search negative price", url: "/api/search", payload: { min_price: -1 }, field: "min_price" },
    {
      name: "search min above max",
      url: "/api/search",
      payload: { min_price: 500, max_price: 100 },
      field: "max_price",
    },
    { name: "search rating above 5", url: "/api/search", payload: { rating: 9 }, field: "rating" },
    { name: "search pick_drop text", url: "/api/search", payload: { pick_drop: "yes" }, field: "pick_drop" },
    {
      name: "search distance without location",
      url: "/api/search",
      payload: { sort: "distance" },
      field: "lat",
    },
    { name: "search lat without lng", url: "/api/search", payload: { lat: 28.6 }, field: "lng" },
    { name: "search unknown sort", url: "/api/search", payload: { sort: "cheapest" }, field: "sort" },
    {
      name: "search unknown vehicle",
      url: "/api/search",
      payload: { vehicle_type: "spaceship" },
      field: "vehicle_type",
    },
    { name: "search limit 51", url: "/api/search", payload: { limit: 51 }, field: "limit" },
    { name: "search array body", url: "/api/search", payload: [1], field: "body" },
    { name: "search malformed JSON", url: "/api/search", payload: '{"search": "x"', field: /not valid JSON/ },
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
    if (typeof field === "string") expect(body.field).toBe(field);
    else expect(body.message).toMatch(field);
  });
});

describe("GET /api/openapi.json", () => {
  it("lists every legacy path with its method, query parameters for GET and a body for POST", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const spec = response.json();
    const expected: [string, string][] = [
      ["/api/vendors", "get"],
      ["/api/verndorService", "post"],
      ["/api/get-categoryProduct", "get"],
      ["/api/category-product", "post"],
      ["/api/product-details", "post"],
      ["/api/search", "post"],
      ["/api/services/store", "post"],
      ["/api/services/update", "post"],
      ["/api/services/delete", "post"],
      ["/api/bookings/store", "post"],
      ["/api/getBookings", "get"],
    ];
    for (const [path, method] of expected) {
      const operation = spec.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.summary.length).toBeGreaterThan(20);
    }
    for (const route of legacyRoutes)
      expect(spec.paths[`/api${route.path}`][route.method.toLowerCase()]).toBeDefined();
    expect(spec.paths["/api/vendors"].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      "page",
      "limit",
      "city",
      "sort",
    ]);
    expect(spec.paths["/api/vendors"].get.requestBody).toBeUndefined();
    expect(
      Object.keys(
        spec.paths["/api/bookings/store"].post.requestBody.content["application/json"].schema.properties,
      ),
    ).toEqual(
      expect.arrayContaining(["mobileno", "vehicleType", "vehile_no", "servies", "totalamout", "isdriver"]),
    );
    expect(spec.paths["/api/services/store"].post.security).toEqual([{ bearer: [] }]);
  });
});
