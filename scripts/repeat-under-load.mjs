// Runs test files again and again with CPU-busy processes beside them, to catch a test that passes alone and fails
// on a loaded machine (CI's). Each round is a run of the file as CI makes it: a Vitest run, or a Playwright run
// whose worker starts its own server on a fresh database (the app's limits, such as 60 photo uploads per account in
// ten minutes, and the demo data a journey spends are per server and database, as in CI; twenty rounds on one server
// would hit them). Prints each file's passes out of its runs and exits 1 if any run failed. DATABASE_URL puts the
// database tests and the journeys' servers on PostgreSQL, as in CI's second pass.
//
//   node scripts/repeat-under-load.mjs                     the test files changed since --base (default HEAD)
//   node scripts/repeat-under-load.mjs --known             the files that have failed in CI before (below)
//   node scripts/repeat-under-load.mjs --runs 5 --busy 2 --base HEAD~3 e2e/journey.e2e.test.ts ...
//
// Before a change is submitted: run each test file it touched (the default) with the machine busy.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

/** Files that failed in CI before and passed alone: each must pass every run here. */
const KNOWN_FLAKY = [
  // Stop 41: read the newest message, not the newest hand-over code (fixed 37d3db8).
  "e2e/job-card.e2e.test.ts",
  // Stop 42: pressed SEARCH before the home page was hydrated (fixed 1dacb59).
  "e2e/journey.e2e.test.ts",
  // Stop 39: signed out and went on before the logout call returned (fixed 11900a6).
  "e2e/console.e2e.test.ts",
  // Stops 37 and 40 (PostgreSQL): the refund count of a node killed mid-batch; bookings racing for one bay.
  "apps/server/src/multinode/multinode.db.test.ts",
  // Stop 34 (PostgreSQL): a 500 instead of a 503 after the database came back, under the whole suite's load.
  "apps/server/test/reliability/database-restart.db.test.ts",
  // Seen once each under repeat-under-load at 12-20 rounds: the Razorpay stand-in "not answering" within 10 s.
  "packages/api/test/security/hostile-admin.db.test.ts",
  "packages/api/test/security/hostile-vendor.db.test.ts",
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "20" },
    busy: { type: "string", default: "2" },
    base: { type: "string", default: "HEAD" },
    known: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const busy = Number(values.busy);
const isTestFile = (file) => /\.test\.tsx?$/.test(file) && existsSync(file);

function changedTestFiles(base) {
  const git = (...args) => spawnSync("git", args, { encoding: "utf8" }).stdout.split("\n");
  return [...git("diff", "--name-only", base), ...git("ls-files", "--others", "--exclude-standard")].filter(
    isTestFile,
  );
}

const files = [
  ...new Set(
    positionals.length > 0 ? positionals : values.known ? KNOWN_FLAKY : changedTestFiles(values.base),
  ),
].filter(isTestFile);
if (files.length === 0) {
  console.log("No test files to run (name them, or use --known, or --base <ref>).");
  process.exit(0);
}

/** Processes that keep a core each busy until stopped: the load a shared CI machine adds. */
const hogs = Array.from({ length: busy }, () =>
  spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
);
const stopHogs = () => {
  for (const hog of hogs) hog.kill("SIGKILL");
};
process.on("exit", stopHogs);
process.on("SIGINT", () => process.exit(130));

const env = { ...process.env, CI: "true", TZ: "America/New_York", FORCE_COLOR: "0" };

/** Runs a command, its output kept for a failure's report; resolves with its exit code and output. */
function run(command, args, runEnv) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: runEnv, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** A journey round: a Playwright run of the file, whose worker starts its own server on a new database. */
function journeyRound(file) {
  const args = [
    "exec",
    "playwright",
    "test",
    "--config",
    "e2e/playwright.config.ts",
    "--reporter",
    "line",
    file,
  ];
  return run("pnpm", args, env);
}

/**
 * Whether any test ran and passed: a file whose tests were all skipped (the PostgreSQL-only ones without
 * DATABASE_URL) exits 0 having proved nothing, and is not a pass. Both reporters print "N passed".
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes Vitest prints even with FORCE_COLOR=0
const anyPassed = (output) => /\b\d+ passed\b/.test(output.replace(/\x1b\[[0-9;]*m/g, ""));

const results = [];
for (const file of files) {
  const started = Date.now();
  let passed = 0;
  let failure = "";
  const journey = file.endsWith(".e2e.test.ts");
  for (let round = 1; round <= runs; round++) {
    const { code, output } = journey
      ? await journeyRound(file)
      : await run("pnpm", ["vitest", "run", file], env);
    const skipped = code === 0 && !anyPassed(output);
    if (code === 0 && !skipped) passed += 1;
    else if (skipped) failure ||= "every test was skipped (a PostgreSQL-only file needs DATABASE_URL)";
    else failure ||= output.slice(-4000);
    process.stdout.write(skipped ? "S" : code === 0 ? "." : "F");
  }
  process.stdout.write("\n");
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ file, passed, seconds });
  console.log(`${file}: ${passed} of ${runs} passed (${seconds} s, ${busy} busy processes beside it)`);
  if (failure) console.log(`--- last failure of ${file} ---\n${failure}\n---`);
}
stopHogs();

console.log(
  `\n${runs} rounds each; a round passes when every test of the file passed in it (S: all skipped).`,
);
console.log("| file | passed | of | time (s) |\n| --- | ---: | ---: | ---: |");
for (const { file, passed, seconds } of results)
  console.log(`| ${file} | ${passed} | ${runs} | ${seconds} |`);
process.exit(runs > 0 && results.every((result) => result.passed === runs) ? 0 : 1);
