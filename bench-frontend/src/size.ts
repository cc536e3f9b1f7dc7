// `pnpm --filter @chamak/bench-frontend size`: per-route first-visit sizes of the built customer site;
// exits 1 when the home page is over its JS budget.
import { join } from "node:path";
import { checkBudgets, kB, sizeTable } from "./size/budget";
import { missingMantineClasses } from "./size/mantine-coverage";
import { measureRoutes } from "./size/route-sizes";

const WEB_DIR = join(import.meta.dirname, "..", "..", "apps", "web");
const report = measureRoutes(WEB_DIR);
console.log(`Entry: ${kB(report.entry.jsGzip)} kB JS + ${kB(report.entry.cssGzip)} kB CSS gzipped\n`);
console.log(sizeTable(report));
const missing = missingMantineClasses(WEB_DIR);
const broken = [
  ...checkBudgets(report),
  ...(missing.length > 0
    ? [`Mantine classes without their CSS (add to apps/web/src/mantine.css): ${missing.join(", ")}`]
    : []),
];
for (const line of broken) console.error(`BUDGET: ${line}`);
process.exitCode = broken.length > 0 ? 1 : 0;
