/**
 * Form checks with the shared zod schemas (@chamak/contracts) for @mantine/form, and moving to the first
 * field with a message.
 *
 * Hand-written rather than `zod4Resolver` from `mantine-form-zod-resolver`: that package is not a dependency
 * of the workspace, and what it does is this small. Nor does this package depend on zod: anything with zod's
 * `safeParse` fits `SafeParser`, so the apps pass their contract schemas in.
 */

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** What the resolver needs of a zod schema. */
export type SafeParser<T = unknown> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
};

/** Messages by field path, as @mantine/form keeps them: `{ "contactMobile": "...", "prices.0.pricePaise": "..." }`. */
export type FieldErrors = Record<string, string>;

/** The first message per field path; an issue about the whole value goes under "form". */
export function issuesToErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "form";
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * A `validate` function for `useForm`: checks `toInput(values)` (the values themselves by default) with the
 * schema and answers its messages by field path (empty when the values pass).
 */
export function schemaResolver<Values>(
  schema: SafeParser,
  toInput: (values: Values) => unknown = (values) => values,
): (values: Values) => FieldErrors {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    return result.success ? {} : issuesToErrors(result.error.issues);
  };
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first field, in the page's order, that has a message, and scrolls it to the middle of the
 * screen (on a phone the messages are otherwise far above what the reader sees). Fields are found by the
 * `data-path` that `form.getInputProps(path)` puts on them (give it by hand to a field that does not use
 * getInputProps); a wrapper's first focusable control is focused. Answers the field found, or null.
 */
export function focusFirstError(
  errors: Readonly<Record<string, unknown>>,
  root: ParentNode | null = typeof document === "undefined" ? null : document,
): HTMLElement | null {
  if (!root) return null;
  const paths = new Set(Object.keys(errors).filter((path) => Boolean(errors[path])));
  if (paths.size === 0) return null;
  const field = Array.from(root.querySelectorAll<HTMLElement>("[data-path]")).find((node) =>
    paths.has(node.dataset.path ?? ""),
  );
  if (!field) return null;
  const target = field.matches(FOCUSABLE) ? field : field.querySelector<HTMLElement>(FOCUSABLE);
  if (target) target.focus({ preventScroll: true });
  else {
    // Nothing to type into (e.g. "pick a date first"): the field itself takes the focus, for screen readers.
    if (!field.hasAttribute("tabindex")) field.setAttribute("tabindex", "-1");
    field.focus({ preventScroll: true });
  }
  field.scrollIntoView({ block: "center" });
  return field;
}

type Parsed<P> = P extends SafeParser<infer T> ? T : never;

/**
 * A route's `validateSearch` from a schema per search parameter (best the contract schema of the API input the
 * parameter is passed on to). A parameter its schema refuses is left out, as zod's `.catch(undefined)` would
 * do, so a hand-edited URL falls back to the page's default instead of failing the route; so are parameters
 * that come out undefined or empty.
 */
export function searchResolver<Fields extends Record<string, SafeParser>>(fields: Fields) {
  return (raw: Record<string, unknown>): { [K in keyof Fields]?: Exclude<Parsed<Fields[K]>, undefined> } => {
    const search: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(fields)) {
      const result = schema.safeParse(raw[key]);
      if (result.success && result.data !== undefined && result.data !== "") search[key] = result.data;
    }
    return search as { [K in keyof Fields]?: Exclude<Parsed<Fields[K]>, undefined> };
  };
}
