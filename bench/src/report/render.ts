// `tsx src/report/render.ts bench-results/raw/<name>-<date>.json [more.json ...]`: writes the markdown and
// SVG again from raw results (after a change to the report code), or merges runs of different sizes into
// one report (sizes in the order given; environment and load settings from the first file).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { type BenchResults, reportName, writeReport } from "./write-report";

const files = process.argv.slice(2).filter((arg) => arg !== "--");
if (files.length === 0) throw new Error("usage: tsx src/report/render.ts <raw.json> [more.json ...]");
const runs = files.map((file) => JSON.parse(readFileSync(file, "utf8")) as BenchResults);
const [first] = runs;
if (!first) throw new Error("no results");
const sizes = runs.flatMap((run) => run.sizes);
const merged: BenchResults = { ...first, name: reportName(sizes.map((s) => s.scale)), sizes };
const written = writeReport(merged, resolve(import.meta.dirname, "..", "..", "..", "bench-results"));
console.log(`Wrote ${written.markdown}, ${written.svg} and ${written.raw}`);
