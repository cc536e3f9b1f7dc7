import { parseSearchQuery } from "@chamak/contracts";

/**
 * The one vehicle type a search's words name when nothing else in them is text to match ("bike wash", "suv
 * noida"): the search narrows to it (the server reads the words so), and the vehicle filter shows it. `rest` is
 * the search without the vehicle's words, for when the reader picks another vehicle in the filter. Null for no
 * words, several types ("car" is every car), or other text ("Sparkle Auto Spa" is a centre's name).
 */
export function vehicleInWords(q: string | undefined): { slug: string; rest: string | undefined } | null {
  if (!q) return null;
  const parsed = parseSearchQuery(q);
  const [slug, ...more] = parsed.vehicleSlugs;
  if (!slug || more.length > 0 || parsed.terms.some((term) => term.kind !== "category")) return null;
  const vehicleWords = new Set(
    parsed.recognised.filter((r) => r.kind === "vehicle").flatMap((r) => r.phrase.split(" ")),
  );
  const rest = parsed.normalised
    .split(" ")
    .filter((word) => !vehicleWords.has(word))
    .join(" ");
  const left = parseSearchQuery(rest);
  // Only filler left ("wash"): nothing to search for.
  return { slug, rest: left.terms.length > 0 || left.recognised.length > 0 ? rest : undefined };
}
