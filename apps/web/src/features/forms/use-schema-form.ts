import { type FieldErrors, type SafeParser, schemaResolver } from "@chamak/ui";
import { type UseFormInput, useForm } from "@mantine/form";
import { useFieldMessage } from "./field-message";

/**
 * A form's check: the shared contract schema's messages (the server checks the same input with it) for
 * `toInput(values)`, then the form's own `check`s (e.g. a date must be chosen), whose messages win.
 */
export function formCheck<Values>(
  schema: SafeParser,
  options: {
    /** The schema's input for the form's values, when the two differ (empty text to null, rupees to paise…). */
    toInput?: (values: Values) => unknown;
    check?: (values: Values) => Partial<Record<string, string | false | null | undefined>>;
  } = {},
): (values: Values) => FieldErrors {
  const resolve = schemaResolver(schema, options.toInput);
  return (values) => {
    const errors = resolve(values);
    for (const [path, message] of Object.entries(options.check?.(values) ?? {})) {
      if (message) errors[path] = message;
    }
    return errors;
  };
}

type SchemaFormOptions<Values> = Omit<UseFormInput<Values>, "validate" | "enhanceGetInputProps"> & {
  /** The check on submit, usually `formCheck(contractSchema)`. */
  validate: (values: Values) => FieldErrors;
  /** Gives each field the id `<idPrefix>-<field>`, for a page that moves focus to a field by id. */
  idPrefix?: string;
};

/**
 * `useForm` checked with a shared zod schema, its messages shown in the reader's language. The messages stay
 * in English in `form.errors` (as the schemas and the server give them); `getInputProps` translates them.
 */
export function useSchemaForm<Values extends Record<string, unknown>>({
  idPrefix,
  ...options
}: SchemaFormOptions<Values>) {
  const translate = useFieldMessage();
  return useForm<Values>({
    ...options,
    enhanceGetInputProps: ({ field, inputProps }) => ({
      ...(idPrefix ? { id: `${idPrefix}-${String(field)}` } : {}),
      ...(inputProps.error ? { error: translate(inputProps.error) } : {}),
    }),
  });
}
