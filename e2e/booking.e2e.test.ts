import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { indiaDate, pickSlot, seedCart, twoServiceCart } from "./support/booking-fixtures";
import { launchBrowser, screenshot, VIEWPORTS } from "./support/browser";
import { textbox } from "./support/forms";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** Lets Mantine's open/close transitions finish, then takes the step's screenshot. */
async function snap(page: Page, name: string) {
  await page.waitForTimeout(350);
  await screenshot(page, name);
}

describe.each(Object.entries(VIEWPORTS))("booking journeys at %s size", (size, viewport) => {
  it("books with cash as the demo customer, logging in from the booking page", async () => {
    const page = await openPage(viewport);
    const cart = await twoServiceCart(baseUrl, 2);
    await page.goto(`${baseUrl}/`);
    await seedCart(page, cart);
    await page.goto(`${baseUrl}/booking`);

    // Logging in from the modal keeps the page and the cart.
    await page.getByRole("button", { name: "Login" }).click();
    const modal = page.getByRole("dialog", { name: "Login" });
    await modal.getByRole("textbox", { name: "Email" }).fill("customer@chamak.in");
    await modal.locator("input[type=password]").fill("Customer@123");
    await snap(page, `booking-cash-1-login-modal-${size}`);
    await modal.getByRole("button", { name: "Login" }).click();
    await textbox(page, "Vehicle number").waitFor();
    await expect(page.url()).toMatch(/\/booking$/);

    await textbox(page, "Vehicle number").fill("MH12DE1433");
    await pickSlot(page, indiaDate(3));
    await page.getByRole("radio", { name: "Cash" }).check();
    await page
      .getByText("Our executive will contact you to confirm the payment collection details.")
      .waitFor();
    await snap(page, `booking-cash-2-form-${size}`);
    await page.getByRole("button", { name: "Request Cash Payment" }).click();
    await page.getByText("Confirming Request...").waitFor();
    await snap(page, `booking-cash-3-confirming-${size}`);

    await page.getByRole("heading", { name: "Booking Complete" }).waitFor();
    const code = (await page.getByTestId("booking-code").textContent())?.trim() ?? "";
    await page.waitForURL("**/profile", { timeout: 10_000 });
    const card = page.getByRole("article", { name: `Booking ${code}` });
    await card.getByLabel("Status: requested").waitFor();
    await card.getByLabel("Payment: cash due").waitFor();
    await snap(page, `booking-cash-4-profile-${size}`);
    await page.context().close();
  });

  it("signs out and opens /login when the API refuses a forged token", async () => {
    const page = await openPage(viewport);
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => {
      window.sessionStorage.setItem("token", "forged.token.value");
      window.localStorage.setItem("services", "[]");
    });
    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL("**/login?expired=true");
    await page.getByText("Your session has ended. Please log in again.").waitFor();
    await expect(page.evaluate(() => window.sessionStorage.getItem("token"))).resolves.toBeNull();
    await expect(page.evaluate(() => window.localStorage.getItem("services"))).resolves.toBeNull();
    await snap(page, `booking-401-login-${size}`);
    await page.context().close();
  });
});
