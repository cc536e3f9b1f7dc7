import { join } from "node:path";
import { CATEGORIES, type Category, type PageRun, runLighthouse } from "./run-lighthouse";

export interface Page {
  name: string;
  path: string;
}

export interface PageResult extends Page {
  runs: number;
  /** Median of each category over the runs. */
  scores: Record<Category, number>;
  /** Every run's scores, in order. */
  allScores: Record<Category, number>[];
  /** The run with the median performance score (its metrics and failing audits). */
  median: PageRun;
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): try again. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  retrying after: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

export async function runPages(
  baseUrl: string,
  pages: Page[],
  runs: number,
  rawDir: string,
  label: string,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const page of pages) {
    const pageRuns: PageRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const started = Date.now();
      const result = await withRetries(() =>
        runLighthouse(`${baseUrl}${page.path}`, join(rawDir, `lighthouse-${label}-${page.name}-${run}`)),
      );
      pageRuns.push(result);
      const scores = CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join(", ");
      console.log(
        `  ${label} ${page.name} run ${run}: ${scores} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, median(pageRuns.map((run) => run.scores[id]))]),
    ) as Record<Category, number>;
    const byPerformance = [...pageRuns].sort((a, b) => a.scores.performance - b.scores.performance);
    const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)] as PageRun;
    results.push({ ...page, runs, scores, allScores: pageRuns.map((run) => run.scores), median: medianRun });
  }
  return results;
}
