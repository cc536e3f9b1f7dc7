import { SITE_DETAIL_FIELDS, type SiteDetailField, type SiteDetails } from "@chamak/contracts";

/** The site details as form fields hold them: every field a string, empty when not given. */
export type SiteDetailsValues = Record<SiteDetailField, string>;

/** Saved or sent details as form values (empty strings for the fields not given). */
export function siteDetailsValues(details: SiteDetails | null | undefined = null): SiteDetailsValues {
  return Object.fromEntries(
    SITE_DETAIL_FIELDS.map((field) => [field, details?.[field] ?? ""]),
  ) as SiteDetailsValues;
}

/** Whether none of the fields holds text. */
export function siteDetailsEmpty(values: SiteDetailsValues): boolean {
  return SITE_DETAIL_FIELDS.every((field) => values[field].trim() === "");
}

/** Stored values (sessionStorage) as form values: anything but a string counts as empty. */
export function parseSiteDetailsValues(stored: unknown): SiteDetailsValues {
  const record = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    SITE_DETAIL_FIELDS.map((field) => {
      const value = record[field];
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as SiteDetailsValues;
}
