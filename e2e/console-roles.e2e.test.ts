import type { Page } from "@playwright/test";
import { CONSOLE_TOKEN_KEY } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { newCentreMember } from "./support/team";

/** Opens the console as a member whose session token the API gave (the console reads it from its storage). */
async function openConsoleAs(page: Page, token: string) {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: CONSOLE_TOKEN_KEY,
    value: token,
  });
  await page.goto("/console/vendor/bookings");
  await expect(page.getByText(/· Staff/).first()).toBeAttached();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`a staff member opens owner pages by their address at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test("pages the role may not open say so and who may; pages it may only read have no edit controls", async ({
      page,
      baseUrl,
    }) => {
      // Nine pages, each opened by its address (a full load of the console).
      test.slow();
      const staff = await newCentreMember(baseUrl, "staff", `Suresh ${name}`);
      await openConsoleAs(page, staff.token);
      const main = page.getByRole("main");

      // Pages staff may not see: the reason and who may, never "check your connection".
      for (const [path, who, what] of [
        ["payouts", "owners", "see payouts and statements"],
        ["invoices", "owners and managers", "see invoices"],
        ["reviews", "owners and managers", "see reviews"],
        ["services/new", "owners and managers", "change services and prices"],
      ] as const) {
        await page.goto(`/console/vendor/${path}`);
        await expect(main.getByRole("heading", { name: "Your role does not allow this page" })).toBeVisible();
        await expect(
          main.getByText(`You are signed in as Staff: only the centre's ${who} can ${what}.`),
        ).toBeVisible();
        await expect(main.getByText(/check your connection/i)).toHaveCount(0);
        await screenshot(page, `console-roles-refused-${path.replace("/", "-")}-${viewport.width}`);
      }

      // Services: the list, read-only.
      await page.goto("/console/vendor/services");
      await expect(main.getByRole("heading", { name: "Services", exact: true })).toBeVisible();
      await expect(main.getByText(/^\d+ min$/).first()).toBeVisible();
      await expect(
        main.getByText("only the centre's owners and managers can change services and prices"),
      ).toBeVisible();
      for (const label of ["Add service", /^Adjust prices/, /^Edit /, /^Delete /])
        await expect(main.getByRole("button", { name: label })).toHaveCount(0);
      await expect(main.getByRole("link", { name: /^(Add service|Edit )/ })).toHaveCount(0);
      await expect(main.getByRole("checkbox")).toHaveCount(0);
      await screenshot(page, `console-roles-services-${viewport.width}`);

      // The calendar and the centre profile: shown, nothing that would only be refused.
      for (const [path, heading, what] of [
        ["calendar", "Calendar", "change the calendar"],
        ["profile", "Centre profile", "change the centre profile"],
      ] as const) {
        await page.goto(`/console/vendor/${path}`);
        await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();
        await expect(main.getByText(`only the centre's owners and managers can ${what}`)).toBeVisible();
        const view = main.getByRole("group", { name: "View only" });
        await expect(view).toBeVisible();
        await expect(view.getByRole("button")).toHaveCount(0);
        for (const input of await view.locator("input:visible, textarea:visible").all())
          await expect(input).toBeDisabled();
        await screenshot(page, `console-roles-${path}-${viewport.width}`);
      }
      await expect(main.getByLabel("Centre name")).toHaveValue(/\S/);
    });
  });
}
