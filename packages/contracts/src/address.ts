/**
 * An address as one line: its parts joined with ", ", each part split at its own commas, blank and repeated
 * parts (in any case) left out. Addresses are stored as entered, and a street often names its locality
 * again ("D-9, Sector 27" in "Sector 27"): ("D-9, Sector 27, Sector 27", "Noida") → "D-9, Sector 27, Noida".
 * Every address the site, the console, the emails and the invoices show goes through here.
 */
export function formatAddress(...parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    for (const piece of (part ?? "").split(",")) {
      const text = piece.trim().replace(/\s+/g, " ");
      const key = text.toLowerCase();
      if (text === "" || seen.has(key)) continue;
      seen.add(key);
      kept.push(text);
    }
  }
  return kept.join(", ");
}
