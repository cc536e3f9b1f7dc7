import {
  type ErrorKey,
  type ErrorMessage,
  type ErrorValue,
  encodeErrorMessage,
  errorMessage,
} from "@chamak/i18n";

export { type ErrorKey, type ErrorMessage, type ErrorValue, errorMessage } from "@chamak/i18n";

/** A field's name as messages show it (`errors.label_centreName`: "Centre name"). */
export type FieldLabel = ErrorKey extends infer K
  ? K extends `label_${infer Label}`
    ? Label
    : never
  : never;

export function fieldLabel(label: FieldLabel): ErrorMessage {
  return errorMessage(`label_${label}` as ErrorKey);
}

/** "Reason is required", in the reader's language. */
export function requiredField(label: FieldLabel): ErrorMessage {
  return errorMessage("required", { label: fieldLabel(label) });
}

/** A message for a zod schema's `error`: encoded, since zod keeps one string per issue (see decodeErrorMessage). */
export function zodMessage(key: ErrorKey, values?: Record<string, ErrorValue>): string {
  return encodeErrorMessage(errorMessage(key, values));
}
