import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The site's languages, as the journeys check them. */
export type Lang = "en" | "hi";

const LOCALES = join(import.meta.dirname, "..", "..", "packages", "i18n", "locales");
const catalogue = (lang: Lang, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(join(LOCALES, lang, `${namespace}.json`), "utf8"));

/**
 * The site's texts of some namespaces, from the same files the site shows, so a journey runs in English and in
 * Hindi: `say(lang, "auth.signIn")`, throwing for an id the files do not have.
 */
export function siteTexts(namespaces: readonly string[]): (lang: Lang, id: string) => string {
  const texts = {
    en: Object.assign({}, ...namespaces.map((ns) => catalogue("en", ns))) as Record<string, string>,
    hi: Object.assign({}, ...namespaces.map((ns) => catalogue("hi", ns))) as Record<string, string>,
  };
  return (lang, id) => {
    const text = texts[lang][id];
    if (!text) throw new Error(`no text ${id} in ${lang}`);
    return text;
  };
}

/** The platform's vehicle types' slugs, in the order the site lists them (the catalogue's vehicle_<slug> texts). */
export function vehicleSlugs(): string[] {
  return Object.keys(catalogue("en", "catalog"))
    .filter((id) => id.startsWith("catalog.vehicle_"))
    .map((id) => id.slice("catalog.vehicle_".length));
}
