import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { screenshot, VIEWPORTS } from "./support/screenshots";

test.use({ reducedMotion: "reduce" });

/** Holds back the page's entry script until the returned function is called. */
async function holdEntryScript(page: Page, baseUrl: string, path: string): Promise<() => void> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/.+\.js$/);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${baseUrl}${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** "9 centres found" → 9. */
async function resultCount(page: Page): Promise<number> {
  const status = page.getByRole("status").filter({ hasText: /centres? found/ });
  await expect(status).toBeVisible();
  const text = (await status.textContent()) ?? "";
  return Number(text.replace(/\D/g, ""));
}

/** The GSTIN check character (mod 36, weights 1 and 2), to make a valid number for a new centre. */
function withCheckCharacter(first14: string): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = alphabet.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return first14 + alphabet.charAt((36 - (sum % 36)) % 36);
}

test.describe("browsing, filtering and the public forms", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test.describe(() => {
    test.use({ viewport: VIEWPORTS.desktop });

    test("changes the results as the listing's filters change, and keeps them in the URL", async ({
      page,
    }) => {
      await page.goto("/car-wash-shopping");
      const all = await resultCount(page);
      expect(all).toBeGreaterThan(10);

      // The filter panel is open by default on a wide screen.
      const filters = page.getByRole("complementary", { name: "Filters" });
      await filters.getByLabel("City").selectOption("Gurugram");
      await page.waitForURL(/city=Gurugram/);
      await expect.poll(() => resultCount(page)).toBeLessThan(all);
      const inCity = await resultCount(page);
      for (const text of await page
        .getByRole("article")
        .getByText(/, \w+$/)
        .allTextContents()) {
        expect(text).toContain("Gurugram");
      }

      await filters.getByText("Pick & drop available").click();
      await expect(filters.getByRole("switch", { name: "Pick & drop available" })).toBeChecked();
      await page.waitForURL(/pickDrop=true/);
      await expect.poll(() => resultCount(page)).toBeLessThanOrEqual(inCity);

      await page.getByLabel("Sort by").selectOption("rating");
      await page.waitForURL(/sort=rating/);
      await screenshot(page, "browse-4-filters-desktop");

      // A shared link restores the same search.
      await page.goto(page.url());
      await expect(filters.getByLabel("City")).toHaveValue("Gurugram");

      // Nothing matches: never a bare page (the popular centres are offered), and the filters reset.
      await page.goto("/car-wash-shopping?q=zzzz-no-such-centre");
      await expect(page.getByText("No centre matches all of “zzzz-no-such-centre”.")).toBeVisible();
      await expect(page.getByRole("article").first()).toBeVisible();
      await page.getByRole("main").getByRole("button", { name: "Reset filters" }).first().click();
      await page.waitForURL((u) => u.search === "");
      await expect.poll(() => resultCount(page)).toBe(all);
    });
  });

  test.describe(() => {
    test.use({
      reducedMotion: "no-preference",
      geolocation: { latitude: 28.5708, longitude: 77.3261 },
      permissions: ["geolocation"],
    });

    test("sorts by distance only after 'Near me' is clicked and the browser shares a location", async ({
      page,
    }) => {
      await page.goto("/car-wash-shopping");
      await resultCount(page);
      expect(page.url()).not.toContain("lat=");
      await page.getByRole("button", { name: "Near me" }).click();
      await page.waitForURL(/sort=distance/);
      expect(new URL(page.url()).searchParams.get("lat")).toBe("28.571");
      await expect(page.getByText(/km away/).first()).toBeVisible();
      // The nearest centre to Noida Sector 18 is in Noida.
      await expect(page.getByRole("article").first()).toContainText("Noida");
      await screenshot(page, "browse-7-near-me-phone");
    });
  });

  test("answers a search sent from the prerendered home before its script has run, with what was typed", async ({
    page,
    baseUrl,
  }) => {
    const releaseEntry = await holdEntryScript(page, baseUrl, "/");
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "SEARCH" }).click();
    await page.getByLabel("Enter location").fill("Noida");
    await page.getByRole("button", { name: "SEARCH" }).click();
    expect(page.url()).toBe(`${baseUrl}/`);
    releaseEntry();
    // The last SEARCH is answered once the page is hydrated, with what was typed and any vehicle.
    await page.waitForURL(/\/car-wash-shopping\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe("Noida");
    expect(url.searchParams.has("vehicleType")).toBe(false);
  });

  test("shows the listing's and a centre's frame from the HTML before the script has run, then the page", async ({
    browser,
    baseUrl,
  }) => {
    for (const [path, heading] of [
      ["/car-wash-shopping", "Car wash centres"],
      ["/car-wash-details/1", /\S/],
    ] as const) {
      // A fresh context for each page, with the options above (phone size, reduced motion, baseURL).
      const context = await browser.newContext();
      const page = await context.newPage();
      const releaseEntry = await holdEntryScript(page, baseUrl, path);
      await page.goto(path, { waitUntil: "commit" });
      // The frame shows the site's header; it is inert (typing into it would be lost) until the app replaces it.
      await expect(page.locator("#root > [inert] header")).toBeVisible();
      releaseEntry();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(
        path === "/car-wash-shopping"
          ? page.getByRole("status").filter({ hasText: /centres? found/ })
          : page.getByRole("main").getByRole("heading", { name: "Services" }),
      ).toBeVisible();
      // Checked at once: no frame left behind, and one h1 on the page.
      expect(await page.locator("[inert]").count()).toBe(0);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      await context.close();
    }
  });

  test("hides the English frame from a visitor who chose Hindi, then shows the page in Hindi", async ({
    page,
    baseUrl,
  }) => {
    await page.addInitScript(() => localStorage.setItem("lang", "hi"));
    const releaseEntry = await holdEntryScript(page, baseUrl, "/car-wash-shopping");
    await page.goto("/car-wash-shopping", { waitUntil: "commit" });
    await expect(page.locator("#root > [inert] header")).toBeAttached();
    expect(await page.locator("#root > [inert] header").isVisible()).toBe(false);
    releaseEntry();
    await expect(page.getByRole("heading", { level: 1, name: "कार वॉश सेंटर" })).toBeVisible();
  });

  test("sends the contact form and thanks the visitor", async ({ page }) => {
    await page.goto("/contact-us");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await page.getByLabel(/^Your name/).fill("Asha Verma");
    await page.getByLabel(/^Email/).fill("asha@example.com");
    await page.getByLabel(/^Message/).fill("Do you have centres in Lucknow?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Thank you for contacting us!")).toBeVisible();
    await expect(page.getByLabel(/^Your name/)).toHaveValue("");
    await screenshot(page, "browse-5-contact-thanks-phone");
  });

  test("registers a centre with a valid GSTIN, checked as it is typed, and shows it pending approval", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("services", "[]"));
    await page.goto("/car-wash-seller");
    // Opening the seller page leaves storage alone (the legacy page cleared it).
    expect(await page.evaluate(() => localStorage.getItem("services"))).toBe("[]");

    await page.getByRole("button", { name: "Register" }).first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("seller-centreName");

    const stamp = `${Date.now()}`.slice(-4);
    const gstin = withCheckCharacter(`09ABCDE${stamp}F1Z`);
    await page.getByLabel(/^State/).selectOption("Uttar Pradesh");
    await page.getByLabel(/^GST number/).fill(gstin.slice(0, 10));
    await expect(page.getByText("GSTIN must be exactly 15 characters")).toBeVisible();
    await page.getByLabel(/^GST number/).fill(gstin);
    await expect(page.getByText("Valid GSTIN registered in Uttar Pradesh")).toBeVisible();

    await page.getByLabel(/^Centre name/).fill(`E2E Shine ${stamp}`);
    await page.getByLabel(/^Mobile number/).fill(`98${`${Date.now()}`.slice(-8)}`);
    await page.getByLabel(/^Email/).fill(`e2e-seller-${Date.now()}@example.com`);
    await page.getByLabel(/^Locality/).fill("Sector 18");
    await page.getByLabel(/^Village \/ city/).fill("Noida");
    await page.getByLabel(/^PIN code/).fill("201301");
    await page.getByLabel(/^Password/).fill("Shine1234");
    await page.getByLabel(/^Re-enter password/).fill("Shine9999");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel(/^Re-enter password/).fill("Shine1234");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Application received — your centre is pending approval")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the centre console" })).toHaveAttribute(
      "href",
      "/console/",
    );
    await screenshot(page, "browse-6-seller-pending-phone");
  });
});

const SCREENS = [
  ["home", "/"],
  ["listing", "/car-wash-shopping"],
  ["centre", "/car-wash-details/1"],
  ["centre-pick", "/car-wash-details"],
  ["seller", "/car-wash-seller"],
  ["contact", "/contact-us"],
  ["about", "/about"],
  ["blog", "/blog-page"],
  ["blog-post", "/blog-page/monsoon-car-care"],
  ["cancellation-policy", "/cancellation-policy"],
  ["terms", "/terms-and-conditions"],
  ["privacy", "/privacy-policy"],
  ["booking-policy", "/booking-policy"],
] as const;

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every browse screen at ${size} size`, () => {
    test.use({ viewport });

    test("renders each screen with its heading, in English and in Hindi", async ({ page }) => {
      for (const [name, path] of SCREENS) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        await screenshot(page, `screen-${name}-${size}`);
      }
      await page.evaluate(() => localStorage.setItem("lang", "hi"));
      await page.goto("/");
      await expect(page.getByText("चलते-चलते चमक – आज ही अपना वॉश बुक करें!")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");
      await screenshot(page, `screen-home-hindi-${size}`);
    });
  });
}
