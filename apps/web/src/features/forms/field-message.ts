import { encodeErrorMessage } from "@chamak/i18n";
import { fieldMessagesOf, httpStatusOf, serverErrorOf } from "@chamak/web-client";
import { useCallback } from "react";
import { useErrorText } from "../../lib/i18n";

/**
 * The server's field messages in a form's error format: message ids, encoded as the shared schemas' are, so
 * `useSchemaForm` shows both kinds in the reader's language.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldMessagesOf(error)).map(([field, message]) => [field, encodeErrorMessage(message)]),
  );
}

/** Whether a refusal names fields (the form shows them there; a refusal that names none is the form's notice). */
export function hasFieldMessages(error: unknown): boolean {
  return Object.keys(fieldMessagesOf(error)).length > 0;
}

/** A form's field message (a schema's, the server's, or the form's own text) in the reader's language. */
export function useFieldMessage() {
  const text = useErrorText();
  return useCallback(
    (message: unknown): string | undefined =>
      typeof message === "string" && message ? text(message) : undefined,
    [text],
  );
}

/**
 * The server's message for a failed request in the reader's language; null when the request never got an
 * answer (the caller says "check your connection"). A failure the server does not describe keeps its text.
 */
export function useServerMessage() {
  const text = useErrorText();
  return useCallback(
    (error: unknown): string | null => {
      const message = serverErrorOf(error);
      if (message) return text(message);
      if (httpStatusOf(error) === null) return null;
      return error instanceof Error && error.message ? error.message : null;
    },
    [text],
  );
}
