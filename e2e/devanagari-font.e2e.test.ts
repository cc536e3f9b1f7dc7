import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { snap, VIEWPORTS } from "./support/screenshots";

// The browser here, like many phones, has no Devanagari font of its own: every Hindi letter must be drawn with
// the Noto Sans Devanagari the site ships, or it shows as an empty box. Chromium tells which fonts drew each
// element's text (DevTools' "Rendered fonts"); a Devanagari letter drawn in any other font is a box.

const BUNDLED = "Noto Sans Devanagari";
const DEVANAGARI = /[\u0900-\u097F]/g;

type Stray = { text: string; fonts: string };

/**
 * The visible elements whose own text has Devanagari letters and more glyphs from other fonts than the text has
 * other characters (spaces, digits, Latin): some Devanagari was drawn in a fallback. Empty when all is well.
 */
async function devanagariInFallback(page: Page): Promise<Stray[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    // Marks the elements to ask about (visible, with Devanagari in their own text nodes) and keeps that text,
    // spaces included (DevTools' DOM leaves out text nodes of only spaces).
    const texts = await page.evaluate((pattern) => {
      const devanagari = new RegExp(pattern, "u");
      const found: string[] = [];
      for (const element of Array.from(document.querySelectorAll("[data-devanagari-probe]")))
        element.removeAttribute("data-devanagari-probe");
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
        const own = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? "")
          .join("");
        if (!devanagari.test(own) || element.getClientRects().length === 0) continue;
        if (getComputedStyle(element).visibility === "hidden") continue;
        element.setAttribute("data-devanagari-probe", String(found.length));
        // Its descendants' text too: Chromium counts a label's " *" (a span of the label) with the label.
        found.push(element.textContent ?? own);
      }
      return found;
    }, DEVANAGARI.source);
    expect(texts.length, "Hindi text on the page").toBeGreaterThan(0);
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: "[data-devanagari-probe]",
    });
    const strays: Stray[] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      const { attributes } = await cdp.send("DOM.getAttributes", { nodeId });
      const text = texts[Number(attributes[attributes.indexOf("data-devanagari-probe") + 1])] ?? "";
      const others = text.replace(DEVANAGARI, "").replace(/[\u200c\u200d]/g, "").length;
      // A face names its weight ("Noto Sans Devanagari SemiBold").
      const ours = (font: { familyName: string }) => font.familyName.startsWith(BUNDLED);
      const bundled = fonts.filter(ours).reduce((sum, font) => sum + font.glyphCount, 0);
      const elsewhere = fonts.filter((font) => !ours(font)).reduce((sum, font) => sum + font.glyphCount, 0);
      if (bundled === 0 || elsewhere > others)
        strays.push({ text, fonts: fonts.map((f) => `${f.familyName}:${f.glyphCount}`).join(", ") });
    }
    return strays;
  } finally {
    await cdp.detach();
  }
}

/** Waits (polling) until every Hindi letter on screen is drawn in the bundled font: the font loads on demand. */
async function expectAllInBundledFont(page: Page) {
  await expect.poll(() => devanagariInFallback(page), { timeout: 10_000 }).toEqual([]);
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`Hindi text in the bundled font at ${size} size`, () => {
    test.use({ viewport });

    test("the English home page's language switch, before and after a reload", async ({ page }) => {
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      const hindi = page.getByRole("button", { name: "हिन्दी" }).filter({ visible: true });
      await expect(hindi).toBeVisible();
      await expectAllInBundledFont(page);
      await page.reload();
      await expect(hindi).toBeVisible();
      await expectAllInBundledFont(page);
      await snap(page, `font-switch-${size}-en`);
    });

    for (const path of ["/", "/car-wash-shopping", "/login", "/car-wash-seller", "/car-wash-details/1"]) {
      test(`every Hindi text on ${path}, and after a reload`, async ({ page }) => {
        await page.goto("/");
        await page.evaluate(() => localStorage.setItem("lang", "hi"));
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", "hi");
        await page.waitForLoadState("networkidle");
        if (path === "/") await expect(page.getByText("लोकेशन लिखें")).toBeVisible();
        await expectAllInBundledFont(page);
        await page.reload();
        await page.waitForLoadState("networkidle");
        await expectAllInBundledFont(page);
        await snap(page, `font-hi-${path.replace(/\W+/g, "-")}-${size}`);
      });
    }
  });
}
