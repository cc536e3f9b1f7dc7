import type { MessageId, MessageKey } from "./catalogue-types";

/**
 * What went wrong, as a message id and its values rather than as English: the server sends it, each app shows
 * it in the reader's language from the `errors` catalogue. A value may itself be a message (a field's label).
 */
export interface ErrorMessage {
  readonly id: MessageId<"errors">;
  readonly values?: Readonly<Record<string, ErrorValue>>;
}

export type ErrorValue = string | number | ErrorMessage;
export type ErrorKey = MessageKey<"errors">;

export function errorMessage(key: ErrorKey, values?: Record<string, ErrorValue>): ErrorMessage {
  const id = `errors.${key}` as MessageId<"errors">;
  return values ? { id, values } : { id };
}

export function isErrorMessage(value: unknown): value is ErrorMessage {
  if (typeof value !== "object" || value === null) return false;
  const { id, values } = value as { id?: unknown; values?: unknown };
  return (
    typeof id === "string" &&
    id.startsWith("errors.") &&
    (values === undefined || (typeof values === "object" && values !== null))
  );
}

/**
 * A message as a zod schema carries it. Zod keeps one string per issue, so the id and its values travel as
 * JSON, and whoever shows the issue decodes it (`decodeErrorMessage`) and translates it.
 */
export function encodeErrorMessage(message: ErrorMessage): string {
  return JSON.stringify(message);
}

/** The message a zod issue carries, or null for text that is not one (zod's own English, say). */
export function decodeErrorMessage(text: string): ErrorMessage | null {
  if (!text.startsWith('{"id":"errors.')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isErrorMessage(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Lingui's `i18n._` in whichever host (the server's per-language instance, or the browser's). */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The message in the translator's language; nested messages (a field's label) are translated first. */
export function renderErrorMessage(translate: Translate, message: ErrorMessage): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] = typeof value === "object" ? renderErrorMessage(translate, value) : value;
  }
  return translate(message.id, values);
}
