import { type SchemaFormOptions, useSchemaForm } from "@chamak/web-client";
import { errorText } from "../../lib/error-text";

/** The shared `useSchemaForm` (@chamak/web-client), its messages in English. */
export function useConsoleForm<Values extends Record<string, unknown>, Input = unknown>(
  options: SchemaFormOptions<Values, Input>,
) {
  return useSchemaForm<Values, Input>({ ...options, translate: errorText });
}
