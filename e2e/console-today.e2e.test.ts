import type { Locator, Page } from "@playwright/test";
import { indiaToInstant } from "../packages/contracts/src/india-time";
import { indiaDate } from "./support/booking-fixtures";
import { CONSOLE_TOKEN_KEY, signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { freshMobile, messagesTo } from "./support/phone";
import { screenshot } from "./support/screenshots";
import { trpc } from "./support/trpc";
import { cashWalkIn } from "./support/walk-in";

// The console's Today page: the per-bay timeline (drag a booking to another bay and time; the customer is told
// by SMS) at 1280 px, and the phone's list with its Move dialog at 390 px.

/** The timeline's scale (apps/console/src/features/today/timeline-geometry.ts). */
const PX_PER_MINUTE = 176 / 60;
const ROW_HEIGHT = 96;

type VendorService = { id: number; durationMinutes: number; prices: { vehicleTypeId: number }[] };

/** A cash walk-in at the demo vendor's centre on `date` at `time`, for a new customer: its booking code. */
async function walkIn(page: Page, baseUrl: string, date: string, time: string, mobile: string) {
  const token = (await page.evaluate((key) => localStorage.getItem(key), CONSOLE_TOKEN_KEY)) ?? "";
  const services = await trpc<VendorService[]>(baseUrl, "query", "vendor.services.list", undefined, token);
  const service = services.find((s) => s.prices.length > 0 && s.durationMinutes <= 60) ?? services[0];
  if (!service?.prices[0]) throw new Error("the demo centre has no priced service");
  const made = await cashWalkIn(baseUrl, token, {
    mobile,
    name: "Kiran Rao",
    vehicleTypeId: service.prices[0].vehicleTypeId,
    vehicleNumber: "KA 05 MN 2024",
    items: [{ serviceId: service.id, quantity: 1 }],
    date,
    time,
  });
  return made.code;
}

/** Drags a booking's block by (dx, dy) pixels with the mouse, in small steps as a hand would; `held` runs before
 * the button is let go. */
async function drag(
  page: Page,
  code: string,
  dx: number,
  dy: number,
  held?: (block: Locator) => Promise<void>,
) {
  const block = page.locator(`[data-booking="${code}"]`);
  await block.scrollIntoViewIfNeeded();
  const box = await block.boundingBox();
  if (!box) throw new Error(`booking ${code} is not on screen`);
  const x = box.x + Math.min(30, box.width / 2);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await held?.(block);
  await page.mouse.up();
}

/** The rescheduled SMS reaches the customer's phone (the messaging stand-in, through the outbox). */
async function expectToldOfMove(baseUrl: string, mobile: string, code: string) {
  await expect
    .poll(async () => (await messagesTo(baseUrl, mobile)).some((m) => m.text.includes(`${code} has moved`)), {
      timeout: 30_000,
    })
    .toBe(true);
}

test.describe("today's timeline at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("drags a booking to another bay and time (refused drops say why); the customer gets the SMS", async ({
    page,
    baseUrl,
  }) => {
    const date = indiaDate(17);
    await signInToConsole(page, "vendor");
    await expect(
      page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Today" }),
    ).toBeVisible();
    const mobile = freshMobile("9");
    const moving = await walkIn(page, baseUrl, date, "10:00", mobile);
    const neighbour = await walkIn(page, baseUrl, date, "10:00", freshMobile("8"));

    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Today" }).click();
    await expect(page.getByRole("heading", { name: "Today" })).toBeVisible();
    await page.getByLabel("Date").fill(date);
    await expect(page.locator(`[data-booking="${moving}"]`)).toHaveAccessibleName(/bay 1, 10:00 am/);
    await expect(page.locator(`[data-booking="${neighbour}"]`)).toHaveAccessibleName(/bay 2, 10:00 am/);
    await expect(page.locator(`[data-booking="${moving}"]`)).toContainText("Walk-in");

    // Onto its neighbour's bay at the same time: refused, and the reason shows beside the block.
    await drag(page, moving, 0, ROW_HEIGHT);
    await expect(page.getByRole("alert")).toHaveText("Bay 2 is taken then by another booking");
    await screenshot(page, "today-refused-1280");

    // Three hours later on bay 2: while dragged the block shows where it lands; asked first (the customer is
    // told by SMS: a walk-in's verified number, WhatsApp not chosen), then moved.
    await drag(page, moving, 180 * PX_PER_MINUTE, ROW_HEIGHT, async (block) => {
      await expect(block).toContainText("To bay 2");
      await expect(block).toContainText("1:00 pm");
      await screenshot(page, "today-dragging-1280");
    });
    const dialog = page.getByRole("dialog", { name: `Move booking ${moving}?` });
    await expect(dialog).toContainText("The customer will be told the new time by SMS.");
    await expect(dialog).not.toContainText("WhatsApp");
    await screenshot(page, "today-confirm-1280");
    await dialog.getByRole("button", { name: "Move and tell the customer" }).click();
    await expect(page.getByRole("status")).toContainText("The customer is being told the new time by SMS.");
    await expect(page.locator(`[data-booking="${moving}"]`)).toHaveAccessibleName(/bay 2, 1:00 pm/);
    await screenshot(page, "today-timeline-1280");
    await expectToldOfMove(baseUrl, mobile, moving);

    // Found by the vehicle number typed loosely (both walk-ins have it), and opened.
    await page.getByLabel("Find a booking").fill("ka-05 mn2024");
    await expect(page.getByRole("listitem")).toHaveCount(2);
    await screenshot(page, "today-search-1280");
    await page.getByRole("listitem", { name: `Open booking ${neighbour}` }).click();
    const drawer = page.getByRole("dialog", { name: `Booking ${neighbour}` });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText("KA 05 MN 2024");
    await page.keyboard.press("Escape");

    // Today itself, with the line at the time now in India (while the centre is open).
    await page.getByRole("button", { name: "Back to today" }).click();
    await expect(page.getByText(/^Today, /)).toBeVisible();
    await screenshot(page, "today-now-1280");

    // The board marks walk-ins.
    await page.goto(`/console/vendor/bookings?date=${date}`);
    await expect(page.getByRole("article", { name: `Booking ${moving}` })).toContainText("Walk-in");
    await screenshot(page, "board-walk-in-1280");
  });
});

test.describe("today's list at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("moves a booking with the Move dialog; the customer gets the SMS", async ({ page, baseUrl }) => {
    const date = indiaDate(18);
    await signInToConsole(page, "vendor");
    const mobile = freshMobile("9");
    const code = await walkIn(page, baseUrl, date, "10:00", mobile);

    // The phone says it is 11:05 on that day: starts already past are not offered.
    await page.clock.setFixedTime(indiaToInstant(date, 11 * 60 + 5));
    await page.goto(`/console/vendor/today?date=${date}`);
    const card = page.getByRole("article", { name: `Booking ${code}` });
    await expect(card).toContainText("Bay 1");
    await expect(card).toContainText("Walk-in");
    await screenshot(page, "today-list-390");

    await card.getByRole("button", { name: "Move" }).click();
    const dialog = page.getByRole("dialog", { name: `Move booking ${code}` });
    await dialog.getByRole("textbox", { name: "Start" }).click();
    await expect(page.getByRole("option", { name: "11:30 am", exact: true })).toBeVisible();
    for (const past of ["10:00 am", "10:30 am", "11:00 am"])
      await expect(page.getByRole("option", { name: past, exact: true })).toHaveCount(0);
    await page.getByRole("option", { name: "11:30 am", exact: true }).click();
    await expect(dialog).toContainText("The customer will be told the new time by SMS.");
    await expect(dialog).not.toContainText("WhatsApp");
    await screenshot(page, "today-move-dialog-390");
    await dialog.getByRole("button", { name: "Move and tell the customer" }).click();

    await expect(page.getByRole("status")).toContainText("The customer is being told the new time by SMS.");
    await expect(page.getByRole("region", { name: "At 11:30 am" })).toContainText(code);
    await screenshot(page, "today-list-moved-390");
    await expectToldOfMove(baseUrl, mobile, code);

    await page.goto(`/console/vendor/bookings?date=${date}`);
    await expect(page.getByRole("article", { name: `Booking ${code}` })).toContainText("Walk-in");
    await screenshot(page, "board-walk-in-390");
  });
});
