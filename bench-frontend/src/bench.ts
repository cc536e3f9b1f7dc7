// `pnpm bench` (this package): per-route first-visit sizes of the built customer site with the home page's
// JS budget, then Lighthouse on home, listing and a centre page of the real product (demo server, embedded
// PGlite; with --projection also through a compressing proxy). Writes bench-results/frontend.md (+ raw
// Lighthouse JSON/HTML under bench-results/raw/). Exits 1 when a size budget is broken. The package script builds apps/web first.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { startCompressingProxy } from "./lighthouse/compressing-proxy";
import { approvedCentreId, startDemoServer } from "./lighthouse/demo-server";
import { CHROME_PATH } from "./lighthouse/run-lighthouse";
import { type Page, runPages, type Target } from "./lighthouse/run-pages";
import type { FrontendResults } from "./report/results";
import { loadBaseline, PACKAGE_DIR, renderReport } from "./report/write-report";
import { checkBudgets, kB } from "./size/budget";
import { missingMantineClasses } from "./size/mantine-coverage";
import { measureRoutes } from "./size/route-sizes";

const REPO_ROOT = join(PACKAGE_DIR, "..");
const WEB_DIR = join(REPO_ROOT, "apps", "web");
const OUT_DIR = join(REPO_ROOT, "bench-results");
const BASELINE_PATH = join(PACKAGE_DIR, "baseline.json");

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    // Lighthouse's CPU slowdown (its mobile default is 4), to calibrate for a host faster or slower than it expects.
    "cpu-slowdown": { type: "string", default: "4" },
    // Measure another build of apps/web (e.g. an older commit's, built with the manifest on).
    "web-dist": { type: "string" },
    label: { type: "string", default: "this commit" },
    // Another build of apps/web (with the manifest on) measured in the same run, alternating with this one:
    // the report's "before" columns then come from this run instead of baseline.json.
    compare: { type: "string" },
    "compare-label": { type: "string" },
    "save-baseline": { type: "boolean", default: false },
    // The old "served compressed" projection; the server sends precompressed files now, so it is off by default.
    projection: { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    // Only render bench-results/frontend.md again from the last run's raw/frontend.json (e.g. after editing notes.md).
    "render-only": { type: "boolean", default: false },
  },
});

if (args["render-only"]) {
  const last = JSON.parse(readFileSync(join(OUT_DIR, "raw", "frontend.json"), "utf8")) as FrontendResults;
  const report = renderReport(last, loadBaseline(BASELINE_PATH), join(PACKAGE_DIR, "notes.md"));
  writeFileSync(join(OUT_DIR, "frontend.md"), report);
  console.log(`Rendered ${join(OUT_DIR, "frontend.md")} from the last run`);
  process.exit(0);
}
const runs = Math.max(1, Number.parseInt(args.runs ?? "3", 10) || 1);
const cpuSlowdown = Number(args["cpu-slowdown"]);
if (!(cpuSlowdown >= 1))
  throw new Error(`--cpu-slowdown must be a number ≥ 1, got "${args["cpu-slowdown"]}"`);
const webDist = resolve(args["web-dist"] ?? join(WEB_DIR, "dist"));
const compareDist = args.compare ? resolve(args.compare) : null;
if (compareDist && args["save-baseline"]) throw new Error("--compare and --save-baseline do not go together");

function version(run: () => string): string {
  try {
    return run().trim();
  } catch {
    return "unknown";
  }
}

const git = (...gitArgs: string[]) =>
  version(() => execFileSync("git", ["-C", REPO_ROOT, ...gitArgs], { encoding: "utf8" }));

const environment = {
  date: new Date().toISOString(),
  commit: `${git("rev-parse", "--short", "HEAD")}${
    // Shows when the measured site is not exactly the commit named.
    git("status", "--porcelain", "--", "apps/web") ? " (with uncommitted changes in apps/web)" : ""
  }`,
  node: process.version,
  chromium: version(() =>
    execFileSync(CHROME_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
  ),
  lighthouse: version(
    () => (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version,
  ),
  cpus: cpus().length,
  loadAtStart: loadavg(),
  runsPerPage: runs,
  cpuSlowdown,
};

console.log(`Sizes of ${webDist}`);
const sizes = measureRoutes(WEB_DIR, webDist);
const missing = args["web-dist"] ? [] : missingMantineClasses(WEB_DIR, webDist);
const budgetProblems = [
  ...checkBudgets(sizes),
  ...(missing.length > 0
    ? [`Mantine classes without their CSS (add to apps/web/src/mantine.css): ${missing.join(", ")}`]
    : []),
];
const compared: FrontendResults["compared"] = compareDist
  ? {
      label: args["compare-label"] ?? `the build in ${compareDist}`,
      sizes: measureRoutes(WEB_DIR, compareDist),
      lighthouse: [],
    }
  : undefined;
const home = sizes.routes.find((route) => route.path === "/");
console.log(`  home initial JS ${home ? kB(home.js.gzip) : "?"} kB gzipped`);
for (const problem of budgetProblems) console.error(`BUDGET: ${problem}`);

let lighthouse: FrontendResults["lighthouse"] = [];
let projection: FrontendResults["projection"] = null;
const rawDir = join(OUT_DIR, "raw");
mkdirSync(rawDir, { recursive: true });
if (!args["no-lighthouse"]) {
  const slug = args["save-baseline"] ? "baseline" : "current";
  const server = await startDemoServer({ webDist });
  const compareServer = compareDist ? await startDemoServer({ webDist: compareDist }) : null;
  try {
    const centreId = await approvedCentreId(server.baseUrl);
    if (compareServer && (await approvedCentreId(compareServer.baseUrl)) !== centreId)
      throw new Error("the two demo servers seeded different centres");
    const pages: Page[] = [
      { name: "home", path: "/" },
      { name: "listing", path: "/car-wash-shopping" },
      { name: "centre", path: `/car-wash-details/${centreId}` },
    ];
    const targets: Target[] = [
      { baseUrl: server.baseUrl, label: slug },
      ...(compareServer ? [{ baseUrl: compareServer.baseUrl, label: "compared" }] : []),
    ];
    console.log(`Lighthouse against ${targets.map((t) => t.baseUrl).join(" and ")}, ${runs} run(s) per page`);
    const [current, other] = await runPages(targets, pages, runs, rawDir, { cpuSlowdown });
    lighthouse = current ?? [];
    if (compared) compared.lighthouse = other ?? [];
    if (args.projection) {
      const proxy = await startCompressingProxy(server.baseUrl);
      try {
        const [compressed] = await runPages(
          [{ baseUrl: proxy.baseUrl, label: `${slug}-compressed` }],
          pages,
          runs,
          rawDir,
          { cpuSlowdown },
        );
        projection = compressed ?? null;
      } finally {
        await proxy.close();
      }
    }
  } finally {
    await server.stop();
    await compareServer?.stop();
  }
}

const results: FrontendResults = {
  label: args.label ?? "this commit",
  environment: { ...environment, loadAtEnd: loadavg() },
  sizes,
  budgetProblems,
  lighthouse,
  projection,
  ...(compared ? { compared } : {}),
};
if (args["save-baseline"]) {
  writeFileSync(BASELINE_PATH, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Wrote ${BASELINE_PATH}`);
} else {
  writeFileSync(join(rawDir, "frontend.json"), JSON.stringify(results, null, 2));
  const report = renderReport(results, loadBaseline(BASELINE_PATH), join(PACKAGE_DIR, "notes.md"));
  writeFileSync(join(OUT_DIR, "frontend.md"), report);
  console.log(`Wrote ${join(OUT_DIR, "frontend.md")}`);
}
process.exitCode = budgetProblems.length > 0 ? 1 : 0;
