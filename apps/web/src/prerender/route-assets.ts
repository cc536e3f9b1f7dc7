import { readFileSync } from "node:fs";
import { join } from "node:path";

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/**
 * The `<link>` tags a prerendered page needs besides index.html's: its route chunk's stylesheets (render
 * blocking, or the HTML would paint unstyled, then jump) and its JS as modulepreload, fetched in parallel
 * with the entry instead of after it. From Vite's build manifest; TanStack Router's autoCodeSplitting names
 * a route's component chunk `src/routes/<file>?tsr-split=component`.
 */
export function routeAssetTags(dist: string, routeFile: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, seen);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const routeKey = `src/routes/${routeFile}?tsr-split=component`;
  if (!entryKey || !manifest[routeKey]) throw new Error(`no entry or no ${routeKey} in the build manifest`);
  const inEntry = new Set<string>();
  collect(entryKey, inEntry);
  const forRoute = new Set<string>();
  collect(routeKey, forRoute);
  const extra = [...forRoute].filter((key) => !inEntry.has(key)).map((key) => manifest[key] as ManifestChunk);
  const css = [...new Set(extra.flatMap((chunk) => chunk.css ?? []))];
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...extra.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
  ].join("\n    ");
}
