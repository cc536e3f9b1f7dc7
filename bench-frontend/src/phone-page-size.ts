// `pnpm --filter @chamak/bench-frontend phone-page-size`: the washer's phone page (the console's my-day.html, its
// own small app) must download at most its budget of JS on a first visit; the test command runs it after the
// build, so a change that makes the page heavy fails the run, naming the page, its size and the budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { kB } from "./size/budget";

/** Initial JS (gzipped, 1 kB = 1000 bytes) of the washer's phone page: issue "the site on an ₹8,000 phone". */
export const PHONE_PAGE_JS_BUDGET_KB = 150;

const DIST = join(import.meta.dirname, "..", "..", "apps", "console", "dist");
const html = readFileSync(join(DIST, "my-day.html"), "utf8");
// The entry script and what it preloads: everything the page runs before it can show the day.
const files = [...html.matchAll(/(?:src|href)="\/console\/([^"]+\.js)"/g)].map((match) => match[1] as string);
if (files.length === 0) throw new Error("my-day.html names no script: was the console built?");
const gzip = files.reduce(
  (sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length,
  0,
);
console.log(
  `/console/my-day: ${kB(gzip)} kB JS gzipped in ${files.length} files (budget ${PHONE_PAGE_JS_BUDGET_KB} kB)`,
);
if (gzip > PHONE_PAGE_JS_BUDGET_KB * 1000) {
  console.error(
    `BUDGET: the washer's phone page /console/my-day downloads ${kB(gzip)} kB of JS gzipped, over its ${PHONE_PAGE_JS_BUDGET_KB} kB budget`,
  );
  process.exitCode = 1;
}
