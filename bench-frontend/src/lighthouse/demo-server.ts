// Starts the real product (apps/server's demo: migrate, seed demo data, serve the built SPAs) on embedded
// PGlite in a throwaway directory and a free port, as `pnpm --filter @chamak/server start:demo` does.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SERVER_DIR = join(import.meta.dirname, "..", "..", "..", "apps", "server");

export interface DemoServer {
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the demo server at ${baseUrl} was not healthy within ${timeoutMs} ms`);
}

/** `webDist`: the customer site build to serve (default: apps/web/dist). */
export async function startDemoServer(options: { webDist?: string } = {}): Promise<DemoServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const pgliteDir = mkdtempSync(join(tmpdir(), "chamak-lighthouse-"));
  const child = spawn("pnpm", ["exec", "tsx", "src/demo.ts"], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      PGLITE_DIR: pgliteDir,
      LOG_LEVEL: "warn",
      ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
    }
    rmSync(pgliteDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(baseUrl, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** The id of a seeded, approved centre: the first of the public catalog (which lists approved ones only). */
export async function approvedCentreId(baseUrl: string): Promise<number> {
  const input = encodeURIComponent(JSON.stringify({ json: { page: 1, pageSize: 1, sort: "popular" } }));
  const response = await fetch(`${baseUrl}/trpc/catalog.centres?input=${input}`);
  if (!response.ok) throw new Error(`catalog.centres answered ${response.status}`);
  const body = (await response.json()) as { result: { data: { json: { items: { id: number }[] } } } };
  const first = body.result.data.json.items[0];
  if (!first) throw new Error("the demo catalog has no approved centre");
  return first.id;
}
