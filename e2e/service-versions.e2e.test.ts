import { CONSOLE_LOGINS, signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { snap, VIEWPORTS } from "./support/screenshots";
import { trpc } from "./support/trpc";

type VehicleType = { id: number; slug: string; name: string };
type Category = { id: number; slug: string };
type SavedService = {
  id: number;
  durationMinutes: number;
  prices: { vehicleTypeSlug: string; pricePaise: number }[];
};

/** A service of the demo vendor's own, made for this journey (no other journey edits it). */
async function freshService(baseUrl: string) {
  const { token } = await trpc<{ token: string }>(
    baseUrl,
    "mutation",
    "accounts.login",
    CONSOLE_LOGINS.vendor,
  );
  const [types, categories] = await Promise.all([
    trpc<VehicleType[]>(baseUrl, "query", "catalog.vehicleTypes", undefined),
    trpc<Category[]>(baseUrl, "query", "catalog.categories", undefined),
  ]);
  const typeId = (slug: string) => {
    const found = types.find((type) => type.slug === slug);
    if (!found) throw new Error(`no vehicle type ${slug} in the demo data`);
    return found.id;
  };
  const category = categories[0];
  if (!category) throw new Error("the demo data has no service category");
  const service = await trpc<SavedService>(
    baseUrl,
    "mutation",
    "vendor.services.create",
    {
      categoryId: category.id,
      subCategoryName: `Two-tab Wash ${Date.now() % 100_000}`,
      description: "Foam wash and rinse",
      durationMinutes: 40,
      driverFeePaise: 0,
      prices: [
        { vehicleTypeId: typeId("hatchback"), pricePaise: 39_900 },
        { vehicleTypeId: typeId("sedan"), pricePaise: 49_900 },
      ],
    },
    token,
  );
  return { service, token };
}

test.describe("two tabs editing one service at 1280 px", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("the second tab's save is refused with the first tab's price shown, and the first's price stays", async ({
    page,
    context,
    baseUrl,
  }) => {
    // Two tabs load the console and the editor each: twice a journey's usual page loads.
    test.setTimeout(120_000);
    const { service, token } = await freshService(baseUrl);
    await signInToConsole(page, "vendor");
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto(`/console/vendor/services/${service.id}`);
      await expect(tab.getByRole("heading", { name: "Edit service" })).toBeVisible();
      await expect(tab.getByLabel("Price for Sedan in rupees")).toHaveValue("₹499");
    }

    // The first tab raises the Sedan price and saves.
    await page.getByLabel("Price for Sedan in rupees").fill("549");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL(/\/console\/vendor\/services$/);

    // The second tab, opened before, changes the duration only and saves.
    await other.getByLabel("Duration (minutes)").fill("50");
    await other.getByRole("button", { name: "Save changes" }).click();
    const refusal = other.getByRole("alert").filter({ hasText: "Not saved: changed since you opened it" });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(
      "This service changed since you opened it, in another tab or by someone else.",
    );
    await expect(refusal.getByRole("row", { name: /Sedan/ })).toHaveText(
      /Sedan₹549\.00 \(was ₹499\.00 when you opened it\)/,
    );
    await expect(other).toHaveURL(new RegExp(`/console/vendor/services/${service.id}$`));
    await expect(other.getByLabel("Duration (minutes)")).toHaveValue("50");
    await snap(other, "versions-service-refused-1280");
    await other.setViewportSize(VIEWPORTS.phone);
    await snap(other, "versions-service-refused-360");
    await other.setViewportSize(VIEWPORTS.desktop);

    // What is saved is the first tab's: its Sedan price, and the duration it did not change.
    const now = await trpc<SavedService>(baseUrl, "query", "vendor.services.get", { id: service.id }, token);
    expect(now.durationMinutes).toBe(40);
    expect(now.prices.find((price) => price.vehicleTypeSlug === "sedan")?.pricePaise).toBe(54_900);

    // Starting again from the current values keeps the first tab's price, and the save goes through.
    await refusal.getByRole("button", { name: "Start again from these values" }).click();
    await expect(other.getByLabel("Price for Sedan in rupees")).toHaveValue("₹549");
    await other.getByLabel("Duration (minutes)").fill("50");
    await other.getByRole("button", { name: "Save changes" }).click();
    await other.waitForURL(/\/console\/vendor\/services$/);
    const after = await trpc<SavedService>(
      baseUrl,
      "query",
      "vendor.services.get",
      { id: service.id },
      token,
    );
    expect(after.durationMinutes).toBe(50);
    expect(after.prices.find((price) => price.vehicleTypeSlug === "sedan")?.pricePaise).toBe(54_900);
  });
});
