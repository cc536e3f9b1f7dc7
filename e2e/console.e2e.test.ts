import type { Locator, Page } from "@playwright/test";
import { indiaDate } from "./support/booking-fixtures";
import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { screenshot } from "./support/screenshots";

const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1000 };
const LOGINS = {
  vendor: { email: "vendor@chamak.in", password: "Vendor@123" },
  admin: { email: "admin@chamak.in", password: "Admin@123" },
  customer: { email: "customer@chamak.in", password: "Customer@123" },
};

// ─── The API as another client sees it (tRPC over HTTP, superjson on the wire) ─────────────────────

async function trpc<T>(
  baseUrl: string,
  kind: "query" | "mutation",
  path: string,
  input: unknown,
  token?: string,
): Promise<T> {
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

const apiLogin = async (baseUrl: string, who: keyof typeof LOGINS) =>
  (await trpc<{ token: string }>(baseUrl, "mutation", "accounts.login", LOGINS[who])).token;

/** The centre the demo vendor runs (each test asks, so none depends on another having run). */
async function vendorCentreId(baseUrl: string): Promise<number> {
  const vendorToken = await apiLogin(baseUrl, "vendor");
  return (await trpc<{ id: number }>(baseUrl, "query", "vendor.centre.get", null, vendorToken)).id;
}

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
const tomorrowInIndia = () => indiaDate(1);

/** The key id of the Razorpay stand-in the embedded demo mounts at /__razorpay. */
const STANDIN_KEY = "rzp_test_chamakstandin";

// ─── Bookings to work on ──────────────────────────────────────────────────────────────────────────
interface NewBooking {
  id: number;
  code: string;
  status: string;
  checkout: { orderId: string } | null;
}

/** A booking of the demo customer's at the vendor's centre, tomorrow at its first free time, made over the API. */
async function bookTomorrow(baseUrl: string, paymentMethod: "cash" | "upi") {
  const centre = await trpc<CentreDetail>(baseUrl, "query", "catalog.centre", {
    id: await vendorCentreId(baseUrl),
  });
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
    baseUrl,
    "query",
    "booking.availability",
    { ...cart, date },
  );
  const slot = availability.slots.find((s) => s.available);
  if (!slot) throw new Error(`no free slot at ${centre.name} on ${date}`);
  const customerToken = await apiLogin(baseUrl, "customer");
  const booking = await trpc<NewBooking>(
    baseUrl,
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
      paymentMethod,
    },
    customerToken,
  );
  return { booking, date, customerToken, centre };
}

/** Confirms, starts and completes a booking on the vendor's board, answering each question. */
async function completeOnBoard(page: Page, card: Locator) {
  for (const [action, status] of [
    ["Confirm", "Confirmed"],
    ["Start", "In progress"],
    ["Complete", "Completed"],
  ] as const) {
    await card.getByRole("button", { name: action, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(status, { exact: true })).toBeVisible();
  }
}

// ─── The console as a person uses it ───────────────────────────────────────────────────────────────

const signIn = signInToConsole;

/** Screenshots of the current page at desktop and tablet width. */
async function shots(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `console-${name}-1280`);
  await page.setViewportSize(TABLET);
  await page.waitForTimeout(150);
  await screenshot(page, `console-${name}-768`);
  await page.setViewportSize(DESKTOP);
}

test.describe("the console", () => {
  test.use({ viewport: DESKTOP });

  test("lets a vendor add a service priced for three vehicle types, which the customer site then shows", async ({
    page,
    baseUrl,
  }) => {
    const centreId = await vendorCentreId(baseUrl);
    const name = `Ceramic Shield ${Date.now().toString(36)}`;

    await signIn(page, "vendor");
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await expect(page.getByRole("figure", { name: "Bookings by day" })).toBeVisible();
    await shots(page, "vendor-overview");

    await page.getByRole("link", { name: "Services" }).click();
    await page.getByRole("link", { name: "Add service" }).first().click();
    await expect(page.getByRole("heading", { name: "Add a service" })).toBeVisible();
    await page.getByRole("textbox", { name: /^Category/ }).click();
    await page.getByRole("option", { name: "Detailing" }).click();
    await page.getByLabel(/^Sub-category/).fill(name);
    await page
      .getByLabel("Description")
      .fill("Nano ceramic coat. Includes Ceramic coat or Glass shine or Tyre dressing");
    await expect(page.getByText("Glass shine", { exact: true })).toBeVisible(); // the "Includes" preview
    await page.getByLabel("Duration (minutes)").fill("60");
    await page.getByLabel("Price for Hatchback in rupees").fill("1299");
    await page.getByLabel("Price for Sedan in rupees").fill("1499");
    await page.getByLabel("Price for Suv in rupees").fill("1799");
    await shots(page, "vendor-service-form");
    await page.getByRole("button", { name: "Add service" }).click();
    await page.waitForURL(/\/console\/vendor\/services$/);
    await expect(page.getByText(name)).toBeVisible();
    await shots(page, "vendor-services");

    const centre = await trpc<CentreDetail>(baseUrl, "query", "catalog.centre", { id: centreId });
    const added = centre.services.find((service) => service.subCategoryName === name);
    expect(added?.includes).toEqual(["Ceramic coat", "Glass shine", "Tyre dressing"]);
    expect(
      Object.fromEntries((added?.prices ?? []).map((price) => [price.vehicleTypeName, price.pricePaise])),
    ).toEqual({ Hatchback: 129_900, Sedan: 149_900, Suv: 179_900 });
  });

  test("lets the vendor confirm, start and complete a customer's cash booking on the board", async ({
    page,
    baseUrl,
  }) => {
    const { booking, date } = await bookTomorrow(baseUrl, "cash");
    expect(booking.status).toBe("requested");

    await signIn(page, "vendor");
    await page.goto(`/console/vendor/bookings?date=${date}`);
    const card = page.getByRole("article", { name: `Booking ${booking.code}` });
    await expect(card).toBeVisible();
    await shots(page, "vendor-bookings");

    await card.getByRole("button", { name: `View booking ${booking.code} details` }).click();
    const drawer = page.getByRole("dialog", { name: `Booking ${booking.code}` });
    await expect(drawer.getByText("customer@chamak.in")).toBeVisible();
    await expect(drawer.getByText("DL 3C AB 1234")).toBeVisible();
    await shots(page, "vendor-booking-detail");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await completeOnBoard(page, card);
    await shots(page, "vendor-bookings-completed");

    const vendorToken = await apiLogin(baseUrl, "vendor");
    const board = await trpc<{ items: { id: number; status: string }[] }>(
      baseUrl,
      "query",
      "centreBookings.list",
      { date, pageSize: 100 },
      vendorToken,
    );
    expect(board.items.find((item) => item.id === booking.id)?.status).toBe("completed");
  });

  test("lets an admin approve a pending centre, which then appears in catalog.search", async ({
    page,
    baseUrl,
  }) => {
    const adminToken = await apiLogin(baseUrl, "admin");
    const pending = await trpc<{ items: { id: number; name: string }[] }>(
      baseUrl,
      "query",
      "admin.centres.list",
      { status: "pending" },
      adminToken,
    );
    const centre = pending.items[0];
    if (!centre) throw new Error("the demo data has no pending centre");
    const search = () =>
      trpc<{ items: { id: number }[] }>(baseUrl, "query", "catalog.search", { q: centre.name }).then(
        (result) => result.items.map((item) => item.id),
      );
    expect(await search()).not.toContain(centre.id);

    await signIn(page, "admin");
    await expect(page.getByRole("heading", { name: "Centres" })).toBeVisible();
    await expect(page.getByRole("button", { name: `Approve ${centre.name}` })).toBeVisible();
    await shots(page, "admin-centres");
    await page.getByRole("button", { name: `Approve ${centre.name}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(centre.name)).toBeVisible();
    await dialog.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByText(`${centre.name} is now approved.`)).toBeVisible();
    await shots(page, "admin-centres-approved");

    await page.getByRole("link", { name: "Bookings" }).click();
    await expect(page.getByRole("heading", { name: "Bookings", exact: true })).toBeVisible();
    await page.getByRole("link", { name: /^CHK/ }).first().click();
    await expect(page.getByRole("heading", { name: "Audit trail" })).toBeVisible();
    await shots(page, "admin-booking-detail");

    expect(await search()).toContain(centre.id);
  });

  test("pays the centre its share of a UPI booking through Route once the job is done, with its invoice and statement", async ({
    page,
    baseUrl,
  }) => {
    const { booking, date, customerToken, centre } = await bookTomorrow(baseUrl, "upi");
    if (!booking.checkout) throw new Error("a UPI booking opens a Razorpay order");
    // The customer pays in the stand-in's test Checkout (what the site's checkout does), then the site confirms.
    const paid = await fetch(`${baseUrl}/__razorpay/checkout/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key_id: STANDIN_KEY, order_id: booking.checkout.orderId, outcome: "success" }),
    });
    const answer = (await paid.json()) as Record<string, string>;
    await trpc(
      baseUrl,
      "mutation",
      "booking.confirmPayment",
      {
        bookingId: booking.id,
        razorpayOrderId: answer.razorpay_order_id,
        razorpayPaymentId: answer.razorpay_payment_id,
        razorpaySignature: answer.razorpay_signature,
      },
      customerToken,
    );
    // The centre's statement follows the Route transfer (its state is set from Razorpay's answers).
    const vendorToken = await apiLogin(baseUrl, "vendor");
    const statementRow = async () => {
      const statement = await trpc<{
        rows: { bookingId: number; transferState: string | null; transferredPaise: number }[];
      }>(baseUrl, "query", "payouts.centre.statement", { month: date.slice(0, 7) }, vendorToken);
      return statement.rows.find((row) => row.bookingId === booking.id);
    };
    // The job runner sends the centre's share on hold.
    await expect.poll(async () => (await statementRow())?.transferState, { timeout: 20_000 }).toBe("on_hold");

    await signIn(page, "vendor");
    await page.goto(`/console/vendor/bookings?date=${date}`);
    const card = page.getByRole("article", { name: `Booking ${booking.code}` });
    await completeOnBoard(page, card);
    // Completing the job releases the hold at Razorpay.
    await expect
      .poll(async () => (await statementRow())?.transferState, { timeout: 20_000 })
      .toBe("released");
    const transferred = (await statementRow())?.transferredPaise ?? 0;

    await page.getByRole("link", { name: "Payouts" }).click();
    await page.getByRole("textbox", { name: "Month" }).click();
    await page
      .getByRole("option", {
        name: new Date(`${date}T12:00:00Z`).toLocaleDateString("en-IN", {
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }),
      })
      .click();
    const row = page.getByRole("row").filter({ hasText: booking.code });
    await expect(row.getByText("released")).toBeVisible();
    expect(transferred).toBeGreaterThan(0);
    await expect(
      row.getByText(`₹${(transferred / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`),
    ).toBeVisible();
    await shots(page, "vendor-payouts");
    const csv = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    expect((await csv).suggestedFilename()).toMatch(/^chamak-statement-\d{4}-\d{2}\.csv$/);

    // The customer's tax invoice, issued when the job was completed.
    await page.getByRole("link", { name: "Invoices" }).click();
    const invoiceRow = page.getByRole("row").filter({ hasText: booking.code });
    await expect(invoiceRow).toBeVisible({ timeout: 20_000 });
    const pdf = page.waitForEvent("download");
    await invoiceRow.getByRole("button", { name: /^Download invoice/ }).click();
    expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);

    // Admins see the payout among the centres'.
    await page.getByRole("button", { name: "Sign out" }).click();
    await signIn(page, "admin");
    await page.getByRole("link", { name: "Payouts" }).click();
    const centreRow = page.getByRole("row").filter({ hasText: centre.name });
    await expect(centreRow.getByText("activated")).toBeVisible();
    await shots(page, "admin-payouts");
  });
});
