import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Category } from "../lighthouse/run-lighthouse";
import type { PageResult } from "../lighthouse/run-pages";
import { HOME_JS_BUDGET_KB, kB } from "../size/budget";
import type { FrontendResults } from "./results";

const CATEGORY_LABELS: [Category, string][] = [
  ["performance", "Perf"],
  ["accessibility", "A11y"],
  ["best-practices", "Best pr."],
  ["seo", "SEO"],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function scoreCell(now: number, before: number | undefined): string {
  const mark = now >= 90 ? "" : " ✗";
  return before === undefined || before === now ? `${now}${mark}` : `${before} → **${now}**${mark}`;
}

function lighthouseTable(results: PageResult[], before: PageResult[] | null | undefined): string {
  const rows = results.map((page) => {
    const old = before?.find((b) => b.name === page.name);
    const m = page.median.metrics;
    const om = old?.median.metrics;
    const metric = (now: number, was: number | undefined, fmt: (n: number) => string) =>
      was === undefined ? fmt(now) : `${fmt(was)} → ${fmt(now)}`;
    return [
      `${page.name} \`${page.path}\``,
      ...CATEGORY_LABELS.map(([id]) => scoreCell(page.scores[id], old?.scores[id])),
      metric(m.fcpMs, om?.fcpMs, seconds),
      metric(m.lcpMs, om?.lcpMs, seconds),
      metric(m.tbtMs, om?.tbtMs, (n) => `${Math.round(n)} ms`),
      metric(m.cls, om?.cls, (n) => n.toFixed(3)),
      metric(page.median.transferKb, old?.median.transferKb, (n) => `${Math.round(n)} kB`),
    ];
  });
  return [
    `| Page | ${CATEGORY_LABELS.map(([, label]) => label).join(" | ")} | FCP | LCP | TBT | CLS | Transferred |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map((cells) => `| ${cells.join(" | ")} |`),
  ].join("\n");
}

function failingAudits(results: PageResult[]): string {
  return results
    .map((page) => {
      const lines = page.median.failing.map(
        (audit) =>
          `  - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""} — \`${audit.id}\`, score ${audit.score}`,
      );
      return `- **${page.name}**: ${lines.length === 0 ? "none" : `\n${lines.join("\n")}`}`;
    })
    .join("\n");
}

function sizeTable(results: FrontendResults, before: Pick<FrontendResults, "sizes"> | null): string {
  const rows = [...results.sizes.routes].sort((a, b) => b.js.gzip - a.js.gzip);
  const old = (path: string) => before?.sizes.routes.find((r) => r.path === path);
  const change = (now: string, was: string | undefined) =>
    was === undefined || was === now ? now : `${was} → **${now}**`;
  const cell = (now: number, was: number | undefined) =>
    change(kB(now), was === undefined ? undefined : kB(was));
  return [
    "| Route | JS files | JS kB gzip | CSS kB gzip | Deferred JS kB gzip |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows.map((r) => {
      const o = old(r.path);
      return `| \`${r.path}\` | ${change(String(r.js.files), o && String(o.js.files))} | ${cell(r.js.gzip, o?.js.gzip)} | ${cell(r.css.gzip, o?.css.gzip)} | ${kB(r.deferredJsGzip)} |`;
    }),
  ].join("\n");
}

/** The host's speed as Lighthouse measured it, against the range its CPU slowdown default is meant for. */
function hostSpeedLine(results: FrontendResults): string {
  const indexes = results.lighthouse.flatMap((page) => page.benchmarkIndexes ?? []);
  if (indexes.length === 0) return "";
  const range = [Math.min(...indexes), Math.max(...indexes)].map((n) => Math.round(n).toLocaleString("en"));
  return `Lighthouse's \`benchmarkIndex\` of this machine over these runs: ${range[0]}–${range[1]}. Its throttling
guide expects 1,500–2,000 from a high-end desktop, the host its 4× default is meant for, and advises a higher
multiplier on a faster host (\`--cpu-slowdown\`, see the README).`;
}

function beforeLine(results: FrontendResults, baseline: FrontendResults | null): string {
  if (results.compared)
    return `"Before" values (a → **b**) were measured in this same run (\`--compare\`): ${results.compared.label}. Each build had its own demo server; Lighthouse took turns between them page by page, and each round reversed which went first.`;
  if (baseline)
    return `"Before" values (a → **b**) come from \`bench-frontend/baseline.json\`: ${baseline.label}, measured ${baseline.environment.date}, not in this run.`;
  return "No baseline (`bench-frontend/baseline.json`) to compare with.";
}

/** `baseline` (a saved run) gives the "before" columns unless the results compared another build themselves. */
export function renderReport(
  results: FrontendResults,
  baseline: FrontendResults | null,
  notesPath: string,
): string {
  const before = results.compared ?? baseline;
  const env = results.environment;
  const home = results.sizes.routes.find((r) => r.path === "/");
  const homeBefore = before?.sizes.routes.find((r) => r.path === "/");
  const budgetLine = home
    ? `Home initial JS: **${kB(home.js.gzip)} kB** gzipped${homeBefore ? ` (before: ${kB(homeBefore.js.gzip)} kB)` : ""}, budget ${HOME_JS_BUDGET_KB} kB: ${results.budgetProblems.length === 0 ? "**within budget**" : `**FAILED** (${results.budgetProblems.join("; ")})`}.`
    : "No home route found.";
  return `# Front-end benchmark: first-visit sizes and Lighthouse

Written by \`pnpm bench\` (package \`@chamak/bench-frontend\`, see its README) on ${env.date}, commit
\`${env.commit}\`. Node ${env.node}, ${env.chromium}, Lighthouse ${env.lighthouse}, ${env.cpus} CPUs shared
(load average at start ${env.loadAtStart.map((n) => n.toFixed(2)).join(" ")}${env.loadAtEnd ? `, at end ${env.loadAtEnd.map((n) => n.toFixed(2)).join(" ")}` : ""}). ${beforeLine(results, baseline)}

## Initial JavaScript per route (first visit)

What a first visit to each route downloads, from Vite's build manifest: the entry chunk (index.html's
script) and its static imports, plus the route's lazy component chunk and its static imports, each file
once; CSS likewise. Gzip level 9, 1 kB = 1000 bytes. "Deferred" is JS the route's chunks import dynamically
(loaded later, e.g. the home page's below-the-fold sections when they scroll into view).

${budgetLine}

Entry alone: ${kB(results.sizes.entry.jsGzip)} kB JS + ${kB(results.sizes.entry.cssGzip)} kB CSS gzipped.

${sizeTable(results, before)}

## Lighthouse (mobile: emulated Moto G Power, simulated slow 4G, ${env.cpuSlowdown ?? 4}× CPU slowdown)

The real product: apps/server's demo (embedded PGlite, demo data) serving the built site, each page in a
fresh headless Chromium; ${env.runsPerPage} run(s) per page, median shown (metrics and audits from the run
with the median performance score). Target 90+; ✗ marks a score below it.
${hostSpeedLine(results)}

${lighthouseTable(results.lighthouse, before?.lighthouse)}

Audits below 0.9 in the median run:

${failingAudits(results.lighthouse)}
${
  results.projection
    ? `
### Projection: the same build served compressed

Not the product as it runs today: the same server behind a local proxy that brotli-compresses text responses
(quality 5), as \`@fastify/compress\` or \`preCompressed: true\` on @fastify/static would (the web build now
writes \`.br\`/\`.gz\` files beside its assets for the latter).

${lighthouseTable(results.projection, results.compared ? null : baseline?.projection)}

Audits below 0.9 in the median run:

${failingAudits(results.projection)}
`
    : ""
}
${readFileSync(notesPath, "utf8").trim()}
`;
}

export function loadBaseline(path: string): FrontendResults | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as FrontendResults;
  } catch {
    return null;
  }
}

export const PACKAGE_DIR = join(import.meta.dirname, "..", "..");
