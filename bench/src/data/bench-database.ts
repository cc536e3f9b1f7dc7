import { migrateDeploy } from "@chamak/db";
import pg from "pg";
import { type DoorstepOffer, loadDoorstepOffers } from "./doorstep-targets";
import { loadGazetteer } from "./gazetteer";
import { type DataSize, type Dataset, generateDataset } from "./generate";
import { loadDataset } from "./load-dataset";
import { type BookableOffer, loadBookableOffers } from "./targets";

export interface BenchDatabase {
  url: string;
  dataset: Dataset;
  /** One bookable offer per approved centre (availability and booking load). */
  offers: BookableOffer[];
  /** One doorstep offer per approved doorstep centre with washers, with addresses inside its reach. */
  doorstep: DoorstepOffer[];
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
 * A database `seed --keep` loaded before, as the benchmark's: its rows counted, its approved centres and bookable
 * offers read; `drop` leaves it. Seed seconds are 0 (not measured here).
 */
export async function openBenchDatabase(url: string): Promise<BenchDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of [
      "centres",
      "services",
      "service_prices",
      "users",
      "bookings",
      "bay_reservations",
      "crew_members",
      "crew_holds",
      "places",
    ]) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
      counts[table] = rows[0]?.n ?? 0;
    }
    const { rows } = await client.query<{ id: number }>(
      "SELECT id FROM centres WHERE status = 'approved' ORDER BY id",
    );
    const offers = await loadBookableOffers(client);
    const doorstep = await loadDoorstepOffers(client, offers);
    const dataset: Dataset = {
      tables: [],
      approvedCentreIds: rows.map((r) => r.id),
      lastVendorId: 0,
      counts,
    };
    return { url, dataset, offers, doorstep, seedSeconds: 0, drop: async () => {} };
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
    const places = await loadGazetteer(url.toString());
    log(`    gazetteer: ${places} places in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const generating = performance.now();
    const dataset = generateDataset(size);
    log(`    catalog generated in JS: ${((performance.now() - generating) / 1000).toFixed(1)} s`);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    let offers: BookableOffer[];
    let doorstep: DoorstepOffer[];
    try {
      const counts = await loadDataset(client, dataset, size, log);
      for (const [table, rows] of Object.entries(counts)) dataset.counts[table] = rows;
      dataset.counts.places = places;
      offers = await loadBookableOffers(client);
      doorstep = await loadDoorstepOffers(client, offers);
    } finally {
      await client.end();
    }
    return {
      url: url.toString(),
      dataset,
      offers,
      doorstep,
      seedSeconds: (performance.now() - started) / 1000,
      drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
