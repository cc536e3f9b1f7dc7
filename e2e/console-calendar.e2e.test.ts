import { addDays } from "../packages/contracts/src/india-time";
import { fetchCentre, indiaDate } from "./support/booking-fixtures";
import { CONSOLE_LOGINS, signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { freshMobile, messagesTo } from "./support/phone";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { trpc } from "./support/trpc";
import { cashWalkIn } from "./support/walk-in";

const signIn = async (baseUrl: string, email: string, password: string) =>
  (await trpc<{ token: string }>(baseUrl, "mutation", "accounts.login", { email, password })).token;

/**
 * A customer who phoned the demo vendor's centre is booked on `date` at its first free time (cash, a walk-in by
 * phone): the booking's code and the customer's number, where the messaging stand-in shows what they are told.
 */
async function bookVendorCentre(baseUrl: string, date: string): Promise<{ code: string; mobile: string }> {
  const vendor = await signIn(baseUrl, CONSOLE_LOGINS.vendor.email, CONSOLE_LOGINS.vendor.password);
  const { id: centreId } = await trpc<{ id: number }>(
    baseUrl,
    "query",
    "vendor.centre.get",
    undefined,
    vendor,
  );
  const centre = await fetchCentre(baseUrl, centreId);
  const service = centre.services[0];
  const price = service?.prices[0];
  if (!service || !price) throw new Error(`centre ${centreId} has no priced service`);
  const items = [{ serviceId: service.id, quantity: 1 }];
  const cart = { centreId, vehicleTypeId: price.vehicleTypeId, items };
  const day = await trpc<{ slots: { time: string; available: boolean }[] }>(
    baseUrl,
    "query",
    "booking.availability",
    { ...cart, date },
  );
  const time = day.slots.find((slot) => slot.available)?.time;
  if (!time) throw new Error(`no free time at centre ${centreId} on ${date}`);
  const mobile = freshMobile("7");
  const made = await cashWalkIn(baseUrl, vendor, {
    mobile,
    name: "Meera Iyer",
    vehicleTypeId: price.vehicleTypeId,
    vehicleNumber: "DL 3C AB 1234",
    items,
    date,
    time,
  });
  return { code: made.code, mobile };
}

// Each width takes its own date near the end of the booking horizon, which no other journey books, and its own
// holiday; the two run one after the other, as both change the demo vendor's calendar.
const HOLIDAYS = {
  phone: { date: indiaDate(26), name: "Diwali" },
  desktop: { date: indiaDate(27), name: "Holi" },
};
test.describe.configure({ mode: "serial" });

for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, desktop: VIEWPORTS.desktop })) {
  test.describe(`the console's calendar at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test("closing a date for a holiday lists the booking on it, moved from there with the customer told; a bay block ending before it starts is refused at the field", async ({
      page,
      baseUrl,
    }) => {
      // A booking made, a holiday asked about and saved, a move with its SMS, the holiday removed: a long walk.
      test.slow();
      const { date, name: holiday } = HOLIDAYS[name as keyof typeof HOLIDAYS];
      const { code, mobile } = await bookVendorCentre(baseUrl, date);

      await signInToConsole(page, "vendor");
      await page.goto("/console/vendor/calendar");
      await expect(page.getByRole("heading", { name: "Calendar", exact: true })).toBeVisible();

      const holidays = page.locator("form").filter({ has: page.getByRole("button", { name: "Save date" }) });
      await holidays.getByLabel("Date").fill(date);
      await holidays.getByLabel("Name").fill(holiday);
      await holidays.getByRole("button", { name: "Save date" }).click();

      // Before anything is saved, the booking the holiday leaves out is shown, and the owner decides.
      const asked = page.getByRole("dialog", { name: /^Close on / });
      await expect(asked).toContainText(code);
      await expect(asked).toContainText("1 booking on this date falls outside the new hours.");
      await expect(page.getByText("No holidays or special hours coming up.")).toBeVisible();
      await screenshot(page, `console-calendar-holiday-preview-${viewport.width}`);
      await asked.getByRole("button", { name: "Close anyway" }).click();

      const outside = page.getByRole("status").filter({ hasText: "outside your schedule" });
      await expect(outside).toContainText(code);
      await expect(outside).toContainText("on a date you are closed");
      await expect(page.getByText(holiday, { exact: true })).toBeVisible();
      await screenshot(page, `console-calendar-${viewport.width}`);

      // A block whose end is before its start: the message beside "To", and nothing saved.
      const blocks = page.locator("form").filter({ has: page.getByRole("button", { name: "Block bay" }) });
      await blocks.getByLabel("Date").fill(date);
      await blocks.getByLabel("From").fill("15:00");
      await blocks.getByLabel("To").fill("11:00");
      await blocks.getByLabel("Reason").fill("Pressure washer repair");
      await blocks.getByRole("button", { name: "Block bay" }).click();
      await expect(blocks.getByText("The end time must be after the start time")).toBeVisible();
      await expect(blocks.getByLabel("To")).toBeFocused();
      await expect(page.getByText("No bay is blocked.")).toBeVisible();
      await screenshot(page, `console-calendar-error-${viewport.width}`);

      // The booking is moved off the holiday, to the day before, from its day's page: the customer is told.
      await outside.getByRole("link", { name: `Move or cancel ${code}` }).click();
      await expect(page.getByText("The centre is closed on this date.")).toBeVisible();
      if (name === "phone")
        await page
          .getByRole("article", { name: `Booking ${code}` })
          .getByRole("button", { name: "Move" })
          .click();
      else await page.locator(`[data-booking="${code}"]`).click();
      const move = page.getByRole("dialog", { name: `Move booking ${code}` });
      await move.getByLabel("Date").fill(addDays(date, -1));
      await move.getByRole("textbox", { name: "Start" }).click();
      await page.getByRole("option").first().click();
      await screenshot(page, `console-calendar-move-${viewport.width}`);
      await expect(move).toContainText("The customer will be told the new time by SMS.");
      await move.getByRole("button", { name: "Move and tell the customer" }).click();
      await expect(page.getByRole("status")).toContainText("The customer is being told the new time by SMS.");
      await expect
        .poll(
          async () => (await messagesTo(baseUrl, mobile)).some((m) => m.text.includes(`${code} has moved`)),
          {
            timeout: 30_000,
          },
        )
        .toBe(true);
      await page.goto("/console/vendor/calendar");
      await expect(page.getByRole("status").filter({ hasText: "outside your schedule" })).toHaveCount(0);

      // Opening the date again.
      await page.getByRole("button", { name: new RegExp(`^Remove ${holiday} on `) }).click();
      await expect(page.getByText("No holidays or special hours coming up.")).toBeVisible();
    });
  });
}
