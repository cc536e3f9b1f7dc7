import { expect, test } from "./support/fixtures";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { type Lang, siteTexts, vehicleSlugs } from "./support/site-texts";

const say = siteTexts(["home", "catalog", "listing"]);

// The search as a new visitor uses it, on the demo data: a misspelt name on the home page, a suggestion picked
// from the list, results with their distance; misspelt words answered with their correction's results; and a
// query nothing matches, answered with the closest centres and "did you mean".
const SECTOR_18_NOIDA = { latitude: 28.5708, longitude: 77.3261 };

test.use({ reducedMotion: "reduce", geolocation: SECTOR_18_NOIDA, permissions: ["geolocation"] });

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`search on a ${size}`, () => {
    test.use({ viewport });

    test("a typo'd query offers the centre, picked with the keyboard; near me shows distances", async ({
      page,
    }) => {
      await page.goto("/");
      // Typing before hydration is kept (the form reads the box), but suggestions come once the page is live.
      await page.waitForLoadState("networkidle");
      const box = page.getByRole("combobox", { name: "Enter location" });
      await box.fill("foam factry");
      const option = page.getByRole("option", { name: /Foam Factory Car Wash/ });
      await expect(option).toBeVisible();
      await screenshot(page, `search-suggest-${size}-en`);
      await box.press("ArrowDown");
      await expect(
        page.getByRole("listbox", { name: "Suggestions" }).getByRole("option", { selected: true }),
      ).toBeVisible();
      // Move to the centre itself, wherever it is in the list, and pick it with Enter.
      for (let i = 0; i < 8 && !(await option.getAttribute("aria-selected"))?.includes("true"); i++) {
        await box.press("ArrowDown");
      }
      await box.press("Enter");
      await page.waitForURL(/car-wash-shopping\?.*q=Foam/);
      await expect(page.getByRole("heading", { name: "Foam Factory Car Wash" })).toBeVisible();

      // Near me from the home page: the nearest first, each with its distance.
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      const again = page.getByRole("combobox", { name: "Enter location" });
      await again.fill("car wash noida");
      // The suggestions cover the buttons on a phone: Escape closes them.
      await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
      await again.press("Escape");
      await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
      await page.getByRole("button", { name: "Near me" }).click();
      await page.waitForURL(/lat=28\.571/);
      await expect(page.getByText(/km away/).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Foam Factory Car Wash" }).first()).toBeVisible();
      await screenshot(page, `search-near-me-${size}-en`);
    });

    test("misspelt words show the results for their correction and say so; nothing found offers the closest", async ({
      page,
    }) => {
      await page.goto("/car-wash-shopping?q=cermic%20coting");
      await expect(
        page.getByRole("status").filter({ hasText: "Showing results for “ceramic coating”" }),
      ).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /centres? found/ })).toBeVisible();
      await expect(page.getByRole("heading", { name: "PitStop Wash & Detail" }).first()).toBeVisible();
      await screenshot(page, `search-corrected-${size}-en`);

      await page.goto("/car-wash-shopping?q=foam%20wsh%20qzxv");
      await expect(page.getByText("No centre matches all of “foam wsh qzxv”.")).toBeVisible();
      const correction = page.getByRole("button", { name: "foam wash qzxv" });
      await expect(correction).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 2 }).filter({ hasText: /matches|Popular/ }),
      ).toBeVisible();
      await screenshot(page, `search-did-you-mean-${size}-en`);

      await page.evaluate(() => localStorage.setItem("lang", "hi"));
      await page.goto("/car-wash-shopping?q=cermic%20coting");
      await expect(page.getByText("“ceramic coating” के नतीजे दिखाए जा रहे हैं")).toBeVisible();
      await screenshot(page, `search-corrected-${size}-hi`);
      await page.goto("/car-wash-shopping?q=foam%20wsh%20qzxv");
      await expect(page.getByText("क्या आपका मतलब था")).toBeVisible();
      await screenshot(page, `search-did-you-mean-${size}-hi`);
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await page.locator("#home-search-location").fill("नोए");
      await expect(page.getByRole("option", { name: /नोएडा/ })).toBeVisible();
      await screenshot(page, `search-suggest-${size}-hi`);
    });

    test("a place with no centre in it brings the nearest centres with their distances, in English and Hindi", async ({
      page,
    }) => {
      await page.goto("/car-wash-shopping?q=Pitampura");
      await expect(
        page.getByRole("status").filter({ hasText: "Nearest to Pitampura, Delhi (110034)" }),
      ).toBeVisible();
      // Raftaar (Rohini Sector 7) is about 2 km away; nothing from Mumbai is within reach.
      await expect(page.getByRole("heading", { name: "Raftaar Auto Detailing" })).toBeVisible();
      await expect(page.getByText(/\d\.\d km away/).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Bandstand Auto Spa" })).toBeHidden();
      await screenshot(page, `search-place-${size}-en`);

      await page.evaluate(() => localStorage.setItem("lang", "hi"));
      await page.goto(`/car-wash-shopping?q=${encodeURIComponent("पीतमपुरा")}`);
      await expect(
        page.getByRole("status").filter({ hasText: "पीतमपुरा, दिल्ली (110034) के सबसे नज़दीक" }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "Raftaar Auto Detailing" })).toBeVisible();
      await screenshot(page, `search-place-${size}-hi`);
    });

    for (const lang of ["en", "hi"] as const satisfies Lang[]) {
      test(`the home search offers every vehicle type and searches without one (${lang})`, async ({
        page,
      }) => {
        await page.goto("/");
        if (lang === "hi") {
          await page.evaluate(() => localStorage.setItem("lang", "hi"));
          await page.goto("/");
        }
        await page.waitForLoadState("networkidle");
        const vehicle = page.getByRole("combobox", { name: say(lang, "home.vehicle") });
        await expect(vehicle.locator("option")).toHaveText([
          say(lang, "home.anyVehicle"),
          ...vehicleSlugs().map((slug) => say(lang, `catalog.vehicle_${slug}`)),
        ]);
        await expect(vehicle).toHaveValue("");
        await screenshot(page, `search-home-vehicles-${size}-${lang}`);
        await page.getByRole("combobox", { name: say(lang, "home.location") }).fill("noida");
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: say(lang, "home.search") }).click();
        await page.waitForURL(
          (url) => url.pathname === "/car-wash-shopping" && url.searchParams.get("q") === "noida",
        );
        expect(new URL(page.url()).searchParams.has("vehicleType")).toBe(false);
        await expect(page.getByRole("status").filter({ hasText: /\d/ })).toBeVisible();
      });

      test(`"bike wash" sets the listing's vehicle filter to Motorcycle (${lang})`, async ({ page }) => {
        await page.goto("/");
        await page.evaluate((value) => localStorage.setItem("lang", value), lang);
        await page.goto("/");
        await page.waitForLoadState("networkidle");
        await page.getByRole("combobox", { name: say(lang, "home.location") }).fill("bike wash");
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: say(lang, "home.search") }).click();
        await page.waitForURL(/car-wash-shopping/);
        if (viewport.width < 1224)
          await page.getByRole("button", { name: say(lang, "listing.showFilters") }).click();
        const filter = page.getByRole("combobox", { name: say(lang, "listing.vehicleType") });
        await expect(filter).toHaveValue("motorcycle");
        await expect(filter.locator("option:checked")).toHaveText(say(lang, "catalog.vehicle_motorcycle"));
        await screenshot(page, `search-bike-wash-${size}-${lang}`);
        // Another vehicle chosen there is what the results are for: the words no longer hold them to bikes.
        await filter.selectOption("");
        await expect(filter).toHaveValue("");
        await page.waitForURL((url) => !url.searchParams.has("q"));
      });
    }
  });
}
