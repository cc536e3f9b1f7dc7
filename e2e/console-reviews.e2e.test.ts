import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { screenshot, VIEWPORTS } from "./support/screenshots";

// Both widths reply to one of the demo vendor's reviews each, one after the other.
test.describe.configure({ mode: "serial" });

for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, desktop: VIEWPORTS.desktop })) {
  test.describe(`review replies at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test("the centre replies to a review in the console, once, and the centre page shows the reply", async ({
      page,
    }) => {
      const reply = `Thank you for coming! (${name} ${Date.now()})`;
      await signInToConsole(page, "vendor");
      await page.goto("/console/vendor/reviews");
      await expect(page.getByRole("heading", { name: "Reviews", exact: true })).toBeVisible();

      // An empty reply is refused beside the field.
      const form = page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: "Post reply" }) })
        .first();
      await form.getByRole("button", { name: "Post reply" }).click();
      await expect(form.getByText("Reply is required")).toBeVisible();
      await expect(form.getByLabel("Reply in public")).toBeFocused();

      await form.getByLabel("Reply in public").fill(reply);
      await form.getByRole("button", { name: "Post reply" }).click();
      await expect(page.getByText(reply)).toBeVisible();
      await screenshot(page, `console-reviews-${viewport.width}`);

      // The site's centre page (the demo vendor's is centre 1) shows it under the review.
      await page.goto("/car-wash-details/1");
      const reviews = page.getByRole("region", { name: /Reviews/ });
      await expect(reviews.getByText(reply)).toBeVisible();
      await expect(reviews.getByText(/^Reply from the centre, /).first()).toBeVisible();
    });
  });
}

test.describe("moderation at 1280 px", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("an admin sees every centre's reviews and can open the hide form, which asks for a reason", async ({
    page,
  }) => {
    await signInToConsole(page, "admin");
    await page.goto("/console/admin/reviews");
    await expect(page.getByRole("heading", { name: "Reviews", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Hide", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Hide this review" });
    await dialog.getByRole("button", { name: "Hide review" }).click();
    await expect(dialog.getByText("Reason is required")).toBeVisible();
    await screenshot(page, "console-admin-reviews-1280");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  });
});
