// Runs every test: unit and database tests (Vitest), then browser journeys (e2e/).
// PGlite by default; with DATABASE_URL every database test gets its own throwaway PostgreSQL database.
//
// CI runs this twice (.ci/run), and each pass skips what the other already proved:
// - CHAMAK_DB_TESTS_ONLY (the PostgreSQL pass): only the database tests (*.db.test.ts), because the unit and
//   component tests never open a database and gave their answer in the first pass;
// - CHAMAK_JOURNEYS=smoke (the PGlite pass): only the journeys tagged @smoke (the site and the console open, and a
//   whole booking is made and paid), because the full set runs in the PostgreSQL pass, on production's database.
//   Every server rule a journey touches is also proven on PGlite by the database and HTTP tests.
// Without them (a developer's `./chamak test`) everything runs on the chosen database.
//
// Each pass writes its per-file timings (Vitest's through scripts/vitest-timings-reporter.mjs, Playwright's JSON
// report) to test-results/<database>/;
// `node scripts/test-times.mjs` renders them as docs/test-times.md.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

const database = process.env.DATABASE_URL ? "postgres" : "pglite";
const timingsDir = join("test-results", database);
const env = {
  ...process.env,
  TZ: "America/New_York",
  FORCE_COLOR: process.env.CI ? "0" : "1",
  // Absolute: Playwright would read a relative name from the config's folder (e2e/).
  PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(timingsDir, "journeys.json"),
  CHAMAK_VITEST_TIMINGS: join(timingsDir, "vitest.json"),
};

function run(title, command, args) {
  console.log(`\n› ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log(
  `Database for tests: ${database === "postgres" ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}`,
);
// The reliability tests record what they proved under reliability-results/<database>/ (see
// scripts/reliability-report.mjs); start this database's half from nothing, so only this run's passes count.
rmSync(`reliability-results/${database}`, { recursive: true, force: true });
rmSync(timingsDir, { recursive: true, force: true });
mkdirSync(timingsDir, { recursive: true });
run("building the apps the browser tests open", "pnpm", [
  "turbo",
  "run",
  "build",
  "--filter=@chamak/web",
  "--filter=@chamak/console",
  "--output-logs=errors-only",
]);
// The site just built uses no Mantine component without its stylesheet (apps/web/src/mantine.css).
run("every Mantine class the site uses has its CSS", "pnpm", [
  "--filter",
  "@chamak/bench-frontend",
  "css-check",
]);
// The washer's phone page (the console's my-day.html) stays within its JS budget for a phone on mobile data.
run("the washer's phone page is within its page-weight budget", "pnpm", [
  "--filter",
  "@chamak/bench-frontend",
  "phone-page-size",
]);
const vitestReports = ["--reporter=default", "--reporter=./scripts/vitest-timings-reporter.mjs"];
if (process.env.CHAMAK_DB_TESTS_ONLY)
  run("database and HTTP tests", "pnpm", ["vitest", "run", ".db.test.ts", ...vitestReports]);
else run("unit, database and HTTP tests", "pnpm", ["vitest", "run", ...vitestReports]);
// Browser journeys (Playwright, Debian's Chromium); failure screenshots and the report: e2e-results/.
const smokeOnly = process.env.CHAMAK_JOURNEYS === "smoke";
if (existsSync("e2e/playwright.config.ts"))
  run(smokeOnly ? "browser journeys (the @smoke set)" : "browser journeys", "pnpm", [
    "exec",
    "playwright",
    "test",
    "--config",
    "e2e/playwright.config.ts",
    ...(smokeOnly ? ["--grep", "@smoke"] : []),
  ]);
