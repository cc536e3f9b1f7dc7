import { decodeErrorMessage, type ErrorMessage, renderErrorMessage } from "@chamak/i18n";
import { messages } from "@chamak/i18n/locales/en/errors.json?lingui";
import { type FieldErrors, type SafeParser, schemaResolver } from "@chamak/ui";
import { setupI18n } from "@lingui/core";

/**
 * The console is in English. Its error messages (the server's and the shared schemas', which carry message ids)
 * come from the same catalogue as the site's, compiled at build time and bundled: they are shown synchronously.
 */
const english = setupI18n({ locale: "en", locales: ["en-IN"], messages: { en: messages } });

/** A message id (or a schema's encoded message) in English; other text as it is. */
export function errorText(message: ErrorMessage | string): string {
  const decoded = typeof message === "string" ? decodeErrorMessage(message) : message;
  if (!decoded) return message as string;
  return renderErrorMessage((id, values) => english._(id, values), decoded);
}

/** `schemaResolver` with the schema's messages in English. */
export function englishResolver<Values>(
  schema: SafeParser,
  toInput?: (values: Values) => unknown,
): (values: Values) => FieldErrors {
  const resolve = schemaResolver<Values>(schema, toInput);
  return (values) =>
    Object.fromEntries(Object.entries(resolve(values)).map(([path, text]) => [path, errorText(text)]));
}
