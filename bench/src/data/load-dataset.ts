import type pg from "pg";
import { loadBookings } from "./bookings.sql";
import { loadFieldCrew } from "./field-crew.sql";
import type { DataSize, Dataset, TableData } from "./generate";

const CHUNK = 50_000;

/** One multi-row INSERT per chunk: `INSERT ... SELECT * FROM unnest($1::int[], $2::text[], ...)`. */
async function insertTable(client: pg.ClientBase, data: TableData): Promise<void> {
  const names = data.columns.map((c) => `"${c.name}"`).join(", ");
  const casts = data.columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
  const sql = `INSERT INTO "${data.table}" (${names}) SELECT * FROM unnest(${casts})`;
  const rows = data.columns[0]?.values.length ?? 0;
  for (let start = 0; start < rows; start += CHUNK) {
    await client.query(
      sql,
      data.columns.map((c) => c.values.slice(start, start + CHUNK)),
    );
  }
}

/**
 * Search's insert triggers (migration search_documents): per 50,000-row batch they refresh the documents of every
 * centre the batch touches, 48 times over for 25x's prices (more than ten minutes). Off for the load, then the
 * migration's own rebuild once.
 */
const SEARCH_INSERT_TRIGGERS = [
  ["centres", "centres_search_inserted"],
  ["services", "services_search_inserted"],
  ["service_prices", "service_prices_search_inserted"],
] as const;

/** Tables whose ids the booking and field crew generators assign themselves. */
const SQL_GENERATED = ["users", "bookings", "booking_items", "payments", "crew_members"];

/**
 * Loads a generated catalog into an empty, migrated database, then customers, bookings and the doorstep crew with
 * its jobs generated in SQL, moves the id sequences past them and analyses. Returns rows inserted per table by the
 * SQL generators.
 */
export async function loadDataset(
  client: pg.ClientBase,
  dataset: Dataset,
  size: DataSize,
  log: (line: string) => void = () => undefined,
): Promise<Record<string, number>> {
  let counts: Record<string, number> = {};
  await client.query("BEGIN");
  try {
    let started = performance.now();
    for (const [table, trigger] of SEARCH_INSERT_TRIGGERS) {
      await client.query(`ALTER TABLE "${table}" DISABLE TRIGGER "${trigger}"`);
    }
    for (const data of dataset.tables) await insertTable(client, data);
    log(`    catalog: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    // Statistics first: without them the rebuild's per-centre lookups planned the 500,000 services as a few pages.
    await client.query("ANALYZE centres, services, service_prices, service_categories, vehicle_types");
    await client.query("SELECT search_documents_rebuild()");
    for (const [table, trigger] of SEARCH_INSERT_TRIGGERS) {
      await client.query(`ALTER TABLE "${table}" ENABLE TRIGGER "${trigger}"`);
    }
    log(`    search documents: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    counts = await loadBookings(client, size, dataset.lastVendorId, log);
    Object.assign(counts, await loadFieldCrew(client, size, dataset.lastVendorId, log));
    const withIds = new Set([
      ...dataset.tables.filter((t) => t.columns.some((c) => c.name === "id")).map((t) => t.table),
      ...SQL_GENERATED,
    ]);
    for (const table of withIds) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM "${table}"), false)`,
      );
    }
    await client.query("COMMIT");
    started = performance.now();
    await client.query("VACUUM ANALYZE");
    log(`    vacuum analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
  return counts;
}
