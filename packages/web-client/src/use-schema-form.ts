import { type FieldErrors, focusFirstError, type SafeParser, schemaResolver } from "@chamak/ui";
import { useForm } from "@mantine/form";
import { type FormEvent, useEffect, useRef } from "react";

/** The form's field for a schema or server path, where they differ: `{ amountPaise: "amount" }`, or a function. */
export type FieldOf<Values> = Readonly<Record<string, string>> | ((path: string, values: Values) => string);

/** How a form is checked: a contract schema (the server checks the same input with it) and the form's own checks. */
export type FormCheckOptions<Values, Input> = {
  /** The procedure's input schema (or the part of it the form fills): its messages name the field. */
  schema: SafeParser<Input>;
  /** The schema's input for the typed values, when the two differ (rupees to paise, a box left empty…). */
  toInput?: ((values: Values) => unknown) | undefined;
  /** Where the schema's (and the server's) messages go, when a path is not the form's field. */
  fieldOf?: FieldOf<Values> | undefined;
  /** The form's own checks (e.g. the passwords match); their messages win over the schema's. */
  check?: ((values: Values) => Partial<Record<string, string | false | null | undefined>>) | undefined;
};

export type SchemaFormOptions<Values, Input> = FormCheckOptions<Values, Input> & {
  initialValues: Values;
  /** @mantine/form's mode; "controlled" by default. */
  mode?: "controlled" | "uncontrolled";
  /** Checks a field when it loses the focus too, not only on submit. */
  validateInputOnBlur?: boolean;
  /** The server's field messages for the last attempt (e.g. `fieldErrorsOf(mutation.error)`), shown on the fields. */
  serverErrors?: Readonly<Record<string, string>> | undefined;
  /** Called on every change of the values. */
  onValuesChange?: ((values: Values) => void) | undefined;
  /** Empties the form (values and messages) each time this turns true, e.g. a modal's `opened`. */
  resetWhen?: boolean;
  /** Gives each field the id `<idPrefix>-<field>`, for a page that moves focus to a field by id. */
  idPrefix?: string;
};

/**
 * A message as the reader sees it (in the app's language: the schemas' messages are message ids). The messages
 * stay as given in `form.errors`; `getInputProps` shows them translated. Each app passes its own.
 */
export type Translate = (message: string) => string | undefined;

function fieldsOf<Values>(
  messages: Readonly<Record<string, string>>,
  fieldOf: FieldOf<Values> | undefined,
  values: Values,
): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(messages)) {
    const field = typeof fieldOf === "function" ? fieldOf(path, values) : (fieldOf?.[path] ?? path);
    out[field] ??= message;
  }
  return out;
}

/**
 * A form's check: the schema's messages for `toInput(values)` on the form's fields, then the form's own
 * `check`s, whose messages win. Empty when the values pass.
 */
export function formCheck<Values, Input>({
  schema,
  toInput,
  fieldOf,
  check,
}: FormCheckOptions<Values, Input>): (values: Values) => FieldErrors {
  const resolve = schemaResolver<Values>(schema, toInput);
  return (values) => {
    const errors = fieldsOf(resolve(values), fieldOf, values);
    for (const [path, message] of Object.entries(check?.(values) ?? {})) {
      if (message) errors[path] = message;
    }
    return errors;
  };
}

/**
 * A form on @mantine/form checked with a contract schema, for both apps. On submit the first field with a
 * message takes the focus, and so does the first field the server names when a refused attempt comes back.
 * `onSubmit(handle)` hands the schema's output (trimmed, in paise…) to `handle` once the values pass; the
 * optional `onInvalid` hears of the messages that stopped it (and the field that took the focus, if any).
 */
export function useSchemaForm<Values extends Record<string, unknown>, Input = unknown>({
  initialValues,
  mode,
  validateInputOnBlur,
  schema,
  toInput,
  fieldOf,
  check,
  serverErrors,
  onValuesChange,
  resetWhen,
  idPrefix,
  translate,
}: SchemaFormOptions<Values, Input> & { translate?: Translate }) {
  const form = useForm<Values>({
    initialValues,
    ...(mode ? { mode } : {}),
    ...(validateInputOnBlur ? { validateInputOnBlur } : {}),
    ...(onValuesChange ? { onValuesChange } : {}),
    validate: formCheck({ schema, toInput, fieldOf, check }),
    enhanceGetInputProps: ({ field, inputProps }) => ({
      ...(idPrefix ? { id: `${idPrefix}-${String(field)}` } : {}),
      ...(translate && typeof inputProps.error === "string" && inputProps.error
        ? { error: translate(inputProps.error) }
        : {}),
    }),
  });
  const ref = useRef<HTMLFormElement>(null);
  // Both stable across renders (unlike setFieldError and clearFieldError, which change with the messages).
  const { reset, setErrors } = form;

  useEffect(() => {
    if (resetWhen) reset();
  }, [resetWhen, reset]);

  // The server's messages stand until its answer is cleared (the mutation reset or sent again); typing in a
  // field clears that field's message as usual. The first field with a new message takes the focus.
  const fromServer = JSON.stringify(fieldsOf(serverErrors ?? {}, fieldOf, form.getValues()));
  const shown = useRef<FieldErrors>({});
  useEffect(() => {
    const fields = JSON.parse(fromServer) as FieldErrors;
    const previous = shown.current;
    shown.current = fields;
    const added = Object.fromEntries(
      Object.entries(fields).filter(([path, text]) => previous[path] !== text),
    );
    const gone = Object.entries(previous).filter(([path, text]) => fields[path] !== text);
    if (Object.keys(added).length === 0 && gone.length === 0) return;
    setErrors((current) => {
      const next = { ...current };
      // The last answer's messages go, unless the form's own check has put another there since.
      for (const [path, message] of gone) if (next[path] === message) delete next[path];
      return { ...next, ...added };
    });
    focusFirstError(added, ref.current);
  }, [fromServer, setErrors]);

  const onSubmit = (
    handle: (input: Input, values: Values, event: FormEvent<HTMLFormElement> | undefined) => void,
    onInvalid?: (errors: FieldErrors, focused: HTMLElement | null) => void,
  ) =>
    form.onSubmit(
      (values, event) => {
        const parsed = schema.safeParse(toInput ? toInput(values) : values);
        if (parsed.success) handle(parsed.data, values, event);
      },
      (errors, _values, event) => {
        const focused = focusFirstError(errors, event?.currentTarget ?? ref.current);
        onInvalid?.(errors as FieldErrors, focused);
      },
    );

  return { form, ref, onSubmit };
}
