import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { ReadyMessage, ServerSettings } from "./child-process";

export type ServerKind = "stack" | "baseline" | "razorpay";

export interface RunningServer {
  kind: ServerKind;
  /** The application_name its database connections carry, to find its PostgreSQL backends. */
  applicationName: string;
  origin: string;
  pid: number;
  settings: ServerSettings;
  /** SIGTERM, then waits for a normal exit (when profiling, the profile is written by then). */
  stop(): Promise<void>;
}

export interface StartOptions {
  databaseUrl: string;
  /** Set on its database connections (application_name), so its backends can be told apart. */
  applicationName: string;
  env: Record<string, string>;
  /** Writes a V8 CPU profile of the server process into this folder (node --cpu-prof). */
  cpuProfileDir?: string | undefined;
}

const ENTRY: Record<ServerKind, string> = {
  stack: fileURLToPath(new URL("./stack.server.ts", import.meta.url)),
  baseline: fileURLToPath(new URL("./baseline.server.ts", import.meta.url)),
  razorpay: fileURLToPath(new URL("./razorpay-standin.server.ts", import.meta.url)),
};

/** The stack's Razorpay key secret for this benchmark run: the booking driver signs Checkout results with it. */
export const BENCH_KEY_SECRET = randomBytes(24).toString("hex");

function withApplicationName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", name);
  return url.toString();
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Node's flags for every server, the baseline's too: those production starts a node with (apps/server's start
 * script, docs/deploy.md).
 */
export const NODE_FLAGS = ["--max-semi-space-size=64"];

/** Starts a server in its own Node process, so the load generator never shares its event loop. */
export async function startServer(kind: ServerKind, options: StartOptions): Promise<RunningServer> {
  // One file per thread (tsx's module loader runs on a second one): see mainThreadProfile().
  const profile = options.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...NODE_FLAGS, ...profile, "--import", "tsx", ENTRY[kind]], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      ...options.env,
      BENCH_RAZORPAY_KEY_SECRET: BENCH_KEY_SECRET,
      BENCH_DATABASE_URL: withApplicationName(options.databaseUrl, options.applicationName),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = await new Promise<ReadyMessage>((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start within 60 s`)), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split("\n").find((l) => l.startsWith('{"ready"'));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line) as ReadyMessage);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited with ${code} before listening`));
    });
  });
  return {
    kind,
    applicationName: options.applicationName,
    origin: `http://127.0.0.1:${ready.port}`,
    pid: child.pid ?? 0,
    settings: ready.settings,
    async stop() {
      child.kill("SIGTERM");
      await exited(child);
    },
  };
}
