type Issue = { path: readonly PropertyKey[]; message: string };
type Checkable<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

/** Checks form values with a shared contract schema; the first message per field, keyed by field path. */
export function checkForm<T>(
  schema: Checkable<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
