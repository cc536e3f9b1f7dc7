// `pnpm --filter @chamak/bench seed -- --scale N [--keep]`: generates and loads one size, prints rows and
// times per step and the integrity checks, then drops the database (unless --keep). For timing 5x/25x loads.
import { parseArgs } from "node:util";
import pg from "pg";
import { createBenchDatabase } from "./data/bench-database";
import { scaledSize } from "./data/generate";
import { checkIntegrity } from "./load/integrity";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { scale: { type: "string", default: "1" }, keep: { type: "boolean", default: false } },
});
const serverUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const size = scaledSize(Number(values.scale));
console.log(`Seeding ${JSON.stringify(size)}`);
const database = await createBenchDatabase(serverUrl, size, console.log);
try {
  console.log(`  ${JSON.stringify(database.dataset.counts)}`);
  console.log(
    `  loaded in ${database.seedSeconds.toFixed(1)} s; ${database.offers.length} bookable offers, ${database.doorstep.length} of them doorstep with ${database.doorstep.reduce((n, o) => n + o.addresses.length, 0)} addresses`,
  );
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    console.log(`  integrity: ${JSON.stringify(await checkIntegrity(client))}`);
  } finally {
    await client.end();
  }
  if (values.keep) console.log(`  kept: ${database.url}`);
} finally {
  if (!values.keep) await database.drop();
}
process.exit(0);
