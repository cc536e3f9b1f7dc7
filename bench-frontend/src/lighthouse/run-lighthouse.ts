// Lighthouse (mobile defaults: emulated Moto G Power, simulated slow 4G and the CPU slowdown it is
// given) on Debian's Chromium through chrome-launcher, one fresh browser per run so no cache carries over.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Without the background-networking flags Chromium floods the closed network with refused connections.
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Finding {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

export interface PageRun {
  scores: Record<Category, number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits that count towards a category and did not pass, worst first. */
  failing: Finding[];
  transferKb: number;
  /** Lighthouse's measure of the host's CPU speed; its docs expect 1500-2000 on a high-end desktop. */
  benchmarkIndex: number;
  /** The CPU slowdown the simulation applied. */
  cpuSlowdown: number;
}

export interface LighthouseOptions {
  /** Lighthouse's `throttling.cpuSlowdownMultiplier`; its mobile default is 4. */
  cpuSlowdown: number;
}

export async function runLighthouse(
  url: string,
  rawPath: string,
  options: LighthouseOptions,
): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ["json", "html"],
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      throttling: { cpuSlowdownMultiplier: options.cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const [json, html] = result.report as string[];
    mkdirSync(join(rawPath, ".."), { recursive: true });
    writeFileSync(`${rawPath}.json`, json ?? "");
    writeFileSync(`${rawPath}.html`, html ?? "");

    const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const counted = new Set(
      CATEGORIES.flatMap(
        (id) => lhr.categories[id]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [],
      ),
    );
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          (counted.has(audit.id) || audit.details?.type === "opportunity") &&
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== "informative" &&
          audit.scoreDisplayMode !== "notApplicable" &&
          audit.scoreDisplayMode !== "manual",
      )
      .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      }));
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      metrics: {
        fcpMs: numeric("first-contentful-paint"),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        speedIndexMs: numeric("speed-index"),
      },
      failing,
      transferKb: numeric("total-byte-weight") / 1000,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  } finally {
    await chrome.kill();
  }
}
