import { readdirSync, readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LANGS, NAMESPACES } from "./namespaces";
import { translateIn } from "./server";

const read = (lang: string, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../locales/${lang}/${ns}.json`, import.meta.url), "utf8"));

/** The argument names a message uses: `{name}`, `{count, plural, …}` → name, count. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] as string))].sort();
}

describe("catalogues", () => {
  it("has a file per language for every namespace, and nothing else", () => {
    for (const lang of LANGS) {
      const files = readdirSync(new URL(`../locales/${lang}/`, import.meta.url)).sort();
      expect(files).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it.each(NAMESPACES)("%s: every id is in the namespace, and Hindi has exactly the English ids", (ns) => {
    const en = read("en", ns);
    const hi = read("hi", ns);
    for (const id of Object.keys(en)) expect(id.startsWith(`${ns}.`), id).toBe(true);
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(NAMESPACES)("%s: every message is valid ICU and Hindi uses the same arguments", (ns) => {
    const en = read("en", ns);
    const hi = read("hi", ns);
    for (const [id, message] of Object.entries(en)) {
      expect(() => compileMessage(message), id).not.toThrow();
      expect(() => compileMessage(hi[id] ?? ""), id).not.toThrow();
      expect(hi[id]?.trim(), `${id} is empty in Hindi`).toBeTruthy();
      expect(argumentsOf(hi[id] ?? ""), id).toEqual(argumentsOf(message));
    }
  });
});

describe("translateIn", () => {
  it("chooses the plural form and groups digits the Indian way", () => {
    expect(translateIn("en", "listing.results", { count: 1 })).toBe("1 centre found");
    expect(translateIn("en", "listing.results", { count: 123456 })).toBe("1,23,456 centres found");
    expect(translateIn("hi", "listing.results", { count: 123456 })).toBe("1,23,456 सेंटर मिले");
    expect(translateIn("en", "catalog.ratingLabel", { average: "4.5", count: 1 })).toBe(
      "Rated 4.5 out of 5 from 1 review",
    );
  });

  it("fills in placeholders in both languages", () => {
    expect(translateIn("en", "booking.payAmount", { amount: "₹499" })).toBe("Pay ₹499");
    expect(translateIn("hi", "booking.payAmount", { amount: "₹499" })).toContain("₹499");
  });
});
