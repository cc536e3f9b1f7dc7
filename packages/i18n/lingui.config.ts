import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-json";
import { NAMESPACES } from "./src/namespaces";

/**
 * Lingui's view of the catalogues: one JSON file per language and namespace (`locales/hi/booking.json`), ids
 * prefixed with the namespace. The apps' Vite plugin (`@lingui/vite-plugin`) reads this to compile a catalogue
 * when it is imported with `?lingui`, so the browser gets compiled messages and no ICU parser.
 */
export default defineConfig({
  locales: ["en", "hi"],
  sourceLocale: "en",
  fallbackLocales: { default: "en" },
  catalogs: NAMESPACES.map((namespace) => ({ path: `<rootDir>/locales/{locale}/${namespace}`, include: [] })),
  format: formatter({ style: "minimal" }),
});
