import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { chooseOption, label, newCustomer, textbox } from "./support/forms";
import { snap, VIEWPORTS } from "./support/screenshots";

/** "9 centres found" → 9. */
async function resultCount(page: Page): Promise<number> {
  const status = page.getByRole("status").filter({ hasText: /centres? found/ });
  await expect(status).toBeVisible();
  return Number(((await status.textContent()) ?? "").replace(/\D/g, ""));
}

/** Clicks the first day from tomorrow on that has a free time, then that time; returns the stored slot. */
async function pickFirstFreeSlot(page: Page): Promise<{ centreId: number; date: string; time: string }> {
  const dates = page.getByRole("radiogroup", { name: "Date" }).locator("label");
  await expect(dates).toHaveCount(31);
  const free = page.getByRole("radiogroup", { name: "Time" }).locator("input:not([disabled]) + label");
  for (let day = 1; day < 8; day++) {
    await dates.nth(day).click();
    const found = await free
      .first()
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!found) continue;
    await free.first().click();
    await expect(page.getByText(/^Your slot:/)).toBeVisible();
    return page.evaluate(() => JSON.parse(sessionStorage.getItem("slot") ?? "null"));
  }
  throw new Error("no free time in the next week");
}

/**
 * One customer, one sitting: search from home, open a centre, choose the vehicle, add two services, pick a
 * slot, sign up on the way to booking, pay with UPI through the test checkout, see the booking complete and
 * in the profile's history, then cancel it within the policy.
 */
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the whole booking journey at ${size} size`, { tag: "@smoke" }, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    test("goes from a search on the home page to a paid booking, then cancels it with a full refund", async ({
      page,
    }) => {
      const main = page.getByRole("main");

      // Home: a place and a vehicle; the search opens the listing with its filters in the URL.
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Hydrated first: a SEARCH on the prerendered page before then is browse.e2e's test, not this one's.
      await page.waitForLoadState("networkidle");
      await page.getByLabel("Enter location").fill("Noida");
      // The place's suggestions open over the form as one types; Escape puts them away.
      await page.getByLabel("Enter location").press("Escape");
      await page.getByLabel(/^Select Vehicles/).selectOption("sedan");
      await snap(page, `journey-1-home-search-${size}`);
      await page.getByRole("button", { name: "SEARCH" }).click();
      await page.waitForURL(/\/car-wash-shopping\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get("q")).toBe("Noida");
      expect(url.searchParams.get("vehicleType")).toBe("sedan");
      expect(await resultCount(page)).toBeGreaterThan(0);
      await expect(page.getByText(/for Sedan$/).first()).toBeVisible();
      await snap(page, `journey-2-listing-${size}`);

      // A centre from the results, priced for the vehicle chosen on the way.
      await page
        .getByRole("link", { name: /^Book Now:/ })
        .first()
        .click();
      await page.waitForURL(/\/car-wash-details\/\d+/);
      await expect(main.getByText("Prices for Sedan")).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem("VehicleType"))).toBe("sedan");

      // Another vehicle, chosen in the 'Select Your Vehicle' dialog.
      await main
        .getByRole("button", { name: /^Change Vehicle:/ })
        .first()
        .click();
      const vehicleDialog = page.getByRole("dialog", { name: "Select Your Vehicle" });
      await expect(vehicleDialog).toBeVisible();
      await vehicleDialog.getByLabel("Vehicle").selectOption("suv");
      await snap(page, `journey-3-select-vehicle-${size}`);
      await vehicleDialog.getByRole("button", { name: "Confirm" }).click();
      await expect(main.getByText("Prices for SUV")).toBeVisible();

      // Two services; an added one shows "In cart"; the cart survives a reload; a stepper changes the total.
      await main.getByRole("button", { name: /^Add / }).first().click();
      await main.getByRole("button", { name: /^Add / }).first().click();
      await expect(main.getByText("In cart")).toHaveCount(2);
      const total = (await page.getByTestId("cart-total").textContent()) ?? "";
      expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
      const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("services") ?? "[]"));
      expect(cart).toHaveLength(2);
      expect(cart[0]).toMatchObject({ quantity: 1, pick_drop: false, vehicle_type: "SUV" });
      expect(cart[0].id).toBe(cart[0].service_id);
      await page.reload();
      await expect(page.getByTestId("cart-total")).toHaveText(total);
      await page
        .getByRole("button", { name: /^One more / })
        .first()
        .click();
      await expect(page.getByTestId("cart-total")).not.toHaveText(total);

      // Book Now before a slot is chosen: refused at the slot picker, which comes into view with the reason.
      await main.getByRole("button", { name: "Book Now", exact: true }).click();
      await expect(page.getByText("Choose a date and time for your booking first.")).toBeInViewport();
      await expect(page.getByRole("heading", { name: "Choose a slot" })).toBeFocused();
      await expect(page).toHaveURL(/\/car-wash-details\//);

      // A date and a free time, kept for the booking form.
      const slot = await pickFirstFreeSlot(page);
      expect(slot.centreId).toBe(cart[0].centre_id);
      await snap(page, `journey-4-cart-and-slot-${size}`);

      // Another centre's service asks before starting a new cart; keeping it, Book Now still books it.
      const otherId = cart[0].centre_id === 1 ? 2 : 1;
      await page.goto(`/car-wash-details/${otherId}`);
      await expect(main.getByRole("heading", { name: "Services", exact: true })).toBeVisible();
      await expect(main.getByText(`Your cart holds services from ${cart[0].centre_name}.`)).toBeVisible();
      await main.getByRole("button", { name: /^Add / }).first().click();
      const question = page.getByRole("dialog", { name: "Start a new cart?" });
      await expect(
        question.getByText(`Your cart has services from ${cart[0].centre_name}. Start a new cart?`),
      ).toBeVisible();
      await question.getByRole("button", { name: "Keep my cart" }).click();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem("services") ?? "[]"))).toHaveLength(2);

      // Book Now, signed out: the booking page asks to log in or sign up, and keeps the cart.
      await main.getByRole("button", { name: "Book Now", exact: true }).click();
      await page.waitForURL("**/booking");
      await expect(page.getByText("To book the service, please login or sign up")).toBeVisible();
      await expect(page.getByText("Use code NEW30")).toBeVisible();
      await expect(page.getByText(cart[0].sub_category_name).first()).toBeVisible();
      await snap(page, `journey-5-signed-out-${size}`);

      // Sign up, and come back to the booking form.
      await page.getByRole("link", { name: "Sign up" }).click();
      await page.waitForURL("**/register");
      const customer = newCustomer(size);
      await textbox(page, "Full name").fill(customer.name);
      await textbox(page, "Email").fill(customer.email);
      await textbox(page, "Mobile number").fill(customer.mobile);
      await chooseOption(page, "State", "Uttar Pradesh");
      await textbox(page, "City").fill("Noida");
      await textbox(page, "Address").fill("B-12 Sector 18");
      await textbox(page, "PIN code").fill("201301");
      await page.getByLabel(label("Password")).fill(customer.password);
      await page.getByLabel("Confirm password").fill("Mismatch123");
      await page.getByRole("button", { name: "Register" }).click();
      await expect(page.getByText("Passwords do not match")).toBeVisible();
      await page.getByLabel("Confirm password").fill(customer.password);
      await snap(page, `journey-6-register-${size}`);
      await page.getByRole("button", { name: "Register" }).click();
      await page.waitForURL("**/booking");

      // The form: prefilled from the new profile, the vehicle from the cart, the slot from the centre page.
      await expect(textbox(page, "Vehicle number")).toBeVisible();
      await expect(textbox(page, "Phone")).toHaveValue(customer.mobile);
      await expect(textbox(page, "PIN code")).toHaveValue("201301");
      await expect(textbox(page, "Vehicle type")).toHaveValue("SUV");
      await expect(page.getByLabel(/^Date/)).toHaveValue(slot.date);
      await textbox(page, "Vehicle number").fill("up 16 ab 1234");
      await chooseOption(page, "Brand (optional)", "Hyundai");
      const pay = page.getByRole("button", { name: /^Pay ₹/ });
      await expect(pay).toBeVisible();
      await snap(page, `journey-7-booking-form-${size}`);

      // UPI through the marked test checkout; a failed payment can be retried for the same booking.
      await pay.click();
      const checkout = page.getByRole("dialog", { name: "Razorpay test checkout" });
      await expect(checkout.getByText("TEST MODE — no real money moves")).toBeVisible();
      await expect(checkout.getByLabel("UPI ID")).toHaveValue("success@razorpay");
      await snap(page, `journey-8-test-checkout-${size}`);
      await checkout.getByRole("button", { name: "Fail payment" }).click();
      await expect(page.getByText("Payment failed. You can try again.")).toBeVisible();
      await page.getByRole("button", { name: "Try again" }).click();
      await checkout.getByRole("button", { name: "Pay", exact: true }).click();

      // Booking Complete, then the profile, with the cart cleared.
      await expect(page.getByRole("heading", { name: "Booking Complete" })).toBeVisible();
      const code = (await page.getByTestId("booking-code").textContent())?.trim() ?? "";
      expect(code).not.toBe("");
      await snap(page, `journey-9-complete-${size}`);
      await page.waitForURL("**/profile", { timeout: 10_000 });
      expect(await page.evaluate(() => localStorage.getItem("services"))).toBeNull();

      await page.getByRole("tab", { name: "History" }).click();
      const card = page.getByRole("article", { name: `Booking ${code}` });
      await expect(card.getByLabel("Status: awaiting confirmation")).toBeVisible();
      await expect(card.getByLabel("Payment: paid online")).toBeVisible();
      await expect(card.getByText(cart[0].centre_name).first()).toBeVisible();
      await snap(page, `journey-10-history-${size}`);

      // At least a day ahead: inside the cancellation window, refunded in full.
      await card.getByRole("button", { name: "Cancel booking" }).click();
      const cancelDialog = page.getByRole("dialog", { name: `Cancel booking ${code}?` });
      await expect(cancelDialog.getByText("refunded in full")).toBeVisible();
      await snap(page, `journey-11-cancel-${size}`);
      await cancelDialog.getByRole("button", { name: "Yes, cancel" }).click();
      await expect(card.getByLabel("Status: cancelled")).toBeVisible();
      await expect(page.getByText(`Booking ${code} is cancelled.`)).toBeVisible();
      // Its money from the ledger: the payment going back, and nothing left to pay on a cancelled booking.
      const price = card.getByRole("region", { name: "Price" });
      await expect(price.getByText(/^(Being refunded|Refunded)$/)).toBeVisible();
      await expect(price.getByText("To pay")).toHaveCount(0);
      await snap(page, `journey-12-cancelled-${size}`);
    });
  });
}
