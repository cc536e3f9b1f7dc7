import type { Locator, Page } from "@playwright/test";
import { indiaDate, pickSlot, seedCart, twoServiceCart } from "./support/booking-fixtures";
import { expect, test } from "./support/fixtures";
import { textbox } from "./support/forms";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { signInToSite } from "./support/site-sign-in";

/** Scrolls the button into view (the reader has come down to it) and presses it. */
async function pressAtTheBottom(button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

/** Signed in, with two services of the first demo centre (Sparkle Auto Spa, Lajpat Nagar) in the cart. */
async function openBookingForm(page: Page, baseUrl: string): Promise<void> {
  await signInToSite(page);
  await seedCart(page, await twoServiceCart(baseUrl));
  await page.goto("/booking");
}

/** The field has the focus and is on screen, with its message. */
async function expectShownAndFocused(field: Locator, message: string): Promise<void> {
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport({ ratio: 1 });
  await expect(field.page().getByText(message, { exact: true })).toBeInViewport();
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`form messages where the reader is, at ${size} size`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    test("the booking form moves to the field to correct, and shows a failed payment beside Pay", async ({
      page,
      baseUrl,
    }) => {
      await openBookingForm(page, baseUrl);
      const pay = page.getByRole("button", { name: /^Pay ₹/ });
      await expect(pay).toBeEnabled();

      // Nothing typed in the vehicle number: the page goes up to it.
      await pressAtTheBottom(pay);
      await expectShownAndFocused(
        textbox(page, "Vehicle number"),
        "Enter a vehicle number like DL 3C AB 1234",
      );
      await screenshot(page, `form-errors-booking-field-${size}`);

      await textbox(page, "Vehicle number").fill("MH12DE1433");
      await pickSlot(page, indiaDate(4));
      await pressAtTheBottom(pay);
      const checkout = page.getByRole("dialog", { name: "Razorpay test checkout" });
      await checkout.getByRole("button", { name: "Fail payment" }).click();
      await expect(checkout).toBeHidden();
      const notice = page.getByRole("alert").filter({ hasText: "Payment failed. You can try again." });
      await expect(notice).toBeInViewport({ ratio: 1 });
      await expect(notice.getByRole("button", { name: "Try again" })).toBeInViewport();
      await screenshot(page, `form-errors-booking-payment-failed-${size}`);
    });

    test("pick & drop from an address the centre does not reach is refused at the address, saying how far", async ({
      page,
      baseUrl,
    }) => {
      // Sparkle Auto Spa picks up within 8 km of Lajpat Nagar.
      await openBookingForm(page, baseUrl);
      await textbox(page, "Vehicle number").fill("MH12DE1433");
      await pickSlot(page, indiaDate(4));
      await page.getByRole("radio", { name: /^Driver Service/ }).check();
      await textbox(page, "City").fill("Mumbai");
      await textbox(page, "Address").fill("14 Hill Road, Bandra West");
      await textbox(page, "PIN code").fill("400050");
      await pressAtTheBottom(page.getByRole("button", { name: /^Pay ₹/ }));
      const address = textbox(page, "Address");
      await expect(address).toBeFocused();
      await expect(address).toBeInViewport({ ratio: 1 });
      // At the address, and beside Pay where the reader pressed.
      await expect(
        page
          .getByRole("region", { name: "Address" })
          .getByText(
            /^Sparkle Auto Spa does not pick up from Bandra West, Mumbai \(400050\): it is 11\d\d\.\d km away, and the centre picks up within 8 km$/,
          ),
      ).toBeInViewport();
      await expect(page.getByRole("dialog", { name: "Razorpay test checkout" })).toBeHidden();
      await screenshot(page, `form-errors-booking-out-of-reach-${size}`);
    });

    test("sign-up, profile, contact and seller forms move to the field to correct or show their notice", async ({
      page,
    }) => {
      // Sign-up: the first empty field, then a refusal that names no field (no answer from the server).
      await page.goto("/register");
      const register = page.getByRole("button", { name: "Register", exact: true });
      await pressAtTheBottom(register);
      await expectShownAndFocused(textbox(page, "Full name"), "Full name is required");

      await page.route("**/trpc/accounts.register**", (route) => route.abort());
      await textbox(page, "Full name").fill("Form Errors");
      await textbox(page, "Email").fill(`form-errors-${Date.now()}@example.com`);
      await textbox(page, "Mobile number").fill("9876501234");
      await textbox(page, "State").fill("Kerala");
      await page.getByRole("option", { name: "Kerala", exact: true }).click();
      await textbox(page, "City").fill("Kochi");
      await textbox(page, "Address").fill("MG Road");
      await textbox(page, "PIN code").fill("682001");
      const passwords = page.locator("input[type=password]");
      await passwords.nth(0).fill("Backwaters-Kochi7");
      await passwords.nth(1).fill("Backwaters-Kochi7");
      await pressAtTheBottom(register);
      await expect(
        page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again." }),
      ).toBeInViewport({ ratio: 1 });

      // Profile: a made-up mobile number, then saved.
      await signInToSite(page);
      await page.goto("/profile?tab=profile");
      const save = page.getByRole("button", { name: "Save changes" });
      await textbox(page, "Mobile number").fill("1234567890");
      await page.evaluate(() => window.scrollTo(0, 0));
      await pressAtTheBottom(save);
      await expectShownAndFocused(
        textbox(page, "Mobile number"),
        "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)",
      );
      await screenshot(page, `form-errors-profile-${size}`);
      await textbox(page, "Mobile number").fill("9810012345");
      await pressAtTheBottom(save);
      await expect(page.getByRole("status").filter({ hasText: "Your details are saved." })).toBeInViewport({
        ratio: 1,
      });

      // Contact and seller: the first field to fill.
      await page.goto("/contact-us");
      await pressAtTheBottom(page.getByRole("button", { name: "Send message" }));
      await expectShownAndFocused(textbox(page, "Your name"), "Name is required");

      await page.goto("/car-wash-seller");
      await pressAtTheBottom(page.getByRole("button", { name: "Submit", exact: true }));
      await expectShownAndFocused(textbox(page, "Centre name"), "Centre name is required");
    });
  });
}
