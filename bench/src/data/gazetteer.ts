import { createDb } from "@chamak/db";
import { ensureGazetteer } from "../servers/workspace-code";

/**
 * Fills the places table as production's gazetteer job does (apps/server/src/gazetteer.ts): India Post's PINs
 * and post offices, and the demo cities' localities and landmarks. Doorstep addresses are placed on it (reach.ts,
 * place-lookup.ts), and search reads places named in a query from it. Returns the rows loaded.
 */
export async function loadGazetteer(databaseUrl: string): Promise<number> {
  const database = await createDb({ databaseUrl });
  try {
    const loaded = await ensureGazetteer(database.db);
    return loaded.reduce((sum, source) => sum + source.rows, 0);
  } finally {
    await database.close();
  }
}
