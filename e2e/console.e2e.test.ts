import type { Locator, Page } from "@playwright/test";
// The product's own India-time rule (the e2e folder is not a workspace package, so by path).
import { indiaToInstant, parseTime } from "../packages/contracts/src/india-time";
import { bookOverApi, indiaDate } from "./support/booking-fixtures";
import { CONSOLE_TOKEN_KEY, signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { screenshot } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { trpc } from "./support/trpc";

const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1000 };
const LOGINS = {
  vendor: { email: "vendor@chamak.in", password: "Vendor@123" },
  admin: { email: "admin@chamak.in", password: "Admin@123" },
  customer: { email: "customer@chamak.in", password: "Customer@123" },
};

// ─── The API as another client sees it (tRPC over HTTP, superjson on the wire) ─────────────────────

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
/** How long a step waits for the demo server's job runner to do its part (a run every 5 s, slower under load). */
const JOB_RUN_WAIT = 45_000;

// ─── Bookings to work on ──────────────────────────────────────────────────────────────────────────
interface NewBooking {
  id: number;
  code: string;
  status: string;
  checkout: { orderId: string } | null;
}

/** A booking of the demo customer's at the vendor's centre, tomorrow at its first free time, made over the API. */
async function bookTomorrow(baseUrl: string, paymentMethod: "cash" | "upi") {
  const date = tomorrowInIndia();
  const customerToken = await apiLogin(baseUrl, "customer");
  const { booking, time, centre } = await bookOverApi<NewBooking>(baseUrl, customerToken, {
    centreId: await vendorCentreId(baseUrl),
    date,
    paymentMethod,
    brand: "Hyundai",
  });
  // Half an hour before the slot: the day the centre works it (a job starts at most two hours early).
  const dayOfWork = new Date(indiaToInstant(date, parseTime(time)).getTime() - 30 * 60_000);
  return { booking, date, customerToken, centre, dayOfWork };
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
  test.afterEach(async ({ baseUrl }) => resetServerClock(baseUrl));

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
    await page.getByLabel("Price for SUV in rupees").fill("1799");
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
    ).toEqual({ Hatchback: 129_900, Sedan: 149_900, SUV: 179_900 });
  });

  test("lets the vendor confirm, start and complete a customer's cash booking on the board", async ({
    page,
    baseUrl,
  }) => {
    const { booking, date, dayOfWork } = await bookTomorrow(baseUrl, "cash");
    expect(booking.status).toBe("requested");

    await setServerClock(baseUrl, dayOfWork);
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
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await page.getByRole("link", { name: /^Centres/ }).click();
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
    // Three steps wait for the job runner, which starts a run 5 s after the last one ends: on a loaded machine the
    // transfer once took over 20 s to appear (repeat-under-load, 1 round of 20). Each step waits for its condition
    // up to JOB_RUN_WAIT; the journey's budget holds all three.
    test.setTimeout(3 * JOB_RUN_WAIT + 60_000);
    const { booking, date, customerToken, centre, dayOfWork } = await bookTomorrow(baseUrl, "upi");
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
        rows: {
          bookingId: number;
          transferState: string | null;
          transferredPaise: number;
          netPaise: number;
        }[];
      }>(baseUrl, "query", "payouts.centre.statement", { month: date.slice(0, 7) }, vendorToken);
      return statement.rows.find((row) => row.bookingId === booking.id);
    };
    // The job runner sends the centre's share on hold.
    await expect
      .poll(async () => (await statementRow())?.transferState, { timeout: JOB_RUN_WAIT })
      .toBe("on_hold");

    await setServerClock(baseUrl, dayOfWork);
    await signIn(page, "vendor");
    await page.goto(`/console/vendor/bookings?date=${date}`);
    const card = page.getByRole("article", { name: `Booking ${booking.code}` });
    await completeOnBoard(page, card);
    // Completing the job releases the hold at Razorpay.
    await expect
      .poll(async () => (await statementRow())?.transferState, { timeout: JOB_RUN_WAIT })
      .toBe("released");
    const { transferredPaise: transferred, netPaise: net } = (await statementRow()) ?? {
      transferredPaise: 0,
      netPaise: 0,
    };

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
    // What the booking earned the centre: its transfer, plus any part kept for commission owed on cash bookings.
    expect(net).toBeGreaterThanOrEqual(transferred);
    await expect(
      row.getByText(`₹${(net / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`),
    ).toBeVisible();
    await shots(page, "vendor-payouts");
    const csv = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    expect((await csv).suggestedFilename()).toMatch(/^chamak-statement-\d{4}-\d{2}\.csv$/);
    const statementPdf = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    expect((await statementPdf).suggestedFilename()).toMatch(/^Chamak-statement-\d{4}-\d{2}-C\d+\.pdf$/);

    // The customer's tax invoice, issued when the job was completed.
    await page.getByRole("link", { name: "Invoices" }).click();
    const invoiceRow = page.getByRole("row").filter({ hasText: booking.code });
    await expect(invoiceRow).toBeVisible({ timeout: JOB_RUN_WAIT });
    const pdf = page.waitForEvent("download");
    await invoiceRow.getByRole("button", { name: /^Download invoice/ }).click();
    expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);

    // Admins see the payout among the centres'.
    await page.getByRole("button", { name: "Sign out" }).click();
    // Signed out only once the logout call returned and the token is gone: going on earlier raced it (the
    // console, still holding the vendor's token, opened the vendor's home instead of the sign-in page).
    await expect(page).toHaveURL(/\/console\/sign-in/);
    await signIn(page, "admin");
    await page.getByRole("link", { name: "Payouts" }).click();
    const centreRow = page.getByRole("row").filter({ hasText: centre.name });
    await expect(centreRow.getByText("activated")).toBeVisible();
    await shots(page, "admin-payouts");
  });
});

// ─── The admin's screens, at a phone's width and a desktop's ───────────────────────────────────────

const SHOTS_DIR = process.env.CHAMAK_SHOTS_DIR;

/** Signs in with a token over the API (the console keeps it in sessionStorage), then opens `path`. */
async function openSignedIn(page: Page, baseUrl: string, who: "admin" | "vendor", path: string) {
  const token = await apiLogin(baseUrl, who);
  // The console keeps its session in localStorage, shared by the browser's tabs (apps/console/src/router.tsx).
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSOLE_TOKEN_KEY,
    token,
  ] as const);
  await page.goto(path);
}

/** The page fits its width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** A screenshot for people to look at, also to CHAMAK_SHOTS_DIR when set (outside the repository). */
async function look(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, `console-${name}`);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

for (const [size, viewport] of Object.entries({ 360: { width: 360, height: 780 }, 1280: DESKTOP })) {
  test.describe(`the admin console at ${size} px`, () => {
    test.use({ viewport });

    test("opens on an overview whose numbers open their pages, and names impossible coupons on the form", async ({
      page,
      baseUrl,
    }) => {
      await openSignedIn(page, baseUrl, "admin", "/console/admin");
      await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
      await expect(page.getByText("GMV this month")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await look(page, `admin-overview-${size}`);
      await page.getByRole("link", { name: /Open disputes/ }).click();
      await expect(page.getByRole("heading", { name: "Disputes", exact: true })).toBeVisible();

      await page.goto("/console/admin/coupons");
      await page.getByRole("textbox", { name: /^Code/ }).fill("DIWALI2026");
      await page.getByRole("textbox", { name: /^Description/ }).fill("Diwali special");
      await page.getByRole("textbox", { name: /^Percent off/ }).fill("150");
      await page.getByRole("button", { name: "Create coupon" }).click();
      await expect(page.getByText("Code must be at most 6 characters")).toBeVisible();
      await expect(page.getByText("Percent off must be between 1 and 100")).toBeVisible();
      await expect(page.getByText("Give a cap in rupees, or allow a free coupon")).toBeVisible();
      await expect(page.getByRole("textbox", { name: /^Code/ })).toHaveValue("DIWALI2026");
      await expect(page.getByRole("textbox", { name: /^Percent off/ })).toHaveValue("150%");
      await expectNoSidewaysScroll(page);
      await look(page, `admin-coupon-errors-${size}`);
    });

    test("names a backwards slot range on its field, shows a missing booking as not found, searches and exports", async ({
      page,
      baseUrl,
    }) => {
      const { booking } = await bookTomorrow(baseUrl, "cash");
      await openSignedIn(page, baseUrl, "admin", "/console/admin/bookings?from=2026-12-10&to=2026-12-01");
      await expect(page.getByText("The end date must not be before the start date")).toBeVisible();
      await expect(page.getByText(/could not load/)).toHaveCount(0);
      await look(page, `admin-bookings-backwards-range-${size}`);

      await page.goto("/console/admin/bookings/99999999");
      await expect(page.getByText("Page not found")).toBeVisible();
      await look(page, `admin-booking-missing-${size}`);

      await page.goto("/console/admin/bookings");
      await page.getByLabel("Search").fill(booking.code);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByRole("link", { name: booking.code })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await look(page, `admin-bookings-search-${size}`);
      const csv = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download CSV" }).click();
      expect((await csv).suggestedFilename()).toMatch(/^chamak-bookings-\d{4}-\d{2}-\d{2}\.csv$/);

      // A wash at the centre: the customer's home address is nobody's to see.
      await page.getByRole("link", { name: booking.code }).click();
      await expect(page.getByRole("heading", { name: `Booking ${booking.code}` })).toBeVisible();
      await expect(page.getByText("B-12 Lajpat Nagar")).toHaveCount(0);
      await look(page, `admin-booking-detail-${size}`);
    });

    test("suspends with an internal note kept apart from the message to the user", async ({
      page,
      baseUrl,
    }) => {
      await openSignedIn(page, baseUrl, "admin", "/console/admin/users?role=user");
      await page
        .getByRole("button", { name: /^Suspend / })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Suspend account" }).click();
      await expect(dialog.getByText("Internal note is required")).toBeVisible();
      await expect(dialog.getByText("The user never sees it.")).toBeVisible();
      await look(page, `admin-suspend-${size}`);
      await dialog.getByRole("button", { name: "Keep as is" }).click();
    });

    test("tells the centre and the customer how a dispute was resolved", async ({ page, baseUrl }) => {
      const { booking, date, customerToken } = await bookTomorrow(baseUrl, "cash");
      const adminToken = await apiLogin(baseUrl, "admin");
      const dispute = await trpc<{ id: number }>(
        baseUrl,
        "mutation",
        "admin.disputes.open",
        { bookingId: booking.id, reason: "Seats left wet" },
        adminToken,
      );
      await trpc(
        baseUrl,
        "mutation",
        "admin.disputes.resolve",
        { disputeId: dispute.id, resolution: "The centre will redo the interior for free" },
        adminToken,
      );

      await openSignedIn(page, baseUrl, "vendor", `/console/vendor/bookings?date=${date}`);
      const card = page.getByRole("article", { name: `Booking ${booking.code}` });
      await card.getByRole("button", { name: `View booking ${booking.code} details` }).click();
      const drawer = page.getByRole("dialog", { name: `Booking ${booking.code}` });
      await expect(drawer.getByText("The centre will redo the interior for free")).toBeVisible();
      await expect(drawer.getByText("B-12 Lajpat Nagar")).toHaveCount(0);
      await look(page, `vendor-drawer-dispute-${size}`);

      for (const lang of ["en", "hi"] as const) {
        await page.addInitScript(
          ([token, language]) => {
            window.sessionStorage.setItem("token", token);
            window.localStorage.setItem("lang", language);
          },
          [customerToken, lang] as const,
        );
        await page.goto("/profile");
        await expect(page.getByText("The centre will redo the interior for free")).toBeVisible();
        await expect(
          page.getByText(lang === "en" ? "Your dispute is resolved" : "आपका विवाद सुलझा दिया गया है"),
        ).toBeVisible();
        await page.getByText("The centre will redo the interior for free").scrollIntoViewIfNeeded();
        await look(page, `customer-dispute-${lang}-${size}`);
      }
    });
  });
}
