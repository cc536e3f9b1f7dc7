// How much of each database query outlives the young generation: one query shape run at a fixed rate through
// each layer the stack uses (plain pg, pg with its per-query read timeout, Prisma's client with and without a
// deadline, and the pool beside Prisma), each in its own Node process started with production's flags and V8's
// --trace-gc-nvp, reporting its scavenges: how often, how long, and how much they promoted. What a scavenge
// costs is what survives it, so a layer that keeps its queries' objects alive past the next scavenge shows here
// as promoted bytes per query. findings.md says what it found.
// `pnpm --filter @chamak/bench gc-survival [-- --rate 300 --seconds 20 --flags=--no-allocation-site-pretenuring]`
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createDb, poolQueryOf } from "@chamak/db";
import pg from "pg";
import { NODE_FLAGS } from "../servers/start-server";

const VARIANTS = {
  pg: "pg Pool, no read timeout",
  "pg-read-timeout": "pg Pool with query_timeout 30 s",
  prisma: "Prisma client as createDb opens it (query deadline 30 s, query-deadline.ts)",
  "prisma-no-read-timeout": "Prisma client, createDb with queryTimeoutMs 0",
  direct: "the pool beside Prisma as createDb opens it (direct-query.ts, as the catalog's reads use it)",
} as const;
type Variant = keyof typeof VARIANTS;

const SQL = "SELECT $1::int AS n, repeat('x', 2000) AS pad, now() AS at";
const START = "measuring";

const { values } = parseArgs({
  // pnpm passes the "--" before a script's own arguments on to it.
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    child: { type: "string" },
    rate: { type: "string", default: "300" },
    seconds: { type: "string", default: "20" },
    /** More V8 flags for every variant's process, e.g. "--no-allocation-site-pretenuring". */
    flags: { type: "string", default: "" },
    url: {
      type: "string",
      default: process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
  },
});
const rate = Number(values.rate);
const nodeFlags = [...NODE_FLAGS, ...values.flags.split(" ").filter(Boolean)];
const seconds = Number(values.seconds);

/** One query through the variant's layer; the answer is dropped, as a request handler drops it once sent. */
async function openQuery(
  variant: Variant,
  url: string,
): Promise<{ run(i: number): Promise<void>; close(): Promise<void> }> {
  if (variant === "pg" || variant === "pg-read-timeout") {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(variant === "pg-read-timeout" ? { query_timeout: 30_000 } : {}),
    });
    return {
      run: async (i) => void (await pool.query({ text: SQL, values: [i], rowMode: "array" })),
      close: () => pool.end(),
    };
  }
  const handle = await createDb({
    databaseUrl: url,
    pool: 10,
    ...(variant === "prisma-no-read-timeout" ? { queryTimeoutMs: 0 } : {}),
  });
  const direct = variant === "direct" ? poolQueryOf(handle.db) : null;
  if (variant === "direct" && !direct) throw new Error("createDb registers the direct pool on PostgreSQL");
  return {
    run: async (i) => void (await (direct ? direct(SQL, [i]) : handle.db.$queryRawUnsafe(SQL, i))),
    close: () => handle.close(),
  };
}

/** In the child: warm up, print the marker, then start queries at `rate` per second (open loop) for `seconds`. */
async function child(variant: Variant) {
  const query = await openQuery(variant, values.url);
  for (let i = 0; i < 500; i++) await query.run(i);
  console.log(START);
  const started = performance.now();
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * rate);
      while (sent < due) {
        const p = query.run(sent++).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      if (performance.now() - started >= seconds * 1000) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  await Promise.all(inFlight);
  console.log(`sent ${sent}`);
  await query.close();
}

interface Survival {
  scavenges: number;
  meanPauseMs: number;
  maxPauseMs: number;
  promotedKbPerScavenge: number;
  promotedBytesPerQuery: number;
}

const field = (line: string, name: string) =>
  Number(new RegExp(`\\b${name}=([0-9.]+)`).exec(line)?.[1] ?? Number.NaN);

/** Runs one variant in its own process and reads its scavenges (gc=s) after the marker from --trace-gc-nvp. */
async function measure(variant: Variant): Promise<Survival> {
  const self = fileURLToPath(import.meta.url);
  const args = [...nodeFlags, "--trace-gc-nvp", "--import", "tsx", self, "--child", variant];
  args.push("--rate", String(rate), "--seconds", String(seconds), "--url", values.url);
  const proc = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  let text = "";
  proc.stdout.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => proc.once("exit", resolve));
  if (code !== 0) throw new Error(`${variant} exited with ${code}`);
  const lines = text.split("\n");
  const from = lines.indexOf(START);
  const sent = Number(/^sent (\d+)$/m.exec(text)?.[1]);
  const scavenges = lines.slice(from + 1).filter((l) => l.includes(" gc=s "));
  const pauses = scavenges.map((l) => field(l, "pause"));
  const promoted = scavenges.reduce((sum, l) => sum + field(l, "promoted"), 0);
  return {
    scavenges: scavenges.length,
    meanPauseMs: pauses.reduce((a, b) => a + b, 0) / Math.max(1, pauses.length),
    maxPauseMs: Math.max(0, ...pauses),
    promotedKbPerScavenge: promoted / 1024 / Math.max(1, scavenges.length),
    promotedBytesPerQuery: promoted / sent,
  };
}

if (values.child) {
  await child(values.child as Variant);
} else {
  console.log(`${rate} queries/s for ${seconds} s each, Node flags ${nodeFlags.join(" ")}; query: ${SQL}\n`);
  console.log(
    "| Layer | scavenges | mean pause ms | max pause ms | promoted KB per scavenge | promoted bytes per query |",
  );
  console.log(
    "| ----- | --------: | ------------: | -----------: | -----------------------: | -----------------------: |",
  );
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    const s = await measure(variant);
    console.log(
      `| ${VARIANTS[variant]} | ${s.scavenges} | ${s.meanPauseMs.toFixed(1)} | ${s.maxPauseMs.toFixed(1)} | ${s.promotedKbPerScavenge.toFixed(0)} | ${s.promotedBytesPerQuery.toFixed(0)} |`,
    );
  }
}
