import { useMemo } from "react";
import { useLang } from "../../lib/i18n";
import { translateMessage } from "../forms/translate-message";

/** Booking and profile messages the shared translator does not know. */
const MORE_HINDI: Record<string, string> = {
  "Enter a vehicle number like DL 3C AB 1234": "DL 3C AB 1234 जैसा वाहन नंबर लिखें",
  "Choose UPI or cash": "UPI या नकद चुनें",
  "That slot just filled up; please choose another time": "यह स्लॉट अभी-अभी भर गया; कृपया दूसरा समय चुनें",
  "Choose today or a later date": "आज या आगे की तारीख चुनें",
  "Choose a gender from the list": "सूची से लिंग चुनें",
  "Date must be in YYYY-MM-DD format": "सही तारीख चुनें",
  "Choose 1 to 5 stars": "1 से 5 स्टार चुनें",
};

/** Field messages (from the shared schemas or the server, in English) in the reader's language. */
export function useTranslatedErrors<K extends string>(
  errors: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const { lang } = useLang();
  return useMemo(() => {
    if (lang === "en") return errors;
    const out: Partial<Record<K, string>> = {};
    for (const [key, message] of Object.entries(errors) as [K, string | undefined][]) {
      if (message) out[key] = MORE_HINDI[message] ?? translateMessage(message, lang);
    }
    return out;
  }, [errors, lang]);
}
