import { migrateDeploy } from "@chamak/db";
import pg from "pg";
import { type DataSize, type Dataset, generateDataset } from "./generate";
import { loadDataset } from "./load-dataset";

export interface BenchDatabase {
  url: string;
  dataset: Dataset;
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
export async function createBenchDatabase(serverUrl: string, size: DataSize): Promise<BenchDatabase> {
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
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await loadDataset(client, dataset);
    } finally {
      await client.end();
    }
    return { url: url.toString(), dataset, seedSeconds: (performance.now() - started) / 1000, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
