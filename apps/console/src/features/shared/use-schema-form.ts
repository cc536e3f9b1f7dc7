import { type FieldErrors, focusFirstError, type SafeParser } from "@chamak/ui";
import { useForm } from "@mantine/form";
import { useEffect, useRef } from "react";
import { englishResolver } from "../../lib/error-text";

type SchemaFormOptions<Values, Input> = {
  initialValues: Values;
  /** The procedure's input schema (or the part of it the form fills): its messages name the field. */
  schema: SafeParser<Input>;
  /** The schema's input for the typed values, when the two differ (rupees to paise, a box left empty…). */
  toInput?: (values: Values) => unknown;
  /** The form's field for a schema or server path, where they differ: `{ amountPaise: "amount" }`. */
  fieldOf?: Readonly<Record<string, string>>;
  /** The form's own checks (e.g. at most what is left to refund); their messages win over the schema's. */
  check?: (values: Values) => Record<string, string | null>;
  /** The server's field messages for the last attempt (`fieldErrorsOf(mutation.error)`), shown on the fields. */
  serverErrors?: Readonly<Record<string, string>> | undefined;
  /** Called on every change of the values. */
  onValuesChange?: (values: Values) => void;
  /** Empties the form (values and messages) each time this turns true, e.g. a modal's `opened`. */
  resetWhen?: boolean;
};

/**
 * A console form on @mantine/form checked with a contract schema: on submit the first field with a message
 * takes the focus, and so does the first field the server names when a refused attempt comes back.
 * `onSubmit(handle)` hands the schema's output (trimmed, in paise…) to `handle` once the values pass.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Input>({
  initialValues,
  schema,
  toInput,
  fieldOf = {},
  check,
  serverErrors,
  onValuesChange,
  resetWhen,
}: SchemaFormOptions<Values, Input>) {
  const onFields = (errors: Readonly<Record<string, string>>): FieldErrors => {
    const out: FieldErrors = {};
    for (const [path, message] of Object.entries(errors)) out[fieldOf[path] ?? path] ??= message;
    return out;
  };
  const resolve = englishResolver<Values>(schema, toInput);
  const form = useForm<Values>({
    initialValues,
    ...(onValuesChange ? { onValuesChange } : {}),
    validate: (values) => {
      const errors = onFields(resolve(values));
      for (const [path, message] of Object.entries(check?.(values) ?? {})) {
        if (message) errors[path] = message;
      }
      return errors;
    },
  });
  const ref = useRef<HTMLFormElement>(null);
  // Both stable across renders (unlike setFieldError and clearFieldError, which change with the messages).
  const { reset, setErrors } = form;

  useEffect(() => {
    if (resetWhen) reset();
  }, [resetWhen, reset]);

  // The server's messages stand until its answer is cleared (the mutation reset or sent again); typing in a
  // field clears that field's message as usual. The first field named takes the focus.
  const fromServer = JSON.stringify(onFields(serverErrors ?? {}));
  const shown = useRef<FieldErrors>({});
  useEffect(() => {
    const fields = JSON.parse(fromServer) as FieldErrors;
    const previous = shown.current;
    shown.current = fields;
    if (Object.keys(previous).length === 0 && Object.keys(fields).length === 0) return;
    setErrors((current) => {
      const next = { ...current };
      // The last answer's messages go, unless the form's own check has put another there since.
      for (const [path, message] of Object.entries(previous)) if (next[path] === message) delete next[path];
      return { ...next, ...fields };
    });
    focusFirstError(fields, ref.current);
  }, [fromServer, setErrors]);

  const onSubmit = (handle: (input: Input, values: Values) => void) =>
    form.onSubmit(
      (values) => {
        const parsed = schema.safeParse(toInput ? toInput(values) : values);
        if (parsed.success) handle(parsed.data, values);
      },
      (errors, _values, event) => focusFirstError(errors, event?.currentTarget ?? ref.current),
    );

  return { form, ref, onSubmit };
}
