import { indiaToInstant } from "../packages/contracts/src/india-time";
import { indiaDate } from "./support/booking-fixtures";
import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { screenshot } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";

/** The demo server's Razorpay stand-in (apps/server/src/payments-setup.ts): its key id and where it is mounted. */
const STANDIN_KEY_ID = "rzp_test_chamakstandin";

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
      await expect(page.getByRole("heading", { name: "Walk-in" })).toBeVisible();

      await page.getByLabel("Customer's mobile").fill(mobile);
      await page.getByLabel("Name (for a new customer)").fill("Sunil Yadav");
      await page.getByLabel("Vehicle number").fill("HR 26 DK 8337");
      await page.getByRole("checkbox").first().check();
      await screenshot(page, `walk-in-form-${viewport.width}`);
      await page.getByRole("button", { name: "Book and show QR" }).click();

      const qr = page.locator("[data-qr-id]");
      await expect(page.getByTestId("upi-qr")).toBeVisible();
      await expect(page.getByText("Waiting for payment")).toBeVisible();
      const code = (await page.getByText(/^Booking [A-Z0-9]+$/).textContent())?.replace("Booking ", "") ?? "";
      expect(code).toMatch(/^[A-Z0-9]{6,}$/);
      await screenshot(page, `walk-in-qr-${viewport.width}`);

      // The customer scans the QR and pays from their UPI app (the stand-in's test checkout, over HTTP).
      const qrId = await qr.getAttribute("data-qr-id");
      const paid = await fetch(`${baseUrl}/__razorpay/checkout/qr-codes/${qrId}/pay`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ key_id: STANDIN_KEY_ID, vpa: "sunil@okaxis" }),
      });
      expect(paid.status).toBe(200);

      await expect(page.getByText("Paid ✓")).toBeVisible();
      await expect(page.getByTestId("upi-qr")).toHaveCount(0);
      await screenshot(page, `walk-in-paid-${viewport.width}`);

      await page.goto(`/console/vendor/bookings?date=${date}`);
      const card = page.getByRole("article", { name: `Booking ${code}` });
      await expect(card).toBeVisible();
      await expect(card).toContainText("HR 26 DK 8337");
    });
  });
}
