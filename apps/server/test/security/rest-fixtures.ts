/**
 * For every legacy REST route: the access level we expect it to declare and a valid body (the query string
 * on a GET route). The suites check that this table names exactly the routes in `legacyRoutes`.
 */
import {
  freshService,
  type Level,
  nextSlot,
  type RoleName,
  tokenFor,
  unique,
  type World,
} from "@chamak/api/test-support/security-world";
import type { LegacyRoute } from "../../src/rest/legacy-route";
import { legacyRoutes } from "../../src/rest/rest-api";
import { legacyBookingForm } from "../support/legacy-fixtures";

export interface RestFixture {
  level: Level;
  /** A valid JSON body, or the query string of a GET route. */
  body?: (world: World, role: RoleName) => unknown;
  /** Whose resource the body points at: vendor B gets 404 for centre A's service and changes nothing. */
  owner?: "centreA";
}

export const routeKey = (route: Pick<LegacyRoute, "method" | "path">) => `${route.method} ${route.path}`;

/** The level a route's `auth` declares, in the tRPC suites' terms. */
export function routeLevel(route: LegacyRoute): Level {
  return (
    { public: "public", "signed-in": "authed", user: "customer", vendor: "vendor", admin: "admin" } as const
  )[route.auth];
}

const serviceBody = (world: World) => ({
  category_id: world.a.wash.categoryId,
  sub_category_name: "Ceramic Coat",
  description: "Includes foam wash or wax",
  duration: 60,
  driver_fee: 100,
  vehicles: [{ vehicle_type_id: world.a.vehicleType.id, price: 1500 }],
});

export const REST_ROUTES: Record<string, RestFixture> = {
  "POST /register": {
    level: "public",
    body: () => ({
      name: "Meera Nair",
      gst_no: "",
      email: `legacy-${unique()}@test.chamak.in`,
      mobile_no: "9876543210",
      state: "Kerala",
      city: "Kochi",
      address: "MG Road",
      zip: "682001",
      password: "Backwaters-Kochi7",
    }),
  },
  "POST /login": { level: "public", body: (w) => w.loginAccount },
  "POST /logout": { level: "authed" },
  "GET /profile": { level: "authed" },
  "GET /vendors": {
    level: "public",
    body: () => ({ page: "1", limit: "10", city: "New Delhi", sort: "rating" }),
  },
  "POST /verndorService": { level: "public", body: (w) => ({ id: w.a.centre.id }) },
  "GET /get-categoryProduct": { level: "public" },
  "POST /category-product": {
    level: "public",
    body: (w) => ({ category_id: w.a.wash.categoryId, vehicle_type: "suv", page: 1, limit: 10 }),
  },
  "POST /product-details": { level: "public", body: (w) => ({ service_id: w.a.wash.id }) },
  "POST /search": {
    level: "public",
    body: () => ({ search: "wash", vehicle_type: "suv", city: "New Delhi", min_price: 100, sort: "price" }),
  },
  "POST /services/store": { level: "vendor", body: (w) => serviceBody(w) },
  "POST /services/update": {
    level: "vendor",
    owner: "centreA",
    body: (w) => ({ ...serviceBody(w), service_id: w.spareServiceA.id, sub_category_name: "Spare Wash" }),
  },
  "POST /services/delete": {
    level: "vendor",
    owner: "centreA",
    body: async (w) => ({ service_id: (await freshService(w, w.a)).id }),
  },
  "POST /bookings/store": {
    level: "customer",
    body: (w) =>
      legacyBookingForm({
        servies: [{ service_id: w.a.wash.id, vehicle_type_id: w.a.vehicleType.id, quantity: 1, price: 1 }],
        ...nextSlot(),
      }),
  },
  "GET /getBookings": { level: "customer", body: () => ({ page: "1", limit: "20" }) },
};

export const mountedRoutes = () => legacyRoutes.map(routeKey).sort();

export const routeAt = (key: string) => legacyRoutes.find((route) => routeKey(route) === key);

/** A bearer header for the role, from a session of its own; none for anonymous. */
export async function authHeader(world: World, role: RoleName): Promise<Record<string, string>> {
  const token = await tokenFor(world, role);
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The query string of a GET route from a (possibly hostile) value: arrays repeat a key, objects go as JSON. */
export function queryStringOf(value: unknown): string {
  const params = new URLSearchParams();
  const text = (item: unknown) =>
    typeof item === "object" && item !== null
      ? JSON.stringify(item, (_k, v) => (typeof v === "bigint" ? `${v}` : v))
      : String(item);
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (Array.isArray(item)) for (const element of item) params.append(key, text(element));
      else params.append(key, text(item));
    }
  } else if (value !== undefined) {
    params.append("junk", text(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
