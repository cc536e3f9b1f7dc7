import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// The e2e folder is not a workspace package: the SMTP sink and the database tests' throwaway PostgreSQL database
// by path (they need node:net, and pg from packages/db's own dependencies).
import { mailText, startSmtpSink } from "../../packages/api/src/modules/notifications/smtp-sink.testing";
import { createThrowawayDatabase } from "../../packages/db/src/throwaway-database";
import { freePort } from "./free-port";

/** One Playwright worker's own server: the demo server on a database of its own, and its mailbox. */
export interface JourneyServer {
  url: string;
  /** The emails the server sent to `address`, newest first, as their reader sees them. */
  emailsTo(address: string): { text: string }[];
  stop(): Promise<void>;
}

const SERVER_DIR = join(import.meta.dirname, "..", "..", "apps", "server");
const STARTUP_LIMIT_MS = 180_000;

/**
 * Starts the demo server (migrated, seeded, every provider stand-in) for worker `worker`, as `./chamak start` runs it
 * but with the test clock on and its emails going to this worker's SMTP sink. Each worker has its own server, so
 * journeys can run two at a time: the server's clock, rate limits and demo data belong to one journey file at a time.
 * PGlite in a new folder by default; with DATABASE_URL, a new database on that PostgreSQL server (dropped after).
 */
export async function startJourneyServer(worker: number): Promise<JourneyServer> {
  const sink = await startSmtpSink();
  const port = await freePort();
  const database = await journeyDatabase();
  const child = spawn("pnpm", ["exec", "tsx", "src/demo.ts"], {
    cwd: SERVER_DIR,
    // Its own process group: pnpm, tsx and node are stopped together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...database.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // Journeys that work a booking on its day move the server's clock to its slot (support/server-clock.ts).
      TEST_CLOCK: "1",
      SMTP_URL: sink.url,
    },
  });
  const output = collectOutput(child, worker);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcessGroup(child);
    await sink.close();
    await database.drop();
  };
  try {
    await untilHealthy(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    emailsTo: (address) =>
      sink.received
        .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()))
        .map((mail) => ({ text: mailText(mail) }))
        .reverse(),
    stop,
  };
}

async function journeyDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), "chamak-e2e-"));
    return { env: { PGLITE_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const database = await createThrowawayDatabase(serverUrl, "chamak_journeys");
  return { env: { DATABASE_URL: database.url }, drop: database.drop };
}

/** The server's output goes to the run's log as it comes, and the last of it is kept for a failed start. */
function collectOutput(child: ChildProcess, worker: number): { tail(): string } {
  let tail = "";
  const take = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    tail = (tail + text).slice(-4_000);
    process.stderr.write(text.replace(/^(?=.)/gm, `[server ${worker}] `));
  };
  child.stdout?.on("data", take);
  child.stderr?.on("data", take);
  return { tail: () => tail };
}

async function untilHealthy(url: string, child: ChildProcess, output: { tail(): string }): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the journey server exited (${child.exitCode ?? child.signalCode}):\n${output.tail()}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `the journey server did not answer /healthz within ${STARTUP_LIMIT_MS / 1000} s:\n${output.tail()}`,
  );
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // the group has gone
    }
  };
  signal("SIGTERM");
  const forced = setTimeout(() => signal("SIGKILL"), 15_000);
  await exited;
  clearTimeout(forced);
}
