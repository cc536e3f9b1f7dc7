import type { SizeReport } from "./route-sizes";

/** Initial JS (gzipped, 1 kB = 1000 bytes) a first visit to the home page may download. */
export const HOME_JS_BUDGET_KB = 170;

export function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

/** The broken budgets, each as a sentence; empty when all hold. */
export function checkBudgets(report: SizeReport): string[] {
  const home = report.routes.find((route) => route.path === "/");
  if (!home) return ["no home route (src/routes/index.tsx) in the build"];
  if (home.js.gzip > HOME_JS_BUDGET_KB * 1000) {
    return [`home initial JS is ${kB(home.js.gzip)} kB gzipped, over the ${HOME_JS_BUDGET_KB} kB budget`];
  }
  return [];
}

export function sizeTable(report: SizeReport): string {
  const rows = [...report.routes].sort((a, b) => b.js.gzip - a.js.gzip);
  return [
    "| Route | JS files | JS kB (raw) | JS kB (gzip) | CSS kB (gzip) | Deferred JS kB (gzip) |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.js.files} | ${kB(r.js.raw)} | **${kB(r.js.gzip)}** | ${kB(r.css.gzip)} | ${kB(r.deferredJsGzip)} |`,
    ),
  ].join("\n");
}
