/**
 * The catalogues' namespaces: one per feature, so a page loads only the texts it shows. Each is a file per
 * language under locales/ (checked by catalogues.test.ts).
 */
export const NAMESPACES = [
  "about",
  "auth",
  "blog",
  "booking",
  "catalog",
  "centre",
  "contact",
  "email",
  "errors",
  "home",
  "homeBelow",
  "layout",
  "listing",
  "notifications",
  "plans",
  "profile",
  "seller",
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** The site speaks English and Hindi. */
export const LANGS = ["en", "hi"] as const;
export type Lang = (typeof LANGS)[number];

/** The Intl locale each language formats numbers and plurals with (Indian digit grouping in both). */
export const INTL_LOCALE: Record<Lang, string> = { en: "en-IN", hi: "hi-IN" };
