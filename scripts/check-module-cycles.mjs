// `pnpm lint` runs this: the api's domain modules (packages/api/src/modules/<module>/) must not import each
// other in a circle (docs/architecture.md says which way each may point). dependency-cruiser reads the imports,
// type-only ones included, and collapses each module to one node; its own circular rule works on files, and a
// cycle between modules need not be a cycle between files, so the cycles of the collapsed graph are found here.
// Tests and their fixtures may reach across modules and are left out.
import { cruise } from "dependency-cruiser";

const MODULE = /^packages\/api\/src\/modules\/[^/]+$/;

const { output } = await cruise(["packages/api/src"], {
  collapse: "^packages/api/src/modules/[^/]+",
  exclude: { path: ["\\.test\\.ts$", "\\.fixtures\\.ts$", "\\.commands\\.ts$", "/testing/"] },
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
if (circles.length > 0) {
  for (const circle of circles)
    console.error(`module cycle: ${[...circle, circle[0]].map(name).join(" → ")}`);
  console.error("The api's modules must not import each other in a circle (see docs/architecture.md).");
  process.exit(1);
}
console.log(`no cycles between the api's ${edges.size} modules`);
