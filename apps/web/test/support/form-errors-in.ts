import { decodeErrorMessage, type Lang } from "@chamak/i18n";
import { errorTextIn } from "@chamak/i18n/server";

/** A form's messages as a reader of `lang` sees them: the schemas carry message ids, shown from the catalogues. */
export function formErrorsIn(lang: Lang, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => {
      const message = decodeErrorMessage(text);
      return [field, message ? errorTextIn(lang, message) : text];
    }),
  );
}
