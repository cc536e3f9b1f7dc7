import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";

test.describe("the console's session", () => {
  test("is shared by the browser's tabs, and signing out in one signs out the others", async ({
    page,
    context,
  }) => {
    await signInToConsole(page, "vendor");

    // A new tab (as a Ctrl+click opens) is signed in already.
    const other = await context.newPage();
    await other.goto("/console/vendor/services");
    await expect(other.getByRole("heading", { name: "Services" })).toBeVisible();
    await expect(other).toHaveURL(/\/console\/vendor\/services$/);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/console\/sign-in/);
    await expect(other).toHaveURL(/\/console\/sign-in/);
    await expect(other.getByRole("heading", { name: "Centre console" })).toBeVisible();
  });
});
