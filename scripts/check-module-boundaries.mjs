// `pnpm lint` runs this. Two boundaries:
// 1. The apps (apps/web, apps/console) run in browsers: they may import the server's packages (@chamak/api,
//    @chamak/db, @chamak/i18n/server) for types only (`import type { AppRouter }`), never their code.
// 2. The api's domain modules (packages/api/src/modules/<module>/) must not import each
// other in a circle (docs/architecture.md says which way each may point). dependency-cruiser reads the imports,
// type-only ones included, and collapses each module to one node; its own circular rule works on files, and a
// cycle between modules need not be a cycle between files, so the cycles of the collapsed graph are found here.
// Tests and their fixtures (beside the modules, and the shared ones in packages/api/test/) may reach across
// modules and are left out.
import { existsSync } from "node:fs";
import { cruise } from "dependency-cruiser";

const MODULE = /^packages\/api\/src\/modules\/[^/]+$/;

const { output } = await cruise(["packages/api/src"], {
  collapse: "^packages/api/src/modules/[^/]+",
  exclude: { path: ["\\.test\\.ts$", "\\.fixtures\\.ts$", "\\.commands\\.ts$", "^packages/api/test/"] },
  doNotFollow: { path: "node_modules" },
  tsPreCompilationDeps: true,
});

const edges = new Map();
for (const module of output.modules) {
  if (!MODULE.test(module.source)) continue;
  const targets = module.dependencies
    .map((dependency) => dependency.resolved)
    .filter((target) => MODULE.test(target) && target !== module.source);
  edges.set(module.source, [...new Set(targets)]);
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

const name = (path) => path.replace("packages/api/src/modules/", "");
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
if (circles.length > 0 || leaks.length > 0) process.exit(1);
