/**
 * What a service card lists under "Includes": the text after "Includes " in the service's description, split
 * on " or " (the legacy card rule). The API sends it with every service; the console previews it as a centre
 * types the description.
 */
export function parseIncludes(description: string): string[] {
  const at = description.indexOf("Includes ");
  if (at < 0) return [];
  return description
    .slice(at + "Includes ".length)
    .split(" or ")
    .map((item) => item.trim().replace(/\.$/, "").trim())
    .filter((item) => item.length > 0);
}
