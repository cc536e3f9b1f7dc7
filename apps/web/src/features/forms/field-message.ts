import { useCallback } from "react";
import { type Lang, useLang } from "../../lib/i18n";
import { translateMessage } from "./translate-message";

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

/** A field message (from the shared schemas or the server, in English) in the reader's language. */
export function fieldMessage(message: string, lang: Lang): string {
  if (lang === "en") return message;
  return MORE_HINDI[message] ?? translateMessage(message, lang);
}

/** `fieldMessage` for the current language; no message (or one that is not text) is undefined. */
export function useFieldMessage() {
  const { lang } = useLang();
  return useCallback(
    (message: unknown): string | undefined =>
      typeof message === "string" && message ? fieldMessage(message, lang) : undefined,
    [lang],
  );
}
