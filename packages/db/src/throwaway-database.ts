import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the server of `serverUrl`, for one test: empty, or a copy of `template` (a database nobody is
 * connected to); `drop` removes it even if still in use.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix = "chamak_t",
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
