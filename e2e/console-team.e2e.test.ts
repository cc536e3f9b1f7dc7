import type { Page } from "@playwright/test";
import { indiaToInstant } from "../packages/contracts/src/india-time";
import { indiaDate } from "./support/booking-fixtures";
import { CONSOLE_TOKEN_KEY, signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { codeSentTo, freshMobile } from "./support/phone";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { inviteTokenSentTo } from "./support/team";
import { trpc } from "./support/trpc";
import { cashWalkIn, walkInPaidByUpi } from "./support/walk-in";

// Both widths invite a manager to the demo vendor's centre, one after the other.
test.describe.configure({ mode: "serial" });

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: VIEWPORTS.desktop };

/** A cash walk-in at the owner's centre tomorrow at its first free time, to put a washer on. */
async function walkInTomorrow(baseUrl: string, token: string) {
  const centre = await trpc<{ id: number }>(baseUrl, "query", "vendor.centre.get", null, token);
  const detail = await trpc<{ services: { id: number; prices: { vehicleTypeId: number }[] }[] }>(
    baseUrl,
    "query",
    "catalog.centre",
    { id: centre.id },
    token,
  );
  const service = detail.services.find((s) => s.prices.length > 0);
  const vehicleTypeId = service?.prices[0]?.vehicleTypeId;
  if (!service || !vehicleTypeId) throw new Error("the demo centre has no priced service");
  const date = indiaDate(1);
  const cart = { centreId: centre.id, vehicleTypeId, items: [{ serviceId: service.id, quantity: 1 }] };
  const { slots } = await trpc<{ slots: { time: string; available: boolean }[] }>(
    baseUrl,
    "query",
    "booking.availability",
    { ...cart, date },
    token,
  );
  const time = slots.find((slot) => slot.available)?.time;
  if (!time) throw new Error(`no free time on ${date}`);
  const walkIn = await cashWalkIn(baseUrl, token, {
    mobile: freshMobile("9"),
    name: "Walk In Washer Test",
    vehicleTypeId,
    vehicleNumber: "DL 8C AF 4321",
    items: cart.items,
    date,
    time,
  });
  return { code: walkIn.code, date };
}

async function openNavigation(page: Page, width: number) {
  // Below 992 px the navigation sits behind the menu button.
  if (width < 992) await page.getByRole("button", { name: "Open navigation" }).click();
}

for (const [name, viewport] of Object.entries(WIDTHS)) {
  test.describe(`an owner invites a manager at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });
    test.afterEach(async ({ baseUrl }) => resetServerClock(baseUrl));

    test("the invitee accepts by the SMS code, works at the centre, and has no owner-only actions", async ({
      page,
      browser,
      baseUrl,
    }) => {
      // Invite, accept (the link opened twice), a walk-in paid by UPI, removal and a washer: a long walk.
      test.slow();
      const mobile = freshMobile("7");
      await signInToConsole(page, "vendor");
      await page.goto("/console/vendor/team");
      await expect(page.getByRole("heading", { name: "Team", exact: true })).toBeVisible();

      // A bad number is refused beside the field.
      await page.getByLabel("Mobile number").fill("12345");
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByLabel("Mobile number")).toBeFocused();

      // Typed as people write numbers: with a space (and +91 on the phone), or with a dash.
      const typed =
        name === "phone"
          ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`
          : `${mobile.slice(0, 5)}-${mobile.slice(5)}`;
      await page.getByLabel("Mobile number").fill(typed);
      await page.getByRole("textbox", { name: "Role", exact: true }).click();
      await page.getByRole("option", { name: "Manager" }).click();
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByRole("status").getByText(`Invitation sent to +91 ${mobile}`)).toBeVisible();
      await expect(page.getByText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)} · Manager`)).toBeVisible();
      await screenshot(page, `console-team-owner-${viewport.width}`);

      // The manager, on their own phone, opens the link from the SMS.
      const managerContext = await browser.newContext({ viewport });
      const manager = await managerContext.newPage();
      const token = await inviteTokenSentTo(baseUrl, mobile);
      await manager.goto(`/console/invite?token=${token}`);
      await expect(manager.getByRole("heading", { name: /^Join / })).toBeVisible();
      await expect(manager.getByText(`******${mobile.slice(-4)}`).first()).toBeVisible();
      await manager.getByLabel("Your name").fill(`Meera ${name}`);
      await manager.getByRole("button", { name: "Send me a code" }).click();
      const code = await codeSentTo(baseUrl, mobile);
      // The link opened again (the SMS app and back): the code already received can still be entered.
      await manager.reload();
      await expect(manager.getByRole("heading", { name: /^Join / })).toBeVisible();
      await expect(manager.getByText(`The 6-digit code sent to `)).toBeVisible();
      await manager.getByLabel("Your name").fill(`Meera ${name}`);
      await manager.locator("input[autocomplete='one-time-code']").first().click();
      await manager.keyboard.type(code);
      await screenshot(manager, `console-team-accept-${viewport.width}`);
      await manager.getByRole("button", { name: "Accept and sign in" }).click();
      await manager.waitForURL(/\/console\/vendor/);

      // They see the centre, as its manager, with the Team page but not Payouts.
      await expect(manager.getByText(/· Manager/).first()).toBeAttached();
      await openNavigation(manager, viewport.width);
      const nav = manager.getByRole("navigation", { name: "Console" });
      await expect(nav.getByRole("link", { name: "Bookings" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Payouts" })).toHaveCount(0);
      await nav.getByRole("link", { name: "Team" }).click();
      await expect(manager.getByRole("heading", { name: "Team", exact: true })).toBeVisible();
      await expect(manager.getByRole("main").getByText(`Meera ${name}`)).toBeVisible();
      // Owner-only: no branches, no way to change or remove the registered owner, no Owner role to hand out.
      await expect(manager.getByRole("button", { name: "Add a branch" })).toHaveCount(0);
      await expect(manager.getByText("Registered owner")).toBeVisible();
      await manager.getByRole("textbox", { name: "Role", exact: true }).click();
      await expect(manager.getByRole("option", { name: "Staff" })).toBeVisible();
      await expect(manager.getByRole("option", { name: "Owner" })).toHaveCount(0);
      await manager.keyboard.press("Escape");
      await screenshot(manager, `console-team-manager-${viewport.width}`);

      // The manager takes a walk-in at the counter, paid by UPI QR at the stand-in, on a working morning.
      await setServerClock(baseUrl, indiaToInstant(indiaDate(name === "phone" ? 21 : 22), 10 * 60 + 2));
      await openNavigation(manager, viewport.width);
      await nav.getByRole("link", { name: "Walk-in" }).click();
      await walkInPaidByUpi(manager, baseUrl, {
        mobile: freshMobile("8"),
        name: "Sunil Yadav",
        vehicleNumber: "HR 26 DK 8337",
        vpa: "sunil@okaxis",
        shots: `console-team-manager-walk-in-${viewport.width}`,
      });
      await resetServerClock(baseUrl);
      await managerContext.close();

      // The owner removes them again (asked first), which signs them out everywhere.
      await page.reload();
      const row = page.locator(".mantine-Card-root").filter({ hasText: `Meera ${name}` });
      await row.getByRole("button", { name: "Remove" }).click();
      const dialog = page.getByRole("dialog", { name: /Remove Meera/ });
      await dialog.getByRole("button", { name: "Remove" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole("main").getByText(`Meera ${name}`)).toHaveCount(0);

      // A washer from the team goes on a booking from its drawer, and the board's card shows them.
      const ownerToken = await page.evaluate((key) => localStorage.getItem(key), CONSOLE_TOKEN_KEY);
      const { code: bookingCode, date } = await walkInTomorrow(baseUrl, ownerToken ?? "");
      await page.goto(`/console/vendor/bookings?date=${date}`);
      const card = page.getByRole("article", { name: `Booking ${bookingCode}` });
      await card.getByRole("button", { name: `View booking ${bookingCode} details` }).click();
      const drawer = page.getByRole("dialog", { name: `Booking ${bookingCode}` });
      await drawer.getByRole("textbox", { name: "Washer" }).click();
      await page.getByRole("option", { name: "Rajesh Kumar" }).click();
      await expect(drawer.getByRole("textbox", { name: "Washer" })).toHaveValue("Rajesh Kumar");
      await screenshot(page, `console-booking-washer-${viewport.width}`);
      await page.keyboard.press("Escape");
      await expect(card.getByText("Washer: Rajesh Kumar")).toBeVisible();
    });
  });
}
