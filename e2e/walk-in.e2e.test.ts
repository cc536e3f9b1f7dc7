import { indiaToInstant } from "../packages/contracts/src/india-time";
import { indiaDate } from "./support/booking-fixtures";
import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
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
