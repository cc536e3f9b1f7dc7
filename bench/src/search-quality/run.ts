/**
 * Search quality: every query of cases.ts through the real search (catalog.search's service, its parser and
 * SQL) on a freshly seeded demo database (PGlite, or PostgreSQL with DATABASE_URL), judged against the seeded
 * rows read with plain Prisma. Writes bench-results/search-quality.md.
 *
 *   pnpm --filter @chamak/bench search-quality [-- --out path.md]
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { ensureGazetteer } from "@chamak/api";
import { searchCentres } from "@chamak/api/search-service";
import { type SearchOutput, type SearchResult, searchInput, VEHICLE_TYPES } from "@chamak/contracts";
import { type Db, seedDemoData } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { QUALITY_CASES, type QualityCase, type Where } from "./cases";
import { renderQualityReport } from "./report";

/** What the seed made of each approved centre, for judging answers without the search's own code. */
export interface CentreFacts {
  name: string;
  city: string;
  zip: string;
  pickDrop: boolean;
  doorstep: boolean;
  services: Set<string>;
  categories: Set<string>;
  vehicles: Set<string>;
}

async function loadFacts(db: Db): Promise<Map<number, CentreFacts>> {
  const centres = await db.centre.findMany({
    where: { status: "approved" },
    include: {
      services: {
        where: { deletedAt: null },
        include: { category: true, prices: { include: { vehicleType: true } } },
      },
    },
  });
  return new Map(
    centres.map((c) => [
      c.id,
      {
        name: c.name,
        city: c.city,
        zip: c.zip,
        pickDrop: c.offersPickDrop,
        doorstep: c.offersDoorstep,
        services: new Set(c.services.map((s) => s.subCategoryName)),
        categories: new Set(c.services.map((s) => s.category.slug)),
        vehicles: new Set(c.services.flatMap((s) => s.prices.map((p) => p.vehicleType.slug))),
      },
    ]),
  );
}

const CAR_KINDS = new Set<string>(VEHICLE_TYPES.filter((v) => v.group === "car").map((v) => v.slug));

export function satisfies(facts: CentreFacts | undefined, where: Where): boolean {
  if (!facts) return false;
  if (where.city && facts.city !== where.city) return false;
  if (where.service && !facts.services.has(where.service)) return false;
  if (where.category && !facts.categories.has(where.category)) return false;
  if (where.zip && facts.zip !== where.zip) return false;
  if (where.pickDrop && !facts.pickDrop) return false;
  if (where.doorstep && !facts.doorstep) return false;
  if (where.vehicle) {
    const wanted = where.vehicle === "car" ? CAR_KINDS : new Set([where.vehicle]);
    if (![...facts.vehicles].some((slug) => wanted.has(slug))) return false;
  }
  return true;
}

export interface CaseResult {
  case: QualityCase;
  /** What the page shows first: the items, or when none match everything, the alternatives. */
  shown: SearchResult[];
  match: SearchOutput["match"];
  didYouMean: string | null;
  /** The corrected query the items are for, when nothing matched the query as typed. */
  correctedQuery: string | null;
  understood: SearchOutput["understood"];
  top1: boolean;
  top5: boolean;
  /** Of the first five shown, how many satisfy `where` (cases with `where` only). */
  precision5: number | null;
  ms: number;
}

function judge(c: QualityCase, shown: SearchResult[], facts: Map<number, CentreFacts>) {
  const first5 = shown.slice(0, 5);
  const ok = (item: SearchResult) =>
    (!c.top || item.name === c.top) && (!c.where || satisfies(facts.get(item.id), c.where));
  const topOk = (item: SearchResult | undefined) => item !== undefined && ok(item);
  const precision5 =
    c.where && first5.length > 0
      ? first5.filter((item) => satisfies(facts.get(item.id), c.where ?? {})).length / first5.length
      : c.where
        ? 0
        : null;
  return { top1: topOk(shown[0]), top5: first5.some(ok), precision5 };
}

async function main() {
  const outIndex = process.argv.indexOf("--out");
  const out = resolve(
    import.meta.dirname,
    "../../..",
    outIndex > 0 ? (process.argv[outIndex + 1] ?? "") : "bench-results/search-quality.md",
  );
  const started = Date.now();
  const kind = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  const { db, close } = await createTestDb();
  try {
    const summary = await seedDemoData(db);
    await ensureGazetteer(db);
    const seededMs = Date.now() - started;
    const facts = await loadFacts(db);
    const results: CaseResult[] = [];
    for (const c of QUALITY_CASES) {
      const input = searchInput.parse({ q: c.q, ...(c.near ?? {}), pageSize: 12 });
      const t0 = performance.now();
      const answer = await searchCentres(db, input);
      const ms = performance.now() - t0;
      const shown = answer.items.length > 0 ? answer.items : answer.alternatives;
      results.push({
        case: c,
        shown,
        match: answer.match,
        didYouMean: answer.didYouMean,
        correctedQuery: answer.correctedQuery,
        understood: answer.understood,
        ms,
        ...judge(c, shown, facts),
      });
    }
    const report = renderQualityReport(results, {
      database: kind,
      seeded: summary,
      seededMs,
      commit: process.env.GIT_COMMIT ?? null,
      at: new Date(),
    });
    writeFileSync(out, report);
    const share = (n: number) => `${((100 * n) / results.length).toFixed(1)}%`;
    console.log(
      `${results.length} queries: top-1 ${share(results.filter((r) => r.top1).length)}, ` +
        `top-5 ${share(results.filter((r) => r.top5).length)}, ` +
        `nothing shown ${share(results.filter((r) => r.shown.length === 0).length)}. Written to ${out}`,
    );
    for (const r of results.filter((r) => !r.top5)) {
      console.log(
        `  miss: ${r.case.q} -> ${
          r.shown
            .slice(0, 3)
            .map((s) => s.name)
            .join(" | ") || "(nothing)"
        }`,
      );
    }
  } finally {
    await close();
  }
}

await main();
