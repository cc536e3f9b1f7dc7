// `pnpm lint` runs this. Three boundaries:
// 1. The apps (apps/web, apps/console) run in browsers: they may import the server's packages (@chamak/api,
//    @chamak/db, @chamak/i18n/server) for types only (`import type { AppRouter }`), never their code.
// 2. Each of the api's domain modules (packages/api/src/modules/<module>/) has a front door, its `index.ts`: another
//    module imports `../<module>`, never one of its files.
// 3. The modules must not import each other in a circle (docs/architecture.md says which way each may point).
//    dependency-cruiser reads the imports, type-only ones included; its own circular rule works on files, and a
//    cycle between modules need not be a cycle between files, so each module is taken as one node and the cycles
//    of that graph are found here.
// Tests and their fixtures (beside the modules, and the shared ones in packages/api/test/) may reach across
// modules and are left out.
import { existsSync } from "node:fs";
import { cruise } from "dependency-cruiser";

const MODULE_FILE = /^(packages\/api\/src\/modules\/[^/]+)\/(.+)$/;
const MODULES = "packages/api/src/modules/";

const { output } = await cruise(["packages/api/src"], {
  exclude: { path: ["\\.test\\.ts$", "\\.fixtures\\.ts$", "\\.commands\\.ts$", "^packages/api/test/"] },
  doNotFollow: { path: "node_modules" },
  tsPreCompilationDeps: true,
});

const edges = new Map();
const reachIns = [];
for (const file of output.modules) {
  const from = MODULE_FILE.exec(file.source);
  if (!from) continue;
  const targets = edges.get(from[1]) ?? new Set();
  edges.set(from[1], targets);
  for (const { resolved } of file.dependencies) {
    const to = MODULE_FILE.exec(resolved);
    if (!to || to[1] === from[1]) continue;
    targets.add(to[1]);
    if (to[2] === "index.ts") continue;
    const reachIn = `${file.source} → ${resolved}`.replaceAll(MODULES, "");
    reachIns.push(reachIn);
  }
}

/** Every simple cycle's members, found by a depth-first walk from each module (a dozen modules: cheap). */
function cycles() {
  const found = new Map();
  const walk = (start, node, path) => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) {
        const members = [...path];
        found.set([...members].sort().join(" "), members);
      } else if (!path.includes(next) && next > start) {
        walk(start, next, [...path, next]);
      }
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, [start]);
  return [...found.values()];
}

const name = (path) => path.replace(MODULES, "");
for (const reachIn of reachIns) console.error(`module reaches past a front door: ${reachIn}`);
if (reachIns.length > 0)
  console.error("Import another module through its index.ts (`../<module>`), exporting what you need there.");
if (reachIns.length === 0) console.log("every import between the api's modules goes through a front door");
const circles = cycles();
for (const circle of circles) console.error(`module cycle: ${[...circle, circle[0]].map(name).join(" → ")}`);
if (circles.length > 0)
  console.error("The api's modules must not import each other in a circle (see docs/architecture.md).");
else console.log(`no cycles between the api's ${edges.size} modules`);

const apps = ["apps/web/src", "apps/console/src"].filter((dir) => existsSync(dir));
const { output: appOutput } = await cruise(apps, {
  exclude: { path: ["\\.test\\.tsx?$"] },
  doNotFollow: { path: "node_modules" },
  tsPreCompilationDeps: true,
  validate: true,
  ruleSet: {
    forbidden: [
      {
        name: "app-imports-server-code",
        severity: "error",
        from: { path: "^apps/(web|console)/" },
        to: { path: "^packages/(api|db)/|^packages/i18n/src/server", dependencyTypesNot: ["type-only"] },
      },
    ],
  },
});
const leaks = appOutput.summary.violations;
for (const leak of leaks) console.error(`app imports server code: ${leak.from} → ${leak.to}`);
if (leaks.length === 0) console.log(`no server code imported by ${apps.join(", ")}`);
if (reachIns.length > 0 || circles.length > 0 || leaks.length > 0) process.exit(1);
