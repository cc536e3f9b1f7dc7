import { execFileSync } from "node:child_process";
import { cpus, loadavg, totalmem } from "node:os";
import pg from "pg";

export interface Environment {
  date: string;
  commit: string;
  node: string;
  postgres: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
}

/** The machine's 1, 5 and 15 minute load averages, rounded: shared machines make every number relative. */
export function loadAverage(): [number, number, number] {
  const [one = 0, five = 0, fifteen = 0] = loadavg().map((n) => Math.round(n * 100) / 100);
  return [one, five, fifteen];
}

function gitCommit(): string {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { encoding: "utf8" }).trim()
      ? " (uncommitted changes)"
      : "";
    return sha + dirty;
  } catch {
    return "unknown";
  }
}

export async function describeEnvironment(databaseUrl: string): Promise<Environment> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>("SHOW server_version");
    return {
      date: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      postgres: rows[0]?.server_version ?? "unknown",
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? "unknown",
      memoryGiB: Math.round(totalmem() / 2 ** 30),
    };
  } finally {
    await client.end();
  }
}
