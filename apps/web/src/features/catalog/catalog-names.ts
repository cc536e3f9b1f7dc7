import { VEHICLE_TYPES } from "@chamak/contracts";
import type { MessageKey } from "@chamak/i18n";
import { useCallback } from "react";
import { useT } from "../../lib/i18n";

// The platform's vehicle types and service categories have names in the catalogue ("catalog" texts,
// vehicle_<slug> and category_<slug>), in English and Hindi: the one place every page takes them from (home,
// listing, centre, booking). The API and a stored cart carry an English name too, used only for a type the
// catalogue does not know. A centre's own service names are its data, shown as entered.

const VEHICLE_SLUGS: ReadonlySet<string> = new Set(VEHICLE_TYPES.map((type) => type.slug));
const CATEGORY_SLUGS: ReadonlySet<string> = new Set([
  "basic-wash",
  "deluxe-wash",
  "interior-cleaning",
  "detailing",
  "steam-wash",
  "eco-wash",
]);

/**
 * `name(slugOrName, englishName)`: the catalogue's name in the reader's language, for a slug ("town-car") or a
 * stored name ("Town Car", a legacy cart's "Suv"); the English name given when the catalogue has none.
 */
function useNames(prefix: "vehicle_" | "category_", slugs: ReadonlySet<string>) {
  const t = useT("catalog");
  return useCallback(
    (slugOrName: string, english: string) => {
      const slug = slugOf(slugOrName);
      return slugs.has(slug) ? t(`${prefix}${slug}` as MessageKey<"catalog">) : english;
    },
    [t, prefix, slugs],
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
