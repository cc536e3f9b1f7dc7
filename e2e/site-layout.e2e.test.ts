import type { Page } from "@playwright/test";
import { seedCart, twoServiceCart } from "./support/booking-fixtures";
import { expect, test } from "./support/fixtures";
import { snap, VIEWPORTS } from "./support/screenshots";

/** Nothing sticks out sideways: a phone would scroll the whole page. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signInAsCustomer(page: Page) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill("customer@chamak.in");
  await page.locator("input[type=password]").fill("Customer@123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** Each box too small to tap: under 24 px either way (WCAG 2.5.8), with what it says. */
async function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
      .map(({ element, box }) => `${element.textContent?.trim()} ${box.width}x${box.height}`),
  );
}

/** The contrast ratio of two CSS rgb() colours (WCAG's relative luminance). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The page is hydrated (the prerendered home answers clicks only then). */
async function ready(page: Page) {
  await page.waitForLoadState("networkidle");
}

/** Switches to Hindi from the header, or from the menu on a small screen. */
async function inHindi(page: Page) {
  await ready(page);
  const menuButton = page.getByRole("button", { name: "Open menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole("button", { name: "हिन्दी" }).filter({ visible: true }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  const phone = viewport.width < 1200;

  test.describe(`the site's layout at ${size} size`, { tag: "@layout" }, () => {
    test.use({ viewport });

    test("the header (or its menu) offers the main pages, My bookings when signed in", async ({ page }) => {
      const openNav = async () => {
        await ready(page);
        if (!phone) return page.getByRole("banner");
        await page.getByRole("button", { name: /^(Open menu|मेन्यू खोलें)$/ }).click();
        return page.locator("#site-menu");
      };
      /** My bookings: in the menu on a small screen, in the account menu on a wide one. */
      const myBookings = async (account: string, name: string) => {
        const nav = await openNav();
        if (phone) return nav.getByRole("link", { name });
        await page.getByRole("button", { name: account }).click();
        return page.getByRole("menuitem", { name });
      };

      await page.goto("/");
      const nav = await openNav();
      for (const name of ["Find a car wash", "About us", "Contact us", "Basic Wash"]) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "My bookings" })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await snap(page, `layout-menu-signed-out-${size}`);

      await signInAsCustomer(page);
      await page.goto("/");
      const link = await myBookings("My account", "My bookings");
      await expect(link).toBeVisible();
      await expectNoSidewaysScroll(page);
      await snap(page, `layout-menu-signed-in-${size}`);
      await link.click();
      await expect(page).toHaveURL(/\/profile\?tab=history$/);

      await inHindi(page);
      await page.goto("/");
      await expect(await myBookings("मेरा खाता", "मेरी बुकिंग")).toBeVisible();
      await expect(page).toHaveTitle(/चमक/);
      await expectNoSidewaysScroll(page);
      await snap(page, `layout-menu-signed-in-hi-${size}`);
    });

    test("the home page: no API health in the footer, the centres' place said and chosen", async ({
      page,
    }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText("All rights reserved");
      await expect(footer).not.toContainText(/API|database/);
      const places = page.getByRole("group", { name: "Show centres" });
      await expect(page.getByRole("heading", { name: "Popular car wash centres" })).toBeVisible();
      // A click before the prerendered page is hydrated does nothing: click until it takes (it is idempotent).
      await expect(async () => {
        await places.getByRole("button", { name: "Noida" }).click();
        await expect(page.getByRole("heading", { name: "Car wash centres in Noida" })).toBeVisible({
          timeout: 2000,
        });
      }).toPass();
      await expectNoSidewaysScroll(page);
      await snap(page, `layout-home-${size}`);
      await inHindi(page);
      await expect(page.getByRole("heading", { name: "नोएडा में कार वॉश सेंटर" })).toBeVisible();
      await expect(footer.getByRole("link", { name: "दिल्ली में कार वॉश" })).toBeVisible();
      await snap(page, `layout-home-hi-${size}`);
    });

    test("a centre's page: its name as the title, the slot picker on a free day, Book Now refused without a slot", async ({
      page,
      baseUrl,
    }) => {
      await page.goto("/");
      await seedCart(page, await twoServiceCart(baseUrl, 1));
      await page.goto("/car-wash-details/1");
      const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
      await expect(page).toHaveTitle(`${name} | Chamak`);
      await expect(page.getByText(/\b\d{1,2}:\d{2} (am|pm)\b/).first()).toBeVisible();
      await page.getByRole("main").getByRole("button", { name: "Book Now", exact: true }).click();
      await expect(page.getByText("Choose a date and time for your booking first.")).toBeInViewport();
      await expect(page.getByRole("heading", { name: "Choose a slot" })).toBeFocused();
      await expectNoSidewaysScroll(page);
      await snap(page, `layout-centre-${size}`);
      await inHindi(page);
      await expect(page).toHaveTitle(`${name} | चमक`);
      await expect(page.getByText(/\d{1,2}:\d{2} (पूर्वाह्न|अपराह्न)/).first()).toBeVisible();
      await snap(page, `layout-centre-hi-${size}`);
    });

    test("the booking page's and the profile's bookings, and a legal page", async ({ page, baseUrl }) => {
      await signInAsCustomer(page);
      await seedCart(page, await twoServiceCart(baseUrl, 2));
      await page.goto("/booking");
      await expect(
        page
          .getByRole("radiogroup", { name: /Time/ })
          .getByText(/\d:\d{2} (am|pm)$/)
          .first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      await snap(page, `layout-booking-${size}`);

      await page.goto("/profile?tab=history");
      const card = page.getByRole("article").first();
      await expect(card.getByRole("region", { name: "Price" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await snap(page, `layout-profile-${size}`);

      await page.goto("/terms-and-conditions");
      await expect(page.getByRole("region", { name: /^1\. / })).toContainText(
        "Chamak Technologies Pvt. Ltd.",
      );
      expect(
        ((await page.getByRole("region", { name: /^1\. / }).textContent()) ?? "").match(/Pvt\. Ltd\./g),
      ).toHaveLength(1);
      await snap(page, `layout-legal-${size}`);

      await inHindi(page);
      await snap(page, `layout-legal-hi-${size}`);
      await page.goto("/profile?tab=history");
      await expect(page.getByRole("article").first().getByRole("region", { name: "क़ीमत" })).toBeVisible();
      await snap(page, `layout-profile-hi-${size}`);
      await page.goto("/booking");
      await expect(page.getByText(/\d:\d{2} (पूर्वाह्न|अपराह्न)$/).first()).toBeVisible();
      await snap(page, `layout-booking-hi-${size}`);
    });

    test("links and small buttons are at least 24 px to tap; the footer's focus ring shows on its dark blue", async ({
      page,
    }) => {
      await page.goto("/about");
      await ready(page);
      expect(await smallTargets(page, "footer a")).toEqual([]);
      expect(await smallTargets(page, "nav[aria-label='Breadcrumb'] a")).toEqual([]);
      await page.goto("/car-wash-details/1");
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveCount(2);
      expect(await smallTargets(page, "nav[aria-label='Breadcrumb'] a")).toEqual([]);
      await page.goto("/login");
      await ready(page);
      const forgot = page.getByRole("button", { name: "Forgot password?" });
      expect((await forgot.boundingBox())?.height).toBeGreaterThanOrEqual(24);
      await forgot.click();
      expect(await smallTargets(page, "main button")).toEqual([]);

      // Tabbed to, a footer link shows a ring that stands out from the footer (3:1, WCAG 1.4.11).
      const link = page.getByRole("contentinfo").getByRole("link", { name: "About us" });
      // Reached with the keyboard (the page was last clicked): the browser shows its focus ring then.
      await link.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      const ring = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        const footer = getComputedStyle(element.closest("footer") as Element);
        return {
          visible: element.matches(":focus-visible"),
          style: style.outlineStyle,
          width: Number.parseFloat(style.outlineWidth),
          color: style.outlineColor,
          background: footer.backgroundColor,
        };
      });
      expect(ring.visible).toBe(true);
      expect(ring.style).not.toBe("none");
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.color, ring.background)).toBeGreaterThanOrEqual(3);
      await link.scrollIntoViewIfNeeded();
      await snap(page, `layout-footer-focus-${size}`);
    });

    test("the home slides' captions never show two at once while the slides change", async ({ page }) => {
      await page.goto("/");
      await ready(page);
      const second = page.getByRole("button", { name: "Show slide 2" });
      // Clicked until the hydrated slider takes it (a click before hydration does nothing).
      await expect(async () => {
        await second.click();
        await expect(second).toHaveAttribute("aria-current", "true", { timeout: 1000 });
      }).toPass();
      // That fade over (the typed headline's cursor blinks for ever: only transitions count).
      await expect
        .poll(() =>
          page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length),
        )
        .toBe(0);
      // The next change, watched frame by frame over its 1 s fade: how many captions could be read at once.
      const watched = await page.evaluate(async () => {
        const slider = document.querySelector("[aria-roledescription='carousel']") as HTMLElement;
        const figures = Array.from(slider.querySelectorAll("figure"));
        const seen = (element: Element) => {
          let opacity = 1;
          for (let node: Element | null = element; node && node !== slider; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity);
          return opacity;
        };
        (slider.querySelectorAll("button")[2] as HTMLButtonElement).click();
        let most = 0;
        let midFade = false;
        const end = performance.now() + 1300;
        while (performance.now() < end) {
          await new Promise(requestAnimationFrame);
          const readable = figures.filter(
            (figure) => seen(figure.querySelector("figcaption") as Element) > 0.1,
          );
          most = Math.max(most, readable.length);
          const fading = seen(figures[1] as Element);
          if (fading > 0.2 && fading < 0.8) midFade = true;
        }
        return { most, midFade };
      });
      expect(watched.midFade).toBe(true);
      expect(watched.most).toBeLessThanOrEqual(1);
    });
  });
}
