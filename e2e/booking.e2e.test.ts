import { indiaDate, pickSlot, seedCart, twoServiceCart } from "./support/booking-fixtures";
import { expect, test } from "./support/fixtures";
import { textbox } from "./support/forms";
import { snap, VIEWPORTS } from "./support/screenshots";

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`booking journeys at ${size} size`, () => {
    test.use({ viewport });
    // A whole booking on a busy machine can outlast the usual minute.
    test.slow();

    test("books with cash as the demo customer, logging in from the booking page", async ({
      page,
      baseUrl,
    }) => {
      const cart = await twoServiceCart(baseUrl, 2);
      await page.goto("/");
      await seedCart(page, cart);
      await page.goto("/booking");

      // Logging in from the modal keeps the page and the cart.
      await page.getByRole("button", { name: "Login" }).click();
      const modal = page.getByRole("dialog", { name: "Login" });
      await modal.getByRole("textbox", { name: "Email" }).fill("customer@chamak.in");
      await modal.locator("input[type=password]").fill("Customer@123");
      await snap(page, `booking-cash-1-login-modal-${size}`);
      await modal.getByRole("button", { name: "Login" }).click();
      await expect(textbox(page, "Vehicle number")).toBeVisible();
      await expect(page).toHaveURL(/\/booking$/);

      await textbox(page, "Vehicle number").fill("MH12DE1433");
      await pickSlot(page, indiaDate(3));
      await page.getByRole("radio", { name: "Cash" }).check();
      await expect(
        page.getByText(/^You pay ₹[\d,.]+ in cash at the centre\. The centre confirms/),
      ).toBeVisible();
      await snap(page, `booking-cash-2-form-${size}`);
      await page.getByRole("button", { name: "Book and pay at the centre" }).click();
      await expect(page.getByText("Confirming Request...")).toBeVisible();
      await snap(page, `booking-cash-3-confirming-${size}`);

      // The one confirmation says how it is paid: in cash, at the centre.
      // The code from the address: the page moves on to the profile 3 seconds after it has said its piece.
      await page.waitForURL("**/booking-complete?code=*");
      const code = new URL(page.url()).searchParams.get("code") ?? "";
      await expect(page.getByRole("heading", { name: "Booking Complete" })).toBeVisible();
      await expect(page.getByText(/^You pay ₹[\d,.]+ in cash at the centre\.$/)).toBeVisible();
      await page.waitForURL("**/profile", { timeout: 10_000 });
      const card = page.getByRole("article", { name: `Booking ${code}` });
      await expect(card.getByLabel("Status: requested")).toBeVisible();
      await expect(card.getByLabel("Payment: cash due")).toBeVisible();
      await snap(page, `booking-cash-4-profile-${size}`);
    });

    test("signs out and opens /login when the API refuses a forged token", async ({ page }) => {
      await page.goto("/");
      await page.evaluate(() => {
        window.sessionStorage.setItem("token", "forged.token.value");
        window.localStorage.setItem("services", "[]");
      });
      await page.goto("/profile");
      await page.waitForURL("**/login?expired=true");
      await expect(page.getByText("Your session has ended. Please log in again.")).toBeVisible();
      expect(await page.evaluate(() => window.sessionStorage.getItem("token"))).toBeNull();
      expect(await page.evaluate(() => window.localStorage.getItem("services"))).toBeNull();
      await snap(page, `booking-401-login-${size}`);
    });
  });
}
