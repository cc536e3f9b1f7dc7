import { type FieldErrors, focusFirstError, setFieldErrors } from "@chamak/ui";
import { fieldErrorsOf } from "@chamak/web-client";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { englishResolver } from "../../lib/error-text";

/**
 * A calendar card's form: the schema checks the input it makes from the typed values (messages beside the
 * fields, in English), and the server's field errors land on the same fields. `fieldOf` names the form field of
 * an input path where they differ.
 */
export function useCalendarForm<Values extends Record<string, unknown>>(options: {
  initialValues: Values;
  schema: Parameters<typeof englishResolver>[0];
  toInput: (values: Values) => unknown;
  fieldOf?: (path: string) => string;
}) {
  const resolve = englishResolver<Values>(options.schema, options.toInput);
  const rename = (errors: FieldErrors): FieldErrors =>
    Object.fromEntries(Object.entries(errors).map(([path, text]) => [options.fieldOf?.(path) ?? path, text]));
  const form = useForm<Values>({
    initialValues: options.initialValues,
    validate: (values) => rename(resolve(values)),
  });
  /** Submits through `send`; a refusal naming fields shows beside them, and focus moves to the first. */
  const onSubmit = (send: (input: unknown, onError: (error: unknown) => void) => void) =>
    form.onSubmit(
      (values, event) => {
        const element = event?.currentTarget;
        send(options.toInput(values), (error) => {
          const fields = rename(fieldErrorsOf(error));
          if (setFieldErrors(form as UseFormReturnType<Values>, fields)) focusFirstError(fields, element);
        });
      },
      (found, _values, event) => focusFirstError(found, event?.currentTarget),
    );
  return { form, onSubmit };
}
