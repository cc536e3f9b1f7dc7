import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { indiaDate, pickSlot, seedCart, twoServiceCart } from "./support/booking-fixtures";
import { launchBrowser, screenshot, VIEWPORTS } from "./support/browser";

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

/** Unique per run and viewport, so re-runs against one server do not collide. */
function uniqueCustomer(size: string) {
  const stamp = `${Date.now()}`.slice(-8);
  return {
    name: `E2E Customer ${size}`,
    email: `e2e-${size}-${stamp}@example.com`,
    mobile: `9${stamp}${size === "phone" ? "1" : "2"}`,
    password: "Journey123",
  };
}

/** A required field's label text ends in an asterisk, so getByLabel matches it by its start. */
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, "\\$&")}`);

/** Text fields by their accessible name (the label without the required asterisk). */
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function chooseOption(page: Page, field: string, option: string) {
  await textbox(page, field).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe.each(Object.entries(VIEWPORTS))("booking journeys at %s size", (size, viewport) => {
  it("books two services with UPI as a new customer, pays through the test checkout and cancels in time", async () => {
    const page = await openPage(viewport);
    const cart = await twoServiceCart(baseUrl);
    await page.goto(`${baseUrl}/`);
    await seedCart(page, cart);

    // Signed out: the booking page asks to log in or sign up, and keeps the cart.
    await page.goto(`${baseUrl}/booking`);
    await page.getByText("To book the service, please login or sign up").waitFor();
    await page.getByText("Use code NEW30").waitFor();
    await expect(
      page
        .getByText(cart[0]?.sub_category_name ?? "")
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await snap(page, `booking-upi-1-signed-out-${size}`);

    // Sign up, then come back to the booking form.
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.waitForURL("**/register");
    const customer = uniqueCustomer(size);
    await textbox(page, "Full name").fill(customer.name);
    await textbox(page, "Email").fill(customer.email);
    await textbox(page, "Mobile number").fill(customer.mobile);
    await chooseOption(page, "State", "Delhi");
    await textbox(page, "City").fill("New Delhi");
    await textbox(page, "Address").fill("12 Janpath Road");
    await textbox(page, "PIN code").fill("110001");
    await page.getByLabel(label("Password")).fill(customer.password);
    await page.getByLabel("Confirm password").fill("Mismatch123");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("Passwords do not match").waitFor();
    await page.getByLabel("Confirm password").fill(customer.password);
    await snap(page, `booking-upi-2-register-${size}`);
    await page.getByRole("button", { name: "Register" }).click();
    await page.waitForURL("**/booking");

    // The form, prefilled from the new profile; the vehicle type comes from the cart.
    await textbox(page, "Vehicle number").waitFor();
    await expect.poll(() => textbox(page, "Phone").inputValue()).toBe(customer.mobile);
    await expect.poll(() => textbox(page, "PIN code").inputValue()).toBe("110001");
    await expect(textbox(page, "Vehicle type").inputValue()).resolves.toBe(cart[0]?.vehicle_type);
    await textbox(page, "Vehicle number").fill("dl 3c ab 1234");
    await chooseOption(page, "Brand (optional)", "Hyundai");
    const time = await pickSlot(page, indiaDate(2));
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    const pay = page.getByRole("button", { name: /^Pay ₹/ });
    await pay.waitFor();
    await snap(page, `booking-upi-3-form-${size}`);

    // A failed payment can be retried for the same booking.
    await pay.click();
    const checkout = page.getByRole("dialog", { name: "Razorpay test checkout" });
    await checkout.getByText("TEST MODE — no real money moves").waitFor();
    await expect(checkout.getByLabel("UPI ID").inputValue()).resolves.toBe("success@razorpay");
    await snap(page, `booking-upi-4-test-checkout-${size}`);
    await checkout.getByRole("button", { name: "Fail payment" }).click();
    await page.getByText("Payment failed. You can try again.").waitFor();
    await snap(page, `booking-upi-5-payment-failed-${size}`);
    await page.getByRole("button", { name: "Try again" }).click();
    await checkout.getByRole("button", { name: "Pay", exact: true }).click();

    // Booking Complete, then the profile.
    await page.getByRole("heading", { name: "Booking Complete" }).waitFor();
    const code = (await page.getByTestId("booking-code").textContent())?.trim() ?? "";
    expect(code).not.toBe("");
    await snap(page, `booking-upi-6-complete-${size}`);
    await page.waitForURL("**/profile", { timeout: 10_000 });
    await expect(page.evaluate(() => window.localStorage.getItem("services"))).resolves.toBeNull();

    await page.getByRole("tab", { name: "History" }).click();
    const card = page.getByRole("article", { name: `Booking ${code}` });
    await card.getByLabel("Status: paid").waitFor();
    await card.getByLabel("Payment: paid online").waitFor();
    await snap(page, `booking-upi-7-history-paid-${size}`);

    // Two days ahead: well inside the cancellation window, refunded in full.
    await card.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel booking ${code}?` });
    await dialog.getByText("refunded in full").waitFor();
    await snap(page, `booking-upi-8-cancel-dialog-${size}`);
    await dialog.getByRole("button", { name: "Yes, cancel" }).click();
    await card.getByLabel("Status: cancelled").waitFor();
    await page.getByText(`Booking ${code} is cancelled.`).waitFor();
    await snap(page, `booking-upi-9-cancelled-${size}`);
    await page.context().close();
  });

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
