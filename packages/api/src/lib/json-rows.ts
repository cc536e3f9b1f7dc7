import { Prisma } from "@chamak/db";
import { queryPlainRows, type SqlTarget } from "./plain-rows";

/**
 * Runs a statement and returns its rows as PostgreSQL renders them in JSON, sent as one text value and parsed
 * once. Prisma decodes a raw result value by value (and JSON columns once more inside), which on wide rows or
 * nested JSON costs more Node CPU than the query itself: the catalog's reads spent twice as long there as a
 * plain `pg` read of the same rows. Only for columns JSON keeps as they are: numbers, text, booleans, JSON
 * (a timestamp would come back as a string).
 */
export async function queryJsonRows<T>(target: SqlTarget, statement: Prisma.Sql): Promise<T[]> {
  const query = Prisma.sql`SELECT coalesce(json_agg(r), '[]')::text AS rows FROM (${statement}) r`;
  const [result] = await queryPlainRows<{ rows: string }>(target, query);
  return JSON.parse(result?.rows ?? "[]") as T[];
}
