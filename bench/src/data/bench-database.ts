import { migrateDeploy } from "@chamak/db";
import pg from "pg";
import { type DataSize, type Dataset, generateDataset } from "./generate";
import { loadDataset } from "./load-dataset";
import { type BookableOffer, loadBookableOffers } from "./targets";

export interface BenchDatabase {
  url: string;
  dataset: Dataset;
  /** One bookable offer per approved centre (availability and booking load). */
  offers: BookableOffer[];
  /** Seconds spent generating and loading the data. */
  seedSeconds: number;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server of `serverUrl` (named chamak_bench_<pid>), migrated with the project's
 * migrations and filled with generated data of `size`. `drop` removes it even while connections remain.
 */
export async function createBenchDatabase(
  serverUrl: string,
  size: DataSize,
  log: (line: string) => void = () => undefined,
): Promise<BenchDatabase> {
  const name = `chamak_bench_${process.pid}`;
  const drop = () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await drop();
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await migrateDeploy({ databaseUrl: url.toString() });
    const started = performance.now();
    const dataset = generateDataset(size);
    log(`    catalog generated in JS: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    let offers: BookableOffer[];
    try {
      const counts = await loadDataset(client, dataset, size, log);
      for (const [table, rows] of Object.entries(counts)) dataset.counts[table] = rows;
      offers = await loadBookableOffers(client);
    } finally {
      await client.end();
    }
    return { url: url.toString(), dataset, offers, seedSeconds: (performance.now() - started) / 1000, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
