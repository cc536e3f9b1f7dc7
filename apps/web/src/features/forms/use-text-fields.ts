import { useState } from "react";
import { useLang } from "../../lib/i18n";
import { translateMessage } from "./translate-message";

type TextEvent = { currentTarget: { value: string } };

/**
 * The state of a form of text fields and their messages. `field(name)` gives an input its id
 * (`<idPrefix>-<name>`), value, change handler and translated error; `showErrors` shows messages and
 * moves the focus to the first field (in `empty`'s order) that has one.
 */
export function useTextFields<V extends Record<string, string>>(
  idPrefix: string,
  empty: V,
  options: { normalise?: Partial<Record<keyof V, (value: string) => string>>; onEdit?: () => void } = {},
) {
  const { lang } = useLang();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const field = (name: keyof V & string) => {
    const message = errors[name];
    return {
      id: `${idPrefix}-${name}`,
      value: values[name],
      onChange: (event: TextEvent) => {
        const raw = event.currentTarget.value;
        const value = options.normalise?.[name]?.(raw) ?? raw;
        setValues((v) => ({ ...v, [name]: value }));
        setErrors((e) => ({ ...e, [name]: undefined }));
        options.onEdit?.();
      },
      error: message ? translateMessage(message, lang) : undefined,
    };
  };

  const showErrors = (found: Partial<Record<keyof V, string>>) => {
    setErrors(found);
    const first = (Object.keys(empty) as (keyof V & string)[]).find((name) => found[name]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  return { values, errors, field, showErrors, reset };
}
