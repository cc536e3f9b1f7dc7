/**
 * What a screen reader announces with a field besides its name: the texts its aria-describedby points at
 * (Mantine links a field's description and its error message this way).
 */
export function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute("aria-describedby")?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();
}

/** Whether the field is marked invalid (Mantine sets aria-invalid on a field with an error). */
export function isInvalid(field: HTMLElement): boolean {
  return field.getAttribute("aria-invalid") === "true";
}
