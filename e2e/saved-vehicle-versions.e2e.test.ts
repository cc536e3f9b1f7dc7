import { expect, test } from "./support/fixtures";
import { snap, VIEWPORTS } from "./support/screenshots";
import { DEMO_CUSTOMER, signInToSite } from "./support/site-sign-in";
import { trpc } from "./support/trpc";

const TEXTS = {
  en: {
    edit: "Edit",
    save: "Save",
    delete: "Delete",
    cancel: "Cancel",
    changed: "This vehicle changed since you opened it",
    now: "Saved now:",
  },
  hi: {
    edit: "बदलें",
    save: "सहेजें",
    delete: "हटाएँ",
    cancel: "रद्द करें",
    changed: "आपके खोलने के बाद यह गाड़ी बदल गई है",
    now: "अभी यह सहेजा हुआ है:",
  },
} as const;

type SavedVehicle = { id: number; version: number; vehicleNumber: string };

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ["en", "hi"] as const) {
    test.describe(`a saved vehicle changed in another tab, at ${size} size, in ${lang}`, () => {
      test.use({ viewport });

      test("the older edit and delete are refused, saying so and showing the vehicle as saved now", async ({
        page,
        baseUrl,
      }) => {
        // It signs in twice (the other tab's API session, then the page) before the profile opens.
        test.setTimeout(120_000);
        const { token } = await trpc<{ token: string }>(baseUrl, "mutation", "accounts.login", DEMO_CUSTOMER);
        const types = await trpc<{ id: number; slug: string }[]>(
          baseUrl,
          "query",
          "catalog.vehicleTypes",
          null,
        );
        const vehicleTypeId = types.find((type) => type.slug === "hatchback")?.id ?? 0;
        const plate = `KA 05 VX ${String(Date.now()).slice(-4)}`;
        const vehicle = await trpc<SavedVehicle>(
          baseUrl,
          "mutation",
          "accounts.saved.vehicles.add",
          { vehicleTypeId, vehicleNumber: plate },
          token,
        );

        await signInToSite(page, lang);
        await page.goto("/profile?tab=profile");
        const row = page.getByRole("listitem", { name: vehicle.vehicleNumber });
        await row.getByRole("button", { name: TEXTS[lang].edit }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();

        // Another tab gives it a nickname, over the API, from the version it has then.
        const renameElsewhere = (version: number, nickname: string) =>
          trpc(
            baseUrl,
            "mutation",
            "accounts.saved.vehicles.update",
            { id: vehicle.id, version, vehicleTypeId, vehicleNumber: plate, nickname },
            token,
          );
        await renameElsewhere(vehicle.version, "Dad's car");

        await dialog.getByRole("button", { name: TEXTS[lang].save }).click();
        const refusal = dialog.getByRole("alert");
        await expect(refusal).toContainText(TEXTS[lang].changed);
        await expect(refusal).toContainText(TEXTS[lang].now);
        await expect(refusal.getByText("Dad's car")).toBeVisible();
        await snap(page, `versions-saved-vehicle-refused-${lang}-${size}`);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();

        // The other tab renames it again; this page's Delete is for the vehicle as it showed it, so it is refused.
        await renameElsewhere(vehicle.version + 1, "Mum's car");
        await row.getByRole("button", { name: TEXTS[lang].delete }).click();
        const asking = page.getByRole("dialog");
        await asking.getByRole("button", { name: TEXTS[lang].delete }).click();
        await expect(asking.getByRole("alert")).toContainText(TEXTS[lang].changed);
        await snap(page, `versions-saved-vehicle-delete-refused-${lang}-${size}`);
        await asking.getByRole("button", { name: TEXTS[lang].cancel }).click();
        await expect(asking).toBeHidden();
        await expect(row).toContainText("Mum's car");

        await trpc(
          baseUrl,
          "mutation",
          "accounts.saved.vehicles.remove",
          { id: vehicle.id, version: vehicle.version + 2 },
          token,
        );
      });
    });
  }
}
