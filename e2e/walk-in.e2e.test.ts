import { indiaToInstant } from "../packages/contracts/src/india-time";
import { indiaDate } from "./support/booking-fixtures";
import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { VIEWPORTS as SHOT_VIEWPORTS, snap } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { walkInPaidByUpi } from "./support/walk-in";

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

let daysAhead = 5;

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`a walk-in at the counter at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });
    test.afterEach(async ({ baseUrl }) => resetServerClock(baseUrl));

    test("the centre books a walk-in paid by UPI QR; the customer pays; the counter shows it paid and the board lists it", async ({
      page,
      baseUrl,
    }) => {
      // A working morning a few days ahead, so "now" has free bays whatever the time of the run.
      daysAhead += 1;
      const date = indiaDate(daysAhead);
      await setServerClock(baseUrl, indiaToInstant(date, 10 * 60 + 2));
      const mobile = `9${String(Date.now()).slice(-9)}`;

      await signInToConsole(page, "vendor");
      // On a phone the navigation sits behind its menu button.
      if (name === "phone") await page.getByRole("button", { name: "Open navigation" }).click();
      await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Walk-in" }).click();
      const code = await walkInPaidByUpi(page, baseUrl, {
        mobile,
        name: "Sunil Yadav",
        vehicleNumber: "HR 26 DK 8337",
        vpa: "sunil@okaxis",
        shots: `walk-in-${viewport.width}`,
      });

      await page.goto(`/console/vendor/bookings?date=${date}`);
      const card = page.getByRole("article", { name: `Booking ${code}` });
      await expect(card).toBeVisible();
      await expect(card).toContainText("HR 26 DK 8337");
    });
  });
}

for (const [name, viewport] of Object.entries(SHOT_VIEWPORTS)) {
  test.describe(`a walk-in waiting for UPI, found again at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });
    test.afterEach(async ({ baseUrl }) => resetServerClock(baseUrl));

    test("the counter leaves the QR; the walk-in page and the booking's panel show it again; cash is taken instead", async ({
      page,
      baseUrl,
    }) => {
      daysAhead += 1;
      const date = indiaDate(daysAhead);
      await setServerClock(baseUrl, indiaToInstant(date, 10 * 60 + 2));
      await signInToConsole(page, "vendor");
      await page.goto("/console/vendor/walk-in");
      await page.getByLabel("Customer's mobile").fill(`8${String(Date.now()).slice(-9)}`);
      await page.getByLabel("Name (for a new customer)").fill("Meena Iyer");
      await page.getByLabel("Vehicle number").fill("KA 01 AB 2345");
      await page.getByRole("checkbox").first().check();
      await page.getByRole("button", { name: "Book and show QR" }).click();
      await expect(page.getByTestId("upi-qr")).toBeVisible();
      const qrId = await page.locator("[data-qr-id]").getAttribute("data-qr-id");
      const code = (await page.getByText(/^Booking [A-Z0-9]+$/).textContent())?.replace("Booking ", "") ?? "";

      // The screen is left (the next customer): the walk-in waits on the Walk-in page.
      await page.getByRole("button", { name: "Next walk-in" }).click();
      const waiting = page.getByRole("region", { name: "Waiting for UPI" });
      await expect(waiting).toContainText(code);
      await snap(page, `walk-in-waiting-${viewport.width}`);

      // On the board, its panel says it waits for payment (and nothing contrary) and shows the same QR again.
      await page.goto(`/console/vendor/bookings?date=${date}`);
      await page.getByRole("button", { name: `View booking ${code} details` }).click();
      const panel = page.getByRole("dialog", { name: `Booking ${code}` });
      await expect(panel.getByText("Awaiting payment", { exact: true })).toBeVisible();
      await expect(panel.getByText("Payment pending", { exact: true })).toBeVisible();
      await snap(page, `walk-in-panel-waiting-${viewport.width}`);
      await panel.getByRole("link", { name: "Show QR again" }).click();
      await expect(page.getByTestId("upi-qr")).toBeVisible();
      await expect(page.locator("[data-qr-id]")).toHaveAttribute("data-qr-id", qrId ?? "");

      // The customer has cash: the QR is closed and the booking is paid in cash, confirmed.
      await page.getByRole("button", { name: "Take cash instead" }).click();
      await expect(page.getByText("Paid ✓")).toBeVisible();
      await expect(page.getByText(/Cash collected\./)).toBeVisible();
      await snap(page, `walk-in-cash-instead-${viewport.width}`);
      await page.goto(`/console/vendor/bookings?date=${date}`);
      const card = page.getByRole("article", { name: `Booking ${code}` });
      await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
      await expect(card.getByText("Cash collected", { exact: true })).toBeVisible();
    });
  });
}
