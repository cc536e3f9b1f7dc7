import { join } from "node:path";
import {
  CATEGORIES,
  type Category,
  type LighthouseOptions,
  type PageRun,
  runLighthouse,
} from "./run-lighthouse";

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
  /** Every run's benchmarkIndex (Lighthouse's measure of the host's CPU speed), in order; absent in older results. */
  benchmarkIndexes?: number[];
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

/** A build being measured: where it is served and the name its raw reports get. */
export interface Target {
  baseUrl: string;
  label: string;
}

function summarise(page: Page, pageRuns: PageRun[]): PageResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(pageRuns.map((run) => run.scores[id]))]),
  ) as Record<Category, number>;
  const byPerformance = [...pageRuns].sort((a, b) => a.scores.performance - b.scores.performance);
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)] as PageRun;
  return {
    ...page,
    runs: pageRuns.length,
    scores,
    allScores: pageRuns.map((run) => run.scores),
    benchmarkIndexes: pageRuns.map((run) => run.benchmarkIndex),
    median: medianRun,
  };
}

/**
 * Lighthouse `runs` times on every page of every target; one result list per target, in the targets' order.
 * Round by round, page by page, the targets take turns, and each round reverses who goes first, so a drift in
 * the machine's speed during the run falls on every target alike.
 */
export async function runPages(
  targets: Target[],
  pages: Page[],
  runs: number,
  rawDir: string,
  options: LighthouseOptions,
): Promise<PageResult[][]> {
  const collected = targets.map(() => pages.map((): PageRun[] => []));
  for (let run = 1; run <= runs; run += 1) {
    const order = run % 2 === 1 ? [...targets.keys()] : [...targets.keys()].reverse();
    for (const [p, page] of pages.entries()) {
      for (const t of order) {
        const target = targets[t] as Target;
        const started = Date.now();
        const result = await withRetries(() =>
          runLighthouse(
            `${target.baseUrl}${page.path}`,
            join(rawDir, `lighthouse-${target.label}-${page.name}-${run}`),
            options,
          ),
        );
        collected[t]?.[p]?.push(result);
        const scores = CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join(", ");
        console.log(
          `  ${target.label} ${page.name} run ${run}: ${scores} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
  }
  return collected.map((perPage) => perPage.map((pageRuns, p) => summarise(pages[p] as Page, pageRuns)));
}
