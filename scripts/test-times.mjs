// Renders docs/test-times.md: where the test command's time goes, per file, on each database, from what the
// last runs of `./chamak test` recorded under test-results/<database>/ (scripts/run-tests.mjs: Vitest's timings
// through scripts/vitest-timings-reporter.mjs, Playwright's JSON report). Run both passes as CI does first:
//
//   CHAMAK_JOURNEYS=smoke ./chamak test
//   CHAMAK_DB_TESTS_ONLY=1 DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres ./chamak test
//   node scripts/test-times.mjs
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const DATABASES = [
  ["pglite", "PGlite"],
  ["postgres", "PostgreSQL"],
];

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null);

/** Playwright's report, as one row per test file: its tests' durations added up. */
function journeyFiles(report) {
  const files = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const child of suite.suites ?? []) walk(child, here);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const row = files.get(here) ?? { file: `e2e/${here}`, seconds: 0, tests: 0 };
          row.seconds += result.duration / 1000;
          row.tests += 1;
          files.set(here, row);
        }
  };
  for (const suite of report.suites) walk(suite);
  return [...files.values()];
}

const seconds = (value) => (value === undefined ? "" : value.toFixed(1));

function table(title, rowsByDatabase, note) {
  const byFile = new Map();
  for (const [kind] of DATABASES)
    for (const row of rowsByDatabase[kind] ?? []) {
      const entry = byFile.get(row.file) ?? { file: row.file, tests: row.tests };
      entry[kind] = row.seconds;
      byFile.set(row.file, entry);
    }
  const rows = [...byFile.values()].sort(
    (a, b) => (b.pglite ?? 0) + (b.postgres ?? 0) - ((a.pglite ?? 0) + (a.postgres ?? 0)),
  );
  const total = (kind) => rows.reduce((sum, row) => sum + (row[kind] ?? 0), 0);
  return [
    `## ${title}`,
    "",
    note,
    "",
    "| file | tests | PGlite (s) | PostgreSQL (s) |",
    "| --- | ---: | ---: | ---: |",
    ...rows.map(
      (row) => `| ${row.file} | ${row.tests} | ${seconds(row.pglite)} | ${seconds(row.postgres)} |`,
    ),
    `| **all ${rows.length} files** | | **${total("pglite").toFixed(0)}** | **${total("postgres").toFixed(0)}** |`,
    "",
  ];
}

const vitest = {};
const journeys = {};
const walls = [];
for (const [kind, name] of DATABASES) {
  const dir = join(root, "test-results", kind);
  const unit = readJson(join(dir, "vitest.json"));
  const browser = readJson(join(dir, "journeys.json"));
  if (!unit && !browser) {
    console.warn(`test times: nothing recorded for ${name} (${dir}); run the tests on it first`);
    continue;
  }
  if (unit) vitest[kind] = unit;
  if (browser) {
    journeys[kind] = journeyFiles(browser);
    walls.push(
      `- ${name}: the journeys took ${(browser.stats.duration / 1000).toFixed(0)} s from start to end.`,
    );
  }
}

const lines = [
  "# Where the test command's time goes",
  "",
  "Rendered by `node scripts/test-times.mjs` from the last runs of both CI passes on one machine (see the script's",
  "head). A file's time is what it cost one worker: importing it, its setup, its tests and hooks. Vitest runs two",
  "workers, so its wall time is about half the column's total; the journeys run one at a time.",
  "",
  ...walls,
  "",
  ...table(
    "Vitest (unit, component, database, HTTP and reliability tests, and the models)",
    vitest,
    "The PostgreSQL pass runs only the database tests (`*.db.test.ts`).",
  ),
  ...table(
    "Browser journeys (Playwright)",
    journeys,
    "The PGlite pass runs only the `@smoke` journeys; the PostgreSQL pass runs them all.",
  ),
];
const out = join(root, "docs", "test-times.md");
writeFileSync(out, `${lines.join("\n").trimEnd()}\n`);
// Lint checks markdown too: Biome pads the tables' columns, so the committed file is as Biome prints it.
spawnSync("pnpm", ["exec", "biome", "format", "--write", out], { cwd: root, stdio: "inherit" });
console.log("wrote docs/test-times.md");
