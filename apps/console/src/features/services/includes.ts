/** The customer site's card rule: the text after "Includes " in the description, split on " or ". */
export function parseIncludes(description: string): string[] {
  const at = description.indexOf("Includes ");
  if (at < 0) return [];
  return description
    .slice(at + "Includes ".length)
    .split(" or ")
    .map((item) => item.trim().replace(/\.$/, "").trim())
    .filter((item) => item.length > 0);
}
