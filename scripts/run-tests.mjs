// Runs every test: unit and database tests (Vitest), then browser journeys (e2e/).
// PGlite by default; with DATABASE_URL every database test gets its own throwaway PostgreSQL database.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";

const env = { ...process.env, TZ: "America/New_York", FORCE_COLOR: process.env.CI ? "0" : "1" };

function run(title, command, args) {
  console.log(`\n› ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log(
  `Database for tests: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}`,
);
// The reliability tests record what they proved under reliability-results/<database>/ (see
// scripts/reliability-report.mjs); start this database's half from nothing, so only this run's passes count.
rmSync(`reliability-results/${process.env.DATABASE_URL ? "postgres" : "pglite"}`, {
  recursive: true,
  force: true,
});
run("building the apps the browser tests open", "pnpm", [
  "turbo",
  "run",
  "build",
  "--filter=@chamak/web",
  "--filter=@chamak/console",
  "--output-logs=errors-only",
]);
// CI runs this twice, on PGlite and then on PostgreSQL; its second run sets CHAMAK_DB_TESTS_ONLY, because the unit
// and component tests (every file not named *.db.test.ts) never open the database and gave their answer already.
if (process.env.CHAMAK_DB_TESTS_ONLY)
  run("database and HTTP tests", "pnpm", ["vitest", "run", ".db.test.ts"]);
else run("unit, database and HTTP tests", "pnpm", ["vitest", "run"]);
// Browser journeys (Playwright, Debian's Chromium); traces, failure screenshots and the report: e2e-results/.
// Journeys tagged @layout check only how pages sit at a width (no writes, nothing a database could change): the
// second run leaves them out too.
const journeyFilter = process.env.CHAMAK_DB_TESTS_ONLY ? ["--grep-invert", "@layout"] : [];
if (existsSync("e2e/playwright.config.ts"))
  run("browser journeys", "pnpm", [
    "exec",
    "playwright",
    "test",
    "--config",
    "e2e/playwright.config.ts",
    ...journeyFilter,
  ]);
