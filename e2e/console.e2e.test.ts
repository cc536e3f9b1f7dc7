import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, screenshot } from "./support/browser";

const baseUrl = inject("baseUrl");
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1000 };
const LOGINS = {
  vendor: { email: "vendor@chamak.in", password: "Vendor@123" },
  admin: { email: "admin@chamak.in", password: "Admin@123" },
  customer: { email: "customer@chamak.in", password: "Customer@123" },
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// ─── The API as another client sees it (tRPC over HTTP, superjson on the wire) ─────────────────────

async function trpc<T>(kind: "query" | "mutation", path: string, input: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const body = JSON.stringify({ json: input ?? null });
  const response =
    kind === "query"
      ? await fetch(`${baseUrl}/trpc/${path}?input=${encodeURIComponent(body)}`, { headers })
      : await fetch(`${baseUrl}/trpc/${path}`, { method: "POST", headers, body });
  const payload = (await response.json()) as {
    result?: { data: { json: T } };
    error?: { json: { message: string } };
  };
  if (!response.ok || !payload.result) {
    throw new Error(`${path} answered ${response.status}: ${payload.error?.json.message ?? "no message"}`);
  }
  return payload.result.data.json;
}

const apiLogin = async (who: keyof typeof LOGINS) =>
  (await trpc<{ token: string }>("mutation", "accounts.login", LOGINS[who])).token;

interface CentreDetail {
  id: number;
  name: string;
  services: {
    id: number;
    subCategoryName: string;
    includes: string[];
    prices: { vehicleTypeId: number; vehicleTypeName: string; pricePaise: number }[];
  }[];
}

/** Tomorrow in India, as YYYY-MM-DD. */
const tomorrowInIndia = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + 86_400_000));

// ─── The console as a person uses it ───────────────────────────────────────────────────────────────

async function signIn(page: Page, who: "vendor" | "admin") {
  await page.goto(`${baseUrl}/console/`);
  await page.getByRole("heading", { name: "Centre console" }).waitFor();
  await page.getByLabel("Email").fill(LOGINS[who].email);
  await page.locator("input[type=password]").fill(LOGINS[who].password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(who === "vendor" ? /\/console\/vendor/ : /\/console\/admin\/centres/);
}

/** Screenshots of the current page at desktop and tablet width. */
async function shots(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `console-${name}-1280`);
  await page.setViewportSize(TABLET);
  await page.waitForTimeout(150);
  await screenshot(page, `console-${name}-768`);
  await page.setViewportSize(DESKTOP);
}

describe("the console", () => {
  let vendorCentreId = 0;

  it("lets a vendor add a service priced for three vehicle types, which the customer site then shows", async () => {
    const vendorToken = await apiLogin("vendor");
    vendorCentreId = (await trpc<{ id: number }>("query", "vendor.centre.get", null, vendorToken)).id;
    const name = `Ceramic Shield ${Date.now().toString(36)}`;

    const page = await browser.newPage({ viewport: DESKTOP });
    await signIn(page, "vendor");
    await page.getByRole("heading", { name: "Overview" }).waitFor();
    await page.getByRole("figure", { name: "Bookings by day" }).waitFor();
    await shots(page, "vendor-overview");

    await page.getByRole("link", { name: "Services" }).click();
    await page.getByRole("link", { name: "Add service" }).first().click();
    await page.getByRole("heading", { name: "Add a service" }).waitFor();
    await page.getByRole("textbox", { name: /^Category/ }).click();
    await page.getByRole("option", { name: "Detailing" }).click();
    await page.getByLabel(/^Sub-category/).fill(name);
    await page
      .getByLabel("Description")
      .fill("Nano ceramic coat. Includes Ceramic coat or Glass shine or Tyre dressing");
    await page.getByText("Glass shine", { exact: true }).waitFor(); // the "Includes" preview
    await page.getByLabel("Duration (minutes)").fill("60");
    await page.getByLabel("Price for Hatchback in rupees").fill("1299");
    await page.getByLabel("Price for Sedan in rupees").fill("1499");
    await page.getByLabel("Price for Suv in rupees").fill("1799");
    await shots(page, "vendor-service-form");
    await page.getByRole("button", { name: "Add service" }).click();
    await page.waitForURL(/\/console\/vendor\/services$/);
    await page.getByText(name).waitFor();
    await shots(page, "vendor-services");
    await page.close();

    const centre = await trpc<CentreDetail>("query", "catalog.centre", { id: vendorCentreId });
    const added = centre.services.find((service) => service.subCategoryName === name);
    expect(added?.includes).toEqual(["Ceramic coat", "Glass shine", "Tyre dressing"]);
    expect(
      Object.fromEntries((added?.prices ?? []).map((price) => [price.vehicleTypeName, price.pricePaise])),
    ).toEqual({ Hatchback: 129_900, Sedan: 149_900, Suv: 179_900 });
  });

  it("lets the vendor confirm, start and complete a customer's cash booking on the board", async () => {
    const centre = await trpc<CentreDetail>("query", "catalog.centre", { id: vendorCentreId });
    const service = centre.services[0];
    const price = service?.prices[0];
    if (!service || !price) throw new Error("the demo centre has no priced service");
    const date = tomorrowInIndia();
    const cart = {
      centreId: centre.id,
      vehicleTypeId: price.vehicleTypeId,
      items: [{ serviceId: service.id, quantity: 1 }],
    };
    const availability = await trpc<{ slots: { time: string; available: boolean }[] }>(
      "query",
      "booking.availability",
      { ...cart, date },
    );
    const slot = availability.slots.find((s) => s.available);
    if (!slot) throw new Error(`no free slot at ${centre.name} on ${date}`);
    const customerToken = await apiLogin("customer");
    const booking = await trpc<{ id: number; code: string; status: string }>(
      "mutation",
      "booking.create",
      {
        ...cart,
        serviceMode: "at_centre",
        date,
        time: slot.time,
        vehicleNumber: "DL 3C AB 1234",
        brand: "Hyundai",
        contactMobile: "9876543210",
        state: "Delhi",
        city: "New Delhi",
        address: "B-12 Lajpat Nagar",
        zip: "110024",
        paymentMethod: "cash",
      },
      customerToken,
    );
    expect(booking.status).toBe("requested");

    const page = await browser.newPage({ viewport: DESKTOP });
    await signIn(page, "vendor");
    await page.goto(`${baseUrl}/console/vendor/bookings?date=${date}`);
    const card = page.getByRole("article", { name: `Booking ${booking.code}` });
    await card.waitFor();
    await shots(page, "vendor-bookings");

    await card.getByRole("button", { name: `View booking ${booking.code} details` }).click();
    const drawer = page.getByRole("dialog", { name: `Booking ${booking.code}` });
    await drawer.getByText("customer@chamak.in").waitFor();
    await drawer.getByText("DL 3C AB 1234").waitFor();
    await shots(page, "vendor-booking-detail");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });

    for (const [action, status] of [
      ["Confirm", "Confirmed"],
      ["Start", "In progress"],
      ["Complete", "Completed"],
    ] as const) {
      await card.getByRole("button", { name: action, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: action, exact: true }).click();
      await dialog.waitFor({ state: "hidden" });
      await card.getByText(status, { exact: true }).waitFor();
    }
    await shots(page, "vendor-bookings-completed");
    await page.close();

    const vendorToken = await apiLogin("vendor");
    const board = await trpc<{ items: { id: number; status: string }[] }>(
      "query",
      "centreBookings.list",
      { date, pageSize: 100 },
      vendorToken,
    );
    expect(board.items.find((item) => item.id === booking.id)?.status).toBe("completed");
  });

  it("lets an admin approve a pending centre, which then appears in catalog.search", async () => {
    const adminToken = await apiLogin("admin");
    const pending = await trpc<{ items: { id: number; name: string }[] }>(
      "query",
      "admin.centres.list",
      { status: "pending" },
      adminToken,
    );
    const centre = pending.items[0];
    if (!centre) throw new Error("the demo data has no pending centre");
    const search = () =>
      trpc<{ items: { id: number }[] }>("query", "catalog.search", { q: centre.name }).then((result) =>
        result.items.map((item) => item.id),
      );
    expect(await search()).not.toContain(centre.id);

    const page = await browser.newPage({ viewport: DESKTOP });
    await signIn(page, "admin");
    await page.getByRole("heading", { name: "Centres" }).waitFor();
    await page.getByRole("button", { name: `Approve ${centre.name}` }).waitFor();
    await shots(page, "admin-centres");
    await page.getByRole("button", { name: `Approve ${centre.name}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(centre.name).waitFor();
    await dialog.getByRole("button", { name: "Approve", exact: true }).click();
    await page.getByText(`${centre.name} is now approved.`).waitFor();
    await shots(page, "admin-centres-approved");

    await page.getByRole("link", { name: "Bookings" }).click();
    await page.getByRole("heading", { name: "Bookings", exact: true }).waitFor();
    await page.getByRole("link", { name: /^CHK/ }).first().click();
    await page.getByRole("heading", { name: "Audit trail" }).waitFor();
    await shots(page, "admin-booking-detail");
    await page.close();

    expect(await search()).toContain(centre.id);
  });
});
