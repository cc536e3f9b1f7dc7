import type pg from "pg";
import type { Dataset, TableData } from "./generate";

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

/** Loads a generated dataset into an empty, migrated database, then moves the id sequences past it. */
export async function loadDataset(client: pg.ClientBase, dataset: Dataset): Promise<void> {
  await client.query("BEGIN");
  try {
    for (const data of dataset.tables) await insertTable(client, data);
    for (const data of dataset.tables) {
      if (!data.columns.some((c) => c.name === "id")) continue;
      await client.query(
        `SELECT setval(pg_get_serial_sequence('"${data.table}"', 'id'), (SELECT max(id) FROM "${data.table}"))`,
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
  await client.query("VACUUM ANALYZE");
}
