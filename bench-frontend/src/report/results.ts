import type { PageResult } from "../lighthouse/run-pages";
import type { SizeReport } from "../size/route-sizes";

export interface Environment {
  date: string;
  commit: string;
  node: string;
  chromium: string;
  lighthouse: string;
  cpus: number;
  loadAtStart: number[];
  /** Load average when the last Lighthouse run ended (absent in older results). */
  loadAtEnd?: number[];
  runsPerPage: number;
  /** Lighthouse's CPU slowdown multiplier (absent in older results: the default, 4). */
  cpuSlowdown?: number;
}

/** One bench run; `bench-frontend/baseline.json` holds one of these for the "before" columns. */
export interface FrontendResults {
  label: string;
  environment: Environment;
  sizes: SizeReport;
  budgetProblems: string[];
  lighthouse: PageResult[];
  /** The same pages through a compressing proxy (what-if), when measured. */
  projection: PageResult[] | null;
  /** Another build measured in the same run (`--compare`): the report's "before" columns, then. */
  compared?: Pick<FrontendResults, "label" | "sizes" | "lighthouse">;
}
