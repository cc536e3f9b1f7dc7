import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
const EXIT_WITH_PARENT = fileURLToPath(new URL("./exit-with-parent.ts", import.meta.url));

export interface ServerNode {
  name: string;
  origin: string;
  process: ChildProcess;
  /** What the node printed (stdout and stderr), for the failure report. */
  output: string[];
  /** Resolves with the exit code or signal once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
}

/** A port nobody listens on right now (the OS picks it; the node binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `apps/server/src/main.ts` (the production entry point) in its own Node process with exactly `env`
 * plus PATH/HOME/TZ, so nothing from the test runner's environment leaks in.
 */
export async function startNode(name: string, env: Record<string, string>): Promise<ServerNode> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "--import", EXIT_WITH_PARENT, MAIN], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      TZ: process.env.TZ ?? "America/New_York",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  return {
    name,
    origin: `http://127.0.0.1:${port}`,
    process: child,
    output,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Polls /readyz until it answers 200; fails early, with the node's output, if the process exits first. */
export async function waitUntilReady(node: ServerNode, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!node.alive()) {
      throw new Error(`${node.name} exited before it was ready:\n${node.output.join("")}`);
    }
    try {
      const response = await fetch(`${node.origin}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${node.name} was not ready within ${timeoutMs} ms:\n${node.output.join("")}`);
}

/** SIGKILL if still running, and waits for the exit. */
export async function killNode(node: ServerNode): Promise<void> {
  if (node.alive()) node.process.kill("SIGKILL");
  await node.exited;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `check` every `intervalMs` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function pollUntil<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { timeoutMs = 60_000, intervalMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}
