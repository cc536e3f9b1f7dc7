import { type SchemaFormOptions, useSchemaForm } from "@chamak/web-client";
import { useFieldMessage } from "./field-message";

/** The shared `useSchemaForm` (@chamak/web-client), its messages shown in the reader's language. */
export function useSiteForm<Values extends Record<string, unknown>, Input = unknown>(
  options: SchemaFormOptions<Values, Input>,
) {
  return useSchemaForm<Values, Input>({ ...options, translate: useFieldMessage() });
}
