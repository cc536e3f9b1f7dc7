// Builds the production server: `dist/main.js` (the server), `dist/migrate.js` (`pnpm db:migrate`'s CLI, for
// the migration job) and `dist/gazetteer.js` (the places loader, run after it), ESM bundles with the workspace
// packages (@chamak/*, TypeScript sources) inlined and every third-party package left external, resolved from
// node_modules at run time. Source maps beside them.
//
// Files the workspace code reads at run time (the i18n catalogues, the Prisma schema and migrations) are copied
// under dist/ at their place in the repository (dist/packages/i18n/locales ...), and each workspace file's
// `import.meta.dirname` / `url` / `filename` is rewritten to that place, so `join(import.meta.dirname, "..",
// "locales")` finds them from the bundle as it does from the sources. The server's own files (apps/server/src)
// keep their place in this package, so the defaults config.ts derives from it (apps/web/dist ...) still hold
// when the bundle runs in a checkout.
import { cp, readFile, rm } from "node:fs/promises";
import { dirname, extname, join, relative, resolve } from "node:path";
import { build } from "esbuild";

const serverDir = import.meta.dirname;
const repoRoot = resolve(serverDir, "../..");
const outdir = join(serverDir, "dist");
const manifest = JSON.parse(await readFile(join(serverDir, "package.json"), "utf8"));

/** Where a workspace source file is said to be, relative to the bundle's directory (dist/). */
function placeInDist(file) {
  const inServer = relative(join(serverDir, "src"), file);
  if (!inServer.startsWith("..")) return join("..", "src", inServer);
  return relative(repoRoot, file);
}

const IMPORT_META = /\bimport\.meta\.(dirname|filename|url)\b/g;
const LOADERS = { ".ts": "ts", ".tsx": "tsx", ".mts": "ts", ".js": "js", ".mjs": "js" };

/** Gives each workspace file its own import.meta location inside the bundle (see the top of this file). */
const workspaceImportMeta = {
  name: "workspace-import-meta",
  setup(b) {
    b.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async ({ path }) => {
      if (path.includes("/node_modules/")) return undefined;
      const source = await readFile(path, "utf8");
      if (!source.match(IMPORT_META)) return undefined;
      const place = placeInDist(path);
      const replaced = source.replace(IMPORT_META, (_, what) => {
        if (what === "dirname") return `(import.meta.dirname + ${JSON.stringify(`/${dirname(place)}`)})`;
        if (what === "filename") return `(import.meta.dirname + ${JSON.stringify(`/${place}`)})`;
        return `new URL(${JSON.stringify(place)}, import.meta.url).href`;
      });
      return { contents: replaced, loader: LOADERS[extname(path)] };
    });
  },
};

/** Third-party packages stay external; workspace packages (and relative imports) are bundled. */
const externalThirdParty = {
  name: "external-third-party",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith("@chamak/") ? undefined : { path, external: true },
    );
  },
};

const packageName = (specifier) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];

await rm(outdir, { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: "src/main.ts",
    migrate: "../../packages/db/src/migrate/cli.ts",
    gazetteer: "src/gazetteer.ts",
  },
  outdir,
  bundle: true,
  splitting: true,
  // Chunks beside the entries: the rewritten import.meta paths are relative to the directory of the file.
  chunkNames: "[name]-[hash]",
  format: "esm",
  platform: "node",
  target: "node20.19",
  sourcemap: true,
  sourcesContent: false,
  // Node's own builtins without the node: prefix stay as they are.
  external: ["node:*"],
  plugins: [workspaceImportMeta, externalThirdParty],
  logLevel: "warning",
  // Third-party CommonJS is external, so `require` is only needed by createRequire calls, which bring their own.
  legalComments: "none",
  metafile: true,
});

// Each external package must be one of this package's `dependencies`: the production install
// (`pnpm deploy --prod`) has those and nothing else, so a missing one would only fail in production.
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
const undeclared = new Set();
for (const output of Object.values(metafile.outputs)) {
  for (const { path, external } of output.imports) {
    if (external && !path.startsWith("node:") && !dependencies.has(packageName(path)))
      undeclared.add(packageName(path));
  }
}
if (undeclared.size > 0) {
  await rm(outdir, { recursive: true, force: true });
  console.error(
    `The bundle imports packages missing from apps/server's dependencies: ${[...undeclared].sort().join(", ")}`,
  );
  process.exit(1);
}

// What the workspace code reads from beside itself at run time.
const assets = ["packages/i18n/locales", "packages/db/prisma/schema.prisma", "packages/db/prisma/migrations"];
for (const asset of assets) {
  await cp(join(repoRoot, asset), join(outdir, asset), { recursive: true });
}
