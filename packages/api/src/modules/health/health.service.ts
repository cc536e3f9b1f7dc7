import type { HealthOutput } from "@chamak/contracts";
import { type Db, pingDb } from "@chamak/db";

export async function checkHealth(db: Db): Promise<HealthOutput> {
  const databaseUp = await pingDb(db);
  return { status: databaseUp ? "ok" : "degraded", database: databaseUp ? "up" : "down" };
}
