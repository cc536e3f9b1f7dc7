import { VEHICLE_TYPES } from "@chamak/contracts";
import type { MessageKey } from "@chamak/i18n";
import { useCallback } from "react";
import { useLang, useT } from "../../lib/i18n";

// The platform's vehicle types and service categories have names in the catalogue ("catalog" texts,
// vehicle_<slug> and category_<slug>); the API sends their English names. A centre's own service names are
// its data, shown as entered.

const VEHICLE_SLUGS: ReadonlySet<string> = new Set(VEHICLE_TYPES.map((type) => type.slug));
const CATEGORY_SLUGS: ReadonlySet<string> = new Set([
  "basic-wash",
  "deluxe-wash",
  "interior-cleaning",
  "detailing",
  "steam-wash",
  "eco-wash",
]);

/** `name(slug, englishName)`: the name in the reader's language; as given in English, or when none is known. */
function useNames(prefix: "vehicle_" | "category_", slugs: ReadonlySet<string>) {
  const t = useT("catalog");
  const { lang } = useLang();
  return useCallback(
    (slug: string, english: string) =>
      lang !== "en" && slugs.has(slug) ? t(`${prefix}${slug}` as MessageKey<"catalog">) : english,
    [lang, t, prefix, slugs],
  );
}

export const useVehicleName = () => useNames("vehicle_", VEHICLE_SLUGS);
export const useCategoryName = () => useNames("category_", CATEGORY_SLUGS);

/** A slug as the catalog makes them from a name ("Town Car" → "town-car"), for names the API sends alone. */
export const slugOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
