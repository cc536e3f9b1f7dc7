import type { Page } from "@playwright/test";
import { indiaDate, pickSlot } from "./support/booking-fixtures";
import { signInToConsole } from "./support/console-sign-in";
import { greenValleyBookingForm, sparkleFieldBooking } from "./support/doorstep-form";
import { expect, test } from "./support/fixtures";
import { chooseOption, textbox } from "./support/forms";
import { snap, VIEWPORTS } from "./support/screenshots";
import { newCentreMember } from "./support/team";
import { trpc } from "./support/trpc";

// Doorstep and pick & drop where the car is: a customer in Noida's Sector 104 is offered Green Valley Eco Wash's
// doorstep wash and books it; one in Sector 18, beyond 5 km, pays its travel fee; a customer in Bandra is told the
// centre does not come there; the demo vendor puts a driver on the road and hands a sick driver's day to him.

const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

async function placeCar(page: Page, where: { state: string; city: string; address: string; pin: string }) {
  await chooseOption(page, "State", where.state);
  await textbox(page, "City").fill(where.city);
  await textbox(page, "Address").fill(where.address);
  await textbox(page, "PIN code").fill(where.pin);
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`doorstep where the car is, at ${size} size`, () => {
    test.use({ viewport });
    test.slow();

    test("a customer in Sector 104 is offered Green Valley's doorstep wash and books it", async ({
      page,
      baseUrl,
    }) => {
      await greenValleyBookingForm(page, baseUrl);
      await page.getByRole("radio", { name: "At your door" }).check();
      // The customer's saved home in Lajpat Nagar is beyond the centre's 8 km: said where the times would be.
      await expect(
        page.getByText(
          /^Green Valley Eco Wash does not come to Lajpat Nagar, Delhi \(110024\): it is 12\.7 km away/,
        ),
      ).toBeVisible();
      // No times until the form knows where the car is.
      await textbox(page, "PIN code").fill("");
      await expect(page.getByText(/^Enter the PIN code where the vehicle is parked/)).toBeVisible();
      await snap(page, `doorstep-1-where-first-${size}`);
      await placeCar(page, {
        state: "Uttar Pradesh",
        city: "Noida",
        address: "Tower 4, Sector 104",
        pin: "201304",
      });
      await pickSlot(page, indiaDate(3));
      await page.getByRole("radio", { name: "Cash" }).check();
      await snap(page, `doorstep-2-times-${size}`);
      await page.getByRole("button", { name: /^Book and pay/ }).click();
      await expect(page).toHaveURL(/\/booking-complete/);
      await expect(page.getByText(/in cash to the washer at your doorstep\.$/)).toBeVisible();
      await snap(page, `doorstep-3-booked-${size}`);
    });

    test("a customer in Sector 18, beyond 5 km, sees Green Valley's travel fee in the price and pays it", async ({
      page,
      baseUrl,
    }) => {
      await greenValleyBookingForm(page, baseUrl);
      await page.getByRole("radio", { name: "At your door" }).check();
      await placeCar(page, {
        state: "Uttar Pradesh",
        city: "Noida",
        address: "B-5, Sector 18",
        pin: "201301",
      });
      const fee = page.getByText("Travel fee (5.4 km away)");
      await expect(fee).toBeVisible();
      await expect(fee.locator("xpath=..")).toContainText("₹49");
      await pickSlot(page, indiaDate(4));
      await page.getByRole("radio", { name: "Cash" }).check();
      await snap(page, `doorstep-6-travel-fee-${size}`);
      await page.getByRole("button", { name: /^Book and pay/ }).click();
      await expect(page).toHaveURL(/\/booking-complete/);
    });

    test("a customer in Bandra is told Green Valley does not come there, and offered no time", async ({
      page,
      baseUrl,
    }) => {
      await greenValleyBookingForm(page, baseUrl);
      await page.getByRole("radio", { name: "At your door" }).check();
      await placeCar(page, {
        state: "Maharashtra",
        city: "Mumbai",
        address: "14 Hill Road, Bandra West",
        pin: "400050",
      });
      await page.getByLabel(/^Date/).fill(indiaDate(3));
      await expect(
        page.getByText(
          /^Green Valley Eco Wash does not come to Bandra West, Mumbai \(400050\): it is 11\d\d\.\d km away/,
        ),
      ).toBeVisible();
      await expect(page.locator(".mantine-Chip-label")).toHaveCount(0);
      await snap(page, `doorstep-4-out-of-reach-${size}`);
    });

    test("in Hindi, the booking form asks where the car is before it shows times", async ({
      page,
      baseUrl,
    }) => {
      await greenValleyBookingForm(page, baseUrl, "hi");
      await page.getByRole("radio", { name: "आपके दरवाज़े पर" }).check();
      await textbox(page, "पिन कोड").fill("");
      await expect(page.getByText(/^वॉशर कब आ सकता है यह देखने के लिए/)).toBeVisible();
      await snap(page, `doorstep-5-where-first-hi-${size}`);
      await textbox(page, "पता").fill("बी-5, सेक्टर 18");
      await textbox(page, "पिन कोड").fill("201301");
      await expect(page.getByText("आने का शुल्क (5.4 किमी दूर)")).toBeVisible();
      await snap(page, `doorstep-7-travel-fee-hi-${size}`);
    });
  });
}

test.describe("dispatch at 1280 px", () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.slow();

  test("the vendor puts a driver on the road, then hands a sick driver's day to him", async ({
    page,
    baseUrl,
  }) => {
    const name = `Ravi Driver ${Date.now() % 100_000}`;
    await newCentreMember(baseUrl, "staff", name);
    await signInToConsole(page, "vendor");
    await page.goto("/console/vendor/team");
    await page.getByRole("button", { name: "Put someone on the road" }).click();
    const form = page.getByRole("form", { name: "Put someone on the road" });
    await chooseOption(page, "Team member", name);
    await form.getByRole("checkbox", { name: "Washes at the door" }).uncheck();
    await form.getByRole("checkbox", { name: "Drives for pick & drop" }).check();
    await snap(page, "dispatch-1-on-the-road-form-desktop");
    await form.getByRole("button", { name: "Save" }).click();
    const road = page.getByRole("region", { name: "On the road" });
    await expect(road.getByRole("article", { name })).toContainText("Driver");
    await snap(page, "dispatch-2-on-the-road-desktop");

    // A customer books a pick & drop from Lajpat Nagar at the vendor's centre; the owner drives it (nearest,
    // and the lowest on a tie).
    const customer = await trpc<{ token: string }>(baseUrl, "mutation", "accounts.login", {
      email: "customer@chamak.in",
      password: "Customer@123",
    });
    const date = indiaDate(6);
    // The first time a driver can fetch the car: Ravi (on 08:00–18:00) can take it too.
    const booking = await sparkleFieldBooking(baseUrl, customer.token, { serviceMode: "pick_drop", date });

    await page.goto(`/console/vendor/today?date=${date}`);
    const lanes = page.getByRole("region", { name: "On the road" });
    const owner = lanes.getByRole("article", { name: "Rajesh Kumar's day" });
    await expect(owner).toContainText(booking.code);
    await snap(page, "dispatch-3-lanes-desktop");
    // The owner's day as a route: the base, then the job, drawn without map tiles.
    await owner.getByRole("button", { name: "Route of Rajesh Kumar" }).click();
    const route = page.getByRole("dialog", { name: /^Rajesh Kumar's route on / });
    await expect(route.getByRole("list", { name: /stops/i })).toContainText(booking.code);
    await snap(page, "dispatch-3b-route-desktop");
    await page.keyboard.press("Escape");
    await expect(route).toHaveCount(0);
    await owner.getByRole("button", { name: "Off sick: hand out the day" }).click();
    await expect(
      page.getByText(new RegExp(`${booking.code} to ${name}\\); the customers are being told`)),
    ).toBeVisible();
    await expect(lanes.getByRole("article", { name: `${name}'s day` })).toContainText(booking.code);
    await snap(page, "dispatch-4-handed-out-desktop");

    // Ravi takes that weekday off: his job stays his, and the Team page says to give it to someone else.
    await page.goto("/console/vendor/team");
    const ravi = page.getByRole("region", { name: "On the road" }).getByRole("article", { name });
    await ravi.getByRole("button", { name: "Change" }).click();
    const change = page.getByRole("form", { name: `${name} on the road` });
    await change
      .getByText(WEEKDAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? "", { exact: true })
      .click();
    await change.getByRole("button", { name: "Save" }).click();
    await expect(ravi.getByRole("status")).toHaveText(
      /^\d jobs? ahead falls? outside this shift or on a day off: give (it|them) to someone else on the Today page\.$/,
    );
    await snap(page, "dispatch-5-outside-shift-desktop");
  });
});
