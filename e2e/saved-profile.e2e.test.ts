import type { Locator, Page } from "@playwright/test";
import { indiaDate, seedCart, twoServiceCart } from "./support/booking-fixtures";
import { expect, test } from "./support/fixtures";
import { textbox } from "./support/forms";
import { snap, VIEWPORTS } from "./support/screenshots";
import { signInToSite } from "./support/site-sign-in";

async function setLanguage(page: Page, lang: "en" | "hi") {
  await page.evaluate((value) => window.localStorage.setItem("lang", value), lang);
}

/** Picks a date and the first free time (the times are the page's only chips). */
async function pickFirstTime(page: Page, date: string) {
  await page.getByLabel(/^Date/).fill(date);
  const firstTime = page.locator(".mantine-Chip-label").first();
  await expect(firstTime).toBeVisible();
  await firstTime.click();
}

/** Picks an option of a Mantine Select inside a dialog (the page behind has fields of the same names). */
async function chooseIn(dialog: Locator, field: string, option: string) {
  await dialog.getByRole("textbox", { name: field, exact: true }).click();
  await dialog.page().getByRole("option", { name: option, exact: true }).click();
}

/** Deletes a saved row through its confirmation dialog. */
async function deleteRow(page: Page, row: Locator) {
  await row.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`saved vehicles and addresses at ${size} size`, () => {
    test.use({ viewport });

    test("saves a vehicle and an address, books with them filled in, then books again from the profile", async ({
      page,
      baseUrl,
    }) => {
      const cart = await twoServiceCart(baseUrl, 3);
      const vehicleType = cart[0]?.vehicle_type ?? "";
      // A number of this run only, so a re-run against the same server is not refused as a duplicate.
      const plate = `KA 05 MN ${String(Date.now()).slice(-4)}`;
      await signInToSite(page);

      // My vehicles: a new vehicle of the type the cart will be for.
      await page.goto("/profile?tab=profile");
      const vehicles = page.getByRole("region", { name: "My vehicles" });
      await vehicles.getByRole("button", { name: "Add vehicle" }).click();
      const addVehicle = page.getByRole("dialog", { name: "Add a vehicle" });
      await addVehicle.getByRole("button", { name: "Save" }).click();
      await expect(addVehicle.getByText("Enter a vehicle number like DL 3C AB 1234")).toBeVisible();
      await chooseIn(addVehicle, "Vehicle type", vehicleType);
      await addVehicle.getByRole("textbox", { name: "Registration number" }).fill(plate.toLowerCase());
      await chooseIn(addVehicle, "Brand", "Tata Motors");
      await addVehicle.getByRole("textbox", { name: "Nickname (optional)" }).fill("Office car");
      await addVehicle.getByRole("checkbox", { name: "Use first when booking" }).check();
      await snap(page, `saved-profile-1-add-vehicle-${size}`);
      await addVehicle.getByRole("button", { name: "Save" }).click();
      await expect(addVehicle).toBeHidden();
      const vehicleRow = vehicles.getByRole("listitem", { name: plate });
      await expect(vehicleRow.getByText("Default")).toBeVisible();
      await expect(vehicleRow.getByText(`${vehicleType} · Office car`)).toBeVisible();

      // My addresses: the seeded home address, and a work address made the default.
      const addresses = page.getByRole("region", { name: "My addresses" });
      await expect(addresses.getByRole("listitem", { name: "Home" })).toBeVisible();
      await addresses.getByRole("button", { name: "Add address" }).click();
      const addAddress = page.getByRole("dialog", { name: "Add an address" });
      await addAddress.getByText("Work", { exact: true }).click();
      await expect(addAddress.getByRole("radio", { name: "Work" })).toBeChecked();
      await addAddress
        .getByRole("textbox", { name: "House, street and area" })
        .fill("Tower B, DLF Cyber City");
      await addAddress.getByRole("textbox", { name: "City or locality" }).fill("Gurugram");
      await chooseIn(addAddress, "State", "Haryana");
      const pin = addAddress.getByRole("textbox", { name: "PIN code" });
      await pin.fill("12200");
      await addAddress.getByRole("button", { name: "Save" }).click();
      await expect(addAddress.getByText("PIN code must be exactly 6 digits")).toBeVisible();
      await pin.fill("122002");
      await addAddress.getByRole("checkbox", { name: "Use first when booking" }).check();
      await addAddress.getByRole("button", { name: "Save" }).click();
      await expect(addAddress).toBeHidden();
      const workRow = addresses.getByRole("listitem", { name: "Work" });
      await expect(workRow.getByText("Default")).toBeVisible();
      await snap(page, `saved-profile-2-cards-${size}`);

      // The booking form starts from the saved vehicle and the default address.
      await seedCart(page, cart);
      await page.goto("/booking");
      await expect(textbox(page, "Vehicle number")).toHaveValue(plate);
      await expect(textbox(page, "Address")).toHaveValue("Tower B, DLF Cyber City");
      await expect(textbox(page, "PIN code")).toHaveValue("122002");
      await expect(page.getByRole("button", { name: `Office car · ${plate}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      // Another saved address is one press away, and typing still works.
      await page.getByRole("button", { name: /^Home: / }).click();
      await expect(textbox(page, "PIN code")).toHaveValue("110024");
      await page.getByRole("button", { name: /^Work: / }).click();
      await expect(textbox(page, "City")).toHaveValue("Gurugram");
      await pickFirstTime(page, indiaDate(5));
      await snap(page, `saved-profile-3-booking-form-${size}`);
      await page.getByRole("radio", { name: "Cash" }).check();
      await page.getByRole("button", { name: "Book and pay at the centre" }).click();
      await expect(page.getByRole("heading", { name: "Booking Complete" })).toBeVisible();
      const code = (await page.getByTestId("booking-code").textContent())?.trim() ?? "";
      await page.waitForURL("**/profile", { timeout: 10_000 });

      // Cancelled, the booking is over: Book again fills the cart, the vehicle and the address.
      const card = page.getByRole("article", { name: `Booking ${code}` });
      await card.getByRole("button", { name: "Cancel booking" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel" }).click();
      await expect(card.getByLabel("Status: cancelled")).toBeVisible();
      await card.getByRole("button", { name: "Book again" }).click();
      await page.waitForURL("**/booking");
      await expect(
        page.getByText("Same services, vehicle and address as before, at today's prices.", { exact: false }),
      ).toBeVisible();
      const summary = page.getByRole("region", { name: "Your services" });
      for (const item of cart) await expect(summary.getByText(item.sub_category_name).first()).toBeVisible();
      await expect(textbox(page, "Vehicle number")).toHaveValue(plate);
      await expect(textbox(page, "Address")).toHaveValue("Tower B, DLF Cyber City");
      await expect(textbox(page, "Vehicle type")).toHaveValue(vehicleType);
      await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeEnabled();
      await snap(page, `saved-profile-4-book-again-${size}`);

      // In Hindi, the cards and the form say the same.
      await setLanguage(page, "hi");
      await page.reload();
      await expect(page.getByText("आपके सहेजे गए वाहन")).toBeVisible();
      await snap(page, `saved-profile-5-booking-form-hi-${size}`);
      await page.goto("/profile?tab=profile");
      await expect(page.getByRole("region", { name: "मेरे वाहन" })).toBeVisible();
      await snap(page, `saved-profile-6-cards-hi-${size}`);
      await setLanguage(page, "en");
      await page.evaluate(() => window.localStorage.removeItem("services"));

      // Put the demo customer back as the other journeys expect: no saved vehicle, the home address the default.
      await page.reload();
      await deleteRow(
        page,
        page.getByRole("region", { name: "My vehicles" }).getByRole("listitem", { name: plate }),
      );
      await deleteRow(
        page,
        page.getByRole("region", { name: "My addresses" }).getByRole("listitem", { name: "Work" }),
      );
      await expect(
        page
          .getByRole("region", { name: "My addresses" })
          .getByRole("listitem", { name: "Home" })
          .getByText("Default"),
      ).toBeVisible();
    });
  });
}
