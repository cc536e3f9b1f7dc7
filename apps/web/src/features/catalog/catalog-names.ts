import { useCallback } from "react";
import { useLang } from "../../lib/i18n";

/** Hindi names of the platform's vehicle types and service categories (the API sends English). */
const VEHICLE_HI: Record<string, string> = {
  motorcycle: "मोटरसाइकिल",
  car: "कार",
  hatchback: "हैचबैक",
  sedan: "सेडान",
  suv: "एसयूवी",
  "town-car": "टाउन कार",
  "luxury-car": "लग्ज़री कार",
  "executive-car": "एग्ज़ीक्यूटिव कार",
  "sports-car": "स्पोर्ट्स कार",
  auto: "ऑटो",
  pickup: "पिकअप",
  truck: "ट्रक",
  bus: "बस",
};

const CATEGORY_HI: Record<string, string> = {
  "basic-wash": "बेसिक वॉश",
  "deluxe-wash": "डीलक्स वॉश",
  "interior-cleaning": "इंटीरियर क्लीनिंग",
  detailing: "डिटेलिंग",
  "steam-wash": "स्टीम वॉश",
  "eco-wash": "इको वॉश",
};

/** `name(slug, englishName)`: the name in the current language, English when no translation is known. */
function useNames(table: Record<string, string>) {
  const { lang } = useLang();
  return useCallback(
    (slug: string, english: string) => (lang === "hi" ? (table[slug] ?? english) : english),
    [lang, table],
  );
}

export const useVehicleName = () => useNames(VEHICLE_HI);
export const useCategoryName = () => useNames(CATEGORY_HI);
