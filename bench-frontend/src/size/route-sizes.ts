// What a first visit to each route downloads, from Vite's build manifest (apps/web/dist/.vite/manifest.json):
// the entry (index.html's script) and its static imports, plus the route's lazy component chunk(s)
// (TanStack Router's autoCodeSplitting: `src/routes/<file>?tsr-split=component`) and their static imports,
// plus the English catalogues its loader and the root's load before the page renders (`loadTexts("home", …)`,
// see apps/web/src/lib/i18n.tsx), each file counted once, with the CSS those chunks carry. Sizes are gzipped at level 9, 1 kB = 1000 bytes
// (as Vite prints them).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  /** URL pattern, e.g. `/car-wash-details/$id`. */
  path: string;
  /** Route file under src/routes. */
  file: string;
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  /** JS of the route chunks' dynamic imports (loaded later, e.g. below the fold), not yet downloaded. */
  deferredJsGzip: number;
}

export interface SizeReport {
  entry: { jsGzip: number; cssGzip: number; files: string[] };
  routes: RouteSize[];
}

/** `car-wash-details.$id.tsx` -> `/car-wash-details/$id`; `blog-page.index.tsx` -> `/blog-page/`. */
export function routePath(file: string): string {
  const parts = file.replace(/\.tsx?$/, "").split(".");
  if (parts.at(-1) === "index") parts[parts.length - 1] = "";
  return `/${parts.join("/")}`;
}

function closure(manifest: Manifest, roots: string[], into: Set<string>): Set<string> {
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (into.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    into.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return into;
}

/** The namespaces a route file's loader loads: the arguments of its `loadTexts(...)` calls. */
export function textsOf(source: string): string[] {
  return [...source.matchAll(/loadTexts\(([^)]*)\)/g)].flatMap((call) =>
    [...(call[1] ?? "").matchAll(/"(\w+)"/g)].map((name) => name[1] as string),
  );
}

/** Manifest keys of the English catalogues of `namespaces` (compiled from packages/i18n by `?lingui`). */
function catalogueKeys(manifest: Manifest, namespaces: string[]): string[] {
  return namespaces.map((ns) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/locales/en/${ns}.json?lingui`));
    if (!key) throw new Error(`manifest has no English catalogue ${ns}`);
    return key;
  });
}

/** `distDir` defaults to the app's own build; the route files are always read from `webDir/src/routes`. */
export function measureRoutes(webDir: string, distDir = join(webDir, "dist")): SizeReport {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(join(distDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const total = (keys: Iterable<string>, pick: (chunk: ManifestChunk) => string[]) => {
    const files = new Set([...keys].flatMap((key) => pick(manifest[key] as ManifestChunk)));
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      raw += sizeOf(file).raw;
      gzip += sizeOf(file).gzip;
    }
    return { files: files.size, raw, gzip };
  };
  const jsOf = (chunk: ManifestChunk) => (chunk.file.endsWith(".js") ? [chunk.file] : []);
  const cssOf = (chunk: ManifestChunk) => chunk.css ?? [];

  const entryKeys = closure(manifest, ["index.html"], new Set());
  const entryJs = total(entryKeys, jsOf);
  const entryCss = total(entryKeys, cssOf);

  const routeFiles = readdirSync(join(webDir, "src", "routes"))
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("__"))
    .sort();
  const routeTexts = (file: string) => textsOf(readFileSync(join(webDir, "src", "routes", file), "utf8"));
  const rootTexts = routeTexts("__root.tsx");
  const routes = routeFiles.map((file): RouteSize => {
    const lazyKey = `src/routes/${file}?tsr-split=component`;
    const texts = catalogueKeys(manifest, [...rootTexts, ...routeTexts(file)]);
    const keys = closure(manifest, [...(manifest[lazyKey] ? [lazyKey] : []), ...texts], new Set(entryKeys));
    const deferredRoots = [...keys]
      .filter((key) => !entryKeys.has(key))
      .flatMap((key) => manifest[key]?.dynamicImports ?? []);
    const deferred = closure(manifest, deferredRoots, new Set(keys));
    for (const key of keys) deferred.delete(key);
    return {
      path: routePath(file),
      file,
      js: total(keys, jsOf),
      css: total(keys, cssOf),
      deferredJsGzip: total(deferred, jsOf).gzip,
    };
  });
  return {
    entry: {
      jsGzip: entryJs.gzip,
      cssGzip: entryCss.gzip,
      files: [...entryKeys].map((k) => manifest[k]?.file ?? k),
    },
    routes,
  };
}
